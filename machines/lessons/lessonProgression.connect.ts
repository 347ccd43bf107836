import type { SnapshotFrom } from 'xstate';
import { lessonAccess, nextLessonId, type LessonAccess, type LessonStar } from '../rules/lessonProgression';
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
}

export function connectLessonProgression(snapshot: SnapshotFrom<typeof lessonProgressionMachine>): LessonProgressionView {
  const { context } = snapshot;
  const openLessonId = snapshot.matches({ track: 'lessonOpen' }) ? context.openLessonId : null;
  return {
    lessons: context.lessons.map((lesson, i) => ({
      id: lesson.lesson_id,
      star: context.stars[i]!,
      current: lesson.lesson_id === context.currentLessonId,
      canOpen: snapshot.can({ type: 'lesson.open', lessonId: lesson.lesson_id }),
      access: lessonAccess(context.lessons, lesson.lesson_id, context.memberType),
    })),
    openLessonId,
    nextLessonId: nextLessonId(context.lessons, context.openLessonId ?? context.currentLessonId),
    canCompleteReview: snapshot.can({ type: 'review.complete' }),
    alert: context.message,
    invalid: snapshot.matches('invalid'),
  };
}
