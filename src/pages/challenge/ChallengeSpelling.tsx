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
 * follow the order"): what is spelled as shuffled tiles (the English word's letters only when
 * English is chosen, else the reading's zhuyin symbols or pinyin letters and tone tiles, issue
 * 28 §2); a tile is placed only when it is the next one (`spell.place {tile}`), and then vanishes
 * from the pool; a wrong one flashes red. A reading's slots stand in groups, one per syllable,
 * and a complete syllable shows as it is written. With eng_spell_hint on, the next tile shows in
 * its slot. The reading itself is not shown above while it is the answer.
 */
export default function ChallengeSpellingPage() {
  const challenge = usePlayChild('challenge');
  return challenge ? <SpellingScreen actor={challenge} /> : <NoChallenge />;
}

function SpellingScreen({ actor }: { actor: ChallengeActor }) {
  const { t } = useLingui();
  const toneNames = { 1: t`First tone`, 2: t`Second tone`, 3: t`Third tone`, 4: t`Fourth tone`, 5: t`Neutral tone` } as const;
  const { view, send } = useChallengeView(actor);
  const display = useWordDisplay();
  const { word, spelling, progress } = view;
  if (view.screen !== 'challengeSpelling' || !word || !spelling) return null;
  const done = spelling.tiles.length === 0;
  const english = spelling.kind === 'english';
  const placed = Array.from(spelling.placed);
  const lang = english ? 'en' : spelling.kind === 'zhuyin' ? 'zh-Bopo' : 'zh-Latn-pinyin';
  const slot = (i: number) => {
    const letter = placed[i] ?? null;
    const next = i === placed.length;
    return (
      <li key={i} className={`spell-slot${letter ? ' is-filled' : ''}${next ? ' is-next' : ''}`}>
        {letter ?? (next && spelling.hint ? <span className="spell-hint">{spelling.hint}</span> : '')}
      </li>
    );
  };
  let start = 0;
  const groups = spelling.syllables.map((syllable) => {
    const first = start;
    start += syllable.size;
    return { ...syllable, first };
  });

  return (
    <section className={`page challenge-page challenge-spelling challenge-spelling--${spelling.kind}`} aria-labelledby="page-title">
      <PageTitle>{`${t`Spell`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title" className="challenge-title">
        <InstructionIcon kind="spell" />
        {english ? <Trans>Spell it in English</Trans> : spelling.kind === 'zhuyin' ? <Trans>Spell it in zhuyin</Trans> : <Trans>Spell it in pinyin</Trans>}
      </h1>
      {progress ? <WordProgress current={progress.current} total={progress.total} /> : null}
      <WordPrompt word={word} display={display} showChinese showEnglish={false} showReading={english} />
      <div className="challenge-step-sound">
        <ReplayButton compact onPress={() => send({ type: 'word.replay' })} />
      </div>
      {english ? (
        <ol className="spell-slots" aria-label={t`Your spelling`} lang={lang}>
          {Array.from({ length: placed.length + spelling.tiles.length }, (_, i) => slot(i))}
        </ol>
      ) : (
        <ol className="spell-syllables" aria-label={t`Your spelling`} lang={lang}>
          {groups.map((group) => (
            <li key={group.first} className={`spell-syllable${group.written ? ' is-complete' : ''}`}>
              <ol className="spell-slots">{Array.from({ length: group.size }, (_, k) => slot(group.first + k))}</ol>
              <span className="spell-syllable-written" aria-hidden={group.written ? undefined : true}>
                {group.written ?? ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p className="sr-only" role="status">
        {done ? t`Spelled: ${spelling.placed}` : spelling.placed ? t`So far: ${spelling.placed}` : ''}
      </p>
      {spelling.hint && !done ? (
        <p className="challenge-note">
          {english ? (
            <Trans>
              Next letter: <strong lang="en">{spelling.hint}</strong>
            </Trans>
          ) : (
            <Trans>
              Next: <strong lang={lang}>{spelling.hint}</strong>
            </Trans>
          )}
        </p>
      ) : null}
      <ul
        className="letter-tiles"
        aria-label={english ? t`Letters` : spelling.kind === 'zhuyin' ? t`Zhuyin symbols` : t`Pinyin letters`}
        lang={lang}
      >
        {spelling.tiles.map((tile) => {
          const refused = spelling.refused === tile.id;
          const tone = TONE_OF_MARK[tile.letter];
          return (
            <li key={tile.id}>
              <button
                type="button"
                className={`letter-tile${refused ? ' letter-tile--refused' : ''}${tone ? ' letter-tile--tone' : ''}`}
                disabled={tile.disabled}
                // a mark alone says nothing to a screen reader: the tone's name, in the page's language
                aria-label={tone ? toneNames[tone] : undefined}
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
        {done ? (
          <Trans>Well spelled!</Trans>
        ) : spelling.refused !== null ? (
          english ? (
            <Trans>Not that letter yet. Try another one!</Trans>
          ) : (
            <Trans>Not that one yet. Try another one!</Trans>
          )
        ) : null}
      </p>
    </section>
  );
}

/** The tone tiles (zhuyin ˊ ˇ ˋ ˙, pinyin ˉ ˊ ˇ ˋ) and their tones: set larger, the marks are small glyphs. */
const TONE_OF_MARK: Readonly<Record<string, 1 | 2 | 3 | 4 | 5>> = { 'ˉ': 1, 'ˊ': 2, 'ˇ': 3, 'ˋ': 4, '˙': 5 };
