import { useEffect, useMemo, type CSSProperties } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  connectLessonProgression,
  type LessonCardView,
  type LessonChecklist,
  type LessonNoticeView,
} from '../../../machines/lessons/lessonProgression.connect';
import { lessonProgressionMachine } from '../../../machines/lessons/lessonProgression.machine';
import { type LessonNeed, type LessonProgress } from '../../../machines/rules/lessonProgression';
import { activePlan } from '../../../machines/rules/membership';
import { isThisTerm } from '../../../machines/rules/schoolTerm';
import type { Member } from '../../../machines/types';
import { RubyWord } from '../../components/Ruby';
import type { LessonTrackData, WordSummary } from '../../api/actors/lessons/learning';
import { serverMessage } from '../../api/messages';
import { useAppActor, useMember } from '../../app/AppActorContext';
import { Modal } from '../../components/Modal';
import { StoreLink } from '../../components/StoreLink';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink, useLocale } from '../../i18n/react';
import { BookIcon, CrownIcon, KeyIcon, LockIcon, SchoolBagIcon } from './icons';
import { DictationIcon } from '../dictation/icons';
import { PageTitle } from '../../app/PageTitle';
import { useLearningSettings } from '../../app/useLearningSettings';

type TrackRef = ActorRefFrom<typeof lessonProgressionMachine>;
type Lesson = LessonTrackData['radical']['lessons'][number];
type Script = Member['setting']['language'];

/** The lessons of the schedule as the lessonProgression machine takes them (the title in the child's script). */
function progressOf(data: LessonTrackData, script: Script): LessonProgress[] {
  return data.schedule.lessons.map((lesson) => ({
    lesson_id: lesson.lesson_id,
    name: lesson.name[script],
    story: lesson.story,
    completion: lesson.completion,
    words: lesson.words,
    term: lesson.term,
  }));
}

/**
 * The lesson track of one radical (SPEC §2 /lesson/{id}, §4 "Lesson ordering"),
 * rendered from a lessonProgression snapshot (`connectLessonProgression`): per
 * lesson its star (doing or done, a crown once done), the current-lesson
 * label, the story icon, up to seven word boxes; the open lesson offers its
 * challenge and the next-lesson link; a lesson that does not open says why.
 *
 * The current lesson is opened as the track starts when it is open to the
 * child, so its challenge is one tap away; a lesson that needs a membership is
 * not opened by itself (its message is on its card; the alert comes when the
 * child asks for it).
 */
export function LessonTrack({ data }: { data: LessonTrackData }) {
  const { t } = useLingui();
  const member = useMember();
  const locale = useLocale();
  const { language: script } = useLearningSettings();
  // the term the server decided the track with: the badge and the machine's lesson order agree with it
  const schoolTerm = data.schedule.school_term;
  const { radical } = data;

  const app = useAppActor();
  const machine = useMemo(
    () =>
      lessonProgressionMachine.provide({
        actions: {
          // the root starts the lesson's all-words challenge (machines/shell/app.machine.ts)
          startChallenge: (_, { radicalId, lessonId }) => app.send({ type: 'challenge.open', request: { game: 'lesson', radicalId, lessonId } }),
        },
      }),
    [app],
  );
  const track = useActorRef(machine, {
    input: {
      radicalId: radical.id,
      lessons: progressOf(data, script),
      memberType: activePlan(member?.type ?? null, member?.class?.class_end_at, Date.now()),
      schoolTerm,
    },
    ...inspectOption(),
  });
  const view = useSelector(track, (snapshot) => connectLessonProgression(snapshot));

  useEffect(() => {
    const current = connectLessonProgression(track.getSnapshot()).lessons.find((lesson) => lesson.current);
    if (current?.access === 'open') track.send({ type: 'lesson.open', lessonId: current.id });
  }, [track]);

  const title = locale === 'en' ? radical.english : radical.name;
  const allDone = view.lessons.length > 0 && view.lessons.every((lesson) => lesson.star === 'done');

  return (
    <>
      <PageTitle>{`${title} · ${t`Hanzi House`}`}</PageTitle>
      <header className="card lesson-radical">
        <span className="lesson-radical-char" lang={langOf(script)}>
          {radical.radical}
        </span>
        <div className="lesson-radical-text">
          <h1 id="page-title">{title}</h1>
          <p className="lesson-radical-meaning" lang={locale === 'en' ? 'en' : langOf(script)}>
            {locale === 'en' ? radical.meaning.english : radical.meaning.text}
          </p>
        </div>
      </header>

      {view.invalid ? (
        <p className="card" role="alert">
          <Trans>This lesson could not be shown. Please try again later.</Trans>
        </p>
      ) : (
        <ol className="lesson-track" aria-label={t`Lessons`}>
          {view.lessons.map((card, index) => {
            const lesson = radical.lessons.find((l) => l.id === card.id);
            return (
              <LessonStop
                key={card.id}
                card={card}
                number={index + 1}
                lesson={lesson}
                thisTerm={isThisTerm(lesson?.term, schoolTerm)}
                passed={passedWordsOf(data, card.id)}
                isOpen={view.openLessonId === card.id}
                nextLessonId={view.openLessonId === card.id ? view.nextLessonId : null}
                nextNumber={index + 2}
                track={track}
                script={script}
                checklist={view.checklist?.lessonId === card.id ? view.checklist : null}
              />
            );
          })}
        </ol>
      )}

      {allDone ? (
        <p className="card lesson-all-done">
          <CrownIcon size={36} /> <Trans>You finished every lesson of this radical!</Trans>
        </p>
      ) : null}

      <MembershipAlert track={track} message={view.alert} />
      <LessonNotice track={track} notice={view.notice} lessons={radical.lessons} numberOf={(id) => view.lessons.findIndex((l) => l.id === id) + 1} script={script} />
    </>
  );
}

function langOf(script: Script): string {
  return script === 'tw' ? 'zh-Hant' : 'zh-Hans';
}

/** The words of a lesson whose challenge the child passed (the schedule's `is_passed`). */
function passedWordsOf(data: LessonTrackData, lessonId: number): Set<number> {
  const lesson = data.schedule.lessons.find((l) => l.lesson_id === lessonId);
  return new Set((lesson?.words ?? []).filter((w) => w.is_passed === 1).map((w) => w.word_id));
}

interface LessonStopProps {
  card: LessonCardView;
  number: number;
  lesson: Lesson | undefined;
  /** The lesson is of the child's school term (issue 29; never without a term chosen): the "this term" badge. */
  thisTerm: boolean;
  passed: Set<number>;
  isOpen: boolean;
  nextLessonId: number | null;
  nextNumber: number;
  track: TrackRef;
  script: Script;
  /** The open lesson's checklist before its challenge. */
  checklist: LessonChecklist | null;
}

/** One lesson on the track. */
function LessonStop({ card, number, lesson, thisTerm, passed, isOpen, nextLessonId, nextNumber, track, script, checklist }: LessonStopProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const reachable = card.access === 'open';
  const name = lesson ? (locale === 'en' ? lesson.english : lesson.name) : '';
  const titleId = `lesson-${card.id}-title`;

  // the next lesson opens, or the membership alert, or why it is locked: always something to see
  const openNext = () => {
    if (nextLessonId === null) return;
    track.send({ type: 'lesson.open', lessonId: nextLessonId });
    if (track.getSnapshot().context.openLessonId === nextLessonId) {
      document.getElementById(`lesson-${nextLessonId}`)?.scrollIntoView({ block: 'start' });
    }
  };

  return (
    <li
      id={`lesson-${card.id}`}
      className={`lesson-stop lesson-stop--${card.star}${isOpen ? ' lesson-stop--open' : ''}`}
      aria-labelledby={titleId}
      aria-current={card.current ? 'step' : undefined}
    >
      <div className="lesson-stop-head">
        <LessonStar star={card.star} />
        <h2 className="lesson-stop-title" id={titleId}>
          <span className="lesson-stop-number">
            <Trans>Lesson {number}</Trans>
          </span>{' '}
          <span className="lesson-stop-name">{name}</span>
        </h2>
        {card.current ? (
          <span className="badge lesson-current">
            <Trans>Current lesson</Trans>
          </span>
        ) : null}
        {thisTerm ? (
          <span className="badge lesson-term">
            {/* a school bag: what it says, for a child who cannot read it yet */}
            <SchoolBagIcon />
            <Trans>This term</Trans>
          </span>
        ) : null}
        {card.star === 'done' ? (
          <span className="lesson-crown" role="img" aria-label={t`Crown: lesson complete`}>
            <CrownIcon />
          </span>
        ) : null}
      </div>

      <div className="lesson-stop-body">
        <StoryIcon lessonId={card.id} reachable={reachable} />
        <ul className="word-boxes" aria-label={t`Words`}>
          {(lesson?.words ?? []).map((word) => (
            <WordBox key={word.id} word={word} passed={passed.has(word.id)} reachable={reachable} script={script} />
          ))}
        </ul>
      </div>

      <div className="lesson-stop-actions">
        {card.access === 'locked' ? (
          <p className="lesson-why">
            <LockIcon /> <Trans>Finish the lesson before this one first.</Trans>
          </p>
        ) : null}
        {card.access === 'membershipRequired' ? <MembershipNote /> : null}
        {reachable && isOpen ? (
          <>
            {checklist ? <Checklist checklist={checklist} words={lesson?.words ?? []} script={script} track={track} /> : null}
            {nextLessonId !== null ? (
              <button type="button" className="button lesson-next" onClick={openNext}>
                <Trans>Next lesson: lesson {nextNumber}</Trans> <span aria-hidden="true">›</span>
              </button>
            ) : null}
          </>
        ) : null}
        {reachable && card.star === 'done' ? (
          // a lesson done: its words heard and written from memory (issue 30 §2 "a 聽寫 mode for any list or lesson")
          <LocalizedLink to={`/dictation/${card.id}`} className="button lesson-dictation">
            <DictationIcon size={28} />
            <Trans>Dictation</Trans>
          </LocalizedLink>
        ) : null}
        {reachable && !isOpen ? (
          <button
            type="button"
            className="button lesson-open"
            disabled={!card.canOpen}
            onClick={() => track.send({ type: 'lesson.open', lessonId: card.id })}
          >
            <Trans>Go to this lesson</Trans>
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** The lesson star: done, doing (the current lesson) or locked; in words for screen readers. */
function LessonStar({ star }: { star: LessonCardView['star'] }) {
  const { t } = useLingui();
  const label = star === 'done' ? t`Lesson done` : star === 'doing' ? t`Lesson in progress` : t`Lesson not started`;
  return (
    <span className={`lesson-star lesson-star--${star}`} role="img" aria-label={label}>
      {star === 'locked' ? <LockIcon /> : star === 'done' ? '★' : '☆'}
    </span>
  );
}

/** The story of a lesson: a link to /story?lesson=<id> when the lesson is open to the child. */
function StoryIcon({ lessonId, reachable }: { lessonId: number; reachable: boolean }) {
  const { t } = useLingui();
  if (!reachable) {
    return (
      <span className="lesson-story lesson-story--locked" role="img" aria-label={t`Story (not open yet)`}>
        <BookIcon />
      </span>
    );
  }
  return (
    <LocalizedLink to={`/story?lesson=${lessonId}`} className="lesson-story" aria-label={t`Story`}>
      <BookIcon />
    </LocalizedLink>
  );
}

/** The level names of SPEC §3 (red, pink, yellow, white), said as what they mean for the child. */
function useLevelLabel() {
  const { t } = useLingui();
  return (level: WordSummary['level']) =>
    ({
      white: t`Not collected yet`,
      yellow: t`Learning`,
      pink: t`Remembered`,
      red: t`Mastered`,
    })[level];
}

/**
 * A word box: the picture when there is one, the word in the child's script
 * with its reading, its level colour, and a star once its challenge is passed.
 * The word's own colours come from the content (show / word background, font).
 * It leads to the word's explanation when the lesson is open to the child.
 */
function WordBox({ word, passed, reachable, script }: { word: WordSummary; passed: boolean; reachable: boolean; script: Script }) {
  const { t } = useLingui();
  const locale = useLocale();
  const levelLabel = useLevelLabel();
  const english = useLearningSettings().second_language === 'english';
  const showEnglish = locale === 'en' || english;
  const style = {
    '--word-show-bg': word.show_background_color_code,
    '--word-bg': word.word_background_color_code,
    '--word-fg': word.word_font_color_code,
  } as CSSProperties;
  const content = (
    <>
      {word.image ? <img className="word-box-image" src={word.image} alt="" width={56} height={56} loading="lazy" /> : null}
      <span className="word-box-face">
        <span className="word-box-word" lang={langOf(script)}>
          <RubyWord word={word.word} reading={word.phonetic} script={script} />
        </span>
      </span>
      {showEnglish ? (
        <span className="word-box-english" lang="en">
          {word.english}
        </span>
      ) : null}
      <span className={`word-box-level word-box-level--${word.level}`}>
        <span className="sr-only">{levelLabel(word.level)}</span>
      </span>
      {passed ? (
        <span className="word-box-star" role="img" aria-label={t`Star earned`}>
          ★
        </span>
      ) : null}
    </>
  );
  return (
    <li className={`word-box word-box--${word.level}`} style={style}>
      {reachable ? (
        <LocalizedLink to={`/explaining/${word.id}`} className="word-box-inner">
          {content}
        </LocalizedLink>
      ) : (
        <span className="word-box-inner word-box-inner--locked">{content}</span>
      )}
    </li>
  );
}

/** Why a new lesson does not open for this member, with the way to the store. */
function MembershipNote() {
  const { i18n } = useLinguiInstance();
  return (
    <div className="lesson-why lesson-why--membership">
      <p>
        <KeyIcon /> {serverMessage(i18n, 'You must join paid membership to continue your journey!')}
      </p>
      <StoreLink className="button lesson-store">
        <Trans>Ask a grown-up: go to the store</Trans>
      </StoreLink>
    </div>
  );
}

/** The machine's membership alert (a new lesson asked for without a plan). */
function MembershipAlert({ track, message }: { track: TrackRef; message: string | null }) {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const close = () => track.send({ type: 'alert.close' });
  return (
    <Modal open={message !== null} title={t`Paid membership`} onClose={close} className="lesson-alert">
      <p>{message ? serverMessage(i18n, message) : null}</p>
      <div className="lesson-alert-actions">
        <StoreLink className="button button-primary">
          <Trans>Ask a grown-up: go to the store</Trans>
        </StoreLink>
        <button type="button" className="button" data-autofocus onClick={close}>
          <Trans>OK</Trans>
        </button>
      </div>
    </Modal>
  );
}

/** A tick once done, an empty ring while to do; said in words for screen readers. */
function Tick({ done }: { done: boolean }) {
  const { t } = useLingui();
  return (
    <span className={done ? 'lesson-tick lesson-tick--done' : 'lesson-tick'} role="img" aria-label={done ? t`Done` : t`Still to do`}>
      {done ? '✓' : ''}
    </span>
  );
}

/**
 * The open lesson's checklist before its challenge (issue 28 §4): each word's explanation (its
 * picture, the word, a tick once opened and heard), the story (a tick once reached its end),
 * then the challenge. The challenge button always answers: the challenge starts, or the
 * notice shows what is still missing (the machine's `challenge.start`).
 */
function Checklist({ checklist, words, script, track }: { checklist: LessonChecklist; words: WordSummary[]; script: Script; track: TrackRef }) {
  const { t } = useLingui();
  return (
    <ol className="lesson-checklist" aria-label={t`What this lesson needs`}>
      {checklist.explanations.map(({ wordId, done }) => {
        const word = words.find((w) => w.id === wordId);
        const text = word?.word ?? '';
        return (
          <li key={wordId} className="lesson-check" data-done={done}>
            <LocalizedLink to={`/explaining/${wordId}`} className="lesson-check-link" aria-label={t`Open the word ${text} and listen`}>
              <WordPicture word={word} script={script} />
              <Tick done={done} />
            </LocalizedLink>
          </li>
        );
      })}
      <li className="lesson-check" data-done={checklist.story}>
        <LocalizedLink to={`/story/video?lesson=${checklist.lessonId}`} className="lesson-check-link" aria-label={t`Play the story to its end`}>
          <span className="lesson-check-picture">
            <BookIcon size={36} />
          </span>
          <Tick done={checklist.story} />
        </LocalizedLink>
      </li>
      <li className="lesson-check lesson-check--challenge" data-done={checklist.challengeReady}>
        <button type="button" className="button button-primary lesson-challenge" onClick={() => track.send({ type: 'challenge.start' })}>
          <span aria-hidden="true">★</span> <Trans>Start the challenge</Trans>
        </button>
      </li>
    </ol>
  );
}

/** A word as a picture (its image, else the word itself) with the word under it. */
function WordPicture({ word, script }: { word: WordSummary | undefined; script: Script }) {
  return (
    <span className="lesson-check-picture">
      {word?.image ? <img src={word.image} alt="" width={40} height={40} /> : null}
      <span className="lesson-check-word" lang={langOf(script)}>
        {word?.word ?? ''}
      </span>
    </span>
  );
}

/** One thing still needed, as a picture and a way to it. */
function NeedItem({ need, lessonId, words, script }: { need: LessonNeed; lessonId: number; words: WordSummary[]; script: Script }) {
  const { t } = useLingui();
  if (need.kind === 'story') {
    return (
      <li className="lesson-need">
        <LocalizedLink to={`/story/video?lesson=${lessonId}`} className="lesson-check-link">
          <span className="lesson-check-picture">
            <BookIcon size={36} />
          </span>
          <span>{t`Play the story to its end`}</span>
        </LocalizedLink>
      </li>
    );
  }
  const word = words.find((w) => w.id === need.wordId);
  return (
    <li className="lesson-need">
      {need.kind === 'explanation' ? (
        <LocalizedLink to={`/explaining/${need.wordId}`} className="lesson-check-link">
          <WordPicture word={word} script={script} />
          <span>{t`Open the word and listen`}</span>
        </LocalizedLink>
      ) : (
        <span className="lesson-check-link">
          <WordPicture word={word} script={script} />
          <span>{t`Pass its challenge`}</span>
        </span>
      )}
    </li>
  );
}

/**
 * The track's notice: what the challenge still needs (each item a picture and a way to it), or
 * why a lesson asked for is locked (the earlier lesson to finish and what it needs, with a way
 * to it). Never a button that does nothing.
 */
function LessonNotice({
  track,
  notice,
  lessons,
  numberOf,
  script,
}: {
  track: TrackRef;
  notice: LessonNoticeView | null;
  lessons: Lesson[];
  numberOf: (lessonId: number) => number;
  script: Script;
}) {
  const { t } = useLingui();
  const close = () => track.send({ type: 'alert.close' });
  const wordsOf = (lessonId: number) => lessons.find((l) => l.id === lessonId)?.words ?? [];
  if (notice === null) return null;
  const number = numberOf(notice.lessonId);
  if (notice.kind === 'needs') {
    return (
      <Modal open title={t`First, these`} onClose={close} className="lesson-alert lesson-notice">
        <p>
          <Trans>Before the challenge, play the story to its end.</Trans>
        </p>
        <ul className="lesson-needs">
          {notice.needs.map((need, i) => (
            <NeedItem key={i} need={need} lessonId={notice.lessonId} words={wordsOf(notice.lessonId)} script={script} />
          ))}
        </ul>
        <div className="lesson-alert-actions">
          <button type="button" className="button" data-autofocus onClick={close}>
            <Trans>OK</Trans>
          </button>
        </div>
      </Modal>
    );
  }
  const { reason } = notice;
  const before = numberOf(reason.lessonId);
  return (
    <Modal open title={t`Lesson ${number} is still locked`} onClose={close} className="lesson-alert lesson-notice">
      <p>
        <LockIcon /> <Trans>First finish lesson {before}:</Trans>
      </p>
      <ul className="lesson-needs">
        {reason.needs.map((need, i) => (
          <NeedItem key={i} need={need} lessonId={reason.lessonId} words={wordsOf(reason.lessonId)} script={script} />
        ))}
        {reason.review ? (
          <li className="lesson-need">
            <span className="lesson-check-link">
              <span className="lesson-check-picture" aria-hidden="true">
                ★
              </span>
              <span>{t`The lesson's challenge`}</span>
            </span>
          </li>
        ) : null}
      </ul>
      <div className="lesson-alert-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            track.send({ type: 'lesson.open', lessonId: reason.lessonId });
            document.getElementById(`lesson-${reason.lessonId}`)?.scrollIntoView({ block: 'start' });
          }}
        >
          <Trans>Go to lesson {before}</Trans>
        </button>
        <button type="button" className="button" data-autofocus onClick={close}>
          <Trans>OK</Trans>
        </button>
      </div>
    </Modal>
  );
}
