import type { CurriculumWord } from '../content/curriculum';

/**
 * The words-house search (POST radicals/lessons/words/map): a character in either script,
 * pinyin with tone marks, with tone numbers or without tones (ü as ü, v or u), zhuyin
 * with or without tones, or English. Phonetic and English searches match from the start
 * of the reading or of an English word; characters match anywhere in the word.
 */

const TONE_MARKS: Record<string, string> = { '\u0304': '1', '\u0301': '2', '\u030c': '3', '\u0300': '4' };

function decompose(syllable: string): { base: string; tone: string } {
  const nfd = syllable.toLowerCase().normalize('NFD').replace(/u\u0308/g, 'v');
  const mark = [...nfd].find((c) => TONE_MARKS[c]);
  return { base: nfd.replace(/[\u0300-\u036f]/g, ''), tone: mark ? TONE_MARKS[mark]! : '5' };
}

const stripZhuyinTones = (text: string) => text.replace(/[ˊˇˋ˙]/g, '');

/**
 * What a search compares, made once per word (`searchIndex`): the scan over every word is the
 * search's whole cost (1,378 words; measured, issue 29: allocating in it made a search 1.5 ms).
 */
export interface SearchKeys {
  /** The word in both scripts, one string (a character search matches anywhere in it). */
  chars: string;
  pinyin: string[];
  zhuyin: string[];
  /** The English from each of its words to its end ("ice cream", "cream"): a search matches from the start of a word. */
  english: string[];
}

export function searchKeys(word: CurriculumWord): SearchKeys {
  const pinyin = new Set<string>();
  const zhuyin = new Set<string>();
  for (const script of ['tw', 'cn'] as const) {
    const syllables = word[script].pinyin.filter(Boolean);
    const parts = syllables.map(decompose);
    pinyin.add(syllables.join('').toLowerCase().normalize('NFC'));
    const toneless = parts.map((p) => p.base).join('');
    pinyin.add(toneless);
    pinyin.add(toneless.replace(/v/g, 'u'));
    pinyin.add(parts.map((p) => p.base + p.tone).join(''));
    pinyin.add(parts.map((p) => (p.tone === '5' ? p.base : p.base + p.tone)).join(''));
    const bopomofo = word[script].zhuyin.filter(Boolean).join('');
    zhuyin.add(bopomofo);
    zhuyin.add(stripZhuyinTones(bopomofo));
  }
  const english = word.english.toLowerCase().split(' ');
  return {
    chars: `${word.tw.text}\n${word.cn.text}`,
    pinyin: [...pinyin],
    zhuyin: [...zhuyin],
    english: english.map((_, i) => english.slice(i).join(' ')),
  };
}

const indexes = new WeakMap<readonly CurriculumWord[], { word: CurriculumWord; keys: SearchKeys }[]>();

/** Every word with its keys, in the order given (the curriculum's), made once per list. */
export function searchIndex(words: readonly CurriculumWord[]): { word: CurriculumWord; keys: SearchKeys }[] {
  let index = indexes.get(words);
  if (!index) indexes.set(words, (index = words.map((word) => ({ word, keys: searchKeys(word) }))));
  return index;
}

export type SearchQuery = (keys: SearchKeys) => boolean;

/** A search text → a test of a word's keys; null when the text is empty (every word). */
export function searchQuery(raw: string): SearchQuery | null {
  const text = raw.trim().toLowerCase().normalize('NFC');
  if (!text) return null;
  if (/\p{Script=Han}/u.test(text)) {
    const chars = text.replace(/[^\p{Script=Han}]/gu, '');
    return (keys) => keys.chars.includes(chars);
  }
  if (/[\u3100-\u312f]/u.test(text)) {
    const bopomofo = text.replace(/\s+/g, '');
    const toneless = stripZhuyinTones(bopomofo);
    const hasTone = bopomofo !== toneless;
    return (keys) => keys.zhuyin.some((z) => z.startsWith(hasTone ? bopomofo : toneless));
  }
  const phonetic = text.replace(/[\s'’-]/g, '').replace(/u:/g, 'v').replace(/ü/g, 'v');
  const english = text.replace(/\s+/g, ' ');
  const marked = text.replace(/[\s'’-]/g, '');
  return (keys) => keys.english.some((e) => e.startsWith(english)) || keys.pinyin.some((p) => p.startsWith(phonetic) || p.startsWith(marked));
}
