import type { Member } from '../types';
import { termPlace, type SchoolTermCode } from './schoolTerm';

/**
 * Lesson unlocking and paid access (SPEC §4 "Lesson ordering", §6 "Paid
 * membership is required for new lessons", §9 "at most seven word boxes").
 *
 * Pure functions over the contract's `LessonProgress` (GET lesson/schedule):
 * the lessonProgression machine calls them in its guards and actions, and the
 * server imports them to enforce the same rules. No xstate, no DOM.
 *
 * - A lesson opens only when every lesson before it is finished: all their
 *   explanations, their stories, all their words and their overall reviews.
 * - The child's school term opens the way (issue 29: a parent chooses 一上 … 二下): with a term
 *   chosen, the lessons of earlier terms are review (`isReviewLesson`): open by the order, and
 *   holding back no lesson after them; the free start is the first lesson of the child's term. A child in 二上 starts a radical at its 二上 lessons; the lessons of
 *   the child's term and later ones keep the order among themselves. Without a term (null), and
 *   for a lesson on no school list, nothing changes. Every function that decides what opens takes
 *   the child's term, so the server and the app cannot decide with different ones.
 * - A new lesson (no progress yet, and not the radical's free start: its first lesson, or with a
 *   term its first lesson of the child's term) needs paid membership: a member with a `type`.
 * - A lesson is finished when its content (explanations, story, words) and its
 *   overall review are; the review is taken only once the content is finished.
 */

export const MAX_WORDS_PER_LESSON = 7;

/** Stars a child earns: one for a word's first passed challenge, one for a lesson's first completed review. */
export const STARS_PER_WORD = 1;
export const STARS_PER_LESSON = 1;

/** What a pass adds to the child's star and complete_words: only what it finished for the first time counts. */
export function passRewards(firstTime: { wordCollected: boolean; lessonCompleted: boolean }): { stars: number; words: number } {
  return {
    stars: (firstTime.wordCollected ? STARS_PER_WORD : 0) + (firstTime.lessonCompleted ? STARS_PER_LESSON : 0),
    words: firstTime.wordCollected ? 1 : 0,
  };
}
export const MEMBERSHIP_REQUIRED_MESSAGE = 'You must join paid membership to continue your journey!';

export interface WordProgress {
  word_id: number;
  word: string;
  /** 1 when the word's explanation was seen to the end. */
  finish_explaining: 0 | 1;
  /** 1 when the word's challenge was passed. */
  is_passed: 0 | 1;
}

export interface LessonProgress {
  lesson_id: number;
  name: string;
  /** 1 when the story was seen. */
  story: 0 | 1;
  /** 1 when the overall review is completed. */
  completion: 0 | 1;
  words: WordProgress[];
  /** The lesson's school term code (GET lesson/schedule's `term`); null or absent: on no school list. */
  term?: string | null;
}

/** The child's school term the lesson order is decided with: null when no term is chosen. */
export type ChildTerm = SchoolTermCode | null;

export type LessonStar = 'locked' | 'doing' | 'done';

/** What opening a lesson leads to. */
export type LessonAccess = 'open' | 'locked' | 'membershipRequired';

export function explanationsFinished(lesson: LessonProgress): boolean {
  return lesson.words.every((w) => w.finish_explaining === 1);
}

export function wordsFinished(lesson: LessonProgress): boolean {
  return lesson.words.every((w) => w.is_passed === 1);
}

/**
 * One thing a lesson still needs before its overall review (the all-words challenge's end) counts:
 * a word's explanation opened and heard, the story reached to its end, a word's challenge passed.
 */
export type LessonNeed = { kind: 'explanation'; wordId: number } | { kind: 'story' } | { kind: 'word'; wordId: number };

/**
 * What a lesson still needs, in the order a child does it: each word's explanation, the story,
 * then each word's challenge. THE rule of a finished lesson (issue 28 §4): the lesson page's
 * checklist shows it, the challenge button says what is missing from it, the finish screen
 * reads a refusal with it, and the server's POST lesson/schedule refuses a completion (422)
 * while it is not empty, with the message of its first need (`lessonNeedMessage`).
 */
export function lessonNeeds(lesson: LessonProgress): LessonNeed[] {
  return [
    ...lesson.words.filter((w) => w.finish_explaining !== 1).map((w): LessonNeed => ({ kind: 'explanation', wordId: w.word_id })),
    ...(lesson.story === 1 ? [] : [{ kind: 'story' } as const]),
    ...lesson.words.filter((w) => w.is_passed !== 1).map((w): LessonNeed => ({ kind: 'word', wordId: w.word_id })),
  ];
}

/**
 * What must be done before the lesson's all-words challenge is started, so that its end is
 * accepted: the story. The challenge itself supplies the rest: each word it passes is
 * collected, and a passed word's explanation counts as finished too (the server's POST
 * lesson/schedule flips finish_explaining with is_passed). The explanations still show on the
 * checklist, each with its tick, as the way a child meets the words first. Empty: the
 * challenge may start.
 */
export function challengeNeeds(lesson: LessonProgress): LessonNeed[] {
  return lessonNeeds(lesson).filter((need) => need.kind === 'story');
}

/** The server's refusal of a completion, per need (message ids: src/server/http/messages.ts, src/api/messages.ts). */
export const LESSON_NEED_MESSAGES = {
  explanation: 'Open each word of this lesson and listen to it first',
  story: 'Play the story of this lesson to its end first',
  word: 'Finish the words and the story of this lesson first',
} as const satisfies Record<LessonNeed['kind'], string>;

export function lessonNeedMessage(need: LessonNeed): (typeof LESSON_NEED_MESSAGES)[LessonNeed['kind']] {
  return LESSON_NEED_MESSAGES[need.kind];
}

/** The kind of need a refusal's message names (the finish screen's way back), or null for another message. */
export function lessonNeedKindOfMessage(message: string | null): LessonNeed['kind'] | null {
  const kinds = Object.keys(LESSON_NEED_MESSAGES) as LessonNeed['kind'][];
  return kinds.find((kind) => LESSON_NEED_MESSAGES[kind] === message) ?? null;
}

/** Everything of a lesson but its review: nothing needed (`lessonNeeds` is empty). */
export function isLessonContentFinished(lesson: LessonProgress): boolean {
  return lessonNeeds(lesson).length === 0;
}

export function isLessonFinished(lesson: LessonProgress): boolean {
  return isLessonContentFinished(lesson) && lesson.completion === 1;
}

/** Whether a lesson has any progress at all. */
export function isLessonStarted(lesson: LessonProgress): boolean {
  return (
    lesson.story === 1 ||
    lesson.completion === 1 ||
    lesson.words.some((w) => w.finish_explaining === 1 || w.is_passed === 1)
  );
}

export function isKnownLesson(lessons: LessonProgress[], lessonId: number): boolean {
  return lessons.some((lesson) => lesson.lesson_id === lessonId);
}

/** The lessons before `lessonId` (all of them for an unknown id: nothing opens). */
export function lessonsBefore(lessons: LessonProgress[], lessonId: number): LessonProgress[] {
  const index = lessons.findIndex((lesson) => lesson.lesson_id === lessonId);
  return index >= 0 ? lessons.slice(0, index) : lessons;
}

/** A lesson of a school term before the child's: review, open whatever comes before it, holding back none after it. */
export function isReviewLesson(lesson: LessonProgress, childTerm: ChildTerm): boolean {
  return termPlace(lesson.term, childTerm) === 'earlier';
}

/**
 * The lessons that must be finished before `lessonId` opens: those before it, but the review
 * lessons of earlier terms; none for a review lesson itself (all of them for an unknown id).
 */
export function lessonsHoldingBack(lessons: LessonProgress[], lessonId: number, childTerm: ChildTerm): LessonProgress[] {
  const lesson = lessons.find((l) => l.lesson_id === lessonId);
  if (lesson && isReviewLesson(lesson, childTerm)) return [];
  return lessonsBefore(lessons, lessonId).filter((before) => !isReviewLesson(before, childTerm));
}

export function previousExplanationsFinished(lessons: LessonProgress[], lessonId: number, childTerm: ChildTerm): boolean {
  return lessonsHoldingBack(lessons, lessonId, childTerm).every(explanationsFinished);
}

export function previousStoriesFinished(lessons: LessonProgress[], lessonId: number, childTerm: ChildTerm): boolean {
  return lessonsHoldingBack(lessons, lessonId, childTerm).every((lesson) => lesson.story === 1);
}

export function previousWordsFinished(lessons: LessonProgress[], lessonId: number, childTerm: ChildTerm): boolean {
  return lessonsHoldingBack(lessons, lessonId, childTerm).every(wordsFinished);
}

export function previousReviewsCompleted(lessons: LessonProgress[], lessonId: number, childTerm: ChildTerm): boolean {
  return lessonsHoldingBack(lessons, lessonId, childTerm).every((lesson) => lesson.completion === 1);
}

/** Every lesson holding `lessonId` back is finished (and the lesson exists): the ordering rule. */
export function isLessonUnlocked(lessons: LessonProgress[], lessonId: number, childTerm: ChildTerm): boolean {
  return (
    isKnownLesson(lessons, lessonId) &&
    previousExplanationsFinished(lessons, lessonId, childTerm) &&
    previousStoriesFinished(lessons, lessonId, childTerm) &&
    previousWordsFinished(lessons, lessonId, childTerm) &&
    previousReviewsCompleted(lessons, lessonId, childTerm)
  );
}

/** Why a lesson is locked: the first lesson before it not finished, with what it still needs and whether its review is done. */
export interface LockedReason {
  lessonId: number;
  needs: LessonNeed[];
  /** Its overall review (the all-words challenge) is still to be completed. */
  review: boolean;
}

/** The reason `lessonId` is locked (the lesson order), or null when no earlier lesson holds it back. */
export function lockedReasonOf(lessons: LessonProgress[], lessonId: number, childTerm: ChildTerm): LockedReason | null {
  if (!isKnownLesson(lessons, lessonId)) return null;
  const blocking = lessonsHoldingBack(lessons, lessonId, childTerm).find((lesson) => !isLessonFinished(lesson));
  return blocking ? { lessonId: blocking.lesson_id, needs: lessonNeeds(blocking), review: blocking.completion !== 1 } : null;
}

/**
 * The radical's free start, the one lesson a member without a plan may begin: where the child
 * starts, the first lesson that is not review (the radical's first without a term chosen, and when
 * every lesson is review). A family in 二上 tries the app on 二上's lessons, not on 一上's.
 */
export function freeStartOf(lessons: LessonProgress[], childTerm: ChildTerm): number | null {
  return (lessons.find((lesson) => !isReviewLesson(lesson, childTerm)) ?? lessons[0])?.lesson_id ?? null;
}

/** A lesson without any progress yet that is not the radical's free start (`freeStartOf`). */
export function isNewLesson(lessons: LessonProgress[], lessonId: number, childTerm: ChildTerm): boolean {
  const lesson = lessons.find((l) => l.lesson_id === lessonId);
  return lesson !== undefined && lessonId !== freeStartOf(lessons, childTerm) && !isLessonStarted(lesson);
}

/**
 * Paid membership (SPEC §4 "Authorized-lesson access is true when the member has a type").
 * Both sides pass the plan that gives access NOW, `activePlan(type, class_end_at, now)` of
 * ./membership.ts, so an expired membership locks new lessons again.
 */
export function hasPaidAccess(memberType: Member['type']): boolean {
  return memberType !== null;
}

/** Whether `lessonId` may be opened by a member of `memberType` for a child in `childTerm`, and if not, why. */
export function lessonAccess(lessons: LessonProgress[], lessonId: number, memberType: Member['type'], childTerm: ChildTerm): LessonAccess {
  if (!isLessonUnlocked(lessons, lessonId, childTerm)) return 'locked';
  if (isNewLesson(lessons, lessonId, childTerm) && !hasPaidAccess(memberType)) return 'membershipRequired';
  return 'open';
}

/** What the un-get-word modal offers for a word not collected yet: its challenge, or why not yet. */
export type UnGetWordOffer = 'challenge' | 'lessonLocked' | 'membershipRequired';

/** The offer for a word not collected yet, from its lesson's access (the words house's modal). */
export function unGetWordOffer(word: { access: LessonAccess }): UnGetWordOffer {
  switch (word.access) {
    case 'open':
      return 'challenge';
    case 'locked':
      return 'lessonLocked';
    case 'membershipRequired':
      return 'membershipRequired';
  }
}

/**
 * The stars of the track: `locked` while the lesson order keeps a lesson closed, else `done` once
 * it is finished, `doing` before. Without a term: done, then one doing (the current lesson), then
 * locked; with a term, each review lesson not finished is `doing` too.
 */
export function lessonStars(lessons: LessonProgress[], childTerm: ChildTerm): LessonStar[] {
  return lessons.map((lesson) => {
    if (!isLessonUnlocked(lessons, lesson.lesson_id, childTerm)) return 'locked';
    return isLessonFinished(lesson) ? 'done' : 'doing';
  });
}

/**
 * The lesson carrying the current-lesson label, where the child carries on: the first lesson not
 * finished that is not review (with a term: the first of the child's term or after it not
 * finished), else the first review lesson not finished; null when all are finished.
 */
export function currentLessonIdOf(lessons: LessonProgress[], childTerm: ChildTerm): number | null {
  const unfinished = lessons.filter((lesson) => !isLessonFinished(lesson));
  return (unfinished.find((lesson) => !isReviewLesson(lesson, childTerm)) ?? unfinished[0])?.lesson_id ?? null;
}

/** The lesson after `lessonId` (the next-lesson link); null after the last. */
export function nextLessonId(lessons: LessonProgress[], lessonId: number | null): number | null {
  const index = lessons.findIndex((lesson) => lesson.lesson_id === lessonId);
  return index >= 0 ? (lessons[index + 1]?.lesson_id ?? null) : null;
}

/** Why lessons cannot be shown as given (more than seven words, a repeated id); null when they can. */
export function validateLessons(lessons: LessonProgress[]): string | null {
  const lessonIds = new Set<number>();
  for (const lesson of lessons) {
    if (lessonIds.has(lesson.lesson_id)) return `Lesson ${lesson.lesson_id} appears twice`;
    lessonIds.add(lesson.lesson_id);
    if (lesson.words.length > MAX_WORDS_PER_LESSON) {
      return `Lesson ${lesson.lesson_id} has ${lesson.words.length} words; a lesson holds at most ${MAX_WORDS_PER_LESSON}`;
    }
    if (new Set(lesson.words.map((w) => w.word_id)).size !== lesson.words.length) {
      return `Lesson ${lesson.lesson_id} repeats a word`;
    }
  }
  return null;
}

/** A word of the lesson changed (finishing its explanation or its challenge). */
export function withWordProgress(lesson: LessonProgress, wordId: number, change: Partial<WordProgress>): LessonProgress {
  return { ...lesson, words: lesson.words.map((w) => (w.word_id === wordId ? { ...w, ...change } : w)) };
}
