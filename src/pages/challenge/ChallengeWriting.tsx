import { useState } from 'react';
import { InstructionIcon } from './InstructionIcon';
import { ReplayButton } from '../../audio/ReplayButton';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { usePlayChild } from '../../app/AppActorContext';
import { QUIZ_LENIENCY } from '../../components/hanzi/leniency';
import { StrokeReview } from '../../components/hanzi/StrokeReview';
import { WritingPad } from '../../components/hanzi/WritingPad';
import { NoChallenge, WordProgress } from './Challenge';
import { WordPrompt } from './WordPrompt';
import { useChallengeView, useWordDisplay, type ChallengeActor } from './useChallenge';
import './challenge.css';
import { PageTitle } from '../../app/PageTitle';

/**
 * /challenge/writing (SPEC §2, §5 "writing must be done before checking"): hanzi-writer's quiz
 * on a 田字格, one character after the other, `write_number` times. The quiz judges each stroke
 * and the pad reports it (`write.stroke`, `write.mistake {stroke}`, `write.strokesDone`); the
 * machine decides when the outline shows (write_hint, after misses) and when check works. Once
 * the word is written, each character shows with the strokes missed in red, and check
 * (`write.check`) goes on to the next repetition or to spelling. The child's writing leniency
 * (child settings) sets how strictly the quiz judges.
 */
export default function ChallengeWritingPage() {
  const challenge = usePlayChild('challenge');
  return challenge ? <WritingScreen actor={challenge} /> : <NoChallenge />;
}

/** The pad's size: the screen's width less its margins, between 240 and 360 px. */
function padSize(): number {
  const width = typeof window === 'undefined' ? 360 : window.innerWidth;
  return Math.max(240, Math.min(360, width - 48));
}

function WritingScreen({ actor }: { actor: ChallengeActor }) {
  const { t } = useLingui();
  const { view, send } = useChallengeView(actor);
  const display = useWordDisplay();
  const [size] = useState(padSize);
  const [loadFailed, setLoadFailed] = useState(false);
  const { word, writing, progress, canCheck } = view;
  if (view.screen !== 'challengeWriting' || !word || !writing) return null;
  const source = word.strokes[writing.index] ?? word.strokes.find((s) => s.char === writing.character);
  const mainlandOrder = display.script === 'tw' && source?.order === 'mainland';
  const missedCount = writing.missed.reduce((sum, m) => sum + m.strokes.length, 0);
  const scriptLang = display.script === 'cn' ? 'zh-Hans' : 'zh-Hant';
  const { repetition, repetitions } = writing;

  return (
    <section className="page challenge-page challenge-writing" aria-labelledby="page-title">
      <PageTitle>{`${t`Write`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title" className="challenge-title">
        <InstructionIcon kind="write" />
        <Trans>Write the word</Trans>
      </h1>
      {progress ? <WordProgress current={progress.current} total={progress.total} /> : null}
      <WordPrompt word={word} display={display} showChinese />
      <div className="challenge-step-sound">
        <ReplayButton compact onPress={() => send({ type: 'word.replay' })} />
      </div>
      <p className="challenge-repetition">
        <Trans>
          Time {repetition} of {repetitions}
        </Trans>
      </p>
      {canCheck ? (
        <div className="stroke-reviews">
          <p role="status" className="challenge-feedback">
            {missedCount === 0 ? (
              <Trans>Every stroke right the first time!</Trans>
            ) : (
              <Plural value={missedCount} one="# stroke to practise (in red)" other="# strokes to practise (in red)" />
            )}
          </p>
          <div className="stroke-review-list" lang={scriptLang}>
            {writing.missed.map((m, i) => (
              <StrokeReview
                key={`${i}-${m.character}`}
                character={m.character}
                source={word.strokes[i]}
                missed={m.strokes}
                size={Math.round(size / 2)}
                label={
                  m.strokes.length === 0
                    ? t`${m.character}: no stroke missed`
                    : t`${m.character}: missed strokes ${m.strokes.map((s) => s + 1).join(', ')}`
                }
              />
            ))}
          </div>
          <button type="button" className="button button-primary button-large" onClick={() => send({ type: 'write.check' })}>
            {repetition < repetitions ? <Trans>Write it again</Trans> : <Trans>Check</Trans>}
          </button>
        </div>
      ) : (
        <>
          <WritingPad
            character={writing.character}
            strokes={word.strokes}
            outline={writing.outline}
            leniency={QUIZ_LENIENCY[display.leniency]}
            quizKey={`${word.id}-${repetition}-${writing.index}`}
            size={size}
            label={t`Writing grid: write ${writing.character} stroke by stroke`}
            onStroke={() => send({ type: 'write.stroke' })}
            onMistake={(stroke) => send({ type: 'write.mistake', stroke })}
            onComplete={() => send({ type: 'write.strokesDone' })}
            onError={() => setLoadFailed(true)}
          />
          <p className="challenge-feedback" role="status">
            {loadFailed ? (
              <Trans>The strokes of this character could not be loaded. Please check the connection and try again.</Trans>
            ) : writing.outline ? (
              <Trans>Follow the grey outline.</Trans>
            ) : null}
          </p>
          {mainlandOrder ? (
            <p className="challenge-note">
              <Trans>This character follows the mainland stroke order.</Trans>
            </p>
          ) : null}
          <button type="button" className="button button-large" disabled={!canCheck}>
            <Trans>Check</Trans>
          </button>
        </>
      )}
    </section>
  );
}
