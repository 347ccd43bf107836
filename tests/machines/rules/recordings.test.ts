import { describe, expect, it } from 'vitest';
import {
  INSTRUCTION_READINGS,
  challengeReadings,
  clipReading,
  parseSyllable,
  phrasesOf,
  playlistOf,
  recordingOf,
} from '../../../machines/rules/recordings';

/**
 * Which recordings a reading plays (machines/rules/recordings.ts): one file per syllable named by
 * its zhuyin and tone, a neutral syllable with its own recording on it, else its first tone
 * shorter and softer, and a syllable without a recording reported.
 */
describe('the recordings of a reading', () => {
  it('plays one file per syllable, in order, named by zhuyin and tone', () => {
    expect(playlistOf('ㄉㄚˋ ㄖㄣˊ').recordings).toEqual([
      { file: 'ㄉㄚ4.mp3', soft: false },
      { file: 'ㄖㄣ2.mp3', soft: false },
    ]);
    expect(playlistOf('ㄇㄚ ㄇㄚˊ ㄇㄚˇ ㄇㄚˋ').recordings.map((r) => r.file)).toEqual(['ㄇㄚ.mp3', 'ㄇㄚ2.mp3', 'ㄇㄚ3.mp3', 'ㄇㄚ4.mp3']);
  });

  it('plays a neutral syllable from its own neutral recording where it has one', () => {
    expect(playlistOf('˙ㄉㄜ').recordings).toEqual([{ file: 'ㄉㄜ1.mp3', soft: false }]);
    expect(playlistOf('ㄋㄧˇ ˙ㄇㄜ').recordings).toEqual([
      { file: 'ㄋㄧ3.mp3', soft: false },
      { file: 'ㄇㄜ1.mp3', soft: false },
    ]);
  });

  it('plays a neutral syllable without one as its first tone, shorter and softer', () => {
    // 媽媽 ㄇㄚ ˙ㄇㄚ: ㄇㄚ has no neutral recording
    expect(playlistOf('ㄇㄚ ˙ㄇㄚ').recordings).toEqual([
      { file: 'ㄇㄚ.mp3', soft: false },
      { file: 'ㄇㄚ.mp3', soft: true },
    ]);
    expect(recordingOf({ letters: 'ㄊㄡ', tone: 5 })).toEqual({ file: 'ㄊㄡ.mp3', soft: true });
  });

  it('plays a neutral syllable recorded without a first tone as the tone said just before it, else a recorded one', () => {
    // 奶奶 ㄋㄞˇ ˙ㄋㄞ, 妹妹 ㄇㄟˋ ˙ㄇㄟ: no ㄋㄞ.mp3, no ㄇㄟ.mp3
    expect(playlistOf('ㄋㄞˇ ˙ㄋㄞ').recordings).toEqual([
      { file: 'ㄋㄞ3.mp3', soft: false },
      { file: 'ㄋㄞ3.mp3', soft: true },
    ]);
    expect(playlistOf('ㄇㄟˋ ˙ㄇㄟ').recordings.map((r) => r.file)).toEqual(['ㄇㄟ4.mp3', 'ㄇㄟ4.mp3']);
    // 月亮 (mainland ˙ㄌㄧㄤ): ㄌㄧㄤ has the second, third and fourth tones: the falling one
    expect(recordingOf({ letters: 'ㄌㄧㄤ', tone: 5 })).toEqual({ file: 'ㄌㄧㄤ4.mp3', soft: true });
    // 時候 ˙ㄏㄡ: ㄏㄡ2/3/4 → the fourth; 喝了 ˙ㄌㄜ has its own
    expect(playlistOf('ㄕˊ ˙ㄏㄡ').recordings.at(-1)).toEqual({ file: 'ㄏㄡ4.mp3', soft: true });
  });

  it('reports a syllable that is not zhuyin or has no recording, and plays the rest', () => {
    const available = new Set(['ㄇㄚ.mp3', 'ㄖㄣ2.mp3']);
    expect(playlistOf('ㄇㄚ ma ㄖㄣˊ ㄖㄣˇ', available)).toEqual({
      recordings: [
        { file: 'ㄇㄚ.mp3', soft: false },
        { file: 'ㄖㄣ2.mp3', soft: false },
      ],
      missing: ['ma', 'ㄖㄣˇ'],
    });
    // a neutral fallback needs the first-tone file
    expect(playlistOf('˙ㄌㄧㄤ', available).missing).toEqual(['˙ㄌㄧㄤ']);
  });

  it('hears a reading the recordings lack in its other accepted reading', () => {
    expect(playlistOf('ㄍㄨˊ ˙ㄊㄡ').recordings[0]).toEqual({ file: 'ㄍㄨ3.mp3', soft: false });
    expect(playlistOf('ㄇㄡ ㄇㄡ').recordings.map((r) => r.file)).toEqual(['ㄇㄡ2.mp3', 'ㄇㄡ2.mp3']);
  });

  it('reads the syllable as written: tone mark after, neutral dot in front, nothing else', () => {
    expect(parseSyllable('ㄖㄣˊ')).toEqual({ letters: 'ㄖㄣ', tone: 2 });
    expect(parseSyllable('˙ㄇㄚ')).toEqual({ letters: 'ㄇㄚ', tone: 5 });
    expect(parseSyllable('ㄙㄢ')).toEqual({ letters: 'ㄙㄢ', tone: 1 });
    expect(parseSyllable('rén')).toBeNull();
    expect(parseSyllable('')).toBeNull();
    expect(parseSyllable('ˊ')).toBeNull();
  });

  it('splits a sentence into phrases where its punctuation stands', () => {
    const ruby = ['ㄊㄧㄢ', 'ㄏㄟ', '˙ㄌㄜ', '', 'ㄩㄝˋ', 'ㄌㄧㄤˋ', ''];
    expect(phrasesOf(ruby, 'ㄊㄧㄢ ㄏㄟ ˙ㄌㄜ ㄩㄝˋ ㄌㄧㄤˋ')).toEqual(['ㄊㄧㄢ ㄏㄟ ˙ㄌㄜ', 'ㄩㄝˋ ㄌㄧㄤˋ']);
    // the ruby in pinyin (a pinyin learner): the same positions, the zhuyin heard
    expect(phrasesOf(['tiān', 'hēi', 'le', '', 'yuè', 'liàng', ''], 'ㄊㄧㄢ ㄏㄟ ˙ㄌㄜ ㄩㄝˋ ㄌㄧㄤˋ')).toEqual(['ㄊㄧㄢ ㄏㄟ ˙ㄌㄜ', 'ㄩㄝˋ ㄌㄧㄤˋ']);
    expect(phrasesOf([], 'ㄇㄚ')).toEqual(['ㄇㄚ']);
  });

  it('says an instruction before the word it is about', () => {
    expect(clipReading({ zhuyin: 'ㄖㄣˊ' })).toBe('ㄖㄣˊ');
    expect(clipReading({ zhuyin: 'ㄖㄣˊ', instruction: 'write' })).toBe(`${INSTRUCTION_READINGS.write} ㄖㄣˊ`);
    for (const reading of Object.values(INSTRUCTION_READINGS)) expect(playlistOf(reading).missing).toEqual([]);
  });
});

describe("a challenge's readings (its recordings come with its words)", () => {
  it('are every instruction, then each word once', () => {
    const readings = challengeReadings([{ zhuyin: 'ㄖㄣˊ' }, { zhuyin: 'ㄉㄚˋ ㄖㄣˊ' }, { zhuyin: 'ㄖㄣˊ' }]);
    expect(readings).toEqual([...Object.values(INSTRUCTION_READINGS), 'ㄖㄣˊ', 'ㄉㄚˋ ㄖㄣˊ']);
  });
});
