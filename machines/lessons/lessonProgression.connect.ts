import type { SnapshotFrom } from 'xstate';
import {
  challengeNeeds,
  lessonAccess,
  lockedReasonOf,
  nextLessonId,
  type LessonAccess,
  type LessonNeed,
  type LessonStar,
  type LessonProgress,
  type LockedReason,
} from '../rules/lessonProgression';
import type { lessonProgressionMachine } from './lessonProgression.machine';

/**
 * What the lesson track of /lesson/{id} shows (SPEC §2: stars doing or done,
 * current-lesson label, next-lesson link; §4 the membership alert), read from a
 * lessonProgression snapshot. Pure: the page renders it and sends events.
 */
export interface LessonCardView {
  id: number;
  star: LessonStar;
  /** Carries the current-lesson label. */
  current: boolean;
  /** The lesson can be opened (or answers with the membership alert): `lesson.open` accepted. */
  canOpen: boolean;
  /**
   * Why it opens or not, said on the lesson before it is tapped: `open`, `locked` (the
   * lessons before it are not finished) or `membershipRequired` (a new lesson, no plan).
   */
  access: LessonAccess;
}

/**
 * What the open lesson still needs before its challenge, in the order a child does it (the
 * checklist above the challenge button): each word's explanation (its picture and a tick
 * once heard), the story, then the challenge, ready once nothing above it is missing.
 */
export interface LessonChecklist {
  lessonId: number;
  explanations: { wordId: number; done: boolean }[];
  story: boolean;
  /** Nothing its end needs is missing: the challenge starts (`challengeNeeds` is empty: the story reached). */
  challengeReady: boolean;
}

/** The notice on screen: why a lesson asked for is locked, or what the challenge still needs. */
export type LessonNoticeView =
  | { kind: 'locked'; lessonId: number; reason: LockedReason }
  | { kind: 'needs'; lessonId: number; needs: LessonNeed[] };

export interface LessonProgressionView {
  lessons: LessonCardView[];
  /** The lesson being worked on. */
  openLessonId: number | null;
  /** The next-lesson link: the lesson after the open one (else after the current one); null after the last. */
  nextLessonId: number | null;
  /** The overall review can be taken (everything else of the open lesson is finished). */
  canCompleteReview: boolean;
  /** The message id of the alert on screen. */
  alert: string | null;
  /** The data could not be shown (more than seven words, a repeated id). */
  invalid: boolean;
  /** The open lesson's checklist before its challenge; null when no lesson is open. */
  checklist: LessonChecklist | null;
  /** The locked or needs notice; null when none shows. */
  notice: LessonNoticeView | null;
}

function noticeOf(snapshot: SnapshotFrom<typeof lessonProgressionMachine>): LessonNoticeView | null {
  const { notice, lessons, schoolTerm } = snapshot.context;
  if (notice === null) return null;
  if (notice.kind === 'locked') {
    const reason = lockedReasonOf(lessons, notice.lessonId, schoolTerm);
    return reason ? { kind: 'locked', lessonId: notice.lessonId, reason } : null;
  }
  const lesson = lessons.find((l) => l.lesson_id === notice.lessonId);
  return lesson ? { kind: 'needs', lessonId: notice.lessonId, needs: challengeNeeds(lesson) } : null;
}

export function connectLessonProgression(snapshot: SnapshotFrom<typeof lessonProgressionMachine>): LessonProgressionView {
  const { context } = snapshot;
  // the open lesson stays open beneath a locked or needs notice (the membership alert closes it, as before)
  const openLessonId =
    snapshot.matches({ track: 'lessonOpen' }) || snapshot.matches({ track: 'needs' }) || snapshot.matches({ track: 'locked' })
      ? context.openLessonId
      : null;
  return {
    lessons: context.lessons.map((lesson, i) => ({
      id: lesson.lesson_id,
      star: context.stars[i]!,
      current: lesson.lesson_id === context.currentLessonId,
      canOpen: snapshot.can({ type: 'lesson.open', lessonId: lesson.lesson_id }),
      access: lessonAccess(context.lessons, lesson.lesson_id, context.memberType, context.schoolTerm),
    })),
    openLessonId,
    nextLessonId: nextLessonId(context.lessons, context.openLessonId ?? context.currentLessonId),
    canCompleteReview: snapshot.can({ type: 'review.complete' }),
    alert: context.message,
    invalid: snapshot.matches('invalid'),
    checklist: checklistOf(context.lessons.find((lesson) => lesson.lesson_id === openLessonId)),
    notice: noticeOf(snapshot),
  };
}

function checklistOf(lesson: LessonProgress | undefined): LessonChecklist | null {
  if (!lesson) return null;
  return {
    lessonId: lesson.lesson_id,
    explanations: lesson.words.map((w) => ({ wordId: w.word_id, done: w.finish_explaining === 1 })),
    story: lesson.story === 1,
    challengeReady: challengeNeeds(lesson).length === 0,
  };
}
