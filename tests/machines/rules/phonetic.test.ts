import { describe, expect, it } from 'vitest';
import {
  pinyinOfZhuyin,
  pinyinReadingOf,
  readingsPerCharacter,
  spellingUnits,
  splitPinyin,
  splitZhuyin,
  syllablesOf,
} from '../../../machines/rules/phonetic';

/** Readings as Taiwan's and the mainland's first grade write them (issue 28 §2): plain calls. */

describe('a zhuyin syllable split into its symbols and its tone mark', () => {
  it('keeps the symbols in order and the tone mark apart (ㄖㄣˊ → ㄖ ㄣ + ˊ)', () => {
    expect(splitZhuyin('ㄖㄣˊ')).toEqual({ symbols: ['ㄖ', 'ㄣ'], tone: 2, mark: 'ˊ' });
    expect(splitZhuyin('ㄏㄨㄛˇ')).toEqual({ symbols: ['ㄏ', 'ㄨ', 'ㄛ'], tone: 3, mark: 'ˇ' });
    expect(splitZhuyin('ㄖˋ')).toEqual({ symbols: ['ㄖ'], tone: 4, mark: 'ˋ' });
  });

  it('reads the dot in front as the neutral tone (˙ㄉㄜ), and behind too', () => {
    expect(splitZhuyin('˙ㄉㄜ')).toEqual({ symbols: ['ㄉ', 'ㄜ'], tone: 5, mark: '˙' });
    expect(splitZhuyin('ㄉㄜ˙')).toEqual({ symbols: ['ㄉ', 'ㄜ'], tone: 5, mark: '˙' });
  });

  it('writes no mark for the first tone, as Taiwan does (ㄇㄚ; a stray ˉ is dropped)', () => {
    expect(splitZhuyin('ㄇㄚ')).toEqual({ symbols: ['ㄇ', 'ㄚ'], tone: 1, mark: '' });
    expect(splitZhuyin('ㄇㄚˉ')).toEqual({ symbols: ['ㄇ', 'ㄚ'], tone: 1, mark: '' });
  });
});

describe('a pinyin syllable split into its letters and its tone', () => {
  it('reads the tone from the mark on the vowel', () => {
    expect(splitPinyin('rì')).toEqual({ symbols: ['r', 'i'], tone: 4, mark: 'ˋ' });
    expect(splitPinyin('mā')).toEqual({ symbols: ['m', 'a'], tone: 1, mark: 'ˉ' });
    expect(splitPinyin('rén')).toEqual({ symbols: ['r', 'e', 'n'], tone: 2, mark: 'ˊ' });
    expect(splitPinyin('shuǐ')).toEqual({ symbols: ['s', 'h', 'u', 'i'], tone: 3, mark: 'ˇ' });
  });

  it('keeps ü one letter, with or without a tone', () => {
    expect(splitPinyin('lǜ')).toEqual({ symbols: ['l', 'ü'], tone: 4, mark: 'ˋ' });
    expect(splitPinyin('nü')).toEqual({ symbols: ['n', 'ü'], tone: 5, mark: '' });
  });

  it('has no mark for the neutral tone', () => {
    expect(splitPinyin('liang')).toEqual({ symbols: ['l', 'i', 'a', 'n', 'g'], tone: 5, mark: '' });
  });
});

describe('the tiles of a spell step, syllable by syllable', () => {
  const moon = { english: 'moon', zhuyin: 'ㄩㄝˋ ˙ㄌㄧㄤ', pinyin: 'yuè liang' };

  it('zhuyin: the symbols then the tone mark of each syllable', () => {
    expect(spellingUnits(moon, 'zhuyin')).toEqual([
      { reading: 'ㄩㄝˋ', tiles: ['ㄩ', 'ㄝ', 'ˋ'] },
      { reading: '˙ㄌㄧㄤ', tiles: ['ㄌ', 'ㄧ', 'ㄤ', '˙'] },
    ]);
    expect(spellingUnits({ english: 'person', zhuyin: 'ㄖㄣˊ', pinyin: 'rén' }, 'zhuyin')).toEqual([
      { reading: 'ㄖㄣˊ', tiles: ['ㄖ', 'ㄣ', 'ˊ'] },
    ]);
  });

  it('pinyin: the letters then the tone tile; a neutral syllable has none', () => {
    expect(spellingUnits(moon, 'pinyin')).toEqual([
      { reading: 'yuè', tiles: ['y', 'u', 'e', 'ˋ'] },
      { reading: 'liang', tiles: ['l', 'i', 'a', 'n', 'g'] },
    ]);
  });

  it('English: the letters of the word, spaces left out', () => {
    expect(spellingUnits({ english: 'ice cream', zhuyin: '', pinyin: '' }, 'english')).toEqual([
      { reading: 'ice cream', tiles: ['i', 'c', 'e', 'c', 'r', 'e', 'a', 'm'] },
    ]);
  });
});

describe('readings per character', () => {
  it('gives one syllable per character, or null when they do not pair up', () => {
    expect(syllablesOf(' ㄇㄚ  ˙ㄇㄚ ')).toEqual(['ㄇㄚ', '˙ㄇㄚ']);
    expect(readingsPerCharacter('媽媽', 'ㄇㄚ ˙ㄇㄚ')).toEqual(['ㄇㄚ', '˙ㄇㄚ']);
    expect(readingsPerCharacter('一點兒', 'ㄧˋ ㄉㄧㄢˇㄦ')).toBeNull();
    expect(readingsPerCharacter('日', '')).toBeNull();
  });
});

describe('a zhuyin syllable as pinyin writes it (the school list reads the MOE dictionaries, which write zhuyin)', () => {
  it('spells initials, medials and rhymes, and marks the tone where pinyin does', () => {
    expect(pinyinOfZhuyin('ㄖㄣˊ')).toBe('rén');
    expect(pinyinOfZhuyin('ㄍㄨㄟˇ')).toBe('guǐ');
    expect(pinyinOfZhuyin('ㄌㄧㄡˊ')).toBe('liú');
    expect(pinyinOfZhuyin('ㄉㄡˋ')).toBe('dòu');
    expect(pinyinOfZhuyin('ㄏㄨㄢ')).toBe('huān');
  });

  it('keeps ü after n and l, writes u after j q x (ㄌㄩˋ lǜ, ㄐㄩ jū, ㄒㄩㄢˊ xuán)', () => {
    expect(pinyinOfZhuyin('ㄌㄩˋ')).toBe('lǜ');
    expect(pinyinOfZhuyin('ㄋㄩˇ')).toBe('nǚ');
    expect(pinyinOfZhuyin('ㄐㄩ')).toBe('jū');
    expect(pinyinOfZhuyin('ㄒㄩㄢˊ')).toBe('xuán');
    expect(pinyinOfZhuyin('ㄐㄩㄥˇ')).toBe('jiǒng');
  });

  it('writes y and w where there is no initial (ㄧ yī, ㄨㄥ wēng, ㄩㄝˋ yuè)', () => {
    expect(pinyinOfZhuyin('ㄧ')).toBe('yī');
    expect(pinyinOfZhuyin('ㄨㄥ')).toBe('wēng');
    expect(pinyinOfZhuyin('ㄩㄝˋ')).toBe('yuè');
    expect(pinyinOfZhuyin('ㄧㄡˇ')).toBe('yǒu');
  });

  it('gives zhi chi shi ri zi ci si their i, the neutral tone no mark', () => {
    expect(pinyinOfZhuyin('ㄓ')).toBe('zhī');
    expect(pinyinOfZhuyin('ㄙˋ')).toBe('sì');
    expect(pinyinOfZhuyin('˙ㄉㄜ')).toBe('de');
  });

  it('refuses what is not one syllable, and reads a whole reading syllable by syllable', () => {
    expect(pinyinOfZhuyin('ㄅㄆ')).toBeNull();
    expect(pinyinOfZhuyin('ㄐㄚ')).toBeNull();
    expect(pinyinReadingOf('ㄏㄨˊ ㄉㄧㄝˊ')).toBe('hú dié');
    expect(pinyinReadingOf('ㄏㄨˊ ㄅㄆ')).toBeNull();
  });
});
