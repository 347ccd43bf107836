/**
 * Readings as the child meets them (issue 28 §2): zhuyin as Taiwan's 國語 textbooks write it,
 * pinyin as mainland textbooks do, and which spelling a challenge asks for.
 *
 * - A zhuyin syllable is its symbols (ㄅ…ㄩ, and the extended ones) and at most one tone mark:
 *   ˊ ˇ ˋ (second to fourth tone), ˙ (neutral; printed on top of the column, and written first
 *   in the data: ˙ㄉㄜ), none for the first tone (Taiwan leaves it unmarked; a stray ˉ is read
 *   as the first tone too).
 * - A pinyin syllable is its letters (ü one letter) and its tone, read from the mark on its
 *   vowel; the neutral tone has no mark.
 * - Spelling: English only when the child's second language is English; otherwise the word's
 *   reading in the child's phonetic system, syllable by syllable: a syllable's symbols (or
 *   letters) in order, then its tone as a tile of its own when the system marks that tone
 *   (zhuyin ˊ ˇ ˋ ˙, pinyin ˉ ˊ ˇ ˋ); a complete syllable shows as the reading writes it. Which
 *   spelling a child meets is learningSettings.ts `spellingOf`.
 */

/** 1–4, and 5 for the neutral tone (輕聲). */
export type Tone = 1 | 2 | 3 | 4 | 5;

/** What a challenge's spell step spells. */
export type SpellingKind = 'english' | 'zhuyin' | 'pinyin';

export interface SplitSyllable {
  /** The symbols (zhuyin) or letters (pinyin), in order, without the tone. */
  symbols: string[];
  tone: Tone;
  /** The tone as its system writes it beside the syllable: '' when it is not written. */
  mark: string;
}

/** The zhuyin tone marks by tone (the first tone is not written). */
export const ZHUYIN_TONE_MARKS: Record<Tone, string> = { 1: '', 2: 'ˊ', 3: 'ˇ', 4: 'ˋ', 5: '˙' };
/** The pinyin tone tiles by tone (the neutral tone is not written). */
export const PINYIN_TONE_MARKS: Record<Tone, string> = { 1: 'ˉ', 2: 'ˊ', 3: 'ˇ', 4: 'ˋ', 5: '' };

const ZHUYIN_SYMBOL = /[\u3105-\u312f\u31a0-\u31bf]/u;
const ZHUYIN_TONES: Record<string, Tone> = { 'ˉ': 1, 'ˊ': 2, 'ˇ': 3, 'ˋ': 4, '˙': 5, '·': 5 };
/** Combining marks of pinyin tones (after NFD). */
const PINYIN_COMBINING_TONES: Record<string, Tone> = { '\u0304': 1, '\u0301': 2, '\u030c': 3, '\u0300': 4 };

/** True when the text holds a zhuyin symbol. */
export function isZhuyin(text: string): boolean {
  return ZHUYIN_SYMBOL.test(text);
}

/** The syllables of a reading: 'ㄩㄝˋ ˙ㄌㄧㄤ' → ['ㄩㄝˋ', '˙ㄌㄧㄤ'], 'yuè liang' → ['yuè', 'liang']. */
export function syllablesOf(reading: string): string[] {
  return reading.split(/\s+/u).filter((s) => s !== '');
}

/** ㄖㄣˊ → { symbols: ['ㄖ','ㄣ'], tone: 2, mark: 'ˊ' }; ˙ㄉㄜ → neutral; ㄇㄚ → first tone, no mark. */
export function splitZhuyin(syllable: string): SplitSyllable {
  const symbols: string[] = [];
  let tone: Tone = 1;
  for (const ch of syllable.trim()) {
    const t = ZHUYIN_TONES[ch];
    if (t !== undefined) tone = t;
    else if (ZHUYIN_SYMBOL.test(ch)) symbols.push(ch);
  }
  return { symbols, tone, mark: ZHUYIN_TONE_MARKS[tone] };
}

/** rì → { symbols: ['r','i'], tone: 4, mark: 'ˋ' }; lǜ → ['l','ü'], 3rd; liang → neutral, no mark. */
export function splitPinyin(syllable: string): SplitSyllable {
  const symbols: string[] = [];
  let tone: Tone = 5;
  for (const ch of syllable.trim().normalize('NFD')) {
    const t = PINYIN_COMBINING_TONES[ch];
    if (t !== undefined) tone = t;
    else if (ch === '\u0308') symbols[symbols.length - 1] = `${symbols[symbols.length - 1] ?? ''}\u0308`.normalize('NFC');
    else if (/\p{L}/u.test(ch)) symbols.push(ch);
  }
  return { symbols, tone, mark: PINYIN_TONE_MARKS[tone] };
}

/** One syllable of a reading to spell: its tiles in order, and the syllable as it is heard. */
export interface SpellSyllable {
  /** The syllable as written in the reading (ㄖㄣˊ, rén): what plays once it is spelled. */
  reading: string;
  tiles: string[];
}

/**
 * What a word's spell step asks for, syllable by syllable. English: one "syllable", the word's
 * letters without spaces (it plays nothing). Zhuyin: each syllable's symbols, then its tone mark
 * when written (ㄖ ㄣ ˊ; ˙ㄉㄜ → ㄉ ㄜ ˙). Pinyin: each syllable's letters, then its tone tile
 * (r i ˋ; neutral: letters only).
 */
export function spellingUnits(word: { english: string; zhuyin: string; pinyin: string }, kind: SpellingKind): SpellSyllable[] {
  if (kind === 'english') {
    const letters = [...word.english].filter((ch) => ch.trim() !== '');
    return letters.length > 0 ? [{ reading: word.english, tiles: letters }] : [];
  }
  const reading = kind === 'zhuyin' ? word.zhuyin : word.pinyin;
  return syllablesOf(reading)
    .map((syllable) => {
      const { symbols, mark } = kind === 'zhuyin' ? splitZhuyin(syllable) : splitPinyin(syllable);
      return { reading: syllable, tiles: mark === '' ? symbols : [...symbols, mark] };
    })
    .filter((unit) => unit.tiles.length > 0);
}

/**
 * The readings of a word's characters, one per character, from the word's reading: null when the
 * reading does not have one syllable per character (erhua, a missing reading), so a screen shows
 * the reading whole instead.
 */
export function readingsPerCharacter(word: string, reading: string): string[] | null {
  const chars = Array.from(word);
  const syllables = syllablesOf(reading);
  return syllables.length === chars.length && chars.length > 0 ? syllables : null;
}
