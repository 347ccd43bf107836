import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { playlistOf } from '../../../machines/rules/recordings';
import { projectFile } from '../root';

/**
 * The syllable recordings (issue 28 §1): the gcin voice data, vendored unmodified with its
 * copyright and licence texts in vendor/gcin-voice, served as they are by the content routes
 * (`RECORDINGS_PATH`, cached for a year: the address carries the data's version).
 *
 * `missingRecordings` is the content build's check that every reading of the curriculum and of
 * the picture books has its recordings (rules/recordings.ts `playlistOf`): the build refuses
 * content with a syllable nobody could hear, and tests/unit/voice.test.ts runs it on the
 * committed files.
 */

export const VOICE_DIR = projectFile('src/server/content/vendor/gcin-voice/mp3');

let files: Set<string> | undefined;

/** The names of the recordings there are (`ㄇㄚ.mp3`, `ㄇㄚ2.mp3`, …). */
export function recordingFiles(dir = VOICE_DIR): Set<string> {
  if (dir !== VOICE_DIR) return new Set(readdirSync(dir).filter((name) => name.endsWith('.mp3')));
  files ??= new Set(readdirSync(dir).filter((name) => name.endsWith('.mp3')));
  return files;
}

/** The bytes of one recording, or null when there is no such file. */
export function recordingBytes(file: string): Buffer | null {
  if (!recordingFiles().has(file)) return null;
  return readFileSync(join(VOICE_DIR, file));
}

/**
 * Every syllable of `content` (any JSON: each `zhuyin` array of syllables in it, as the curriculum
 * and the books store their readings) without a recording, as problems naming the text it is in.
 */
export function missingRecordings(content: unknown, available: ReadonlySet<string> = recordingFiles()): string[] {
  const problems = new Set<string>();
  const walk = (value: unknown, text: string | null) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, text);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const own = typeof record.text === 'string' ? record.text : text;
    for (const [key, child] of Object.entries(record)) {
      if (key === 'zhuyin' && Array.isArray(child)) {
        const { missing } = playlistOf(child.filter((s): s is string => typeof s === 'string').join(' '), available);
        for (const syllable of missing) problems.add(`"${own ?? '?'}": no recording for the syllable ${syllable}`);
      } else {
        walk(child, own);
      }
    }
  };
  walk(content, null);
  return [...problems];
}
