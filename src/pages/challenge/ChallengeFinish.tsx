import { useLingui as useLinguiInstance } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { serverMessage } from '../../api/messages';
import type { ReportStatus } from '../../../machines/challenge/challenge.types';
import { usePlayChild } from '../../app/AppActorContext';
import { NoChallenge } from './Challenge';
import { useChallengeView, useWordDisplay, type ChallengeActor } from './useChallenge';
import './challenge.css';
import { PageTitle } from '../../app/PageTitle';

/**
 * /challenge/finish: the word done, the stars its pass earns (passRewards: one for a word
 * collected for the first time, none when it was collected before), whether the pass is saved
 * ("could not save, trying again" while the machine retries), and the next word (`challenge.next`,
 * enabled by the machine: not while the pass is on its way). The word shown is said as the screen
 * opens (the machine's `playWord`, issue 28 §1: every word a child sees is heard).
 */
export default function ChallengeFinishPage() {
  const challenge = usePlayChild('challenge');
  return challenge ? <FinishScreen actor={challenge} /> : <NoChallenge />;
}

function FinishScreen({ actor }: { actor: ChallengeActor }) {
  const { t } = useLingui();
  const { view, send } = useChallengeView(actor);
  const display = useWordDisplay();
  const { word, finish, progress } = view;
  if (view.screen !== 'challengeFinish' || !word || !finish) return null;
  const last = progress !== null && progress.current === progress.total;
  return (
    <section className="page challenge-page challenge-finish" aria-labelledby="page-title">
      <PageTitle>{`${t`Challenge complete`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title" className="challenge-title">
        <Trans>Well done!</Trans>
      </h1>
      <p className="challenge-chinese" lang={display.script === 'cn' ? 'zh-Hans' : 'zh-Hant'}>
        {word.word}
      </p>
      <Stars count={finish.stars} />
      <p className="challenge-stars-text">
        {finish.stars > 0 ? (
          <Plural value={finish.stars} one="You earned # star!" other="You earned # stars!" />
        ) : (
          <Trans>You collected this word before: no new star this time.</Trans>
        )}
      </p>
      <ReportNote status={view.report} refusal={view.reportRefusal} />
      <button
        type="button"
        className="button button-primary button-large challenge-next"
        disabled={!view.canNext}
        onClick={() => send({ type: 'challenge.next' })}
      >
        {last ? <Trans>See the results</Trans> : <Trans>Next word</Trans>}
      </button>
    </section>
  );
}

/** The stars as pictures (decorative: the sentence beside them says the number). */
export function Stars({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <p className="challenge-star-row" aria-hidden="true">
      {Array.from({ length: Math.min(count, 10) }, (_, i) => (
        <span key={i} className="challenge-star">
          ★
        </span>
      ))}
    </p>
  );
}

/** Whether the pass is being saved, failed and is tried again, or was refused by the server (and why). */
export function ReportNote({ status, refusal }: { status: ReportStatus; refusal: string | null }) {
  const { i18n } = useLinguiInstance();
  const trouble = status === 'failed' || status === 'refused';
  return (
    <p className={`challenge-report${trouble ? ' challenge-report--failed' : ''}`} role="status">
      {status === 'sending' ? (
        <Trans>Saving…</Trans>
      ) : status === 'failed' ? (
        <Trans>Could not save, trying again…</Trans>
      ) : status === 'refused' && refusal ? (
        <>
          <Trans>This was not saved.</Trans> {serverMessage(i18n, refusal)}
        </>
      ) : null}
    </p>
  );
}
