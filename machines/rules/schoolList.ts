/**
 * This week's characters from school (issue 30 §1, GLOSSARY "school list"): what a parent types or
 * pastes becomes the list's words, before anything is looked up.
 *
 * A Taiwanese teacher's list arrives in every shape: one word a line, 「蝴蝶、花園、飛」, numbered
 * ("1.蝴蝶 2.花園"), with the zhuyin beside each word, copied from a LINE message. So a word is a
 * run of Chinese characters (traditional or simplified: the server reads both), and everything else
 * separates words: spaces, punctuation of either width, digits, Latin letters, zhuyin. What is
 * neither a word nor numbering is said back (`ignored`), so a parent sees that "ABC" was left out;
 * a word written twice is kept once and said back too (`repeated`).
 *
 * Refused, with the parent's reason: nothing written (`empty`), letters or digits without a Chinese
 * character (`noCharacters`), more than MAX_SCHOOL_LIST_WORDS words (`tooMany`), a word longer than
 * MAX_SCHOOL_LIST_WORD_LENGTH characters (`wordTooLong`: most likely two words without a space).
 *
 * One rule, two enforcers: the parent's screen shows what it understood with it, and the server
 * refuses with it what the screen would not have sent.
 */

import { pinyinOfZhuyin, splitZhuyin, ZHUYIN_TONE_MARKS, type Tone } from './phonetic';
import { ratingForMistakes, type ReviewRating } from './words';

export const MAX_SCHOOL_LIST_WORDS = 40;
export const MAX_SCHOOL_LIST_WORD_LENGTH = 6;
/** The most lists a child keeps (a school year's weekly lists, with room): a parent deletes old ones. */
export const MAX_SCHOOL_LISTS = 30;
/** A list's name: at most this many characters ("第三課 我的家"). */
export const MAX_SCHOOL_LIST_NAME = 20;
/** How far ahead a dictation day may be: eight weeks (a list is this week's, a test at most a unit away). */
export const DICTATION_DAYS_AHEAD = 56;

export type SchoolListProblem =
  | { kind: 'empty' }
  | { kind: 'noCharacters' }
  | { kind: 'tooMany'; count: number }
  | { kind: 'wordTooLong'; word: string };

export interface SchoolListWords {
  /** The words in the order written, each once. */
  words: string[];
  /** Words written more than once (kept once in `words`). */
  repeated: string[];
  /** What was neither a word nor numbering (letters, symbols), as written. */
  ignored: string[];
}

export type SchoolListParse = { ok: true; list: SchoolListWords } | { ok: false; problem: SchoolListProblem };

/** A Chinese character (a CJK ideograph, either script; 〇 too). */
const HAN = /[\p{Script=Han}〇]/u;
/** One run of Chinese characters, or one run of anything else that is not a separator. */
const TOKENS = /[\p{Script=Han}〇]+|[^\s\p{Script=Han}〇\p{P}\p{S}\u3100-\u312f\u31a0-\u31bfˊˇˋ˙]+/gu;
/** List numbering and the like: digits (either width), circled and roman numerals. */
const NUMBERING = /^[\p{N}]+$/u;

/** The words of a school list as a parent wrote it, or why it cannot be one. */
export function parseSchoolList(text: string): SchoolListParse {
  const tokens = text.normalize('NFKC').match(TOKENS) ?? [];
  if (tokens.length === 0) return { ok: false, problem: { kind: 'empty' } };
  const words: string[] = [];
  const repeated: string[] = [];
  const ignored: string[] = [];
  for (const token of tokens) {
    if (!HAN.test(token)) {
      if (!NUMBERING.test(token)) ignored.push(token);
    } else if (words.includes(token)) {
      if (!repeated.includes(token)) repeated.push(token);
    } else {
      words.push(token);
    }
  }
  if (words.length === 0) return { ok: false, problem: { kind: 'noCharacters' } };
  if (words.length > MAX_SCHOOL_LIST_WORDS) return { ok: false, problem: { kind: 'tooMany', count: words.length } };
  const long = words.find((word) => [...word].length > MAX_SCHOOL_LIST_WORD_LENGTH);
  if (long) return { ok: false, problem: { kind: 'wordTooLong', word: long } };
  return { ok: true, list: { words, repeated, ignored } };
}

/** The characters a list teaches, each once, in the order they first appear. */
export function charactersOf(words: readonly string[]): string[] {
  return [...new Set(words.flatMap((word) => [...word]))];
}

/** Two lists with the same words, in any order: the same list (a parent's second paste of it). */
export function isSameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((word) => set.has(word));
}

/**
 * Where a list word's reading comes from (issue 30 §1: "readings from the curriculum where it has
 * the word, else from reviewed data for Taiwan readings; a polyphonic character in a word gets the
 * word's reading; alone, the parent chooses among its readings"):
 *
 * - `curriculum`: a word of two or more characters the curriculum teaches: its reading, the one
 *   the build checked against the MOE dictionaries;
 * - `dictionary`: a word of the MOE's 《國語辭典簡編本》: its reading(s) there, each character's
 *   syllable written as the 《國語小字典》 writes that character (so ㄌㄩˋ, not the 簡編本 conversion's
 *   lu4), with the word's tone (a neutral tone in a word is the word's);
 * - `characters`: a character alone, or a word neither knows: each character's 小字典 readings
 *   (a single character's every reading, the curriculum's first; a word's readings combined, at
 *   most MAX_READING_CHOICES);
 * - `none`: a character the dictionaries do not have (`unknown`): the list cannot teach it.
 *
 * More than one reading: the parent chooses (the screen asks; the server takes only one of these).
 *
 * The parent corrects a word the dictionaries read (`curriculum`, `dictionary`) when the class
 * learns it otherwise: `others` are the other ways its characters are read in the 小字典, so a
 * correction is still each character's own MOE reading, never a reading typed in.
 */
export type ReadingFrom = 'curriculum' | 'dictionary' | 'characters' | 'none';

/** The most readings a word of characters alone offers to choose from (combinations of polyphones). */
export const MAX_READING_CHOICES = 12;

export interface ReadingSources {
  /** The curriculum's reading of a word (zhuyin syllables, space-separated), or null. */
  curriculum(word: string): string | null;
  /** The 簡編本's readings of a word: numbered syllables (ü written u, 5 = neutral), one per character. */
  dictionary(word: string): readonly (readonly string[])[];
  /** The 小字典's readings of a character, zhuyin, in its order. */
  character(char: string): readonly string[];
}

export interface WordReadings {
  from: ReadingFrom;
  /** The readings to choose from, zhuyin, one syllable per character, space-separated; [] for `none`. */
  readings: string[];
  /** Characters no dictionary reads. */
  unknown: string[];
  /** The readings the parent may correct the word to (a word the dictionaries read): its characters' other readings combined. */
  others: string[];
}

/** A zhuyin syllable's letters as the 簡編本 spells them, toneless (ㄌㄩˋ → lu, ㄓ → zhi). */
function lettersOf(zhuyin: string): string | null {
  const pinyin = pinyinOfZhuyin(splitZhuyin(zhuyin).symbols.join(''));
  return pinyin === null ? null : pinyin.normalize('NFD').replace(/[\u0300-\u036f]/gu, '');
}

/** The zhuyin of `symbols` in `tone`, as Taiwan writes it (the neutral dot in front). */
function withTone(symbols: string[], tone: Tone): string {
  return tone === 5 ? `˙${symbols.join('')}` : symbols.join('') + ZHUYIN_TONE_MARKS[tone];
}

/**
 * One 簡編本 syllable of `char` in the 小字典's writing: the readings whose letters match, in the
 * word's tone. The 簡編本's conversion writes ü as u, so a character read both ㄌㄨ and ㄌㄩ gives
 * both: the parent chooses.
 */
function dictionarySyllables(char: string, numbered: string, sources: ReadingSources): string[] {
  const match = /^([a-z]+)([1-5])$/u.exec(numbered);
  if (!match) return [];
  const tone = Number(match[2]) as Tone;
  const same = sources.character(char).filter((zhuyin) => lettersOf(zhuyin) === match[1]);
  return [...new Set(same.map((zhuyin) => withTone(splitZhuyin(zhuyin).symbols, tone)))];
}

/** Every way to read a word with one of each character's syllables, at most MAX_READING_CHOICES. */
function combinations(perCharacter: readonly (readonly string[])[]): string[] {
  let combined: string[][] = [[]];
  for (const syllables of perCharacter) {
    combined = combined.flatMap((head) => syllables.map((syllable) => [...head, syllable])).slice(0, MAX_READING_CHOICES);
  }
  return combined.map((syllables) => syllables.join(' '));
}

/**
 * A word's other readings: its characters' 小字典 readings combined, those of `found` left out, at
 * most MAX_READING_CHOICES. Counted from `found`'s first reading: one character read otherwise
 * first, then two, and so on, so the likely correction (one polyphone) is never cut off.
 */
function correctionsOf(chars: readonly string[], found: readonly string[], sources: ReadingSources): string[] {
  const first = found[0]!.split(' ');
  if (first.length !== chars.length) return [];
  const perCharacter = chars.map((char, i) => [first[i]!, ...sources.character(char).filter((zhuyin) => zhuyin !== first[i])]);
  const others: string[] = [];
  const walk = (at: number, changes: number, syllables: string[]) => {
    if (others.length === MAX_READING_CHOICES) return;
    if (at === perCharacter.length) {
      const reading = syllables.join(' ');
      if (changes === 0 && !found.includes(reading)) others.push(reading);
      return;
    }
    const [own, ...otherwise] = perCharacter[at]!;
    if (perCharacter.length - at > changes) walk(at + 1, changes, [...syllables, own!]);
    if (changes > 0) for (const syllable of otherwise) walk(at + 1, changes - 1, [...syllables, syllable]);
  };
  for (let changes = 1; changes <= chars.length; changes += 1) walk(0, changes, []);
  return others;
}

/** A reading of a list word, in both phonetics. */
export interface ListReading {
  /** One syllable per character, space-separated, as Taiwan writes it. */
  zhuyin: string;
  pinyin: string;
}

/**
 * One word of a pasted list as the server understood it (POST schoolLists/understand): the shape
 * the server sends and the parent's screen reviews.
 */
export interface UnderstoodWord {
  /** As the parent wrote it. */
  written: string;
  tw: string;
  cn: string;
  from: ReadingFrom;
  /** The readings to choose from (`wordReadings`); none: the word cannot be saved. */
  readings: ListReading[];
  /** The readings the parent may correct it to (`wordReadings`' `others`): the class learns it otherwise. */
  other_readings: ListReading[];
  /** Characters no dictionary reads: the word cannot be taught. */
  unknown: string[];
  /** Characters without strokes in Taiwan's order: taught without the writing step. */
  no_strokes: string[];
  /** The curriculum word it is, or null. */
  word_id: number | null;
}

/** The readings of one list word (traditional characters), and where they come from. */
export function wordReadings(word: string, sources: ReadingSources): WordReadings {
  const chars = [...word];
  const unknown = chars.filter((char) => sources.character(char).length === 0);
  if (chars.length > 1) {
    const curriculum = sources.curriculum(word);
    if (curriculum !== null) return { from: 'curriculum', readings: [curriculum], unknown: [], others: correctionsOf(chars, [curriculum], sources) };
    const fromDictionary: string[] = [];
    for (const reading of sources.dictionary(word)) {
      if (reading.length !== chars.length) continue;
      for (const joined of combinations(chars.map((char, i) => dictionarySyllables(char, reading[i]!, sources)))) {
        if (!fromDictionary.includes(joined)) fromDictionary.push(joined);
      }
    }
    if (fromDictionary.length > 0) return { from: 'dictionary', readings: fromDictionary, unknown: [], others: correctionsOf(chars, fromDictionary, sources) };
  }
  const own = chars.length === 1 ? sources.curriculum(word) : null;
  if (own !== null && unknown.length > 0) return { from: 'curriculum', readings: [own], unknown: [], others: [] };
  if (unknown.length > 0) return { from: 'none', readings: [], unknown, others: [] };
  if (chars.length === 1) {
    const all = sources.character(word);
    return { from: 'characters', readings: own !== null && all.includes(own) ? [own, ...all.filter((z) => z !== own)] : [...all], unknown: [], others: [] };
  }
  return { from: 'characters', readings: combinations(chars.map((char) => sources.character(char))), unknown: [], others: [] };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A dictation day a parent may set: a real date (`YYYY-MM-DD`) from the family's today to
 * DICTATION_DAYS_AHEAD days ahead. A day in the past would show a list as due forever.
 */
export function isDictationDay(day: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(day)) return false;
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) return false;
  const from = Date.parse(`${today}T00:00:00Z`);
  return at >= from && at <= from + DICTATION_DAYS_AHEAD * DAY_MS;
}

/** The last dictation day a parent may set from `today` (the date picker's max). */
export function lastDictationDay(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + DICTATION_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
}

/** The key two lists with the same words share (`isSameList`): the words sorted, joined by a space. */
export function listKeyOf(words: readonly string[]): string {
  return [...words].sort().join(' ');
}

/**
 * Whether a reviewed list may be saved (the parent's screen enables its save with it; the server
 * checks each part again): at least one word, each with its reading chosen, a name of 1 to
 * MAX_SCHOOL_LIST_NAME characters, and no dictation day or one `isDictationDay` takes.
 */
export function canSaveList(list: { chosen: readonly (string | null)[]; name: string; day: string | null; today: string }): boolean {
  const name = list.name.trim();
  return (
    list.chosen.length > 0 &&
    list.chosen.every((zhuyin) => zhuyin !== null) &&
    name !== '' &&
    [...name].length <= MAX_SCHOOL_LIST_NAME &&
    (list.day === null || isDictationDay(list.day, list.today))
  );
}

/**
 * A list word's state, as the parent's view shows it and home orders the child's practice (issue 30
 * §2 "ready for Friday"): `notYet` before the child has practised it, `ready` when its latest
 * dictation (the word heard, written from memory on an empty 田字格: no outline, no hint) was all
 * right and at most READY_DAYS days ago, else `practising` (practised, or last written from memory
 * wrongly, or too long ago to count for this week's dictation).
 */
export type SchoolWordState = 'notYet' | 'practising' | 'ready';

/** How recent a right dictation must be to count as ready (a weekend and a day between practice and Friday). */
export const READY_DAYS = 3;

export interface SchoolWordResult {
  mode: 'practice' | 'dictation';
  correct: boolean;
  /** The family's calendar day it was written (`YYYY-MM-DD`). */
  day: string;
}

/**
 * A word's latest dictation: of its results in the order they were recorded, the last of the
 * latest day (a device's clock may record days out of order); null before its first dictation.
 */
export function latestDictation<T extends SchoolWordResult>(results: readonly T[]): T | null {
  const dictations = results.filter((result) => result.mode === 'dictation');
  return dictations.reduce<T | null>((latest, result) => (latest === null || result.day >= latest.day ? result : latest), null);
}

/** The state of a word from its results (in the order they were recorded) on the family's `today`. */
export function schoolWordState(results: readonly SchoolWordResult[], today: string): SchoolWordState {
  if (results.length === 0) return 'notYet';
  const latest = latestDictation(results);
  if (!latest || !latest.correct) return 'practising';
  const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${latest.day}T00:00:00Z`)) / DAY_MS;
  // a day in the future (a device's clock ahead) counts as today; an old one not at all
  return age <= READY_DAYS ? 'ready' : 'practising';
}

/**
 * The order a list's words are practised in (issue 30 §2 "the child's reviews favour the list's
 * weakest words"): the words being practised first (written wrongly from memory, or only
 * practised), then the ones not practised yet, the ready ones last; the list's order within each.
 * A dictation keeps the list's order, as the teacher's does.
 */
export function practiceOrder<T extends { state: SchoolWordState }>(words: readonly T[]): T[] {
  const rank: Record<SchoolWordState, number> = { practising: 0, notYet: 1, ready: 2 };
  return words
    .map((word, i) => ({ word, i }))
    .sort((a, b) => rank[a.word.state] - rank[b.word.state] || a.i - b.i)
    .map(({ word }) => word);
}

/** A list is ready for its dictation when every word is. */
export function isReadyForDictation(states: readonly SchoolWordState[]): boolean {
  return states.length > 0 && states.every((state) => state === 'ready');
}

/** Words on one A4 page of a list's printed practice sheet (issue 30 §3: "one A4 page per eight words"). */
export const PRACTICE_SHEET_WORDS_PER_PAGE = 8;

/** The practice sheet's pages: the words in order, PRACTICE_SHEET_WORDS_PER_PAGE a page. */
export function practiceSheetPages<T>(words: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < words.length; i += PRACTICE_SHEET_WORDS_PER_PAGE) pages.push(words.slice(i, i + PRACTICE_SHEET_WORDS_PER_PAGE));
  return pages;
}

/** Days a list with no dictation day stays first on the child's home after it was saved. */
export const HOME_LIST_DAYS = 7;

/** What `currentSchoolList` reads of a list. */
export interface HomeListFacts {
  dictation_day: string | null;
  /** When it was saved (ISO). */
  created_at: string;
}

/**
 * The list the child's home shows first (issue 30 §1 "shown first on home until the dictation
 * day"), on the family's `today`: the list whose dictation day is next (today or later, the
 * nearest; the newest of a day's lists), else the newest list with no dictation day saved in the
 * last HOME_LIST_DAYS days; none when a list's day has passed and no other waits.
 */
export function currentSchoolList<T extends HomeListFacts>(lists: readonly T[], today: string): T | null {
  const newestFirst = [...lists].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const coming = newestFirst.filter((list) => list.dictation_day !== null && list.dictation_day >= today);
  if (coming.length > 0) return coming.reduce((nearest, list) => (list.dictation_day! < nearest.dictation_day! ? list : nearest));
  const since = Date.parse(`${today}T00:00:00Z`) - (HOME_LIST_DAYS - 1) * DAY_MS;
  return newestFirst.find((list) => list.dictation_day === null && Date.parse(`${list.created_at.slice(0, 10)}T00:00:00Z`) >= since) ?? null;
}

/**
 * The child's lists as the words house shows them (issue 30 §1 "with its own place in the words
 * house"): this week's list first (`currentSchoolList`), then the others, the newest first.
 */
export function wordsHouseLists<T extends HomeListFacts>(lists: readonly T[], today: string): T[] {
  const current = currentSchoolList(lists, today);
  const others = [...lists].filter((list) => list !== current).sort((a, b) => b.created_at.localeCompare(a.created_at));
  return current ? [current, ...others] : others;
}

/**
 * How many tries a stroke gets while a list word is written (practice and dictation): a first
 * miss marks the stroke wrong, the second try is taken as written, so a child who does not know a
 * stroke goes on instead of being stuck (hanzi-writer's `markStrokeCorrectAfterMisses`).
 */
export const TRIES_PER_STROKE = 2;

/** A character of a list word as the child wrote it. */
export interface WrittenListCharacter {
  /** Its strokes in the stroke data. */
  strokeCount: number;
  /** Strokes taken (right, or on their last try). */
  written: number;
  /** Strokes (0-based) missed at least once. */
  missed: readonly number[];
  /** The child said they do not know it (the strokes not written count as wrong). */
  gaveUp: boolean;
}

/**
 * The strokes of a written character marked wrong (1-based, in order): each one missed, and when
 * the child gave up, each one not written. A character is right when none is.
 */
export function wrongStrokesOf(character: WrittenListCharacter): number[] {
  const wrong = new Set(character.missed);
  if (character.gaveUp) for (let stroke = character.written; stroke < character.strokeCount; stroke += 1) wrong.add(stroke);
  return [...wrong].sort((a, b) => a - b).map((stroke) => stroke + 1);
}

export function isCharacterRight(character: WrittenListCharacter): boolean {
  return wrongStrokesOf(character).length === 0;
}

/** What POST schoolLists/{id}/results records of a written word: its wrong strokes per character, and their count as its mistakes. */
export function listWordResultOf(characters: readonly WrittenListCharacter[]): { mistakes: number; wrong_strokes: { char: number; strokes: number[] }[] } {
  const wrong_strokes = characters.map((character, char) => ({ char, strokes: wrongStrokesOf(character) })).filter((wrong) => wrong.strokes.length > 0);
  return { mistakes: wrong_strokes.reduce((sum, wrong) => sum + wrong.strokes.length, 0), wrong_strokes };
}

/**
 * What a written list word tells its spaced-review memory (issue 30 §2 "the results feed each
 * word's spaced-review memory"): a dictation is a review (the word heard, written from memory),
 * rated as the challenge rates one (`ratingForMistakes`), its mistakes being at least its wrong
 * strokes; practice, written over the grey outline, is copying, not remembering: no review (null).
 * The rating reviews the list word's own memory (every word of a list has one, `isListWordDue`), and,
 * for a curriculum word the child has collected, its curriculum memory too (machines/rules/words.ts).
 */
export function listMemoryRating(result: { mode: SchoolWordResult['mode']; mistakes: number; wrong_strokes: readonly { strokes: readonly number[] }[] }): ReviewRating | null {
  if (result.mode !== 'dictation') return null;
  const wrong = result.wrong_strokes.reduce((sum, char) => sum + char.strokes.length, 0);
  return ratingForMistakes(Math.max(result.mistakes, wrong));
}

/**
 * A list word's own spaced-review memory is due again (issue 30 §2): its card's time has come. A word
 * never written in a dictation has no card (`due` null) and is never due: its state (`notYet`) says
 * it is to be practised.
 */
export function isListWordDue(due: string | null, now: Date): boolean {
  return due !== null && Date.parse(due) <= now.getTime();
}

/** A list as `listReviewWordIds` reads it: its days and each word's curriculum id and state. */
export interface ReviewListFacts extends HomeListFacts {
  words: readonly { word_id: number | null; state: SchoolWordState }[];
}

/**
 * The words the child's reviews favour (issue 30 §2 "before the dictation day the child's reviews
 * favour the list's weakest words"): of this week's list (`currentSchoolList`: until its dictation
 * day, the day itself included, when a morning's review still helps), the curriculum words not
 * ready yet, weakest first (`practiceOrder`), each once. They count as due for review: the words
 * house shows them first under "time to review" and the battle asks them first.
 */
export function listReviewWordIds(lists: readonly ReviewListFacts[], today: string): number[] {
  const list = currentSchoolList(lists, today);
  if (!list) return [];
  const ids = practiceOrder(list.words)
    .filter((word) => word.state !== 'ready' && word.word_id !== null)
    .map((word) => word.word_id!);
  return [...new Set(ids)];
}

/**
 * A child's words to review (most overdue first) with the list's favoured ones (`listReviewWordIds`,
 * in its order) moved to the front, each marked: a favoured word counts as due whatever its memory says.
 */
export function listReviewFirst<T extends { word_id: number }>(words: readonly T[], favoured: readonly number[]): { word: T; favoured: boolean }[] {
  const rank = new Map(favoured.map((id, i) => [id, i]));
  const first = words.filter((word) => rank.has(word.word_id)).sort((a, b) => rank.get(a.word_id)! - rank.get(b.word_id)!);
  return [...first.map((word) => ({ word, favoured: true })), ...words.filter((word) => !rank.has(word.word_id)).map((word) => ({ word, favoured: false }))];
}

/** How many characters the parent's week view names among the most missed. */
export const MOST_MISSED_SHOWN = 5;

/** A written list word's wrong strokes, with the word (for its characters). */
export interface WrittenWordStrokes {
  word: string;
  wrong_strokes: readonly { char: number; strokes: readonly number[] }[];
}

/** A character with its stroke mistakes: how many, and which strokes (from 1), the most missed first. */
export interface MissedCharacter {
  char: string;
  mistakes: number;
  strokes: { stroke: number; times: number }[];
}

/**
 * The characters with the most stroke mistakes in the results given (issue 30 §3): each
 * character's wrong strokes added up across its words and results, the most missed first (then
 * the first met), each with its strokes, the most missed first (then in stroke order); at most
 * MOST_MISSED_SHOWN.
 */
export function mostMissedCharacters(results: readonly WrittenWordStrokes[]): MissedCharacter[] {
  const byChar = new Map<string, Map<number, number>>();
  for (const result of results) {
    const chars = [...result.word];
    for (const wrong of result.wrong_strokes) {
      const char = chars[wrong.char];
      if (char === undefined) continue;
      const strokes = byChar.get(char) ?? new Map<number, number>();
      for (const stroke of wrong.strokes) strokes.set(stroke, (strokes.get(stroke) ?? 0) + 1);
      byChar.set(char, strokes);
    }
  }
  return [...byChar.entries()]
    .map(([char, strokes]) => ({
      char,
      mistakes: [...strokes.values()].reduce((sum, times) => sum + times, 0),
      strokes: [...strokes.entries()].map(([stroke, times]) => ({ stroke, times })).sort((a, b) => b.times - a.times || a.stroke - b.stroke),
    }))
    .filter((missed) => missed.mistakes > 0)
    .sort((a, b) => b.mistakes - a.mistakes)
    .slice(0, MOST_MISSED_SHOWN);
}
