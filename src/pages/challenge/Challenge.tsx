import { Trans, useLingui } from '@lingui/react/macro';
import { InstructionIcon } from './InstructionIcon';
import { ReplayButton } from '../../audio/ReplayButton';
import { useAppSelector, usePlayChild } from '../../app/AppActorContext';
import { ChallengeLoadError } from '../../components/ChallengeLoadError';
import { LocalizedLink } from '../../i18n/react';
import { WordPrompt } from './WordPrompt';
import { useChallengeView, useWordDisplay, type ChallengeActor } from './useChallenge';
import './challenge.css';
import { PageTitle } from '../../app/PageTitle';

/**
 * /challenge, the guess step (SPEC §2, §4, §9): the word's picture, reading and (when the member
 * shows it) English, and four Chinese answers in a 2×2 grid. A wrong answer turns red and stays
 * red and disabled; the right one turns green and the challenge moves on to writing by itself.
 * Everything comes from `connectChallenge`; a press sends `answer.choose`.
 */
export default function ChallengePage() {
  const challenge = usePlayChild('challenge');
  return challenge ? <GuessScreen actor={challenge} /> : <NoChallenge />;
}

function GuessScreen({ actor }: { actor: ChallengeActor }) {
  const { t } = useLingui();
  const { view, send } = useChallengeView(actor);
  const display = useWordDisplay();
  const { word, answers, progress } = view;
  if (view.screen !== 'challenge' || !word) return null;
  const right = answers.some((a) => a.status === 'right');
  const wrong = answers.filter((a) => a.status === 'wrong').length;
  return (
    <section className="page challenge-page challenge-guess" aria-labelledby="page-title">
      <PageTitle>{`${t`Guess`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title" className="challenge-title">
        <InstructionIcon kind="guess" />
        <Trans>Which word is it?</Trans>
      </h1>
      {progress ? <WordProgress current={progress.current} total={progress.total} /> : null}
      <WordPrompt word={word} display={display} />
      <div className="challenge-step-sound">
        <ReplayButton onPress={() => send({ type: 'word.replay' })} />
      </div>
      <ul className="answer-grid">
        {answers.map((answer) => (
          <li key={answer.id}>
            <button
              type="button"
              className={`answer answer--${answer.status}`}
              lang={display.script === 'cn' ? 'zh-Hans' : 'zh-Hant'}
              disabled={answer.disabled}
              aria-describedby={answer.status === 'open' ? undefined : `answer-${answer.id}-status`}
              onClick={() => send({ type: 'answer.choose', answerId: answer.id })}
            >
              {answer.word}
              {answer.status !== 'open' ? (
                <span id={`answer-${answer.id}-status`} className="sr-only">
                  {answer.status === 'right' ? t`Right` : t`Wrong`}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <p className="challenge-feedback" role="status">
        {right ? <Trans>Right! Well done.</Trans> : wrong > 0 ? <Trans>Not quite. Try another one!</Trans> : null}
      </p>
    </section>
  );
}

/** "Word 2 of 5". */
export function WordProgress({ current, total }: { current: number; total: number }) {
  return (
    <p className="challenge-progress">
      <Trans>
        Word {current} of {total}
      </Trans>
    </p>
  );
}

/**
 * No challenge runs on this screen. After a reload (issue 28 §4) the interrupted one is on its way
 * (the root's region `play.challenge`, `resuming` then `loading`): loading. A load that failed says
 * so (ChallengeLoadError). Otherwise none runs (the route guard is sending the child home, or the
 * child came back to an ended one): the way home, as a big button.
 */
export function NoChallenge() {
  const coming = useAppSelector(
    (snapshot) => snapshot.matches({ play: { challenge: 'resuming' } }) || snapshot.matches({ play: { challenge: 'loading' } }),
  );
  if (coming) {
    return (
      <p className="page-status" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return (
    <div className="page-status">
      <ChallengeLoadError />
      <p role="status">
        <Trans>No challenge is running.</Trans>
      </p>
      <LocalizedLink className="button" to="/home">
        <Trans>Back to home</Trans>
      </LocalizedLink>
    </div>
  );
}
