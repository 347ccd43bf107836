import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { usePlayChild } from '../../app/AppActorContext';
import { GetSticker } from '../rewards/GetSticker';
import { NoChallenge } from './Challenge';
import { ReportNote, Stars } from './ChallengeFinish';
import { useChallengeView, type ChallengeActor } from './useChallenge';
import './challenge.css';
import { PageTitle } from '../../app/PageTitle';

/**
 * /challenge/allFinish: every word done; the words played and the stars they earned, whether
 * the lesson pass is saved, and the way back (`challenge.close`): to the lesson track of the
 * radical for a lesson's challenge, else to the words house (the machine's exit target).
 */
export default function ChallengeAllFinishPage() {
  const challenge = usePlayChild('challenge');
  return challenge ? <AllFinishScreen actor={challenge} /> : <NoChallenge />;
}

function AllFinishScreen({ actor }: { actor: ChallengeActor }) {
  const { t } = useLingui();
  const { view, send } = useChallengeView(actor);
  const { allFinish, header } = view;
  // the lesson pass is saved (or none was due): a sticker it earned shows now
  const saved = useSelector(actor, (snapshot) => snapshot.matches({ allFinish: 'done' }));
  if (view.screen !== 'challengeAllFinish' || !allFinish) return null;
  const toLesson = header.closeTarget.to === 'lesson';
  return (
    <section className="page challenge-page challenge-all-finish" aria-labelledby="page-title">
      <PageTitle>{`${t`All challenges complete`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title" className="challenge-title">
        {toLesson ? <Trans>Lesson complete!</Trans> : <Trans>All challenges complete</Trans>}
      </h1>
      <p>
        <Plural value={allFinish.words} one="You played # word." other="You played # words." />
      </p>
      <Stars count={allFinish.stars} />
      <p className="challenge-stars-text">
        {allFinish.stars > 0 ? (
          <Plural value={allFinish.stars} one="You earned # star!" other="You earned # stars!" />
        ) : (
          <Trans>No new stars this time, but great practice!</Trans>
        )}
      </p>
      <ReportNote status={view.report} refusal={view.reportRefusal} />
      <button type="button" className="button button-primary button-large" onClick={() => send({ type: 'challenge.close' })}>
        {toLesson ? <Trans>Back to the lesson</Trans> : <Trans>Back to the Word Treasure House</Trans>}
      </button>
      {saved ? <GetSticker /> : null}
    </section>
  );
}
