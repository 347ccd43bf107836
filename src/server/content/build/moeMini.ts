import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectFile } from '../../root';

/**
 * The MOE dictionaries' location, and the 《國語小字典》 (`dict_mini.json`) read once: its entries
 * give the readings the build checks (moeReadings.ts) and the radical Taiwan files a character
 * under (lexicon.ts radicalsOf). One loader for both, so `MOE_READINGS_DIR` moves both.
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
