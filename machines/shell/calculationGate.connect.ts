import type { SnapshotFrom } from 'xstate';
import type { calculationGateMachine, GATE_INCORRECT } from './calculationGate.machine';
import type { GateQuestion } from './calculationGate.types';

/** What the parent gate shows. */
export interface GateView {
  /** The modal asks its question. */
  open: boolean;
  /** The question shown, while open. */
  question: GateQuestion | null;
  /** The error message id under the input, or null. */
  error: typeof GATE_INCORRECT | null;
  /** The answer input and its submit button take an answer. */
  canAnswer: boolean;
  /** The grown-up answered right: the gate is done. */
  passed: boolean;
}

/** The parent gate's view model (src/components/ParentGate.tsx shows the same). */
export function connectGate(snapshot: SnapshotFrom<typeof calculationGateMachine>): GateView {
  const open = snapshot.matches('asking');
  return {
    open,
    question: open ? snapshot.context.question : null,
    error: open ? snapshot.context.error : null,
    canAnswer: snapshot.can({ type: 'gate.answer', answer: '' }),
    passed: snapshot.status === 'done',
  };
}
