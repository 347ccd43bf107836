import { Trans, useLingui } from '@lingui/react/macro';
import { InstructionIcon } from './InstructionIcon';
import { ReplayButton } from '../../audio/ReplayButton';
import { usePlayChild } from '../../app/AppActorContext';
import { NoChallenge, WordProgress } from './Challenge';
import { WordPrompt } from './WordPrompt';
import { useChallengeView, useWordDisplay, type ChallengeActor } from './useChallenge';
import './challenge.css';
import { PageTitle } from '../../app/PageTitle';
import { SpellingBoard } from '../../components/spelling/SpellingBoard';

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
  const { view, send } = useChallengeView(actor);
  const display = useWordDisplay();
  const { word, spelling, progress } = view;
  if (view.screen !== 'challengeSpelling' || !word || !spelling) return null;
  const english = spelling.kind === 'english';

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
      <SpellingBoard spelling={spelling} onPlace={(tile) => send({ type: 'spell.place', tile })} />
    </section>
  );
}
