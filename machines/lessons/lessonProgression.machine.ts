import { assign, setup } from 'xstate';
import {
  challengeNeeds,
  currentLessonIdOf,
  isKnownLesson,
  isLessonContentFinished,
  lessonAccess,
  lessonStars,
  MEMBERSHIP_REQUIRED_MESSAGE,
  validateLessons,
  withWordProgress,
  type ChildTerm,
  type LessonProgress,
  type LessonStar,
} from '../rules/lessonProgression';
import type { Member } from '../types';

/**
 * The child's way through the lessons of one radical (SPEC §2 /lesson/{id},
 * §4 "Lesson ordering" and lesson star states, §6, §9 "at most seven word boxes").
 *
 * Each lesson has, per word, an explanation (`finish_explaining`) and the word
 * itself (`is_passed`, the challenge), one story (`story`) and one overall
 * review (`completion`): the fields of the contract's `LessonProgress`
 * (GET lesson/schedule/{radical_id}), given as input.
 *
 * Rules (the functions of ./rules/lessonProgression.ts, which the server shares):
 * - `lesson.open { lessonId }` opens a lesson only when every lesson before it
 *   is finished: all their explanations, their stories, all their words, and
 *   their overall reviews (`isLessonUnlocked`, each condition a named function
 *   in rules/). The guards `lessonNeedsMembership` and `lessonIsOpen` both ask
 *   `lessonAccess`, the one decision the server shares; a locked lesson is
 *   refused (`snapshot.can(...)` is false).
 * - A new lesson needs paid membership (`member.type` non-null): without it,
 *   opening shows the alert `membershipRequired` with the message id
 *   'You must join paid membership to continue your journey!' in `message`.
 * - Lesson stars: `done` when the lesson is finished, `doing` for the current
 *   lesson (the first one not finished; the current-lesson label), `locked`
 *   after it. `currentLessonId` is null once every lesson is done.
 * - The child's school term (`schoolTerm`, null when the parent chose none) opens the way: the
 *   lessons of earlier terms are review, open and holding back nothing after them; the current
 *   lesson is the first of the child's term or after it not finished (`isReviewLesson`,
 *   `currentLessonIdOf`). Each lesson's `term` comes with the lessons.
 * - A lesson holds at most seven words (word boxes): input with more, or with a
 *   repeated lesson or word id, ends in `invalid` with `inputError` set.
 *
 * - A locked lesson asked for (its card, the next-lesson button) is not silent: `lesson.open`
 *   shows the notice `locked` (`notice` names the lesson), which says why from the rules
 *   (`lockedReasonOf`: the earlier lesson not finished and what it still needs); `alert.close`
 *   goes back. The next-lesson button therefore always does something visible: the lesson
 *   opens, the membership alert, or the locked notice.
 * - The open lesson's challenge (`challenge.start`) starts only when nothing before it is
 *   missing (`challengeNeeds` of the one rule the server's 422 shares, `lessonNeeds`: the
 *   story reached; the challenge's own word passes supply the words and their explanations): the action `startChallenge {radicalId, lessonId}` (the app sends the
 *   root's `challenge.open`). Otherwise the notice `needs` says what is missing, instead of
 *   a refusal at the challenge's end; `alert.close` goes back to the lesson.
 *
 * Decisions where the spec is silent:
 * - A "new" lesson is one without any progress yet, other than the radical's
 *   free start (`freeStartOf`: its first lesson; with a school term, its first
 *   lesson of the child's term, where the child starts): continuing the journey
 *   needs a membership; lessons already started or done stay open.
 * - The overall review is the last step of a lesson: `review.complete` is
 *   taken only when the open lesson's explanations, story and words are all
 *   finished (`isLessonContentFinished`). Explanations, story and words may be
 *   finished in any order.
 * - Progress events apply to the open lesson; reporting passes to the server
 *   (POST lesson/schedule) is the challenge flow's job, not this machine's.
 */


export interface LessonProgressionInput {
  radicalId: number;
  lessons: LessonProgress[];
  /** The member's `type`: null without paid membership. */
  memberType: Member['type'];
  /** The child's school term (GET lesson/schedule's `school_term`): null when none is chosen. */
  schoolTerm: ChildTerm;
}

export interface LessonProgressionContext {
  radicalId: number;
  lessons: LessonProgress[];
  memberType: Member['type'];
  schoolTerm: ChildTerm;
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
  /** The notice on screen: a locked lesson asked for, or the challenge asked for while the lesson still needs something. */
  notice: LessonNotice | null;
}

/** A notice of the track (the connect reads why from the lessons and the rules). */
export type LessonNotice = { kind: 'locked'; lessonId: number } | { kind: 'needs'; lessonId: number };

export type LessonProgressionEvent =
  | { type: 'lesson.open'; lessonId: number }
  | { type: 'lesson.close' }
  | { type: 'explanation.finish'; wordId: number }
  | { type: 'story.finish' }
  | { type: 'word.finish'; wordId: number }
  | { type: 'review.complete' }
  /** The open lesson's challenge button. */
  | { type: 'challenge.start' }
  | { type: 'alert.close' };

type Ctx = LessonProgressionContext;
type Ev = LessonProgressionEvent;

/** The lesson id an event names. */
const lessonIdOf = (event: Ev) => (event as Extract<Ev, { type: 'lesson.open' }>).lessonId;

function openLesson(context: Ctx): LessonProgress | undefined {
  return context.lessons.find((lesson) => lesson.lesson_id === context.openLessonId);
}

/** The lessons with the open lesson changed by `change`. */
function changeOpenLesson(context: Ctx, change: (lesson: LessonProgress) => LessonProgress): LessonProgress[] {
  return context.lessons.map((lesson) => (lesson.lesson_id === context.openLessonId ? change(lesson) : lesson));
}

export const lessonProgressionMachine = setup({
  types: {
    context: {} as LessonProgressionContext,
    events: {} as LessonProgressionEvent,
    input: {} as LessonProgressionInput,
  },
  actions: {
    /** Start the open lesson's all-words challenge (the root's `challenge.open`). Provided by the app. */
    startChallenge: (_, _params: { radicalId: number; lessonId: number }) => {},
    noteLocked: assign({ notice: ({ event }) => ({ kind: 'locked' as const, lessonId: lessonIdOf(event) }) }),
    noteNeeds: assign({ notice: ({ context }) => ({ kind: 'needs' as const, lessonId: context.openLessonId! }) }),
    clearNotice: assign({ notice: null }),
    openLesson: assign({
      openLessonId: ({ event }) => (event as Extract<Ev, { type: 'lesson.open' }>).lessonId,
    }),
    closeLesson: assign({ openLessonId: null }),
    finishExplanation: assign({
      lessons: ({ context, event }) => {
        const { wordId } = event as Extract<Ev, { type: 'explanation.finish' }>;
        return changeOpenLesson(context, (lesson) => withWordProgress(lesson, wordId, { finish_explaining: 1 }));
      },
    }),
    finishWord: assign({
      lessons: ({ context, event }) => {
        const { wordId } = event as Extract<Ev, { type: 'word.finish' }>;
        return changeOpenLesson(context, (lesson) => withWordProgress(lesson, wordId, { is_passed: 1 }));
      },
    }),
    finishStory: assign({
      lessons: ({ context }) => changeOpenLesson(context, (lesson) => ({ ...lesson, story: 1 })),
    }),
    completeReview: assign({
      lessons: ({ context }) => changeOpenLesson(context, (lesson) => ({ ...lesson, completion: 1 })),
    }),
    updateTrack: assign({
      stars: ({ context }) => lessonStars(context.lessons, context.schoolTerm),
      currentLessonId: ({ context }) => currentLessonIdOf(context.lessons, context.schoolTerm),
    }),
    showMembershipMessage: assign({ message: MEMBERSHIP_REQUIRED_MESSAGE }),
    clearMessage: assign({ message: null }),
  },
  guards: {
    isInputValid: ({ context }) => context.inputError === null,
    /** Unlocked, but new and the member has no paid membership: the alert. */
    lessonNeedsMembership: ({ context, event }) =>
      lessonAccess(context.lessons, lessonIdOf(event), context.memberType, context.schoolTerm) === 'membershipRequired',
    /** Unlocked, and open to this member. */
    lessonIsOpen: ({ context, event }) => lessonAccess(context.lessons, lessonIdOf(event), context.memberType, context.schoolTerm) === 'open',
    isWordOfOpenLesson: ({ context, event }) => {
      const { wordId } = event as Extract<Ev, { type: 'explanation.finish' | 'word.finish' }>;
      return openLesson(context)?.words.some((w) => w.word_id === wordId) ?? false;
    },
    isLessonContentFinished: ({ context }) => {
      const lesson = openLesson(context);
      return lesson !== undefined && isLessonContentFinished(lesson);
    },
    hasOpenLesson: ({ context }) => context.openLessonId !== null,
    /** A lesson of the track that the lesson order keeps closed. */
    lessonIsLocked: ({ context, event }) =>
      isKnownLesson(context.lessons, lessonIdOf(event)) && lessonAccess(context.lessons, lessonIdOf(event), context.memberType, context.schoolTerm) === 'locked',
    /** Nothing is missing before the open lesson's challenge (`challengeNeeds`). */
    challengeIsReady: ({ context }) => {
      const lesson = openLesson(context);
      return lesson !== undefined && challengeNeeds(lesson).length === 0;
    },
  },
}).createMachine({
  id: 'lessonProgression',
  context: ({ input }) => ({
    radicalId: input.radicalId,
    lessons: input.lessons,
    memberType: input.memberType,
    schoolTerm: input.schoolTerm,
    stars: lessonStars(input.lessons, input.schoolTerm),
    currentLessonId: currentLessonIdOf(input.lessons, input.schoolTerm),
    openLessonId: null,
    message: null,
    inputError: validateLessons(input.lessons),
    notice: null,
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
          { guard: 'lessonNeedsMembership', target: '.membershipRequired', actions: 'showMembershipMessage' },
          { guard: 'lessonIsOpen', target: '.lessonOpen', actions: 'openLesson' },
          { guard: 'lessonIsLocked', target: '.locked', actions: 'noteLocked' },
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
            'challenge.start': [
              {
                guard: 'challengeIsReady',
                actions: {
                  type: 'startChallenge',
                  params: ({ context }) => ({ radicalId: context.radicalId, lessonId: context.openLessonId! }),
                },
              },
              { target: 'needs', actions: 'noteNeeds' },
            ],
          },
        },
        /** The challenge was asked for while the open lesson still needs something: what is missing. */
        needs: {
          exit: 'clearNotice',
          on: { 'alert.close': 'lessonOpen' },
        },
        /** A locked lesson was asked for: why it is locked. */
        locked: {
          exit: 'clearNotice',
          on: {
            'alert.close': [{ guard: 'hasOpenLesson', target: 'lessonOpen' }, { target: 'browsing' }],
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
