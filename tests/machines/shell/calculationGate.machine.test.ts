import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { calculationGateMachine, GATE_INCORRECT, makeQuestion, parseAnswer, resultOf } from '../../../machines/shell/calculationGate.machine';
import type { GateQuestion } from '../../../machines/shell/calculationGate.types';
import { seededRandom } from '../../../machines/random';

type GateSnapshot = SnapshotFrom<typeof calculationGateMachine>;

/** A random source that returns the given numbers in turn (then repeats them). */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

function start(random: () => number = seededRandom(7), closed?: boolean) {
  const actor = createActor(calculationGateMachine, { input: { random, closed } });
  actor.start();
  return actor;
}

function rightAnswer(snapshot: GateSnapshot): string {
  return String(resultOf(snapshot.context.question));
}

function wrongAnswer(snapshot: GateSnapshot): string {
  return String(resultOf(snapshot.context.question) + 1);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('calculation gate: the question', () => {
  it('is first × second ± third, one draw each and one for the sign', () => {
    expect(makeQuestion(sequence(0, 0.999, 0.5, 0.2))).toEqual({ first: 1, second: 10, third: 6, sign: '+' });
    expect(makeQuestion(sequence(0.35, 0.05, 0.95, 0.5))).toEqual({ first: 4, second: 1, third: 10, sign: '-' });
  });

  it('uses only numbers 1 to 10 and both signs', () => {
    const random = seededRandom(2025);
    const seen = new Set<number>();
    const signs = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const q = makeQuestion(random);
      for (const n of [q.first, q.second, q.third]) seen.add(n);
      signs.add(q.sign);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([...signs].sort()).toEqual(['+', '-']);
  });

  it('computes the result with the sign', () => {
    const plus: GateQuestion = { first: 3, second: 4, third: 5, sign: '+' };
    const minus: GateQuestion = { first: 1, second: 1, third: 10, sign: '-' };
    expect(resultOf(plus)).toBe(17);
    expect(resultOf(minus)).toBe(-9);
  });

  it('reads typed whole numbers only', () => {
    expect(parseAnswer(' 17 ')).toBe(17);
    expect(parseAnswer('-9')).toBe(-9);
    expect(parseAnswer('\u22129')).toBe(-9);
    expect(parseAnswer('')).toBeNull();
    expect(parseAnswer('17.0')).toBeNull();
    expect(parseAnswer('1e1')).toBeNull();
    expect(parseAnswer('abc')).toBeNull();
  });

  it('is deterministic for a seeded source', () => {
    const a = start(seededRandom(99)).getSnapshot().context.question;
    const b = start(seededRandom(99)).getSnapshot().context.question;
    expect(a).toEqual(b);
  });
});

describe('calculation gate: answering', () => {
  it('passes with the right answer: the gate is done', () => {
    const actor = start(sequence(0.2, 0.3, 0.4, 0.9)); // 3 × 4 − 5
    expect(actor.getSnapshot().context.question).toEqual({ first: 3, second: 4, third: 5, sign: '-' });

    actor.send({ type: 'gate.answer', answer: '7' });

    expect(actor.getSnapshot().value).toBe('passed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a wrong answer shows the error and keeps the same question', () => {
    const actor = start();
    const question = actor.getSnapshot().context.question;

    actor.send({ type: 'gate.answer', answer: wrongAnswer(actor.getSnapshot()) });

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('asking');
    expect(snapshot.context.error).toBe('Incorrect! Please try again!');
    expect(snapshot.context.error).toBe(GATE_INCORRECT);
    expect(snapshot.context.question).toEqual(question);
    expect(snapshot.context.round).toBe(0);
  });

  it('text that is not a number is wrong too, and the right answer still passes afterwards', () => {
    const actor = start();
    actor.send({ type: 'gate.answer', answer: 'twelve' });
    expect(actor.getSnapshot().context.error).toBe(GATE_INCORRECT);

    actor.send({ type: 'gate.answer', answer: rightAnswer(actor.getSnapshot()) });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('has no backdrop event: only open, close and answer move it', () => {
    const events = [...calculationGateMachine.root.events].filter((type) => !type.startsWith('xstate.'));
    expect(events.sort()).toEqual(['gate.answer', 'gate.close', 'gate.open']);
  });
});

describe('calculation gate: closing', () => {
  it('may start closed, its first question ready for the first opening', () => {
    const actor = start(sequence(0.2, 0.3, 0.4, 0.9), true);
    expect(actor.getSnapshot().matches({ closed: 'ready' })).toBe(true);
    vi.advanceTimersByTime(5000);
    actor.send({ type: 'gate.open' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.question).toEqual({ first: 3, second: 4, third: 5, sign: '-' });
    expect(actor.getSnapshot().context.round).toBe(0);
  });

  it('closes on gate.close and clears the error', () => {
    const actor = start();
    actor.send({ type: 'gate.answer', answer: 'x' });
    actor.send({ type: 'gate.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('makes a new question 1 second after a close, not before', () => {
    const actor = start(sequence(0.05, 0.15, 0.25, 0.1, 0.95, 0.85, 0.75, 0.9));
    const first = actor.getSnapshot().context.question;
    actor.send({ type: 'gate.close' });

    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.question).toEqual(first);
    expect(actor.getSnapshot().matches({ closed: 'regenerating' })).toBe(true);

    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ closed: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.question).toEqual({ first: 10, second: 9, third: 8, sign: '-' });
    expect(actor.getSnapshot().context.round).toBe(1);

    actor.send({ type: 'gate.open' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.round).toBe(1);
  });

  it('opened again within the second, it asks a new question at once (and only one)', () => {
    const actor = start(sequence(0.05, 0.15, 0.25, 0.1, 0.95, 0.85, 0.75, 0.9));
    actor.send({ type: 'gate.close' });
    vi.advanceTimersByTime(500);
    actor.send({ type: 'gate.open' });

    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.question).toEqual({ first: 10, second: 9, third: 8, sign: '-' });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.round).toBe(1);
  });

  it('the regeneration delay is named, so tests and the inspector can see and override it', () => {
    const quick = calculationGateMachine.provide({ delays: { regenerate: 10 } });
    const actor = createActor(quick, { input: { random: seededRandom(1) } }).start();
    actor.send({ type: 'gate.close' });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().matches({ closed: 'ready' })).toBe(true);
  });
});
