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

export const MAX_SCHOOL_LIST_WORDS = 40;
export const MAX_SCHOOL_LIST_WORD_LENGTH = 6;

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
