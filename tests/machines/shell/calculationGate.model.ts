import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectGate, type GateView } from '../../../machines/shell/calculationGate.connect';
import { calculationGateMachine, GATE_INCORRECT, makeQuestion, resultOf } from '../../../machines/shell/calculationGate.machine';
import type { CalculationGateContext, CalculationGateEvent, GateQuestion } from '../../../machines/shell/calculationGate.types';
import { seededRandom } from '../../../machines/random';
import { defineModel, type ModelFamily } from '../models';

/**
 * Model paths of the parent gate. The graph is walked with a fixed source (every
 * question is 6 × 6 − 6 = 30), so an answer event is right or wrong whatever state it
 * is taken from; the replay runs on a seeded source and types the right or a wrong
 * answer for the question the gate actually shows. States are told apart by the error
 * and by whether a new question was made (the round, capped).
 *
 * After each step the gate is checked against what the path says a grown-up sees: the
 * modal open with a question and an input, the error after a wrong answer (same
 * question), nothing after a close or once passed.
 */

const FIXED = () => 0.5;
const RIGHT = String(resultOf(makeQuestion(FIXED)));
const WRONG = '31';

const events: CalculationGateEvent[] = [
  { type: 'gate.open' },
  { type: 'gate.close' },
  { type: 'gate.answer', answer: WRONG },
  { type: 'gate.answer', answer: RIGHT },
];

const isAnswer = (event: EventObject, answer: string) =>
  event.type === 'gate.answer' && (event as { answer?: string }).answer === answer;

/** What the path so far says the gate shows; `question` is the one on screen, read before the step. */
function expectedGate(closed: boolean) {
  let view: Omit<GateView, 'question'> = closed
    ? { open: false, error: null, canAnswer: false, passed: false }
    : { open: true, error: null, canAnswer: true, passed: false };
  return (event: EventObject): Omit<GateView, 'question'> => {
    if (event.type === 'gate.open') view = { ...view, open: true, canAnswer: true };
    if (event.type === 'gate.close') view = { ...view, open: false, canAnswer: false, error: null };
    if (isAnswer(event, WRONG)) view = { ...view, error: GATE_INCORRECT };
    if (isAnswer(event, RIGHT)) view = { open: false, error: null, canAnswer: false, passed: true };
    return view;
  };
}

function family(closed: boolean): ModelFamily {
  return {
    name: closed ? 'kept closed by a component' : 'asking at once (invoked by a machine)',
    paths: {
      input: { random: FIXED, closed },
      events,
      // the round is capped: a new question after a reopen is a state of its own, not an endless one
      contextKey: (context: CalculationGateContext) => [context.error !== null, Math.min(context.round, 1)],
      describeEvent: (event: EventObject) =>
        isAnswer(event, RIGHT) ? 'answer right' : isAnswer(event, WRONG) ? 'answer wrong' : undefined,
      prefix: closed ? 'start closed: ' : '',
    },
    start: (inspect) => {
      const actor = createActor(calculationGateMachine, { input: { random: seededRandom(11), closed }, inspect }).start();
      const expected = expectedGate(closed);
      let shown: GateQuestion | null = connectGate(actor.getSnapshot()).question;
      return {
        actor,
        machine: calculationGateMachine,
        fakes: {},
        // answers are typed for the question the gate shows
        drive: (event) => {
          if (event.type !== 'gate.answer') return false;
          const result = resultOf(actor.getSnapshot().context.question);
          actor.send({ type: 'gate.answer', answer: String(isAnswer(event, RIGHT) ? result : result + 1) });
          return true;
        },
        check: (snapshot, event) => {
          const view = connectGate(snapshot as never);
          const { question, ...rest } = view;
          expect(rest, `the gate after ${event.type}`).toEqual(expected(event));
          expect(question !== null, 'a question shows exactly while the gate is open').toBe(view.open);
          if (isAnswer(event, WRONG)) expect(question, 'a wrong answer keeps the question').toEqual(shown);
          shown = question;
        },
      };
    },
  };
}

export const model = defineModel({
  machine: calculationGateMachine,
  families: [family(false), family(true)],
});
