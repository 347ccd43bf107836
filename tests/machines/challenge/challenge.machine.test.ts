import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeScreen, connectChallenge } from '../../../machines/challenge/challenge.connect';
import { CHARACTER_REVIEW_MS } from '../../../machines/challenge/challenge.machine';
import { challengeHeader } from '../../../machines/challenge/challenge.header';
import type { ChallengeInput, PassReport } from '../../../machines/challenge/challenge.types';
import { seededRandom } from '../../../machines/random';
import {
  FEEDBACK_MS,
  MOM,
  MOON,
  PERSON,
  rightAnswer,
  PLAIN,
  RETRY_MS,
  STAR,
  SUN,
  guessRight,
  lessonInput,
  playWord,
  spellAll,
  startChallenge,
  tilesInOrder,
  writeAll,
} from './challenge.fixtures';
import { apiError } from '../account/registration.fakes';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const wordPass = (word_id: number, mistakes = 0): PassReport => ({
  kind: 'word',
  radical_id: 5,
  lesson_id: 30,
  word_id,
  finish_explaining: 1,
  is_passed: 1,
  mistakes,
});
const LESSON_PASS: PassReport = { kind: 'lesson', radical_id: 5, lesson_id: 30, completion: 1 };

describe('challenge: mistakes', () => {
  it('reports the wrong answers, missed strokes and refused letters of each word with its pass, counted afresh per word', async () => {
    const { actor, report } = startChallenge(lessonInput());
    const wrong = actor.getSnapshot().context.answers.find((a) => a.id !== rightAnswer(actor))!;
    actor.send({ type: 'answer.choose', answerId: wrong.id });
    actor.send({ type: 'answer.choose', answerId: wrong.id }); // a red answer cannot be chosen again: no second mistake
    await guessRight(actor);
    actor.send({ type: 'write.mistake' });
    actor.send({ type: 'write.mistake' });
    await writeAll(actor);
    const [first, ...rest] = tilesInOrder(actor);
    const refused = rest.find((t) => actor.getSnapshot().context.spell.pool.find((p) => p.id === t)!.letter !== actor.getSnapshot().context.spell.letters[0]);
    if (refused !== undefined) actor.send({ type: 'spell.place', tile: refused });
    actor.send({ type: 'spell.place', tile: first! });
    for (const tile of rest) actor.send({ type: 'spell.place', tile });
    await vi.advanceTimersByTimeAsync(FEEDBACK_MS);
    await report.resolve(null);
    actor.send({ type: 'challenge.next' });
    await playWord(actor);
    await report.resolve(null);

    expect(report.calls.slice(0, 2)).toEqual([wordPass(SUN.id, refused === undefined ? 3 : 4), wordPass(MOON.id, 0)]);
  });
});

describe('challenge: guess', () => {
  it('shows exactly four answers, exactly one of them right, for every word', async () => {
    for (const input of [lessonInput(), lessonInput({ words: PLAIN, gameType: 'all', from: 'wordsHouse' })]) {
      const { actor, report } = startChallenge(input);
      for (const word of input.words) {
        const { answers } = actor.getSnapshot().context;
        expect(answers).toHaveLength(4);
        expect(answers.filter((a) => a.id === word.id)).toHaveLength(1);
        expect(new Set(answers.map((a) => a.id)).size).toBe(4);
        expect(answers.every((a) => a.status === 'open')).toBe(true);
        await playWord(actor);
        if (report.isPending) await report.resolve(null);
        actor.send({ type: 'challenge.next' });
      }
    }
  });

  it('shuffles the grid with the injected random source', () => {
    const order = (seed: number) =>
      startChallenge(lessonInput({ random: seededRandom(seed) }))
        .actor.getSnapshot()
        .context.answers.map((a) => a.id);
    expect(order(1)).toEqual(order(1));
    const orders = new Set([1, 2, 3, 4, 5, 6].map((seed) => order(seed).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('a wrong answer turns red and stays, and cannot be chosen again', () => {
    const { actor, actions } = startChallenge(lessonInput());
    const wrong = actor.getSnapshot().context.answers.find((a) => a.id !== SUN.id)!.id;

    actor.send({ type: 'answer.choose', answerId: wrong });

    const snapshot = actor.getSnapshot();
    expect(snapshot.context.answers.find((a) => a.id === wrong)!.status).toBe('wrong');
    expect(snapshot.matches({ word: { guess: 'choosing' } })).toBe(true);
    expect(snapshot.can({ type: 'answer.choose', answerId: wrong })).toBe(false);
    expect(snapshot.can({ type: 'answer.choose', answerId: SUN.id })).toBe(true);
    expect(actions.playSound).toHaveBeenCalledWith('wrong');
  });

  it('the right answer turns green and moves on to writing after answerFeedback, not before', async () => {
    const { actor, actions } = startChallenge(lessonInput());

    actor.send({ type: 'answer.choose', answerId: SUN.id });
    expect(actor.getSnapshot().context.answers.find((a) => a.id === SUN.id)!.status).toBe('right');
    expect(actor.getSnapshot().can({ type: 'answer.choose', answerId: STAR.id })).toBe(false);

    await vi.advanceTimersByTimeAsync(FEEDBACK_MS - 1);
    expect(challengeScreen(actor.getSnapshot())).toBe('challenge');
    await vi.advanceTimersByTimeAsync(1);
    expect(challengeScreen(actor.getSnapshot())).toBe('challengeWriting');
    expect(actions.navigate.mock.calls.map(([params]) => params)).toEqual([{ to: 'challenge' }, { to: 'challengeWriting' }]);
  });

  it('takes distractors from the other words when the word has no choices', () => {
    const { actor } = startChallenge(lessonInput({ words: PLAIN }));
    const ids = actor.getSnapshot().context.answers.map((a) => a.id);
    expect(ids).toContain(PLAIN[0]!.id);
    expect(ids.every((id) => PLAIN.some((w) => w.id === id))).toBe(true);
  });
});

describe('challenge: write', () => {
  async function toWriting(input: ChallengeInput = lessonInput()) {
    const fixture = startChallenge(input);
    await guessRight(fixture.actor);
    return fixture;
  }

  const reviewing = (actor: Awaited<ReturnType<typeof toWriting>>['actor']) => connectChallenge(actor.getSnapshot()).writing?.reviewing;

  it('has no check step: a character completes by itself once the quiz judged every stroke, and shows beside its model', async () => {
    const { actor } = await toWriting();
    expect(actor.getSnapshot().can({ type: 'write.next' })).toBe(false);
    actor.send({ type: 'write.stroke' });
    actor.send({ type: 'write.next' });
    expect(actor.getSnapshot().matches({ word: { write: 'drawing' } })).toBe(true);
    expect(reviewing(actor)).toBe(false);

    actor.send({ type: 'write.strokesDone' });
    expect(reviewing(actor)).toBe(true);
    expect(actor.getSnapshot().context.write.done).toBe(0);
  });

  it('goes on by itself after characterReview, or at once with write.next', async () => {
    const { actor } = await toWriting(lessonInput({ settings: { write_number: 2, write_hint: 1, eng_spell_hint: 0 } }));
    actor.send({ type: 'write.strokesDone' });
    await vi.advanceTimersByTimeAsync(CHARACTER_REVIEW_MS - 1);
    expect(reviewing(actor)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(reviewing(actor)).toBe(false);
    expect(connectChallenge(actor.getSnapshot()).writing?.repetition).toBe(2);

    actor.send({ type: 'write.strokesDone' });
    actor.send({ type: 'write.next' });
    expect(challengeScreen(actor.getSnapshot())).toBe('challengeSpelling');
  });

  it('a word of two characters: each character shows when written, then the next one', async () => {
    const { actor } = startChallenge(lessonInput({ words: [MOON, SUN] }));
    await guessRight(actor);
    expect(actor.getSnapshot().context.write.characters).toEqual(['月', '亮']);

    actor.send({ type: 'write.strokesDone' });
    expect(reviewing(actor)).toBe(true);
    expect(connectChallenge(actor.getSnapshot()).writing?.character).toBe('月');
    actor.send({ type: 'write.next' });
    expect(reviewing(actor)).toBe(false);
    expect(connectChallenge(actor.getSnapshot()).writing?.character).toBe('亮');
    actor.send({ type: 'write.strokesDone' });
    expect(reviewing(actor)).toBe(true);
    expect(connectChallenge(actor.getSnapshot()).writing?.character).toBe('亮');
  });

  it('repeats the writing write_number times, then spells', async () => {
    const settings = { write_number: 3, write_hint: 0 as const, eng_spell_hint: 0 as const };
    const { actor } = await toWriting(lessonInput({ settings }));
    for (let r = 1; r <= 3; r += 1) {
      expect(actor.getSnapshot().matches({ word: 'write' })).toBe(true);
      actor.send({ type: 'write.strokesDone' });
      actor.send({ type: 'write.next' });
      expect(actor.getSnapshot().context.write.done).toBe(r);
    }
    expect(challengeScreen(actor.getSnapshot())).toBe('challengeSpelling');
  });

  it('writes at least once when write_number is 0', async () => {
    const settings = { write_number: 0, write_hint: 0 as const, eng_spell_hint: 0 as const };
    const { actor } = await toWriting(lessonInput({ settings }));
    expect(actor.getSnapshot().context.write.total).toBe(1);
    actor.send({ type: 'write.strokesDone' });
    actor.send({ type: 'write.next' });
    expect(challengeScreen(actor.getSnapshot())).toBe('challengeSpelling');
  });

  it('a missed stroke plays the soft miss sound and is kept for the comparison, once per stroke; a new repetition starts clean', async () => {
    const { actor, actions } = await toWriting();
    actor.send({ type: 'write.mistake', stroke: 1 });
    actor.send({ type: 'write.mistake', stroke: 1 });
    actor.send({ type: 'write.stroke' });
    actor.send({ type: 'write.mistake', stroke: 0 });
    expect(actions.playSound.mock.calls.filter(([sound]) => sound === 'miss')).toHaveLength(3);
    actor.send({ type: 'write.strokesDone' });
    expect(connectChallenge(actor.getSnapshot()).writing?.missed).toEqual([{ character: '日', strokes: [0, 1] }]);
    expect(actor.getSnapshot().context.mistakes).toBe(3);
    actor.send({ type: 'write.next' });
    expect(connectChallenge(actor.getSnapshot()).writing?.missed).toEqual([{ character: '日', strokes: [] }]);
  });

  it("passes the parent's write_hint to the writing coach", async () => {
    const off = await toWriting(lessonInput({ settings: { write_number: 1, write_hint: 0, eng_spell_hint: 0 } }));
    expect(connectChallenge(off.actor.getSnapshot()).writing?.hint).toBe(false);
    const on = await toWriting(lessonInput({ settings: { write_number: 1, write_hint: 1, eng_spell_hint: 0 } }));
    expect(connectChallenge(on.actor.getSnapshot()).writing?.hint).toBe(true);
  });
});

describe('challenge: spell', () => {
  async function toSpelling(input: ChallengeInput) {
    const fixture = startChallenge(input);
    await guessRight(fixture.actor);
    await writeAll(fixture.actor);
    return fixture;
  }

  it('places letters only in the order of the word; a wrong one is refused', async () => {
    const { actor } = await toSpelling(lessonInput({ words: [MOON, SUN] }));
    const tile = (letter: string) =>
      actor.getSnapshot().context.spell.pool.find((t) => t.letter === letter && !t.placed)!.id;

    const n = tile('n');
    actor.send({ type: 'spell.place', tile: n });
    expect(actor.getSnapshot().context.spell.placed).toEqual([]);
    expect(actor.getSnapshot().context.spell.refused).toBe(n);

    actor.send({ type: 'spell.place', tile: tile('m') });
    actor.send({ type: 'spell.place', tile: tile('o') });
    actor.send({ type: 'spell.place', tile: n });
    expect(actor.getSnapshot().context.spell.placed).toEqual(['m', 'o']);
    actor.send({ type: 'spell.place', tile: tile('o') });
    actor.send({ type: 'spell.place', tile: n });
    expect(actor.getSnapshot().context.spell.placed).toEqual(['m', 'o', 'o', 'n']);
    expect(actor.getSnapshot().matches({ word: { spell: 'spelled' } })).toBe(true);
  });

  it('a placed letter vanishes from the pool and cannot be placed again', async () => {
    const { actor } = await toSpelling(lessonInput());
    const [first] = tilesInOrder(actor);
    actor.send({ type: 'spell.place', tile: first! });
    expect(actor.getSnapshot().context.spell.pool.find((t) => t.id === first)!.placed).toBe(true);
    expect(actor.getSnapshot().can({ type: 'spell.place', tile: first! })).toBe(false);
  });

  it('eng_spell_hint shows the next letter; without it there is no hint', async () => {
    const hinted = await toSpelling(lessonInput());
    expect(hinted.actor.getSnapshot().context.spell.hint).toBe('s');
    hinted.actor.send({ type: 'spell.place', tile: tilesInOrder(hinted.actor)[0]! });
    expect(hinted.actor.getSnapshot().context.spell.hint).toBe('u');

    const settings = { write_number: 1, write_hint: 1 as const, eng_spell_hint: 0 as const };
    const plain = await toSpelling(lessonInput({ settings }));
    expect(plain.actor.getSnapshot().context.spell.hint).toBeNull();
  });

  it('shows the spelled word for answerFeedback, then the finish screen', async () => {
    const { actor } = await toSpelling(lessonInput());
    for (const tile of tilesInOrder(actor)) actor.send({ type: 'spell.place', tile });
    await vi.advanceTimersByTimeAsync(FEEDBACK_MS - 1);
    expect(challengeScreen(actor.getSnapshot())).toBe('challengeSpelling');
    await vi.advanceTimersByTimeAsync(1);
    expect(challengeScreen(actor.getSnapshot())).toBe('challengeFinish');
  });

  describe('the reading spelled when English is off (issue 28 §2)', () => {
    const spellingInput = (spelling: 'zhuyin' | 'pinyin' | 'english') =>
      lessonInput({ words: [MOM, PERSON], settings: { write_number: 1, write_hint: 0, eng_spell_hint: 1, spelling } });
    const tileOf = (actor: ReturnType<typeof startChallenge>['actor'], letter: string) =>
      actor.getSnapshot().context.spell.pool.find((t) => t.letter === letter && !t.placed)!.id;

    it('zhuyin: symbols then tone, syllable by syllable; each syllable heard; a wrong tile refused and counted in the pass', async () => {
      const { actor, actions, report } = await toSpelling(spellingInput('zhuyin'));
      expect(actor.getSnapshot().context.spell.letters).toEqual(['ㄇ', 'ㄚ', 'ㄇ', 'ㄚ', '˙']);
      const dot = tileOf(actor, '˙');
      actor.send({ type: 'spell.place', tile: dot });
      expect(actor.getSnapshot().context.spell.refused).toBe(dot);
      expect(actions.playSound).toHaveBeenLastCalledWith('wrong');
      for (const letter of ['ㄇ', 'ㄚ']) actor.send({ type: 'spell.place', tile: tileOf(actor, letter) });
      expect(actions.playSyllable.mock.calls).toEqual([['ㄇㄚ']]);
      for (const letter of ['ㄇ', 'ㄚ', '˙']) actor.send({ type: 'spell.place', tile: tileOf(actor, letter) });
      expect(actions.playSyllable.mock.calls).toEqual([['ㄇㄚ'], ['˙ㄇㄚ']]);
      expect(actor.getSnapshot().matches({ word: { spell: 'spelled' } })).toBe(true);
      await vi.advanceTimersByTimeAsync(FEEDBACK_MS);
      expect(report.calls).toEqual([{ ...wordPass(32), mistakes: 1 }]);
    });

    it('pinyin: letters then the tone tile; a neutral syllable has none', async () => {
      const { actor, actions } = await toSpelling(spellingInput('pinyin'));
      expect(actor.getSnapshot().context.spell.letters).toEqual(['m', 'a', 'ˉ', 'm', 'a']);
      const m = tileOf(actor, 'm');
      actor.send({ type: 'spell.place', tile: m });
      actor.send({ type: 'spell.place', tile: tileOf(actor, 'a') });
      expect(actions.playSyllable).not.toHaveBeenCalled();
      actor.send({ type: 'spell.place', tile: tileOf(actor, 'ˉ') });
      expect(actions.playSyllable.mock.calls).toEqual([['mā']]);
    });

    it('English: the letters of the English word, and no syllable plays', async () => {
      const { actor, actions } = await toSpelling(spellingInput('english'));
      expect(actor.getSnapshot().context.spell.letters).toEqual(['m', 'o', 'm']);
      for (const tile of tilesInOrder(actor)) actor.send({ type: 'spell.place', tile });
      expect(actor.getSnapshot().matches({ word: { spell: 'spelled' } })).toBe(true);
      expect(actions.playSyllable).not.toHaveBeenCalled();
    });
  });
});

describe('challenge: header and close', () => {
  it('shows the three labels only for text, and not on finish or allFinish', async () => {
    const { actor, report } = startChallenge(lessonInput({ words: [SUN] }));
    const header = () => challengeHeader(actor.getSnapshot());

    expect(header()).toMatchObject({ showLabels: true, step: 'guess' });
    await guessRight(actor);
    expect(header()).toMatchObject({ showLabels: true, step: 'write' });
    await writeAll(actor);
    expect(header()).toMatchObject({ showLabels: true, step: 'spell' });
    await spellAll(actor);
    expect(challengeScreen(actor.getSnapshot())).toBe('challengeFinish');
    expect(header()).toMatchObject({ showLabels: false, step: null });
    await report.resolve(null);
    actor.send({ type: 'challenge.next' });
    expect(challengeScreen(actor.getSnapshot())).toBe('challengeAllFinish');
    expect(header().showLabels).toBe(false);

    const all = startChallenge(lessonInput({ gameType: 'all', from: 'wordsHouse' }));
    expect(challengeHeader(all.actor.getSnapshot())).toMatchObject({ showLabels: false, step: 'guess' });
  });

  it('close goes to the lesson list of the radical, and clears the challenge data', async () => {
    const { actor, actions } = startChallenge(lessonInput());
    await guessRight(actor);
    actor.send({ type: 'challenge.close' });
    expect(actions.navigate).toHaveBeenLastCalledWith({ to: 'lesson', params: { id: 5 } });
    expect(actions.clearChallengeData).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('close goes to the words house when the challenge came from there', () => {
    const { actor, actions } = startChallenge(lessonInput({ from: 'wordsHouse', words: [SUN] }));
    expect(challengeHeader(actor.getSnapshot()).closeTarget).toEqual({ to: 'wordsHouse' });
    actor.send({ type: 'challenge.close' });
    expect(actions.navigate).toHaveBeenLastCalledWith({ to: 'wordsHouse' });
  });

  it('close goes to the words house for other game types', async () => {
    const { actor, actions, report } = startChallenge(lessonInput({ gameType: 'all', playText: null }));
    await playWord(actor);
    await report.resolve(null);
    actor.send({ type: 'challenge.close' });
    expect(actions.navigate).toHaveBeenLastCalledWith({ to: 'wordsHouse' });
    expect(actions.clearChallengeData).not.toHaveBeenCalled();
  });

  it('leaving by other navigation clears the data when play text is present, without navigating', () => {
    const withText = startChallenge(lessonInput());
    withText.actor.send({ type: 'challenge.leave' });
    expect(withText.actions.clearChallengeData).toHaveBeenCalledTimes(1);
    expect(withText.actions.navigate.mock.calls.map(([params]) => params), 'only the first screen').toEqual([{ to: 'challenge' }]);
    expect(withText.actor.getSnapshot().status).toBe('done');

    const without = startChallenge(lessonInput({ playText: '' }));
    without.actor.send({ type: 'challenge.leave' });
    expect(without.actions.clearChallengeData).not.toHaveBeenCalled();
  });
});

describe('challenge: progress reports', () => {
  it('reports each word pass and the lesson pass exactly once', async () => {
    const { actor, report } = startChallenge(lessonInput());

    await playWord(actor);
    expect(actor.getSnapshot().can({ type: 'challenge.next' })).toBe(false); // waits for the call
    await report.resolve(null);
    actor.send({ type: 'challenge.next' });
    actor.send({ type: 'challenge.next' }); // a double tap moves one word only
    expect(actor.getSnapshot().context.index).toBe(1);
    expect(challengeScreen(actor.getSnapshot())).toBe('challenge');

    await playWord(actor);
    await report.resolve(null);
    actor.send({ type: 'challenge.next' });
    await report.resolve(null);
    actor.send({ type: 'challenge.next' });
    await vi.advanceTimersByTimeAsync(60_000);

    expect(report.calls).toEqual([wordPass(SUN.id), wordPass(MOON.id), LESSON_PASS]);
    expect(actor.getSnapshot().context.reported).toEqual(['word:30:1', 'word:30:2', 'lesson:30']);
    expect(actor.getSnapshot().matches({ allFinish: 'done' })).toBe(true);
  });

  it('a word played twice is reported once', async () => {
    const { actor, report } = startChallenge(lessonInput({ words: [SUN, SUN] }));
    await playWord(actor);
    await report.resolve(null);
    actor.send({ type: 'challenge.next' });
    await playWord(actor);
    expect(report.isPending).toBe(false);
    actor.send({ type: 'challenge.next' });
    await report.resolve(null);
    expect(report.calls).toEqual([wordPass(SUN.id), LESSON_PASS]);
  });

  it('a failed report is tried again after reportRetry, and once it succeeds never again', async () => {
    const { actor, report } = startChallenge(lessonInput({ words: [SUN] }));
    await playWord(actor);
    await report.reject(apiError('500', 'Server error'));
    expect(connectChallenge(actor.getSnapshot())).toMatchObject({ report: 'failed', canNext: true });

    await vi.advanceTimersByTimeAsync(RETRY_MS - 1);
    expect(report.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(report.calls).toHaveLength(2);
    await report.resolve(null);

    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(report.calls).toEqual([wordPass(SUN.id), wordPass(SUN.id)]);
    expect(actor.getSnapshot().context.reported).toEqual(['word:30:1']);
  });

  it('a pass the server refuses (a lesson whose story is not finished) is never sent again, and the screen says why', async () => {
    const { actor, report } = startChallenge(lessonInput({ words: [SUN] }));
    await playWord(actor);
    await report.resolve(null);
    actor.send({ type: 'challenge.next' });
    await report.reject(apiError('422', 'Finish the words and the story of this lesson first'));
    expect(connectChallenge(actor.getSnapshot())).toMatchObject({
      report: 'refused',
      reportRefusal: 'Finish the words and the story of this lesson first',
    });
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(report.calls).toEqual([wordPass(SUN.id), LESSON_PASS]);
    expect(actor.getSnapshot().context.reported).toEqual(['word:30:1']);
    actor.send({ type: 'challenge.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('next is refused while a report is sent, the first time and each retry, and allowed after a failure', async () => {
    const { actor, report } = startChallenge(lessonInput({ words: [SUN] }));
    const finish = () => connectChallenge(actor.getSnapshot());
    await playWord(actor);
    expect(finish()).toMatchObject({ canNext: false, report: 'sending' });
    await report.reject(apiError('500', 'Server error'));
    expect(finish()).toMatchObject({ canNext: true, report: 'failed' });
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(finish()).toMatchObject({ canNext: false, report: 'sending' });
    await report.resolve(null);
    expect(finish()).toMatchObject({ canNext: true, report: null });
  });

  it('the lesson pass is retried the same way on allFinish', async () => {
    const { actor, report } = startChallenge(lessonInput({ words: [SUN] }));
    await playWord(actor);
    await report.resolve(null);
    actor.send({ type: 'challenge.next' });
    await report.reject(apiError('500', 'Server error'));
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    await report.resolve(null);
    await vi.advanceTimersByTimeAsync(RETRY_MS * 3);
    expect(report.calls).toEqual([wordPass(SUN.id), LESSON_PASS, LESSON_PASS]);
    expect(actor.getSnapshot().context.reported).toEqual(['word:30:1', 'lesson:30']);
  });

  it('the learner may go on after a failed report', async () => {
    const { actor, report } = startChallenge(lessonInput());
    await playWord(actor);
    await report.reject(apiError('500', 'Server error'));
    actor.send({ type: 'challenge.next' });
    expect(actor.getSnapshot().context.index).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_MS * 2);
    expect(report.calls).toHaveLength(1);
  });

  it('words-house challenges report word passes with each word’s own lesson, and no lesson pass', async () => {
    const words = [
      { ...SUN, radicalId: 8, lessonId: 81 },
      { ...MOON, radicalId: 9, lessonId: 91 },
    ];
    const { actor, report } = startChallenge(
      lessonInput({ gameType: 'all', from: 'wordsHouse', words, lessonId: null, radicalId: null }),
    );
    for (let i = 0; i < words.length; i += 1) {
      await playWord(actor);
      await report.resolve(null);
      actor.send({ type: 'challenge.next' });
    }
    expect(actor.getSnapshot().matches({ allFinish: 'done' })).toBe(true);
    expect(report.calls).toEqual([
      { kind: 'word', radical_id: 8, lesson_id: 81, word_id: SUN.id, finish_explaining: 1, is_passed: 1, mistakes: 0 },
      { kind: 'word', radical_id: 9, lesson_id: 91, word_id: MOON.id, finish_explaining: 1, is_passed: 1, mistakes: 0 },
    ]);
  });

  it('a single word offered by the words house completes no lesson', async () => {
    const { actor, report } = startChallenge(lessonInput({ from: 'wordsHouse', words: [SUN] }));
    await playWord(actor);
    await report.resolve(null);
    actor.send({ type: 'challenge.next' });
    expect(report.calls).toEqual([wordPass(SUN.id)]);
    expect(report.isPending).toBe(false);
  });
});

describe('challenge: reloaded in the middle (issue 28 §4)', () => {
  it('goes on at the word it was on, from its guess; a word beyond the last is the last, a negative one the first', () => {
    const at = (index: number) => {
      const { actor } = startChallenge(lessonInput({ resume: { index, reported: [] } }));
      const { context } = actor.getSnapshot();
      return { word: context.words[context.index]!.word, guessing: actor.getSnapshot().matches({ word: { guess: 'choosing' } }) };
    };
    expect(at(1)).toEqual({ word: MOON.word, guessing: true });
    expect(at(7)).toEqual({ word: MOON.word, guessing: true });
    expect(at(-2)).toEqual({ word: SUN.word, guessing: true });
  });
});
