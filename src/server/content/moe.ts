import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectFile } from '../root';

/**
 * The Ministry of Education's dictionaries (vendor/moe-readings, CC BY-ND 3.0 TW, verbatim), read:
 * the 《國語小字典》 (`dict_mini.json`) once, and the 《國語辭典簡編本》's lines. The build checks the
 * curriculum's readings with them (build/moeReadings.ts) and files a character under the radical
 * Taiwan gives it (build/lexicon.ts); the server reads them for a school list's words outside the
 * curriculum (school/readings.ts), which is why this reader is not under build/. One loader for all,
 * so `MOE_READINGS_DIR` moves all.
 */

export const DEFAULT_MOE_READINGS_DIR = projectFile('src/server/content/vendor/moe-readings');

/** Where the dictionaries are: `MOE_READINGS_DIR`, else the vendored copy. */
export function moeReadingsDir(): string {
  return process.env.MOE_READINGS_DIR || DEFAULT_MOE_READINGS_DIR;
}

/** One entry of the 小字典: a character (`id`), its radical (`title`) and one reading (zhuyin, in `non_radical_stroke_count`, a quirk of the conversion). */
export interface MiniEntry {
  id?: string;
  title?: string;
  non_radical_stroke_count?: string;
}

let loaded: { dir: string; entries: MiniEntry[] | null; radicals?: Map<string, string> } | undefined;

function load(dir: string) {
  if (loaded?.dir !== dir) {
    const file = join(dir, 'dict_mini.json');
    loaded = { dir, entries: existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MiniEntry[]) : null };
  }
  return loaded;
}

/** The 小字典's entries in `dir`, read once; null when the file is not there. */
export function miniEntries(dir = moeReadingsDir()): MiniEntry[] | null {
  return load(dir).entries;
}

/** The radical (部首) the 小字典 files `char` under (那 邑, 都 邑, 棒 木, 牠 牛), its first entry's. */
export function moeRadicalOf(char: string, dir = moeReadingsDir()): string | undefined {
  const state = load(dir);
  if (!state.radicals) {
    state.radicals = new Map();
    for (const { id, title } of state.entries ?? []) if (id && title && !state.radicals.has(id)) state.radicals.set(id, title);
  }
  return state.radicals.get(char);
}

export const HAN = /^\p{Script=Han}$/u;
export const NUMBERED = /^([a-z]+)([1-5])$/u;

/** A numbered syllable as compared: ü as u (the 簡編本 conversion's spelling), 一 and 不 without sandhi. */
export function comparable(char: string, numbered: string): string {
  const syllable = numbered.replaceAll('v', 'u').replaceAll('ü', 'u');
  if (char === '一' && /^yi[124]$/u.test(syllable)) return 'yi1';
  if (char === '不' && /^bu[24]$/u.test(syllable)) return 'bu4';
  return syllable;
}

/** A zhuyin syllable as compared: 一 and 不 without sandhi, the erhua 兒 (ㄦ) as the app's neutral ˙ㄦ. */
export function comparableZhuyin(char: string, zhuyin: string): string {
  if (char === '一' && /^ㄧ[ˊˋ]?$/u.test(zhuyin)) return 'ㄧ';
  if (char === '不' && /^ㄅㄨ[ˊˋ]$/u.test(zhuyin)) return 'ㄅㄨˋ';
  if (char === '兒' && zhuyin === 'ㄦ') return '˙ㄦ';
  return zhuyin;
}

/** Reads the 簡編本's lines: a line with punctuation (a saying) gives its parts as words. */
export function parseConcised(text: string): Map<string, string[][]> {
  const words = new Map<string, string[][]>();
  for (const line of text.split('\n')) {
    const [entry, , reading] = line.split('\t');
    if (!entry || !reading) continue;
    const syllables = reading.trim().split(/\s+/u);
    if (!syllables.every((s) => NUMBERED.test(s))) continue;
    const chars = [...entry];
    // the erhua 兒 is merged into the syllable before it (一會兒 yi1 hui3): give it the app's neutral er
    let missing = chars.filter((c) => HAN.test(c)).length - syllables.length;
    const aligned: (string | undefined)[] = [];
    let k = syllables.length - 1;
    for (let i = chars.length - 1; i >= 0; i--) {
      const c = chars[i]!;
      if (!HAN.test(c)) aligned[i] = undefined;
      else if (c === '兒' && i > 0 && missing > 0) {
        aligned[i] = 'er5';
        missing -= 1;
      } else aligned[i] = syllables[k--];
    }
    if (k !== -1 || missing !== 0) continue; // not aligned: left out
    let part: string[] = [];
    let partReading: string[] = [];
    const flush = () => {
      if (part.length > 0) {
        const word = part.join('');
        const readings = words.get(word) ?? [];
        const value = partReading.map((s, i) => comparable(part[i]!, s));
        if (!readings.some((r) => r.join(' ') === value.join(' '))) readings.push(value);
        words.set(word, readings);
      }
      part = [];
      partReading = [];
    };
    chars.forEach((c, i) => {
      if (aligned[i] === undefined) flush();
      else {
        part.push(c);
        partReading.push(aligned[i]!);
      }
    });
    flush();
  }
  return words;
}

/** Reads the 小字典 (its text, or its entries as moeMini.ts read them): character → its zhuyin readings. */
export function parseMini(text: string | readonly MiniEntry[]): Map<string, Set<string>> {
  const characters = new Map<string, Set<string>>();
  for (const entry of typeof text === 'string' ? (JSON.parse(text) as MiniEntry[]) : text) {
    const char = entry.id;
    const zhuyin = entry.non_radical_stroke_count?.trim();
    if (!char || !zhuyin || !HAN.test(char) || !/^˙?[\u3105-\u312F]+[ˊˇˋ]?$/u.test(zhuyin)) continue;
    const set = characters.get(char) ?? new Set<string>();
    set.add(comparableZhuyin(char, zhuyin));
    characters.set(char, set);
  }
  return characters;
}

