import { describe, expect, it } from 'vitest';
import { englishGloss } from '../../../machines/rules/gloss';
import {
  MASTERED_STABILITY_DAYS,
  isDue,
  ratingForMistakes,
  sameLetter,
  wordDifficulty,
  wordLevel,
  type WordMemory,
} from '../../../machines/rules/words';

const now = new Date('2026-11-22T12:00:00Z');
const later = '2026-11-30T12:00:00.000Z';
const earlier = '2026-11-20T12:00:00.000Z';
const memory = (change: Partial<WordMemory>): WordMemory => ({ collected: true, state: 2, stability: 5, due: later, ...change });

describe('word difficulty (SPEC §3: by the number of components)', () => {
  it('is easy when no character has more than two components, hard otherwise', () => {
    expect(wordDifficulty([1])).toBe('easy'); // 木
    expect(wordDifficulty([2])).toBe('easy'); // 林
    expect(wordDifficulty([2, 2])).toBe('easy'); // 媽媽
    expect(wordDifficulty([3])).toBe('hard'); // 森
    expect(wordDifficulty([1, 5])).toBe('hard'); // 木馬
  });
});

describe('words-house level from the spaced-review memory', () => {
  it('is white before the word is collected', () => {
    expect(wordLevel({ collected: false, state: 0, stability: 0, due: null }, now)).toBe('white');
    expect(wordLevel(memory({ collected: false, stability: 100 }), now)).toBe('white');
  });

  it('is yellow when the word is due for review or still being learned', () => {
    expect(wordLevel(memory({ due: earlier, stability: 100 }), now)).toBe('yellow');
    expect(wordLevel(memory({ due: now.toISOString() }), now)).toBe('yellow');
    expect(wordLevel(memory({ state: 1 }), now)).toBe('yellow');
    expect(wordLevel(memory({ state: 3, stability: 100 }), now)).toBe('yellow');
  });

  it('is pink while remembered for less than three weeks, red once mastered', () => {
    expect(wordLevel(memory({ stability: MASTERED_STABILITY_DAYS - 0.1 }), now)).toBe('pink');
    expect(wordLevel(memory({ stability: MASTERED_STABILITY_DAYS }), now)).toBe('red');
  });

  it('counts a word due only once it is collected and its time has come', () => {
    expect(isDue(memory({ due: earlier }), now)).toBe(true);
    expect(isDue(memory({ due: later }), now)).toBe(false);
    expect(isDue(memory({ collected: false, due: earlier }), now)).toBe(false);
    expect(isDue(memory({ due: null }), now)).toBe(false);
  });
});

describe('a challenge rates the memory by its mistakes', () => {
  it('gives Easy for none, Good for one or two, Hard for three to five, Again for more', () => {
    expect([0, 1, 2, 3, 5, 6, 99].map(ratingForMistakes)).toEqual([4, 3, 3, 2, 2, 1, 1]);
  });
});

describe('spelling: a tile is the next letter in either case (SPEC §5)', () => {
  it('matches the same letter whatever its case', () => {
    expect(sameLetter('a', 'a')).toBe(true);
    expect(sameLetter('A', 'a')).toBe(true);
    expect(sameLetter('t', 'T')).toBe(true);
  });

  it('refuses another letter', () => {
    expect(sameLetter('a', 'b')).toBe(false);
    expect(sameLetter('T', 'r')).toBe(false);
  });

  it('never matches a missing letter: no tile, or nothing left to spell', () => {
    expect(sameLetter(undefined, 'a')).toBe(false);
    expect(sameLetter('a', undefined)).toBe(false);
    expect(sameLetter(undefined, undefined)).toBe(false);
  });
});

describe('englishGloss: a word shown by its meaning', () => {
  it('puts the sense in brackets after the English, and shows the English alone without one', () => {
    expect(englishGloss({ english: 'grandma', sense: "mom's mom" })).toBe("grandma (mom's mom)");
    expect(englishGloss({ english: 'grandma', sense: null })).toBe('grandma');
    expect(englishGloss({ english: 'Chinese chess' })).toBe('Chinese chess');
  });
});
