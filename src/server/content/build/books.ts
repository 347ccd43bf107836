import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { missingRecordings } from '../voice';
import { createHash } from 'node:crypto';
import type { Bilingual, Curriculum, Script, ScriptText } from '../curriculum';
import { BOOKS_FILE, type Book, type BooksFile } from '../books';
import { books as bookSource, EXTRA_WORDS, REGIONAL_WORDS, type BookSource } from '../source/books';
import { animalPronounProblems, quotationProblems } from './conventions';
import { hanziOf, toMainland, toSimplified } from './lexicon';
import { cedictReading, cedictTaiwanNotes, pinyinOf, zhuyinOf } from './readings';

/**
 * The picture books' build step (part of `npm run content:build`): source/books.ts →
 * books.json, checked like the curriculum. A book with any problem is refused:
 *
 * - 4 to 8 pages, one or two sentences each, a cost of 1 to 20 stars, a unique key;
 * - every word of a page is a curriculum word or one of the written-out EXTRA_WORDS
 *   (longest match, left to right), so nothing a child reads is unplanned;
 * - every reading checked: a curriculum word reads on the page as it reads in the
 *   curriculum (both scripts), an extra word reads as CC-CEDICT reads it (Taiwan notes
 *   counted for tw) and as it reads alone;
 * - the simplified text is the character-by-character simplified form of the
 *   traditional one, except the listed REGIONAL_WORDS;
 * - pictures and covers are curriculum words that have a picture.
 */

export const MIN_PAGES = 4;
export const MAX_PAGES = 8;

export class BookProblems extends Error {
  constructor(readonly problems: string[]) {
    super(`The picture books have ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  }
}

/** The text the mainland reads: the Taiwan text with the regional words replaced (still in traditional characters). */
export function mainlandSource(tw: string): string {
  let text = tw;
  for (const [taiwan, { cn }] of Object.entries(REGIONAL_WORDS)) text = text.replaceAll(taiwan, cn);
  return text;
}

/** The written-out words of a script: EXTRA_WORDS with their readings, and for cn the regional words. */
export function extraReadings(script: Script): Map<string, string> {
  const map = new Map<string, string>();
  for (const [word, reading] of Object.entries(EXTRA_WORDS)) map.set(word, typeof reading === 'string' ? reading : reading[script]);
  if (script === 'cn') for (const { cn, reading } of Object.values(REGIONAL_WORDS)) map.set(cn, reading);
  return map;
}

/** 一 and 不 are written as in dictionaries; CC-CEDICT writes their sandhi (一個 yí ge): compare without it. */
function withoutSandhi(chars: string[], syllables: string[]): string[] {
  return syllables.map((s, k) => (chars[k] === '一' && /^y[īíìǐ]$/u.test(s) ? 'yī' : chars[k] === '不' && /^b[ùú]$/u.test(s) ? 'bù' : s));
}

const neutralOf = (syllable: string) => syllable.normalize('NFD').replace(/[\u0300-\u036f]/gu, '').normalize('NFC');

/**
 * Whether CC-CEDICT gives `reading` (space-separated syllables) for `word`: the word's own
 * readings, else (a word CC-CEDICT lacks) each character's. For tw, a character's "Taiwan
 * pr." note counts, and a full tone where CC-CEDICT writes the mainland's neutral tone.
 */
export function cedictAccepts(word: string, reading: string, script: Script): boolean {
  const chars = [...word];
  const ours = withoutSandhi(chars, reading.split(' '));
  const fits = (theirs: string[], k: number, syllable: string) => {
    const their = theirs[k];
    if (their === undefined) return false;
    if (their === syllable) return true;
    if (script !== 'tw') return false;
    if (neutralOf(their) === their && neutralOf(syllable) === their) return true;
    return cedictTaiwanNotes(chars[k]!).some((n) => n.mainland.toLowerCase() === their && n.taiwan.toLowerCase() === syllable);
  };
  const agrees = (readings: string[], offset: number, length: number) =>
    readings.some((r) => {
      const theirs = withoutSandhi(chars.slice(offset, offset + length), r.toLowerCase().split(' '));
      if (script === 'tw') for (const n of cedictTaiwanNotes(chars.slice(offset, offset + length).join(''))) if (n.taiwan.toLowerCase() === ours.slice(offset, offset + length).join(' ')) return true;
      return theirs.length === length && ours.slice(offset, offset + length).every((s, k) => fits(theirs, k, s));
    });
  const own = cedictReading(word);
  if (own) return agrees(own, 0, chars.length);
  return chars.every((c, k) => {
    const readings = cedictReading(c);
    return readings !== null && agrees(readings, k, 1);
  });
}

export interface Segment {
  word: string;
  /** Index of its first code point in the text. */
  at: number;
  kind: 'curriculum' | 'extra';
}

/**
 * The words of a text, longest match first, left to right, over the curriculum's words and
 * the extra words; punctuation is skipped; a Han character no word covers is reported.
 */
export function segment(text: string, curriculumWords: Set<string>, extra: Set<string>): { segments: Segment[]; unknown: string[] } {
  const chars = [...text];
  const longest = Math.max(...[...curriculumWords, ...extra].map((w) => [...w].length));
  const segments: Segment[] = [];
  const unknown: string[] = [];
  let i = 0;
  while (i < chars.length) {
    if (!/\p{Script=Han}/u.test(chars[i]!)) {
      i += 1;
      continue;
    }
    let found: Segment | null = null;
    for (let length = Math.min(longest, chars.length - i); length > 0; length--) {
      const word = chars.slice(i, i + length).join('');
      if (curriculumWords.has(word)) found = { word, at: i, kind: 'curriculum' };
      else if (extra.has(word)) found = { word, at: i, kind: 'extra' };
      if (found) break;
    }
    if (found) {
      segments.push(found);
      i += [...found.word].length;
    } else {
      unknown.push(chars[i]!);
      i += 1;
    }
  }
  return { segments, unknown };
}

function scriptText(source: string, script: Script): ScriptText {
  const text = script === 'tw' ? source : toMainland(source);
  const pinyin = pinyinOf(source, script);
  return { text, pinyin, zhuyin: pinyin.map((syllable) => (syllable ? zhuyinOf(syllable) : '')) };
}

function bilingual(tw: string, en: string): Bilingual {
  return { tw: scriptText(tw, 'tw'), cn: scriptText(mainlandSource(tw), 'cn'), en };
}

/** Every reading problem of one text in one script (see the module's rules). */
export function readingProblems(where: string, source: string, script: Script, curriculum: Curriculum): string[] {
  const problems: string[] = [];
  const byWord = new Map(curriculum.words.map((w) => [w.tw.text, w]));
  const extra = extraReadings(script);
  const { segments, unknown } = segment(source, new Set(byWord.keys()), new Set(extra.keys()));
  if (unknown.length) problems.push(`${where}: ${unknown.join(' ')} in no curriculum word and no extra word (${script})`);
  const readings = pinyinOf(source, script);
  for (const s of segments) {
    const length = [...s.word].length;
    const onPage = readings.slice(s.at, s.at + length).join(' ');
    if (s.kind === 'curriculum') {
      const own = byWord.get(s.word)![script].pinyin.filter(Boolean).join(' ');
      if (own !== onPage) problems.push(`${where}: ${s.word} reads ${onPage} here but ${own} in the curriculum (${script})`);
    } else {
      const written = extra.get(s.word)!;
      if (written !== onPage) problems.push(`${where}: ${s.word} reads ${onPage} here but is written out as ${written} (${script})`);
    }
  }
  return problems;
}

function checkText(where: string, tw: string, en: string, problems: string[]) {
  if (!tw.trim()) problems.push(`${where}: no Chinese text`);
  if (!en.trim()) problems.push(`${where}: no English`);
  for (const problem of quotationProblems(tw)) problems.push(`${where}: ${problem}`);
  if (/[,.!?;:() ]/u.test(tw)) problems.push(`${where}: full-width Chinese punctuation and no spaces in "${tw}"`);
  if (/\b(colour|favourite|mum|grey)\b/iu.test(en)) problems.push(`${where}: American English, please`);
  if (toSimplified(tw) === tw && hanziOf(tw).some((c) => toSimplified(c) !== c)) problems.push(`${where}: not in traditional characters`);
}

export function checkBooks(source: BookSource[], curriculum: Curriculum): string[] {
  const problems: string[] = [];
  const pictured = new Set(curriculum.words.filter((w) => w.picture).map((w) => w.tw.text));
  const keys = new Set<string>();
  for (const script of ['tw', 'cn'] as const) {
    for (const [word, reading] of extraReadings(script)) {
      if (curriculum.words.some((w) => w.tw.text === word)) problems.push(`extra word ${word} is a curriculum word: remove it`);
      if (reading.split(' ').length !== [...word].length) problems.push(`extra word ${word}: one syllable per character`);
      if (!cedictAccepts(word, reading, script)) problems.push(`extra word ${word}: CC-CEDICT does not read it ${reading} (${script})`);
    }
  }
  for (const [taiwan, { cn }] of Object.entries(REGIONAL_WORDS)) {
    if (toSimplified(taiwan) === toSimplified(cn)) problems.push(`regional word ${taiwan}: the same on both sides`);
  }
  for (const book of source) {
    const where = `book ${book.key}`;
    if (!/^[a-z0-9-]+$/.test(book.key)) problems.push(`${where}: key must be lower-case letters, digits and dashes`);
    if (keys.has(book.key)) problems.push(`${where}: key used twice`);
    keys.add(book.key);
    if (!Number.isInteger(book.cost) || book.cost < 1 || book.cost > 20) problems.push(`${where}: cost ${book.cost} (1 to 20 stars)`);
    if (!pictured.has(book.cover)) problems.push(`${where}: the cover ${book.cover} is no curriculum word with a picture`);
    checkText(`${where} title`, book.title.tw, book.title.en, problems);
    if (book.pages.length < MIN_PAGES || book.pages.length > MAX_PAGES) problems.push(`${where}: ${book.pages.length} pages (${MIN_PAGES} to ${MAX_PAGES})`);
    for (const problem of animalPronounProblems(book.pages.map((p) => p.tw))) problems.push(`${where}: ${problem}`);
    const texts = [{ at: `${where} title`, tw: book.title.tw }, ...book.pages.map((p, i) => ({ at: `${where} page ${i + 1}`, tw: p.tw }))];
    book.pages.forEach((page, i) => {
      const at = `${where} page ${i + 1}`;
      checkText(at, page.tw, page.en, problems);
      const sentences = page.tw.split(/[。！？]/u).filter((s) => s.trim() !== '').length;
      if (sentences < 1 || sentences > 2) problems.push(`${at}: ${sentences} sentences (one or two)`);
      if (!pictured.has(page.picture)) problems.push(`${at}: the picture ${page.picture} is no curriculum word with a picture`);
    });
    for (const { at, tw } of texts) {
      problems.push(...readingProblems(at, tw, 'tw', curriculum));
      const cnSource = mainlandSource(tw);
      problems.push(...readingProblems(at, cnSource, 'cn', curriculum));
      // the simplified text: the simplified form of each character, but for the regional words
      const cn = toMainland(cnSource);
      if ([...cn].some((c) => toSimplified(c) !== c)) problems.push(`${at}: the simplified text keeps a traditional character`);
      if (cnSource === tw && [...cn].some((c, k) => toMainland([...tw][k]!) !== c)) problems.push(`${at}: the simplified text is not the simplified form of the traditional one`);
    }
  }
  return problems;
}

function emptyIds(): Record<string, number> {
  return {};
}

export function buildBooks(curriculum: Curriculum, source: BookSource[] = bookSource, previous: Record<string, number> = emptyIds()): BooksFile {
  const problems = checkBooks(source, curriculum);
  if (problems.length) throw new BookProblems(problems);
  const ids = { ...previous };
  const idOf = (key: string) => (ids[key] ??= Math.max(0, ...Object.values(ids)) + 1);
  const pictureOf = (word: string) => curriculum.words.find((w) => w.tw.text === word)!.picture!;
  const list: Book[] = source.map((book) => ({
    id: idOf(book.key),
    key: book.key,
    cost: book.cost,
    title: bilingual(book.title.tw, book.title.en),
    cover: pictureOf(book.cover),
    pages: book.pages.map((page) => ({ text: bilingual(page.tw, page.en), picture: pictureOf(page.picture) })),
  }));
  // every reading should be heard (issue 28 §1): a page's syllable without a recording is named
  for (const problem of missingRecordings(list)) console.warn(`picture books: ${problem}`);
  const sortedIds = Object.fromEntries(Object.keys(ids).sort().map((k) => [k, ids[k]!]));
  const version = createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 16);
  return { version, books: list, ids: sortedIds };
}

export function committedBookIds(file = BOOKS_FILE): Record<string, number> {
  if (!existsSync(file)) return emptyIds();
  return (JSON.parse(readFileSync(file, 'utf8')) as BooksFile).ids;
}

/** Builds books.json (or, with `check`, says whether the committed file is what the source builds); `built`: the books already built from `curriculum`. */
export function writeBooks(
  curriculum: Curriculum,
  serialize: (value: never) => string,
  check: boolean,
  built: BooksFile = buildBooks(curriculum, bookSource, committedBookIds()),
): { changed: boolean; count: number } {
  const text = serialize(built as never);
  const before = existsSync(BOOKS_FILE) ? readFileSync(BOOKS_FILE, 'utf8') : '';
  if (!check && before !== text) writeFileSync(BOOKS_FILE, text);
  return { changed: before !== text, count: built.books.length };
}
