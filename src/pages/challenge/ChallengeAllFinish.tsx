import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { lessonNeedKindOfMessage } from '../../../machines/rules/lessonProgression';
import { serverMessage } from '../../api/messages';
import { usePlayChild } from '../../app/AppActorContext';
import { LocalizedLink } from '../../i18n/react';
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
 *
 * A lesson pass the server refuses because the lesson still needs something (its 422 names the
 * first need, machines/rules/lessonProgression.ts `lessonNeeds`) never ends as "not saved": the
 * screen says the words are kept and what is left, with the way to it (the story, or the lesson's
 * checklist).
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
  const lessonId = useSelector(actor, (snapshot) => snapshot.context.lessonId);
  const need = view.report === 'refused' ? lessonNeedKindOfMessage(view.reportRefusal) : null;
  if (view.screen !== 'challengeAllFinish' || !allFinish) return null;
  const toLesson = header.closeTarget.to === 'lesson';
  return (
    <section className="page challenge-page challenge-all-finish" aria-labelledby="page-title">
      <PageTitle>{`${t`All challenges complete`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title" className="challenge-title">
        {need ? <Trans>Almost there!</Trans> : toLesson ? <Trans>Lesson complete!</Trans> : <Trans>All challenges complete</Trans>}
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
      {need ? (
        <LessonStillNeeds need={need} message={view.reportRefusal!} lessonId={lessonId} />
      ) : (
        <ReportNote status={view.report} refusal={view.reportRefusal} />
      )}
      <button
        type="button"
        className={need === 'story' ? 'button button-large' : 'button button-primary button-large'}
        onClick={() => send({ type: 'challenge.close' })}
      >
        {toLesson ? <Trans>Back to the lesson</Trans> : <Trans>Back to the Word Treasure House</Trans>}
      </button>
      {saved ? <GetSticker /> : null}
    </section>
  );
}

/** What the lesson still needs after its words were played, and the way to it: never a dead end. */
function LessonStillNeeds({ need, message, lessonId }: { need: string; message: string; lessonId: number | null }) {
  const { i18n } = useLinguiInstance();
  return (
    <div className="challenge-report challenge-still-needs" role="status">
      <p>
        <Trans>Your words are kept.</Trans> {serverMessage(i18n, message)}
      </p>
      {need === 'story' && lessonId !== null ? (
        <LocalizedLink className="button button-primary button-large" to={`/story/video?lesson=${lessonId}`}>
          <span aria-hidden="true">▶</span> <Trans>Play the story</Trans>
        </LocalizedLink>
      ) : null}
    </div>
  );
}
