import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { barOf, battleScreen } from '../../../machines/battle/battle.connect';
import { seededRandom } from '../../../machines/random';
import {
  ANSWER_MS,
  FEEDBACK_MS,
  WORDS,
  answer,
  battleInput,
  readyToPlay,
  rightChoice,
  startBattle,
  wrongChoice,
} from './battle.fixtures';
import { apiError } from '../account/registration.fakes';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('battle: ready', () => {
  it('starts only when each side has pressed its own ready', async () => {
    const fixture = startBattle(battleInput());
    const { actor, load, actions } = fixture;
    expect(actor.getSnapshot().value).toBe('loading');
    await load.resolve(WORDS);
    expect(battleScreen(actor.getSnapshot())).toBe('battle');

    actor.send({ type: 'side.ready', side: 'left' });
    actor.send({ type: 'side.ready', side: 'left' }); // pressing twice does not count for the other side
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().can({ type: 'side.ready', side: 'left' })).toBe(false);
    expect(actor.getSnapshot().context.left.ready).toBe(true);

    actor.send({ type: 'side.ready', side: 'right' });
    expect(battleScreen(actor.getSnapshot())).toBe('battleGame');
    expect(actions.navigate.mock.calls.map(([params]) => params)).toEqual([{ to: 'battle' }, { to: 'battleGame' }]);
  });

  it('without enough learned words there is no battle', async () => {
    const { actor, load } = startBattle(battleInput());
    await load.resolve(WORDS.slice(0, 3));
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(actor.getSnapshot().can({ type: 'side.ready', side: 'left' })).toBe(false);
  });

  it('a failed load can be tried again', async () => {
    const { actor, load } = startBattle(battleInput());
    await load.reject(apiError('500', 'Server error'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('500');
    actor.send({ type: 'battle.retry' });
    await load.resolve(WORDS);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('battle: questions', () => {
  it('asks both sides the same question: the word among four different answers', async () => {
    const fixture = startBattle(battleInput({ rounds: 6 }));
    await readyToPlay(fixture);
    const { questions } = fixture.actor.getSnapshot().context;
    expect(questions).toHaveLength(6);
    expect(new Set(questions.map((q) => q.word.id)).size).toBe(6);
    for (const q of questions) {
      expect(q.answers).toHaveLength(4);
      expect(new Set(q.answers.map((a) => a.id)).size).toBe(4);
      expect(q.answers.filter((a) => a.id === q.word.id)).toHaveLength(1);
    }
  });

  it('plays ten questions, fewer when fewer words were learned', async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ ...WORDS[0]!, id: 100 + i }));
    const big = startBattle(battleInput({ rounds: undefined }));
    await readyToPlay(big, many);
    expect(big.actor.getSnapshot().context.questions).toHaveLength(10);

    const small = startBattle(battleInput({ rounds: undefined }));
    await readyToPlay(small, WORDS.slice(0, 5));
    expect(small.actor.getSnapshot().context.questions).toHaveLength(5);
  });

  it('shuffles the questions with the injected random source', async () => {
    const order = async (seed: number) => {
      const fixture = startBattle(battleInput({ rounds: 6, random: seededRandom(seed) }));
      await readyToPlay(fixture);
      return fixture.actor.getSnapshot().context.questions.map((q) => [q.word.id, ...q.answers.map((a) => a.id)].join()).join('|');
    };
    expect(await order(1)).toBe(await order(1));
    const orders = new Set(await Promise.all([1, 2, 3, 4, 5].map(order)));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('each side answers once; the question ends when both have answered', async () => {
    const fixture = startBattle(battleInput());
    await readyToPlay(fixture);
    const { actor, actions } = fixture;
    const right = rightChoice(actor);
    const wrong = wrongChoice(actor);

    actor.send({ type: 'side.answer', side: 'left', choice: wrong });
    expect(actor.getSnapshot().can({ type: 'side.answer', side: 'left', choice: right })).toBe(false);
    actor.send({ type: 'side.answer', side: 'left', choice: right }); // too late to change
    expect(actor.getSnapshot().context.left.answer).toMatchObject({ choice: wrong, correct: false });
    expect(actor.getSnapshot().matches({ game: 'question' })).toBe(true);

    actor.send({ type: 'side.answer', side: 'right', choice: right });
    expect(actor.getSnapshot().matches({ game: 'reveal' })).toBe(true);
    expect(actor.getSnapshot().context.right).toMatchObject({ correct: 1, answer: { choice: right, correct: true } });
    expect(actor.getSnapshot().context.left.correct).toBe(0);
    expect(actions.playSound.mock.calls.map(([s]) => s)).toEqual(['wrong', 'right']);
  });

  it('refuses a choice that is not one of the answers', async () => {
    const fixture = startBattle(battleInput());
    await readyToPlay(fixture);
    expect(fixture.actor.getSnapshot().can({ type: 'side.answer', side: 'left', choice: 999 })).toBe(false);
  });

  it('shows the answers for roundFeedback, then the next question with fresh answers', async () => {
    const fixture = startBattle(battleInput());
    await readyToPlay(fixture);
    const { actor } = fixture;
    actor.send({ type: 'side.answer', side: 'left', choice: rightChoice(actor) });
    actor.send({ type: 'side.answer', side: 'right', choice: rightChoice(actor) });

    await vi.advanceTimersByTimeAsync(FEEDBACK_MS - 1);
    expect(actor.getSnapshot().matches({ game: 'reveal' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ game: 'question' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, elapsedMs: 0 });
    expect(actor.getSnapshot().context.left.answer).toBeNull();
  });
});

describe('battle: countdown', () => {
  it('time running out counts as a miss for a side that has not answered', async () => {
    const fixture = startBattle(battleInput());
    await readyToPlay(fixture);
    const { actor } = fixture;
    actor.send({ type: 'side.answer', side: 'left', choice: rightChoice(actor) });

    await vi.advanceTimersByTimeAsync(ANSWER_MS - 1);
    expect(actor.getSnapshot().matches({ game: 'question' })).toBe(true);
    await vi.advanceTimersByTimeAsync(1);

    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ game: 'reveal' })).toBe(true);
    expect(context.right.answer).toEqual({ choice: null, correct: false, atMs: ANSWER_MS });
    expect(context.right.correct).toBe(0);
    expect(context.left.correct).toBe(1);
  });

  it('time running out with no answers at all is a miss for both', async () => {
    const fixture = startBattle(battleInput());
    await readyToPlay(fixture);
    await vi.advanceTimersByTimeAsync(ANSWER_MS);
    const { left, right } = fixture.actor.getSnapshot().context;
    expect(left.answer?.choice).toBeNull();
    expect(right.answer?.choice).toBeNull();
  });

  it('each bar runs down with the ticker and stops when its side answers', async () => {
    const fixture = startBattle(battleInput());
    await readyToPlay(fixture);
    const { actor } = fixture;
    const bars = () => [barOf(actor.getSnapshot().context, 'left'), barOf(actor.getSnapshot().context, 'right')];
    expect(bars()).toEqual([1, 1]);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(actor.getSnapshot().context.elapsedMs).toBe(1_000);
    expect(bars()).toEqual([0.75, 0.75]);

    actor.send({ type: 'side.answer', side: 'left', choice: rightChoice(actor) });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(bars()).toEqual([0.75, 0.5]);
  });
});

describe('battle: result', () => {
  async function play(results: [boolean, boolean][]) {
    const fixture = startBattle(battleInput({ rounds: results.length }));
    await readyToPlay(fixture);
    for (const [left, right] of results) await answer(fixture.actor, left, right);
    return fixture;
  }

  it('more correct answers wins, the other side loses', async () => {
    const { actor } = await play([
      [true, true],
      [true, false],
      [false, false],
    ]);
    expect(battleScreen(actor.getSnapshot())).toBe('battleFinish');
    const { left, right } = actor.getSnapshot().context;
    expect([left.correct, right.correct]).toEqual([2, 1]);
    expect([left.result, right.result]).toEqual(['win', 'lose']);

    const other = await play([[false, true]]);
    const ctx = other.actor.getSnapshot().context;
    expect([ctx.left.result, ctx.right.result]).toEqual(['lose', 'win']);
  });

  it('a tie: both sides win', async () => {
    const { actor } = await play([
      [true, false],
      [false, true],
    ]);
    const { left, right } = actor.getSnapshot().context;
    expect([left.result, right.result]).toEqual(['win', 'win']);
  });

  it('the all-correct flag marks a side that answered every question right', async () => {
    const first = await play([
      [true, true],
      [true, false],
      [true, true],
    ]);
    const a = first.actor.getSnapshot().context;
    expect([a.left.allCorrect, a.right.allCorrect]).toEqual([true, false]);

    const second = await play([
      [false, true],
      [true, true],
      [true, true],
    ]);
    const b = second.actor.getSnapshot().context;
    expect([b.left.allCorrect, b.right.allCorrect]).toEqual([false, true]);
  });

  it('a miss by time-out spoils the all-correct flag', async () => {
    const fixture = startBattle(battleInput({ rounds: 1 }));
    await readyToPlay(fixture);
    fixture.actor.send({ type: 'side.answer', side: 'left', choice: rightChoice(fixture.actor) });
    await vi.advanceTimersByTimeAsync(ANSWER_MS + FEEDBACK_MS);
    const { left, right } = fixture.actor.getSnapshot().context;
    expect([left.allCorrect, right.allCorrect]).toEqual([true, false]);
    expect([left.result, right.result]).toEqual(['win', 'lose']);
  });

  it('again returns to ready with new questions and fresh sides', async () => {
    const { actor } = await play([
      [true, false],
      [true, true],
      [false, true],
    ]);
    const before = actor.getSnapshot().context.questions;
    actor.send({ type: 'battle.again' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(context.left).toEqual({ ready: false, correct: 0, answer: null, allCorrect: false, result: null });
    expect(context.right).toEqual(context.left);
    expect(context.questions).not.toEqual(before);
  });

  it('exit leaves from anywhere', async () => {
    const fixture = startBattle(battleInput());
    await readyToPlay(fixture);
    fixture.actor.send({ type: 'battle.exit' });
    expect(fixture.actions.navigate, 'back home, where the battle was opened').toHaveBeenLastCalledWith({ to: 'home' });
    expect(fixture.actor.getSnapshot().status).toBe('done');
    expect(battleScreen(fixture.actor.getSnapshot())).toBeNull();
  });
});
