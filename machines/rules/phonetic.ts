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

const INITIALS: Record<string, string> = {
  ㄅ: 'b', ㄆ: 'p', ㄇ: 'm', ㄈ: 'f', ㄉ: 'd', ㄊ: 't', ㄋ: 'n', ㄌ: 'l', ㄍ: 'g', ㄎ: 'k', ㄏ: 'h',
  ㄐ: 'j', ㄑ: 'q', ㄒ: 'x', ㄓ: 'zh', ㄔ: 'ch', ㄕ: 'sh', ㄖ: 'r', ㄗ: 'z', ㄘ: 'c', ㄙ: 's',
};
/** The rhymes after no medial, ㄧ, ㄨ and ㄩ, as pinyin spells them after an initial ('' = the medial alone). */
const RHYMES: Record<string, Record<string, string>> = {
  '': { ㄚ: 'a', ㄛ: 'o', ㄜ: 'e', ㄝ: 'ê', ㄞ: 'ai', ㄟ: 'ei', ㄠ: 'ao', ㄡ: 'ou', ㄢ: 'an', ㄣ: 'en', ㄤ: 'ang', ㄥ: 'eng', ㄦ: 'er' },
  ㄧ: { '': 'i', ㄚ: 'ia', ㄛ: 'io', ㄝ: 'ie', ㄞ: 'iai', ㄠ: 'iao', ㄡ: 'iu', ㄢ: 'ian', ㄣ: 'in', ㄤ: 'iang', ㄥ: 'ing' },
  ㄨ: { '': 'u', ㄚ: 'ua', ㄛ: 'uo', ㄞ: 'uai', ㄟ: 'ui', ㄢ: 'uan', ㄣ: 'un', ㄤ: 'uang', ㄥ: 'ong' },
  ㄩ: { '': 'ü', ㄝ: 'üe', ㄢ: 'üan', ㄣ: 'ün', ㄥ: 'iong' },
};
/** The same rhymes with no initial: y and w written in front (ㄧ → yi, ㄨㄥ → weng, ㄩ → yu). */
const BARE_RHYMES: Record<string, Record<string, string>> = {
  ㄧ: { '': 'yi', ㄚ: 'ya', ㄛ: 'yo', ㄝ: 'ye', ㄞ: 'yai', ㄠ: 'yao', ㄡ: 'you', ㄢ: 'yan', ㄣ: 'yin', ㄤ: 'yang', ㄥ: 'ying' },
  ㄨ: { '': 'wu', ㄚ: 'wa', ㄛ: 'wo', ㄞ: 'wai', ㄟ: 'wei', ㄢ: 'wan', ㄣ: 'wen', ㄤ: 'wang', ㄥ: 'weng' },
  ㄩ: { '': 'yu', ㄝ: 'yue', ㄢ: 'yuan', ㄣ: 'yun', ㄥ: 'yong' },
};
const PINYIN_COMBINING_MARKS: Record<Tone, string> = { 1: '\u0304', 2: '\u0301', 3: '\u030c', 4: '\u0300', 5: '' };

/** Where pinyin puts the tone mark: on a or e, on the o of ou, else on the last vowel (liù, guǐ). */
function markVowel(letters: string, tone: Tone): string {
  const mark = PINYIN_COMBINING_MARKS[tone];
  if (mark === '') return letters;
  const at = /[ae]/u.test(letters) ? letters.search(/[ae]/u) : letters.includes('ou') ? letters.indexOf('o') : letters.search(/[iouü](?!.*[iouü])/u);
  if (at < 0) return letters; // a syllable without a vowel (ㄇ m, ㄏㄇ hm) has nowhere to mark its tone
  return (letters.slice(0, at + 1) + mark + letters.slice(at + 1)).normalize('NFC');
}

/**
 * A zhuyin syllable as Hanyu Pinyin writes it (ㄖㄣˊ → rén, ㄌㄩˋ → lǜ, ㄐㄩ → jū, ㄓ → zhī,
 * ˙ㄉㄜ → de): the school list's readings come from the MOE's dictionaries, which write zhuyin,
 * and a child who reads pinyin sees them so. Null for what is not one syllable.
 */
export function pinyinOfZhuyin(syllable: string): string | null {
  const { symbols, tone } = splitZhuyin(syllable);
  if (symbols.length === 0) return null;
  let rest = symbols;
  const initial = INITIALS[rest[0]!];
  if (initial !== undefined) rest = rest.slice(1);
  let medial = '';
  if (rest[0] === 'ㄧ' || rest[0] === 'ㄨ' || rest[0] === 'ㄩ') {
    medial = rest[0];
    rest = rest.slice(1);
  }
  if (rest.length > 1) return null;
  const final = rest[0] ?? '';
  let letters: string | undefined;
  if (initial === undefined) {
    letters = medial === '' ? RHYMES['']![final] : BARE_RHYMES[medial]![final];
  } else if (medial === '' && final === '') {
    // zhi chi shi ri zi ci si: the initial alone
    letters = /^(zh|ch|sh|r|z|c|s)$/u.test(initial) ? `${initial}i` : undefined;
  } else if (/^[jqx]$/u.test(initial) ? medial !== 'ㄧ' && medial !== 'ㄩ' : (medial === 'ㄧ' || medial === 'ㄩ') && !/^[bpmdtnl]$/u.test(initial)) {
    // ㄐㄑㄒ come only before ㄧ and ㄩ; ㄧ and ㄩ after no other initial but ㄅㄆㄇㄉㄊㄋㄌ
    letters = undefined;
  } else {
    const rhyme = RHYMES[medial]![final];
    // after ㄅㄆㄇㄈ, ㄨㄥ and ㄛ are written eng and o (ㄅㄥ beng, ㄅㄛ bo); ü is u after j q x (ㄐㄩ ju)
    const spelled = rhyme === undefined ? undefined : /^[jqx]$/u.test(initial) ? rhyme.replace('ü', 'u') : rhyme;
    letters = spelled === undefined ? undefined : initial + spelled;
  }
  if (letters === undefined) {
    // the interjections the dictionaries write without a vowel: ㄇ m, ㄏㄇ hm, ㄣ n, ㄏㄣ hng
    const bare: Record<string, string> = { ㄇ: 'm', ㄏㄇ: 'hm', ㄣ: 'n', ㄏㄣ: 'hng' };
    letters = bare[symbols.join('')];
    if (letters === undefined) return null;
  }
  return markVowel(letters, tone);
}

/** A reading in zhuyin, syllable by syllable, as pinyin ('ㄏㄨˊ ㄉㄧㄝˊ' → 'hú dié'); null when a syllable is none. */
export function pinyinReadingOf(zhuyin: string): string | null {
  const syllables = syllablesOf(zhuyin).map(pinyinOfZhuyin);
  return syllables.length > 0 && syllables.every((s) => s !== null) ? syllables.join(' ') : null;
}
