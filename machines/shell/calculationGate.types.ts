/** The calculation gate's types (calculationGate.machine.ts): its question, input, context and events. */

export type GateSign = '+' | '-';

export interface GateQuestion {
  first: number;
  second: number;
  third: number;
  sign: GateSign;
}

export interface CalculationGateInput {
  /** Numbers in [0, 1): `Math.random` in the app, `seededRandom(seed)` in tests. */
  random: () => number;
  /** Start closed (question ready, not shown) instead of asking. */
  closed?: boolean;
}

/** The message id of a wrong answer (the machine's `GATE_INCORRECT`). */
export type GateIncorrect = 'Incorrect! Please try again!';

export interface CalculationGateContext {
  random: () => number;
  /** From `input.closed`. */
  startsClosed: boolean;
  question: GateQuestion;
  /** How many questions were made before this one: a new question has a new round (the input is cleared). */
  round: number;
  /** A message id, or null while no wrong answer was given since the gate opened. */
  error: GateIncorrect | null;
}

export type CalculationGateEvent =
  | { type: 'gate.open' }
  | { type: 'gate.close' }
  | { type: 'gate.answer'; answer: string };
