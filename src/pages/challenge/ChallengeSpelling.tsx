import { Trans, useLingui } from '@lingui/react/macro';
import { InstructionIcon } from './InstructionIcon';
import { ReplayButton } from '../../audio/ReplayButton';
import { usePlayChild } from '../../app/AppActorContext';
import { NoChallenge, WordProgress } from './Challenge';
import { WordPrompt } from './WordPrompt';
import { useChallengeView, useWordDisplay, type ChallengeActor } from './useChallenge';
import './challenge.css';
import { PageTitle } from '../../app/PageTitle';

/**
 * /challenge/spelling (SPEC §4 "spelling letters may vanish once placed", §5 "spelling must
 * follow the order"): the English word's letters as shuffled tiles; a tile is placed only when it
 * is the next letter (`spell.place {tile}`), and then vanishes from the pool; a wrong one flashes
 * red. With eng_spell_hint on, the next letter shows in its slot.
 */
export default function ChallengeSpellingPage() {
  const challenge = usePlayChild('challenge');
  return challenge ? <SpellingScreen actor={challenge} /> : <NoChallenge />;
}

function SpellingScreen({ actor }: { actor: ChallengeActor }) {
  const { t } = useLingui();
  const { view, send } = useChallengeView(actor);
  const display = useWordDisplay();
  const { word, spelling, progress } = view;
  if (view.screen !== 'challengeSpelling' || !word || !spelling) return null;
  const length = spelling.placed.length + spelling.tiles.length;
  const done = spelling.tiles.length === 0;
  const slots = Array.from({ length }, (_, i) => spelling.placed[i] ?? null);

  return (
    <section className="page challenge-page challenge-spelling" aria-labelledby="page-title">
      <PageTitle>{`${t`Spell`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title" className="challenge-title">
        <InstructionIcon kind="spell" />
        <Trans>Spell it in English</Trans>
      </h1>
      {progress ? <WordProgress current={progress.current} total={progress.total} /> : null}
      <WordPrompt word={word} display={display} showChinese showEnglish={false} />
      <div className="challenge-step-sound">
        <ReplayButton compact onPress={() => send({ type: 'word.replay' })} />
      </div>
      <ol className="spell-slots" aria-label={t`Your spelling`} lang="en">
        {slots.map((letter, i) => {
          const next = i === spelling.placed.length;
          return (
            <li key={i} className={`spell-slot${letter ? ' is-filled' : ''}${next ? ' is-next' : ''}`}>
              {letter ?? (next && spelling.hint ? <span className="spell-hint">{spelling.hint}</span> : '')}
            </li>
          );
        })}
      </ol>
      <p className="sr-only" role="status">
        {done ? t`Spelled: ${spelling.placed}` : spelling.placed ? t`So far: ${spelling.placed}` : ''}
      </p>
      {spelling.hint && !done ? (
        <p className="challenge-note">
          <Trans>
            Next letter: <strong lang="en">{spelling.hint}</strong>
          </Trans>
        </p>
      ) : null}
      <ul className="letter-tiles" aria-label={t`Letters`} lang="en">
        {spelling.tiles.map((tile) => {
          const refused = spelling.refused === tile.id;
          return (
            <li key={tile.id}>
              <button
                type="button"
                className={`letter-tile${refused ? ' letter-tile--refused' : ''}`}
                disabled={tile.disabled}
                aria-describedby={refused ? 'spell-refused' : undefined}
                onClick={() => send({ type: 'spell.place', tile: tile.id })}
              >
                {tile.letter}
              </button>
            </li>
          );
        })}
      </ul>
      <p id="spell-refused" className="challenge-feedback" role="status">
        {done ? <Trans>Well spelled!</Trans> : spelling.refused !== null ? <Trans>Not that letter yet. Try another one!</Trans> : null}
      </p>
    </section>
  );
}
