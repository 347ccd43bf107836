import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BooksFile } from '../books';
import type { Curriculum } from '../curriculum';
import type { MoeOverride } from '../source/moeReadings';
import { comparable, comparableZhuyin, HAN, miniEntries, moeReadingsDir, NUMBERED, parseConcised, parseMini } from '../moe';
import { numberedOf, zhuyinOf } from './readings';

/**
 * Taiwan's readings, checked (issue 29): the tw readings the build produces beside the
 * Ministry of Education's dictionaries, which know Taiwan's readings where CC-CEDICT
 * (`cedictDisagreements`) does not. A build-time check only: the dictionaries (CC BY-ND
 * 3.0 TW) are vendored unmodified in vendor/moe-readings (the licence allows verbatim copies
 * with attribution; `MOE_READINGS_DIR` points elsewhere), read by the build and the tests,
 * never shipped to a browser, never needed by the server.
 *
 * - 《國語辭典簡編本》(`MoE-concised.csv`): word, frequency, numbered pinyin (5 = neutral,
 *   ü written u, an erhua 兒 merged into the syllable before it), one line per reading.
 * - 《國語小字典》(`dict_mini.json`): one object per character and reading, the zhuyin in
 *   the field `non_radical_stroke_count` (a quirk of the conversion).
 *
 * How a text is checked, position by position (a Han character and the syllable the build
 * gives it):
 *
 * 1. the curriculum's words in the text (longest match, left to right; a word text is one
 *    word): where the 簡編本 has the word, the word's syllables must be one of its readings;
 * 2. elsewhere, every 簡編本 word that occurs in the text over the position: when some exist
 *    and none reads the position as the build does, that is a difference (in context);
 * 3. elsewhere, the character: its syllable must be one of the 小字典's readings of it (for
 *    a character the 小字典 lacks, the readings the 簡編本's words give it). A character
 *    with more than one reading that nothing of 1. or 2. confirms is "unconfirmed": listed
 *    for review, not a difference (a polyphone read wrongly in context, 教 jiào for jiāo,
 *    passes the character check).
 *
 * Compared as the app writes: 一 and 不 in their dictionary tones (their sandhi ignored on
 * both sides), the neutral tone a tone of its own (a neutral tone where the MOE has a full
 * one, or the reverse, is a difference), the erhua 兒 as the app's neutral `er`.
 */

export { DEFAULT_MOE_READINGS_DIR, moeReadingsDir, parseConcised, parseMini } from '../moe';

export interface MoeDictionary {
  /** 簡編本: word (Han characters) → its readings, one numbered syllable per character ('zui3', 'ba1'; ü as u). */
  words: Map<string, string[][]>;
  /** The longest word of `words`, in characters. */
  longest: number;
  /** Per character, its zhuyin readings (Taiwan form: 'ㄅㄚ', '˙ㄅㄚ'): the 小字典's, else the 簡編本's words'. */
  characters: Map<string, Set<string>>;
  /** Characters whose readings come from the 簡編本's words (the 小字典 lacks them). */
  fromWords: Set<string>;
}

const ZHUYIN_TONE_MARK = ['', '', '\u0301', '\u030C', '\u0300', ''] as const;
/** 'zui3' → the app's zhuyin of it; null when it is no syllable the app writes. */
function zhuyinOfNumbered(numbered: string): string | null {
  const match = NUMBERED.exec(numbered);
  if (!match) return null;
  const [, base, tone] = match;
  // a mark on the first vowel letter is enough for zhuyinOf, which reads the tone, not its place
  const at = base!.search(/[aeiouv]/u);
  const marked = at < 0 ? base! : base!.slice(0, at + 1) + ZHUYIN_TONE_MARK[Number(tone)] + base!.slice(at + 1);
  try {
    return zhuyinOf(marked.replaceAll('v', 'ü').normalize('NFC'));
  } catch {
    return null;
  }
}

export function moeDictionary(concised: Map<string, string[][]>, mini: Map<string, Set<string>>): MoeDictionary {
  const characters = new Map(mini);
  const fromWords = new Set<string>();
  let longest = 1;
  for (const [word, readings] of concised) {
    const chars = [...word];
    longest = Math.max(longest, chars.length);
    chars.forEach((c, i) => {
      if (mini.has(c)) return;
      fromWords.add(c);
      const set = characters.get(c) ?? new Set<string>();
      for (const reading of readings) {
        const zhuyin = zhuyinOfNumbered(reading[i]!);
        if (zhuyin) set.add(comparableZhuyin(c, zhuyin));
      }
      characters.set(c, set);
    });
  }
  return { words: concised, longest, characters, fromWords };
}

let loaded: { dir: string; dictionary: MoeDictionary } | undefined;
/** The dictionaries of `dir`, read once; null when they are not there. */
export function loadMoeDictionary(dir = moeReadingsDir()): MoeDictionary | null {
  if (loaded?.dir === dir) return loaded.dictionary;
  const csv = join(dir, 'MoE-concised.csv');
  const mini = miniEntries(dir);
  if (!existsSync(csv) || !mini) return null;
  const dictionary = moeDictionary(parseConcised(readFileSync(csv, 'utf8')), parseMini(mini));
  loaded = { dir, dictionary };
  return dictionary;
}

/** One text as the build reads it: the Taiwan text and its pinyin, one entry per code point ('' for non-Han). */
export interface ReadText {
  where: string;
  text: string;
  pinyin: string[];
}

export type DifferenceKind =
  /** Step 1: a curriculum word against its 簡編本 entry. */
  | 'word'
  /** Step 2: the 簡編本 words that occur in the text over the position, none reading it so. */
  | 'context'
  /** Step 3: not one of the character's readings. */
  | 'character'
  /** Step 3: the character is in neither dictionary. */
  | 'unknown';

export interface MoeDifference {
  kind: DifferenceKind;
  where: string;
  text: string;
  /** Index (code points) of the span's first character in the text, and the span: a word, or one character. */
  at: number;
  span: string;
  /** Our syllables of the span (tone marks), separated by spaces. */
  ours: string;
  /** The MOE's readings of the span (numbered pinyin, or zhuyin for a character), or of the words in context. */
  moe: string[];
}

export interface Unconfirmed {
  where: string;
  text: string;
  at: number;
  char: string;
  ours: string;
  /** The character's readings (zhuyin). */
  moe: string[];
}

function ourNumbered(chars: string[], syllables: string[]): string[] {
  return syllables.map((s, i) => comparable(chars[i]!, numberedOf(s)));
}

/** Greedy longest match of `words` over the text's Han characters: [start, length] pairs. */
function segments(chars: string[], words: Set<string>, longest: number): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  let i = 0;
  while (i < chars.length) {
    let step = 1;
    for (let length = Math.min(longest, chars.length - i); length > 0; length--) {
      if (words.has(chars.slice(i, i + length).join(''))) {
        found.push([i, length]);
        step = length;
        break;
      }
    }
    i += step;
  }
  return found;
}

/**
 * The differences of `texts` from the MOE's readings, and the polyphones nothing confirmed.
 * `curriculumWords` are the words of step 1 (a text that is one of them is checked as a word).
 */
export function moeDifferences(
  texts: readonly ReadText[],
  curriculumWords: readonly string[],
  dictionary: MoeDictionary,
): { differences: MoeDifference[]; unconfirmed: Unconfirmed[] } {
  const differences: MoeDifference[] = [];
  const unconfirmed: Unconfirmed[] = [];
  const wordSet = new Set(curriculumWords);
  const longestWord = Math.max(1, ...curriculumWords.map((w) => [...w].length));
  for (const { where, text, pinyin } of texts) {
    const chars = [...text];
    if (pinyin.length !== chars.length) throw new Error(`${where}: ${pinyin.length} readings for ${chars.length} code points in "${text}"`);
    const ours = chars.map((c, i) => (HAN.test(c) && pinyin[i] ? comparable(c, numberedOf(pinyin[i]!)) : ''));
    const settled = chars.map((c, i) => !HAN.test(c) || !pinyin[i]);

    // 1. the curriculum's words, against their 簡編本 entries
    for (const [start, length] of segments(chars, wordSet, longestWord)) {
      const span = chars.slice(start, start + length);
      const readings = dictionary.words.get(span.join(''));
      if (!readings) continue;
      const mine = ourNumbered(span, pinyin.slice(start, start + length));
      if (!readings.some((r) => r.every((s, k) => s === mine[k]))) {
        differences.push({ kind: 'word', where, text, at: start, span: span.join(''), ours: pinyin.slice(start, start + length).join(' '), moe: readings.map((r) => r.join(' ')) });
      }
      for (let k = start; k < start + length; k++) settled[k] = true;
    }

    // 2. every 簡編本 word over a position still open
    const covering = chars.map(() => [] as Array<{ word: string; at: number; readings: string[][] }>);
    for (let i = 0; i < chars.length; i++) {
      for (let length = 2; length <= Math.min(dictionary.longest, chars.length - i); length++) {
        const word = chars.slice(i, i + length).join('');
        const readings = dictionary.words.get(word);
        if (!readings) continue;
        for (let k = i; k < i + length; k++) covering[k]!.push({ word, at: i, readings });
      }
    }
    const contextual = new Map<string, MoeDifference>();
    chars.forEach((c, i) => {
      if (settled[i] || covering[i]!.length === 0) return;
      const confirmed = covering[i]!.some(({ at, readings }) => readings.some((r) => r[i - at] === ours[i]));
      settled[i] = true;
      if (confirmed) return;
      // one difference per disagreeing word occurrence (the longest one over the position)
      const { word, at, readings } = [...covering[i]!].sort((a, b) => [...b.word].length - [...a.word].length)[0]!;
      const key = `${at}:${word}`;
      if (!contextual.has(key)) {
        contextual.set(key, { kind: 'context', where, text, at, span: word, ours: pinyin.slice(at, at + [...word].length).join(' '), moe: readings.map((r) => r.join(' ')) });
      }
    });
    differences.push(...contextual.values());

    // 3. the characters left
    chars.forEach((c, i) => {
      if (settled[i]) return;
      const readings = dictionary.characters.get(c);
      const zhuyin = comparableZhuyin(c, zhuyinOf(pinyin[i]!));
      if (!readings || readings.size === 0) {
        differences.push({ kind: 'unknown', where, text, at: i, span: c, ours: pinyin[i]!, moe: [] });
      } else if (!readings.has(zhuyin)) {
        differences.push({ kind: 'character', where, text, at: i, span: c, ours: pinyin[i]!, moe: [...readings] });
      } else if (readings.size > 1) {
        unconfirmed.push({ where, text, at: i, char: c, ours: pinyin[i]!, moe: [...readings] });
      }
    });
  }
  return { differences, unconfirmed };
}

/**
 * Which differences the reviewed overrides explain: a difference is explained when its span lies
 * inside an occurrence of an override's fragment in the same text, and the text reads the fragment
 * as the override says. Overrides that explain nothing are returned too (a stale entry is a problem).
 */
export function applyMoeOverrides(
  differences: readonly MoeDifference[],
  texts: readonly ReadText[],
  overrides: Record<string, MoeOverride>,
): { unexplained: MoeDifference[]; explained: Array<{ difference: MoeDifference; fragment: string }>; unused: string[] } {
  const byText = new Map(texts.map((t) => [`${t.where}\u0000${t.text}`, t]));
  const used = new Set<string>();
  const unexplained: MoeDifference[] = [];
  const explained: Array<{ difference: MoeDifference; fragment: string }> = [];
  for (const difference of differences) {
    const read = byText.get(`${difference.where}\u0000${difference.text}`);
    const chars = [...difference.text];
    const end = difference.at + [...difference.span].length;
    let by: string | undefined;
    for (const [fragment, { reading }] of Object.entries(overrides)) {
      const length = [...fragment].length;
      for (let start = Math.max(0, end - length); start <= difference.at && start + length <= chars.length; start++) {
        if (chars.slice(start, start + length).join('') !== fragment) continue;
        const ours = (read?.pinyin ?? []).slice(start, start + length).filter(Boolean).join(' ');
        if (ours === reading.normalize('NFC')) {
          by = fragment;
          break;
        }
      }
      if (by) break;
    }
    if (by) {
      used.add(by);
      explained.push({ difference, fragment: by });
    } else unexplained.push(difference);
  }
  return { unexplained, explained, unused: Object.keys(overrides).filter((fragment) => !used.has(fragment)) };
}

/**
 * The tw texts of the curriculum (every word, then every example, sentence, story sentence and
 * radical meaning) and of the picture books (titles and pages), each text once (the first
 * place it is found in names it), as the build read them.
 */
export function moeTexts(curriculum: Curriculum, books?: BooksFile): { words: ReadText[]; texts: ReadText[] } {
  const seen = new Set<string>();
  const words: ReadText[] = [];
  const texts: ReadText[] = [];
  const add = (list: ReadText[], where: string, { text, pinyin }: { text: string; pinyin: string[] }) => {
    if (seen.has(text)) return;
    seen.add(text);
    list.push({ where, text, pinyin });
  };
  for (const w of curriculum.words) add(words, `word ${w.tw.text}`, w.tw);
  for (const w of curriculum.words) {
    w.examples.forEach((e, i) => add(texts, `word ${w.tw.text} example ${i + 1}`, e.tw));
    add(texts, `word ${w.tw.text} sentence`, w.sentence.tw);
  }
  for (const l of curriculum.lessons) l.story.forEach((s, i) => add(texts, `lesson ${l.key} story ${i + 1}`, s.tw));
  for (const r of curriculum.radicals) add(texts, `radical ${r.radical.tw} meaning`, r.meaning.tw);
  for (const b of books?.books ?? []) {
    add(texts, `book ${b.key} title`, b.title.tw);
    b.pages.forEach((p, i) => add(texts, `book ${b.key} page ${i + 1}`, p.text.tw));
  }
  return { words, texts };
}

/** What differs, syllable by syllable, from the closest MOE reading. */
export type DifferenceNature = 'neutral in the app, full tone in the MOE' | 'full tone in the app, neutral in the MOE' | 'another tone' | 'another syllable' | 'not in the dictionaries';

const toneOfNumbered = (s: string) => Number(s.at(-1));
const toneOfZhuyin = (z: string) => (z.startsWith('˙') ? 5 : ({ 'ˊ': 2, 'ˇ': 3, 'ˋ': 4 } as Record<string, number>)[z.at(-1)!] ?? 1);
const baseOfZhuyin = (z: string) => z.replace(/[˙ˊˇˋ]/gu, '');

export function natureOf(d: MoeDifference): DifferenceNature[] {
  if (d.moe.length === 0) return ['not in the dictionaries'];
  const chars = [...d.span];
  const ours = d.ours.split(' ');
  let best: DifferenceNature[] | undefined;
  for (const reading of d.moe) {
    const natures: DifferenceNature[] = [];
    if (d.kind === 'character') {
      const mine = comparableZhuyin(chars[0]!, zhuyinOf(ours[0]!));
      const [a, b] = [toneOfZhuyin(mine), toneOfZhuyin(reading)];
      if (baseOfZhuyin(mine) !== baseOfZhuyin(reading)) natures.push('another syllable');
      else if (a === 5) natures.push('neutral in the app, full tone in the MOE');
      else if (b === 5) natures.push('full tone in the app, neutral in the MOE');
      else if (a !== b) natures.push('another tone');
    } else {
      const theirs = reading.split(' ');
      ours.forEach((syllable, k) => {
        const mine = comparable(chars[k]!, numberedOf(syllable));
        const their = theirs[k] ?? '';
        if (mine === their) return;
        if (mine.slice(0, -1) !== their.slice(0, -1)) natures.push('another syllable');
        else if (toneOfNumbered(mine) === 5) natures.push('neutral in the app, full tone in the MOE');
        else if (toneOfNumbered(their) === 5) natures.push('full tone in the app, neutral in the MOE');
        else natures.push('another tone');
      });
    }
    if (!best || natures.length < best.length) best = [...new Set(natures)];
  }
  return best!;
}

export interface MoeCheck {
  words: number;
  texts: number;
  differences: MoeDifference[];
  explained: Array<{ difference: MoeDifference; fragment: string }>;
  unexplained: MoeDifference[];
  /** Override fragments that explain no difference (stale: a problem). */
  unused: string[];
  unconfirmed: Unconfirmed[];
}

/** The whole check: the curriculum's (and the books') tw readings against the MOE, the reviewed overrides applied. */
export function checkMoeReadings(
  curriculum: Curriculum,
  books: BooksFile | undefined,
  dictionary: MoeDictionary,
  overrides: Record<string, MoeOverride>,
): MoeCheck {
  const { words, texts } = moeTexts(curriculum, books);
  const all = [...words, ...texts];
  const { differences, unconfirmed } = moeDifferences(all, curriculum.words.map((w) => w.tw.text), dictionary);
  const { explained, unexplained, unused } = applyMoeOverrides(differences, all, overrides);
  return { words: words.length, texts: texts.length, differences, explained, unexplained, unused, unconfirmed };
}

const describe = (d: MoeDifference) =>
  `${d.span}  ours ${d.ours}  MOE ${d.moe.join(' / ') || '(none)'}  [${d.kind}: ${natureOf(d).join(', ')}]`;

/** The problems that fail the build: each unexplained difference, and each stale override. */
export function moeProblems(check: MoeCheck): string[] {
  return [
    ...check.unexplained.map((d) => `${d.where} "${d.text}": ${describe(d)} (fix the reading, or review it into source/moeReadings.ts)`),
    ...check.unused.map((fragment) => `source/moeReadings.ts: ${fragment} explains no difference any more: remove it`),
  ];
}

/** `content:build --report`: the figures, every difference grouped (span and reading), the polyphones no word confirms. */
export function moeReport(check: MoeCheck): string[] {
  const explainedBy = new Map(check.explained.map(({ difference, fragment }) => [difference, fragment]));
  const groups = new Map<string, { first: MoeDifference; count: number; fragment?: string }>();
  for (const d of check.differences) {
    const key = `${d.kind}\u0000${d.span}\u0000${d.ours}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { first: d, count: 1, fragment: explainedBy.get(d) });
  }
  const lines = [
    `tw readings beside the MOE dictionaries: ${check.words} words and ${check.texts} texts checked; ` +
      `${check.differences.length} differences (${groups.size} distinct), ${check.explained.length} reviewed in source/moeReadings.ts, ` +
      `${check.unexplained.length} not reviewed, ${check.unused.length} stale override(s)`,
  ];
  for (const { first, count, fragment } of [...groups.values()].sort((a, b) => a.first.kind.localeCompare(b.first.kind) || b.count - a.count)) {
    lines.push(`  ${describe(first)} ×${count}  e.g. ${first.where} "${first.text}"${fragment ? `  (reviewed: ${fragment})` : '  NOT REVIEWED'}`);
  }
  const polyphones = new Map<string, { first: Unconfirmed; count: number }>();
  for (const u of check.unconfirmed) {
    const key = `${u.char} ${u.ours}`;
    const entry = polyphones.get(key);
    if (entry) entry.count += 1;
    else polyphones.set(key, { first: u, count: 1 });
  }
  lines.push(
    `polyphones read as one of their readings that no word confirms (for review; the check cannot tell the sense): ` +
      `${polyphones.size} readings in ${check.unconfirmed.length} places`,
  );
  for (const { first, count } of [...polyphones.values()].sort((a, b) => b.count - a.count)) {
    lines.push(`  ${first.char} ${first.ours} (of ${first.moe.join(' ')}) ×${count}  e.g. "${first.text}"`);
  }
  return lines;
}
