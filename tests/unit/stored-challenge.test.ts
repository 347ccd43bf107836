import { describe, expect, it } from 'vitest';
import type { StoredChallenge } from '../../machines/shell/app.types';
import { forgetStoredChallenge, readStoredChallenge, storeChallenge } from '../../src/app/storedChallenge';

/** The tab's kept challenge (src/app/storedChallenge.ts), the I/O of a reload that goes on (issue 28 §4). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const STORED: StoredChallenge = {
  setup: { gameType: 'text', words: [{ id: 1, word: '人', zhuyin: 'ㄖㄣˊ', pinyin: 'rén', english: 'person' }], lessonId: 3, radicalId: 1, from: 'lesson' },
  place: { index: 0, reported: ['word:3:1'], finished: true },
  memberId: 7,
  childId: 12,
};

describe('the challenge kept for a reload', () => {
  it('reads back what was kept, until it is forgotten', () => {
    const storage = memoryStorage();
    expect(readStoredChallenge(storage)).toBeNull();
    storeChallenge(STORED, storage);
    expect(readStoredChallenge(storage)).toEqual(STORED);
    forgetStoredChallenge(storage);
    expect(readStoredChallenge(storage)).toBeNull();
  });

  it('reads nothing from what it did not write: not JSON, another shape, no place', () => {
    const storage = memoryStorage();
    for (const value of ['{', '"text"', '{"setup":{"words":[]}}', JSON.stringify({ ...STORED, place: { index: '0', reported: [] } })]) {
      storage.items.set('challenge-in-play', value);
      expect(readStoredChallenge(storage), value).toBeNull();
    }
  });

  it('without storage (refused by the browser) or when it is full: nothing kept, no error', () => {
    expect(readStoredChallenge(null)).toBeNull();
    expect(() => storeChallenge(STORED, null)).not.toThrow();
    const full = { ...memoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } };
    expect(() => storeChallenge(STORED, full)).not.toThrow();
    expect(readStoredChallenge(full)).toBeNull();
  });
});
