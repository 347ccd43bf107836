import { and, assign, not, setup } from 'xstate';
import type { Member } from './types';

/**
 * The child's way through the lessons of one radical (SPEC §2 /lesson/{id},
 * §4 "Lesson ordering" and lesson star states, §6, §9 "at most seven word boxes").
 *
 * Each lesson has, per word, an explanation (`finish_explaining`) and the word
 * itself (`is_passed`, the challenge), one story (`story`) and one overall
 * review (`completion`): the fields of the contract's `LessonProgress`
 * (GET lesson/schedule/{radical_id}), given as input.
 *
 * Rules:
 * - `lesson.open { lessonId }` opens a lesson only when every lesson before it
 *   is finished: all their explanations, their stories, all their words, and
 *   their overall reviews. Each condition is its own guard
 *   (`previousExplanationsFinished`, `previousStoriesFinished`,
 *   `previousWordsFinished`, `previousReviewsCompleted`); a locked lesson is
 *   refused (`snapshot.can(...)` is false).
 * - A new lesson needs paid membership (`member.type` non-null): without it,
 *   opening shows the alert `membershipRequired` with the message id
 *   'You must join paid membership to continue your journey!' in `message`.
 * - Lesson stars: `done` when the lesson is finished, `doing` for the current
 *   lesson (the first one not finished; the current-lesson label), `locked`
 *   after it. `currentLessonId` is null once every lesson is done.
 * - A lesson holds at most seven words (word boxes): input with more, or with a
 *   repeated lesson or word id, ends in `invalid` with `inputError` set.
 *
 * Decisions where the spec is silent:
 * - A "new" lesson is one without any progress yet, other than the first
 *   lesson of the radical: the first lesson is the free start, continuing the
 *   journey needs a membership; lessons already started or done stay open.
 * - The overall review is the last step of a lesson: `review.complete` is
 *   taken only when the open lesson's explanations, story and words are all
 *   finished (`isLessonContentFinished`). Explanations, story and words may be
 *   finished in any order.
 * - Progress events apply to the open lesson; reporting passes to the server
 *   (POST lesson/schedule) is the challenge flow's job, not this machine's.
 */

export const MAX_WORDS_PER_LESSON = 7;
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
}

export type LessonStar = 'locked' | 'doing' | 'done';

export interface LessonProgressionInput {
  radicalId: number;
  lessons: LessonProgress[];
  /** The member's `type`: null without paid membership. */
  memberType: Member['type'];
}

export interface LessonProgressionContext {
  radicalId: number;
  lessons: LessonProgress[];
  memberType: Member['type'];
  /** The star of each lesson, in the order of `lessons`. */
  stars: LessonStar[];
  /** The lesson carrying the current-lesson label; null when all are done. */
  currentLessonId: number | null;
  /** The lesson being worked on. */
  openLessonId: number | null;
  /** The message id of the alert on screen. */
  message: string | null;
  /** Why the input was refused (a data error, not shown to children). */
  inputError: string | null;
}

export type LessonProgressionEvent =
  | { type: 'lesson.open'; lessonId: number }
  | { type: 'lesson.close' }
  | { type: 'explanation.finish'; wordId: number }
  | { type: 'story.finish' }
  | { type: 'word.finish'; wordId: number }
  | { type: 'review.complete' }
  | { type: 'alert.close' };

const explanationsFinished = (lesson: LessonProgress) => lesson.words.every((w) => w.finish_explaining === 1);
const wordsFinished = (lesson: LessonProgress) => lesson.words.every((w) => w.is_passed === 1);

/** Everything of a lesson but its review. */
export function isLessonContentFinished(lesson: LessonProgress): boolean {
  return explanationsFinished(lesson) && lesson.story === 1 && wordsFinished(lesson);
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

/** The stars of the track: done, then one doing (the current lesson), then locked. */
export function lessonStars(lessons: LessonProgress[]): LessonStar[] {
  const current = lessons.findIndex((lesson) => !isLessonFinished(lesson));
  return lessons.map((lesson, i) => {
    if (current === -1 || i < current) return 'done';
    return i === current ? 'doing' : 'locked';
  });
}

export function currentLessonIdOf(lessons: LessonProgress[]): number | null {
  return lessons.find((lesson) => !isLessonFinished(lesson))?.lesson_id ?? null;
}

/** The lesson after `lessonId` (the next-lesson link); null after the last. */
export function nextLessonId(lessons: LessonProgress[], lessonId: number | null): number | null {
  const index = lessons.findIndex((lesson) => lesson.lesson_id === lessonId);
  return index >= 0 ? (lessons[index + 1]?.lesson_id ?? null) : null;
}

/** Why lessons cannot be shown as given; null when they can. */
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

type Ctx = LessonProgressionContext;
type Ev = LessonProgressionEvent;

/** The lessons before the one an event names (all of them for an unknown id: nothing opens). */
function lessonsBefore(context: Ctx, event: Ev): LessonProgress[] {
  const { lessonId } = event as Extract<Ev, { type: 'lesson.open' }>;
  const index = context.lessons.findIndex((lesson) => lesson.lesson_id === lessonId);
  return index >= 0 ? context.lessons.slice(0, index) : context.lessons;
}

function openLesson(context: Ctx): LessonProgress | undefined {
  return context.lessons.find((lesson) => lesson.lesson_id === context.openLessonId);
}

/** The lessons with the open lesson changed by `change`. */
function changeOpenLesson(context: Ctx, change: (lesson: LessonProgress) => LessonProgress): LessonProgress[] {
  return context.lessons.map((lesson) => (lesson.lesson_id === context.openLessonId ? change(lesson) : lesson));
}

function changeWord(lesson: LessonProgress, wordId: number, change: Partial<WordProgress>): LessonProgress {
  return { ...lesson, words: lesson.words.map((w) => (w.word_id === wordId ? { ...w, ...change } : w)) };
}

export const lessonProgressionMachine = setup({
  types: {
    context: {} as LessonProgressionContext,
    events: {} as LessonProgressionEvent,
    input: {} as LessonProgressionInput,
  },
  actions: {
    openLesson: assign({
      openLessonId: ({ event }) => (event as Extract<Ev, { type: 'lesson.open' }>).lessonId,
    }),
    closeLesson: assign({ openLessonId: null }),
    finishExplanation: assign({
      lessons: ({ context, event }) => {
        const { wordId } = event as Extract<Ev, { type: 'explanation.finish' }>;
        return changeOpenLesson(context, (lesson) => changeWord(lesson, wordId, { finish_explaining: 1 }));
      },
    }),
    finishWord: assign({
      lessons: ({ context, event }) => {
        const { wordId } = event as Extract<Ev, { type: 'word.finish' }>;
        return changeOpenLesson(context, (lesson) => changeWord(lesson, wordId, { is_passed: 1 }));
      },
    }),
    finishStory: assign({
      lessons: ({ context }) => changeOpenLesson(context, (lesson) => ({ ...lesson, story: 1 })),
    }),
    completeReview: assign({
      lessons: ({ context }) => changeOpenLesson(context, (lesson) => ({ ...lesson, completion: 1 })),
    }),
    updateTrack: assign({
      stars: ({ context }) => lessonStars(context.lessons),
      currentLessonId: ({ context }) => currentLessonIdOf(context.lessons),
    }),
    showMembershipMessage: assign({ message: MEMBERSHIP_REQUIRED_MESSAGE }),
    clearMessage: assign({ message: null }),
  },
  guards: {
    isInputValid: ({ context }) => context.inputError === null,
    isKnownLesson: ({ context, event }) => {
      const { lessonId } = event as Extract<Ev, { type: 'lesson.open' }>;
      return context.lessons.some((lesson) => lesson.lesson_id === lessonId);
    },
    previousExplanationsFinished: ({ context, event }) => lessonsBefore(context, event).every(explanationsFinished),
    previousStoriesFinished: ({ context, event }) => lessonsBefore(context, event).every((lesson) => lesson.story === 1),
    previousWordsFinished: ({ context, event }) => lessonsBefore(context, event).every(wordsFinished),
    previousReviewsCompleted: ({ context, event }) =>
      lessonsBefore(context, event).every((lesson) => lesson.completion === 1),
    isNewLesson: ({ context, event }) => {
      const { lessonId } = event as Extract<Ev, { type: 'lesson.open' }>;
      const index = context.lessons.findIndex((lesson) => lesson.lesson_id === lessonId);
      return index > 0 && !isLessonStarted(context.lessons[index]!);
    },
    isPaidMember: ({ context }) => context.memberType !== null,
    isWordOfOpenLesson: ({ context, event }) => {
      const { wordId } = event as Extract<Ev, { type: 'explanation.finish' | 'word.finish' }>;
      return openLesson(context)?.words.some((w) => w.word_id === wordId) ?? false;
    },
    isLessonContentFinished: ({ context }) => {
      const lesson = openLesson(context);
      return lesson !== undefined && isLessonContentFinished(lesson);
    },
    hasOpenLesson: ({ context }) => context.openLessonId !== null,
  },
}).createMachine({
  id: 'lessonProgression',
  context: ({ input }) => ({
    radicalId: input.radicalId,
    lessons: input.lessons,
    memberType: input.memberType,
    stars: lessonStars(input.lessons),
    currentLessonId: currentLessonIdOf(input.lessons),
    openLessonId: null,
    message: null,
    inputError: validateLessons(input.lessons),
  }),
  initial: 'validating',
  states: {
    validating: {
      always: [{ guard: 'isInputValid', target: 'track' }, { target: 'invalid' }],
    },
    invalid: {
      type: 'final',
    },
    track: {
      initial: 'browsing',
      on: {
        'lesson.open': [
          {
            guard: and([
              'isKnownLesson',
              'previousExplanationsFinished',
              'previousStoriesFinished',
              'previousWordsFinished',
              'previousReviewsCompleted',
              'isNewLesson',
              not('isPaidMember'),
            ]),
            target: '.membershipRequired',
            actions: 'showMembershipMessage',
          },
          {
            guard: and([
              'isKnownLesson',
              'previousExplanationsFinished',
              'previousStoriesFinished',
              'previousWordsFinished',
              'previousReviewsCompleted',
            ]),
            target: '.lessonOpen',
            actions: 'openLesson',
          },
        ],
      },
      states: {
        browsing: {},
        lessonOpen: {
          on: {
            'explanation.finish': { guard: 'isWordOfOpenLesson', actions: ['finishExplanation', 'updateTrack'] },
            'word.finish': { guard: 'isWordOfOpenLesson', actions: ['finishWord', 'updateTrack'] },
            'story.finish': { actions: ['finishStory', 'updateTrack'] },
            'review.complete': { guard: 'isLessonContentFinished', actions: ['completeReview', 'updateTrack'] },
            'lesson.close': { target: 'browsing', actions: 'closeLesson' },
          },
        },
        membershipRequired: {
          exit: 'clearMessage',
          on: {
            'alert.close': [{ guard: 'hasOpenLesson', target: 'lessonOpen' }, { target: 'browsing' }],
          },
        },
      },
    },
  },
});
