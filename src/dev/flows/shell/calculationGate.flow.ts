import { calculationGateMachine } from '../../../../machines/shell/calculationGate.machine';
import type { CalculationGateEvent } from '../../../../machines/shell/calculationGate.types';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * A random source whose questions take turns: 6 × 6 − 6 = 30, then 3 × 4 + 5 = 17
 * (four draws per question), so the two answer buttons below are always the
 * right one and a wrong one.
 */
export function alternatingQuestions(): () => number {
  const draws = [0.5, 0.5, 0.5, 0.9, 0.2, 0.3, 0.4, 0.1];
  let i = 0;
  return () => draws[i++ % draws.length]!;
}

const events: FlowEvents<CalculationGateEvent> = [
  { label: 'Answer 30', event: { type: 'gate.answer', answer: '30' } },
  { label: 'Answer 17', event: { type: 'gate.answer', answer: '17' } },
  { label: 'Close (✕ or Escape)', event: { type: 'gate.close' } },
  { label: 'Open', event: { type: 'gate.open' } },
];

export const flow: FlowDefinition = {
  id: 'calculationGate',
  title: 'Parent gate (calculation)',
  description:
    'The questions take turns between 6 × 6 − 6 (30) and 3 × 4 + 5 (17): one answer button is right, the other ' +
    'shows "Incorrect! Please try again!" and keeps the question. Close it and the next question comes 1 s later ' +
    '(closed.regenerating → closed.ready); open it within that second and the next question comes at once. ' +
    'There is no backdrop event. Passing ends the flow (final state).',
  machine: calculationGateMachine,
  input: { random: alternatingQuestions() },
  events,
};
