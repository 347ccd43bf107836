import type { SnapshotFrom } from 'xstate';
import type { LessonStar } from './rules/lessonProgression';
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
}

export interface LessonProgressionView {
  lessons: LessonCardView[];
  /** The lesson being worked on. */
  openLessonId: number | null;
  /** The overall review can be taken (everything else of the open lesson is finished). */
  canCompleteReview: boolean;
  /** The message id of the alert on screen. */
  alert: string | null;
  /** The data could not be shown (more than seven words, a repeated id). */
  invalid: boolean;
}

export function connectLessonProgression(snapshot: SnapshotFrom<typeof lessonProgressionMachine>): LessonProgressionView {
  const { context } = snapshot;
  return {
    lessons: context.lessons.map((lesson, i) => ({
      id: lesson.lesson_id,
      star: context.stars[i]!,
      current: lesson.lesson_id === context.currentLessonId,
      canOpen: snapshot.can({ type: 'lesson.open', lessonId: lesson.lesson_id }),
    })),
    openLessonId: snapshot.matches({ track: 'lessonOpen' }) ? context.openLessonId : null,
    canCompleteReview: snapshot.can({ type: 'review.complete' }),
    alert: context.message,
    invalid: snapshot.matches('invalid'),
  };
}
