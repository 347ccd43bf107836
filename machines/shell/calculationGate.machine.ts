import { assign, setup } from 'xstate';
import type {
  CalculationGateContext,
  CalculationGateEvent,
  CalculationGateInput,
  GateIncorrect,
  GateQuestion,
  GateSign,
} from './calculationGate.types';

/**
 * The parent gate, the "calculation modal" (SPEC §5 "Parent gate", §8, §9):
 * a sum a grown-up solves before the set-up area opens or a break ends early.
 *
 * - The question is `first × second ± third`, each number 1 to 10, plus or
 *   minus at random. Randomness comes from `input.random` (the app passes
 *   `Math.random`, tests and flows a seeded or fixed source).
 * - `gate.answer` with the result passes: `passed` is final, so a parent
 *   machine that invokes the gate gets `onDone`, and a component calls its
 *   `onPass`.
 * - Any other answer (a wrong number, or text that is not a whole number)
 *   sets the error id 'Incorrect! Please try again!'. Reading chosen where the
 *   spec is silent: the SAME question stays and the component clears the
 *   input, so a parent who mistyped simply types again; the question changes
 *   only after a close, as SPEC §5 says.
 * - Nothing closes it from the backdrop (there is no such event). `gate.close`
 *   (close button, Escape) closes it and clears the error; 1 second later
 *   (named delay `regenerate`) a new question is made, so the old one never
 *   flashes while the modal fades out. Opened again before that second is
 *   over, it asks a new question at once: a closed gate is never reopened
 *   with the question it was closed on.
 *
 * The machine starts asking (a gate invoked by another machine asks at once),
 * or closed with its first question ready when `input.closed` is true (a
 * component that keeps a gate around before it is first opened).
 */

/** The error message id shown after a wrong answer (SPEC §8). */
export const GATE_INCORRECT: GateIncorrect = 'Incorrect! Please try again!';

/** Lowest and highest number of a question (SPEC §9: 1 to 10). */
export const GATE_MIN = 1;
export const GATE_MAX = 10;

function pick(random: () => number): number {
  const n = GATE_MIN + Math.floor(random() * (GATE_MAX - GATE_MIN + 1));
  return Math.min(GATE_MAX, Math.max(GATE_MIN, n));
}

/** A new question from the random source: four draws, first, second, third and the sign. */
export function makeQuestion(random: () => number): GateQuestion {
  const first = pick(random);
  const second = pick(random);
  const third = pick(random);
  const sign: GateSign = random() < 0.5 ? '+' : '-';
  return { first, second, third, sign };
}

/** The result a grown-up must type. */
export function resultOf(q: GateQuestion): number {
  return q.sign === '+' ? q.first * q.second + q.third : q.first * q.second - q.third;
}

/** The typed text as a whole number (a leading minus or the typographic minus allowed), else null. */
export function parseAnswer(text: string): number | null {
  const trimmed = text.trim().replace(/^\u2212/, '-');
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export const calculationGateMachine = setup({
  types: {
    context: {} as CalculationGateContext,
    events: {} as CalculationGateEvent,
    input: {} as CalculationGateInput,
  },
  actions: {
    newQuestion: assign({
      question: ({ context }) => makeQuestion(context.random),
      round: ({ context }) => context.round + 1,
    }),
    showIncorrect: assign({ error: GATE_INCORRECT }),
    clearError: assign({ error: null }),
  },
  guards: {
    startsClosed: ({ context }) => context.startsClosed,
    isCorrect: ({ context }, params: { answer: string }) => parseAnswer(params.answer) === resultOf(context.question),
  },
  delays: {
    /** SPEC §5, §9: a new question 1 second after a close. */
    regenerate: 1000,
  },
}).createMachine({
  id: 'calculationGate',
  context: ({ input }) => ({
    random: input.random,
    startsClosed: input.closed ?? false,
    question: makeQuestion(input.random),
    round: 0,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsClosed', target: '#calculationGate.closed.ready' }, { target: 'asking' }],
    },
    asking: {
      on: {
        'gate.answer': [
          {
            guard: { type: 'isCorrect', params: ({ event }) => ({ answer: event.answer }) },
            target: 'passed',
            actions: 'clearError',
          },
          { actions: 'showIncorrect' },
        ],
        'gate.close': { target: 'closed', actions: 'clearError' },
      },
    },
    closed: {
      initial: 'regenerating',
      states: {
        /** Fading out: the old question stays for `regenerate`, then a new one is made. */
        regenerating: {
          after: { regenerate: { target: 'ready', actions: 'newQuestion' } },
          on: { 'gate.open': { target: '#calculationGate.asking', actions: 'newQuestion' } },
        },
        ready: {
          on: { 'gate.open': '#calculationGate.asking' },
        },
      },
    },
    passed: {
      type: 'final',
    },
  },
});
