import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { ticker } from '../countdown';
import { seededRandom, shuffle } from '../random';
import type { NavigateParams } from '../routes';
import { toCallError } from '../types';
import type {
  BattleContext,
  BattleEvent,
  BattleInput,
  BattleQuestion,
  BattleSide,
  BattleWord,
  Side,
  SideAnswer,
} from './battle.types';

/**
 * The battle: two players on one screen, left and right (SPEC §2 /battle,
 * /battle/game, /battle/finish; §3 "Battle state"; §4 "Battle result";
 * §7 GET interactive/words).
 *
 * - The question words are loaded with `loadQuestions` (the words the child
 *   has learned). Each battle draws its questions from them: `rounds`
 *   questions (10 unless the input says otherwise, fewer when fewer words were
 *   loaded), each the word and three other words as answers, all shuffled.
 *   Fewer than `MIN_BATTLE_WORDS` words: no battle (`unavailable`).
 * - Ready: each side presses its own ready (`side.ready { side }`); the game
 *   starts when both have.
 * - Game: both sides get the same question and answers. Each side answers
 *   once (`side.answer { side, choice }`, the choice is a word id); its own
 *   countdown bar stops when it answers. A question ends when both sides have
 *   answered or when the named delay `answerTime` runs out; a side that has not
 *   answered by then gets a miss. The answers then show (right green, wrong
 *   red) for `roundFeedback` before the next question. A ticker
 *   (`clock.tick` every `BAR_TICK_MS`) moves the bars: `elapsedMs`.
 * - Crown progress: each side's `correct` count out of `questions.length`.
 * - Finish: more correct answers wins, the other side loses; a tie means both
 *   win (SPEC §4). `allCorrect` marks a side that answered every question
 *   right. `battle.again` returns to ready with new questions.
 * - Each screen is a route of the table (`battle`, `battleGame`,
 *   `battleFinish`): entering it asks the app to `navigate` there. The battle
 *   is opened from home, so `battle.exit` leaves from anywhere back to it
 *   (`navigate { to: 'home' }`).
 *
 * Decisions where the spec is silent: the ones above on rounds, on how a
 * question ends, and that answers cannot be changed. Randomness: the injected
 * source is read once, at start, for a seed; every later shuffle uses a
 * seeded generator from the seed kept in context (and moves the seed on), so
 * the same snapshot and event always give the same next snapshot.
 */

/** Questions per battle unless the input says otherwise. */
export const BATTLE_ROUNDS = 10;
/** A question needs its word and three other words. */
export const MIN_BATTLE_WORDS = 4;
/** How often the countdown bars move. */
export const BAR_TICK_MS = 100;
/** Time to answer one question unless the input says otherwise. */
export const ANSWER_TIME_MS = 10_000;

const freshSide: BattleSide = { ready: false, correct: 0, answer: null, allCorrect: false, result: null };

const otherSide = (side: Side): Side => (side === 'left' ? 'right' : 'left');

function toSeed(value: number): number {
  return Math.floor(value * 4294967296) >>> 0;
}

/** The questions of one battle from the loaded words, and the seed for the next shuffle. */
export function drawQuestions(
  words: readonly BattleWord[],
  rounds: number,
  seed: number,
): { questions: BattleQuestion[]; seed: number } {
  const random = seededRandom(seed);
  const questions = shuffle(words, random)
    .slice(0, rounds)
    .map((word) => {
      const others = shuffle(
        words.filter((w) => w.id !== word.id),
        random,
      ).slice(0, MIN_BATTLE_WORDS - 1);
      return { word, answers: shuffle([word, ...others], random) };
    });
  return { questions, seed: toSeed(random()) };
}

function question(context: BattleContext): BattleQuestion {
  return context.questions[context.index]!;
}

function isOpen(context: BattleContext, side: Side, choice: number): boolean {
  return context.questions.length > 0 && context[side].answer === null && question(context).answers.some((a) => a.id === choice);
}

export const battleMachine = setup({
  types: {
    context: {} as BattleContext,
    events: {} as BattleEvent,
    input: {} as BattleInput,
  },
  actions: {
    /** Go to a route (a battle screen, or home on exit), localized by the app. Provided by the app. */
    navigate: (_, _params: NavigateParams) => {},
    /** Play a sound effect. Provided by the app. */
    playSound: (_, _params: { sound: 'right' | 'wrong' }) => {},
    storeWords: assign({
      words: (_, params: { words: BattleWord[] }) => params.words,
      error: null,
    }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    prepareBattle: assign(({ context }) => {
      const { questions, seed } = drawQuestions(context.words, context.rounds, context.seed);
      return { questions, seed, index: 0, elapsedMs: 0, left: freshSide, right: freshSide };
    }),
    markReady: assign(({ context }, params: { side: Side }) => ({
      [params.side]: { ...context[params.side], ready: true },
    })),
    startQuestion: assign(({ context }) => ({
      elapsedMs: 0,
      left: { ...context.left, answer: null },
      right: { ...context.right, answer: null },
    })),
    tick: assign({
      elapsedMs: ({ context }) => Math.min(context.answerTimeMs, context.elapsedMs + BAR_TICK_MS),
    }),
    recordAnswer: assign(({ context }, params: { side: Side; choice: number }) => {
      const correct = params.choice === question(context).word.id;
      const side = context[params.side];
      return {
        [params.side]: {
          ...side,
          correct: side.correct + (correct ? 1 : 0),
          answer: { choice: params.choice, correct, atMs: context.elapsedMs },
        },
      };
    }),
    /** Time is up: a side that has not answered gets a miss. */
    missUnanswered: assign(({ context }) => {
      const miss: SideAnswer = { choice: null, correct: false, atMs: context.answerTimeMs };
      return {
        left: context.left.answer ? context.left : { ...context.left, answer: miss },
        right: context.right.answer ? context.right : { ...context.right, answer: miss },
      };
    }),
    nextQuestion: assign({ index: ({ context }) => context.index + 1 }),
    decideResult: assign(({ context }) => {
      const { left, right, questions } = context;
      const result = (mine: number, theirs: number) => (mine >= theirs ? 'win' : 'lose');
      return {
        left: { ...left, result: result(left.correct, right.correct), allCorrect: left.correct === questions.length },
        right: { ...right, result: result(right.correct, left.correct), allCorrect: right.correct === questions.length },
      };
    }),
  },
  actors: {
    /** GET interactive/words (SPEC §7). Provided by the app. */
    loadQuestions: fromPromise<BattleWord[], void>(async () => {
      throw new Error('loadQuestions is provided by the app');
    }),
    ticker,
  },
  guards: {
    hasEnoughWords: (_, params: { words: BattleWord[] }) => params.words.length >= MIN_BATTLE_WORDS,
    /** This side is the second to press ready. */
    startsGame: ({ context }, params: { side: Side }) => !context[params.side].ready && context[otherSide(params.side)].ready,
    isWaiting: ({ context }, params: { side: Side }) => !context[params.side].ready,
    /** This side's answer is the second of the question. */
    isLastAnswer: ({ context }, params: { side: Side; choice: number }) =>
      isOpen(context, params.side, params.choice) && context[otherSide(params.side)].answer !== null,
    isOpenAnswer: ({ context }, params: { side: Side; choice: number }) => isOpen(context, params.side, params.choice),
    hasNextQuestion: ({ context }) => context.index + 1 < context.questions.length,
  },
  delays: {
    /** Time to answer a question (the bar's length). */
    answerTime: ({ context }) => context.answerTimeMs,
    /** How long the answers of a question show before the next one. */
    roundFeedback: 1_500,
  },
}).createMachine({
  id: 'battle',
  context: ({ input }) => ({
    seed: toSeed(input.random()),
    rounds: Math.max(1, Math.floor(input.rounds ?? BATTLE_ROUNDS)),
    answerTimeMs: input.answerTimeMs ?? ANSWER_TIME_MS,
    words: [],
    questions: [],
    index: 0,
    elapsedMs: 0,
    left: freshSide,
    right: freshSide,
    error: null,
  }),
  initial: 'loading',
  on: {
    'battle.exit': { target: '.exited', actions: { type: 'navigate', params: { to: 'home' } } },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        onDone: [
          {
            guard: { type: 'hasEnoughWords', params: ({ event }) => ({ words: event.output }) },
            target: 'ready',
            actions: { type: 'storeWords', params: ({ event }) => ({ words: event.output }) },
          },
          { target: 'unavailable', actions: { type: 'storeWords', params: ({ event }) => ({ words: event.output }) } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The words could not be loaded. */
    failed: {
      on: { 'battle.retry': 'loading' },
    },
    /** Too few learned words for a battle. */
    unavailable: {},
    ready: {
      entry: ['prepareBattle', { type: 'navigate', params: { to: 'battle' } }],
      on: {
        'side.ready': [
          {
            guard: { type: 'startsGame', params: ({ event }) => ({ side: event.side }) },
            target: 'game',
            actions: { type: 'markReady', params: ({ event }) => ({ side: event.side }) },
          },
          {
            guard: { type: 'isWaiting', params: ({ event }) => ({ side: event.side }) },
            actions: { type: 'markReady', params: ({ event }) => ({ side: event.side }) },
          },
        ],
      },
    },
    game: {
      entry: { type: 'navigate', params: { to: 'battleGame' } },
      initial: 'question',
      states: {
        question: {
          entry: 'startQuestion',
          invoke: { id: 'ticker', src: 'ticker', input: { intervalMs: BAR_TICK_MS } },
          after: { answerTime: { target: 'reveal', actions: 'missUnanswered' } },
          on: {
            'clock.tick': { actions: 'tick' },
            'side.answer': [
              {
                guard: { type: 'isLastAnswer', params: ({ event }) => ({ side: event.side, choice: event.choice }) },
                target: 'reveal',
                actions: [
                  { type: 'recordAnswer', params: ({ event }) => ({ side: event.side, choice: event.choice }) },
                  { type: 'playSound', params: ({ context, event }) => soundOf(context, event.choice) },
                ],
              },
              {
                guard: { type: 'isOpenAnswer', params: ({ event }) => ({ side: event.side, choice: event.choice }) },
                actions: [
                  { type: 'recordAnswer', params: ({ event }) => ({ side: event.side, choice: event.choice }) },
                  { type: 'playSound', params: ({ context, event }) => soundOf(context, event.choice) },
                ],
              },
            ],
          },
        },
        /** Both answers (or misses) show. */
        reveal: {
          after: {
            roundFeedback: [
              { guard: 'hasNextQuestion', target: 'question', actions: 'nextQuestion' },
              { target: '#battle.finish' },
            ],
          },
        },
      },
    },
    finish: {
      entry: ['decideResult', { type: 'navigate', params: { to: 'battleFinish' } }],
      on: { 'battle.again': 'ready' },
    },
    exited: {
      type: 'final',
    },
  },
});

function soundOf(context: BattleContext, choice: number): { sound: 'right' | 'wrong' } {
  return { sound: choice === question(context).word.id ? 'right' : 'wrong' };
}

export type BattleSnapshot = SnapshotFrom<typeof battleMachine>;
