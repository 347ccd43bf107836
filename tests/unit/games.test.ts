import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { INSTRUCTION_READINGS } from '../../machines/rules/recordings';
import type { ChallengeSetup, StoredChallenge } from '../../machines/shell/app.types';
import { loadChallenge } from '../../src/app/games';
import { makeChild, makeMember } from '../fixtures/member';

/**
 * The challenge as the root loads it (src/app/games.ts): its words, the settings of the member's
 * current child, and its recordings asked for with its words (issue 28 §1), not when first heard.
 */
const SETUP: ChallengeSetup = {
  gameType: 'text',
  words: [
    { id: 1, word: '人', zhuyin: 'ㄖㄣˊ', pinyin: 'rén', english: 'person' },
    { id: 2, word: '大人', zhuyin: 'ㄉㄚˋ ㄖㄣˊ', pinyin: 'dà rén', english: 'grown-up' },
  ],
  lessonId: 3,
  radicalId: 1,
  from: 'lesson',
};

describe('loadChallenge', () => {
  it("answers the words, the current child's settings, and asks for every word's and instruction's recordings at once", async () => {
    const kept: string[][] = [];
    const member = makeMember({
      child: [makeChild({ id: 11, is_default: 0 }), makeChild({
        id: 12,
        is_default: 1,
        setting: { language: 'tw', second_language: 'none', phonetic_symbol: 'rom', write_number: 3, write_hint: 0, eng_spell_hint: 1 },
      }),],
    });
    const loaded = await loadChallenge({ request: { game: 'lesson', radicalId: 1, lessonId: 3 }, member }, () => {}, {
      challengeSetupOf: async () => SETUP,
      keepRecordings: async (readings) => void kept.push(readings),
    });
    expect(loaded.setup).toBe(SETUP);
    expect(loaded.settings).toMatchObject({ write_number: 3, write_hint: 0, spelling: 'pinyin' });
    expect(kept).toHaveLength(1);
    expect(new Set(kept[0])).toEqual(new Set([...Object.values(INSTRUCTION_READINGS), 'ㄖㄣˊ', 'ㄉㄚˋ ㄖㄣˊ']));
  });

  it('plays without its recordings kept when keeping fails (sound is never worth an error screen)', async () => {
    const loaded = await loadChallenge({ request: { game: 'lesson', radicalId: 1, lessonId: 3 }, member: null }, () => {}, {
      challengeSetupOf: async () => SETUP,
      keepRecordings: async () => {
        throw new Error('offline');
      },
    });
    expect(loaded.setup.words).toHaveLength(2);
  });

  it('keeps the challenge for a reload with its words and whose it is; a reloaded one brings its own words', async () => {
    const member = makeMember({ id: 7, child: [makeChild({ id: 12, is_default: 1 })] });
    const stored: StoredChallenge[] = [];
    const calls = { challengeSetupOf: async () => SETUP, keepRecordings: async () => {}, keepChallenge: (s: StoredChallenge) => void stored.push(s) };
    const loaded = await loadChallenge({ request: { game: 'lesson', radicalId: 1, lessonId: 3 }, member }, () => {}, calls);
    createActor(loaded.logic, { input: { ...loaded.setup, settings: loaded.settings, random: () => 0.5 } }).start();
    // the machine keeps its place as its first word opens
    expect(stored).toEqual([{ setup: SETUP, place: { index: 0, reported: [], finished: false }, memberId: 7, childId: 12 }]);

    // after the reload: the kept words, no call for them
    const reloaded = await loadChallenge({ resume: stored[0]!, member }, () => {}, {
      ...calls,
      challengeSetupOf: async () => {
        throw new Error('a reloaded challenge asks for no words');
      },
    });
    expect(reloaded.setup).toBe(SETUP);
  });
});
