// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INSTRUCTION_READINGS, NEUTRAL_RECORDINGS, WITHOUT_FIRST_TONE } from '../../machines/rules/recordings';
import { missingRecordings, recordingFiles, VOICE_DIR } from '../../src/server/content/voice';

/**
 * The syllable recordings (issue 28 §1): vendored whole with their licence, and every reading of the
 * committed curriculum and picture books heard (the content build runs the same check).
 */
const root = new URL('../..', import.meta.url).pathname;
const files = recordingFiles();

describe('the syllable recordings', () => {
  it('are all there, with their copyright and licence texts', () => {
    expect(files.size).toBe(1183);
    for (const name of ['COPYRIGHT.txt', 'LICENSE-LGPL-3.txt', 'LICENSE-GPL-3.txt', 'README.md']) {
      expect(statSync(`${VOICE_DIR}/../${name}`).size, name).toBeGreaterThan(100);
    }
  });

  it('name the neutral syllables the rule knows, no more, no fewer', () => {
    const neutral = [...files].filter((f) => /1\.mp3$/u.test(f)).map((f) => f.slice(0, -'1.mp3'.length));
    expect(new Set(neutral)).toEqual(NEUTRAL_RECORDINGS);
  });

  it('name the syllables recorded without a first tone, with the tones they have', () => {
    const tones = new Map<string, string>();
    for (const file of files) {
      const [, letters, tone] = /^(.+?)([1-4]?)\.mp3$/u.exec(file)!;
      tones.set(letters!, (tones.get(letters!) ?? '') + (tone || '0'));
    }
    const without = Object.fromEntries(
      [...tones].filter(([, t]) => !t.includes('0')).map(([letters, t]) => [letters, [...t].filter((d) => d !== '1').sort().join('')]),
    );
    expect(without).toEqual(WITHOUT_FIRST_TONE);
  });

  it('cover every word of the curriculum and every reading of the picture books and the instructions', () => {
    const curriculum = JSON.parse(readFileSync(`${root}/src/server/content/curriculum.json`, 'utf8')) as { words: { tw: unknown; cn: unknown; examples: unknown }[] };
    expect(missingRecordings(curriculum.words.map((w) => [w.tw, w.cn, w.examples]))).toEqual([]);
    expect(missingRecordings(JSON.parse(readFileSync(`${root}/src/server/content/books.json`, 'utf8')))).toEqual([]);
    expect(missingRecordings(Object.values(INSTRUCTION_READINGS).map((r) => ({ text: r, zhuyin: r.split(' ') })))).toEqual([]);
  });

  it('leave out of the sentences only 曬 ㄕㄞˋ, which no recording has (a new gap fails here)', () => {
    const curriculum: unknown = JSON.parse(readFileSync(`${root}/src/server/content/curriculum.json`, 'utf8'));
    const gaps = new Set(missingRecordings(curriculum).map((p) => p.split(' ').at(-1)));
    expect(gaps).toEqual(new Set(['ㄕㄞˋ']));
  });

  it('report a reading that has no recording, naming its text', () => {
    const content = { words: [{ tw: { text: '人', zhuyin: ['ㄖㄣˊ'] } }, { tw: { text: '嗯', zhuyin: ['ㄫ'] } }, { tw: { text: '啊', zhuyin: ['˙ㄖㄣ'] } }] };
    expect(missingRecordings(content, new Set(['ㄖㄣ2.mp3']))).toEqual(['"嗯": no recording for the syllable ㄫ', '"啊": no recording for the syllable ˙ㄖㄣ']);
  });

  it('are files a browser plays as they are: MP3, a few KB each', () => {
    const sizes = readdirSync(VOICE_DIR).map((f) => statSync(`${VOICE_DIR}/${f}`).size);
    expect(Math.max(...sizes)).toBeLessThan(20_000);
    const head = readFileSync(`${VOICE_DIR}/ㄇㄚ.mp3`);
    expect(head[0] === 0xff || head.subarray(0, 3).toString() === 'ID3').toBe(true);
  });
});
