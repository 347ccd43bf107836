import { describe, expect, it } from 'vitest';
import {
  MAX_SCHOOL_LIST_WORDS,
  MAX_SCHOOL_LIST_WORD_LENGTH,
  charactersOf,
  isSameList,
  parseSchoolList,
} from '../../../machines/rules/schoolList';

/** This week's school list as a parent pastes it (issue 30 §1): its words, or why not. */

const words = (text: string) => {
  const parsed = parseSchoolList(text);
  if (!parsed.ok) throw new Error(`refused: ${parsed.problem.kind}`);
  return parsed.list;
};

describe('a school list as a parent writes it', () => {
  it("reads the issue's example, and the same words whatever separates them", () => {
    expect(words('蝴蝶 花園 飛 高 長').words).toEqual(['蝴蝶', '花園', '飛', '高', '長']);
    for (const text of [
      '蝴蝶、花園、飛、高、長',
      '「蝴蝶」「花園」「飛」「高」「長」',
      '蝴蝶\n花園\n飛\n高\n長\n',
      '1.蝴蝶 2.花園 3.飛 4.高 5.長',
      '１．蝴蝶　２．花園　３．飛　４．高　５．長',
      '蝴蝶ㄏㄨˊ ㄉㄧㄝˊ，花園ㄏㄨㄚ ㄩㄢˊ；飛ㄈㄟ/高ㄍㄠ|長ㄔㄤˊ',
      '① 蝴蝶 ② 花園 ③ 飛 ④ 高 ⑤ 長',
    ]) {
      expect(words(text), text).toEqual({ words: ['蝴蝶', '花園', '飛', '高', '長'], repeated: [], ignored: [] });
    }
  });

  it('takes simplified characters as written (the server reads both scripts)', () => {
    expect(words('蝴蝶，花园，飞').words).toEqual(['蝴蝶', '花园', '飞']);
  });

  it('keeps a repeated word once and says so; says back the letters it left out', () => {
    expect(words('飛 高 飛 長 高 飛')).toEqual({ words: ['飛', '高', '長'], repeated: ['飛', '高'], ignored: [] });
    expect(words('第三課 Lesson 3: 蝴蝶 ABC')).toEqual({ words: ['第三課', '蝴蝶'], repeated: [], ignored: ['Lesson', 'ABC'] });
  });

  it('refuses nothing written, letters or digits only, too many words, a word too long', () => {
    for (const text of ['', '   ', '\n\t', '，、。「」', 'ㄏㄨˊ ㄉㄧㄝˊ']) expect(parseSchoolList(text), JSON.stringify(text)).toEqual({ ok: false, problem: { kind: 'empty' } });
    for (const text of ['abc', 'butterfly garden', '1 2 3', 'ABC 123']) {
      expect(parseSchoolList(text), text).toEqual({ ok: false, problem: { kind: 'noCharacters' } });
    }
    const many = Array.from({ length: MAX_SCHOOL_LIST_WORDS + 1 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join(' ');
    expect(parseSchoolList(many)).toEqual({ ok: false, problem: { kind: 'tooMany', count: MAX_SCHOOL_LIST_WORDS + 1 } });
    expect(parseSchoolList(many.split(' ').slice(0, MAX_SCHOOL_LIST_WORDS).join(' ')).ok).toBe(true);
    const long = '蝴蝶花園很漂亮';
    expect([...long].length).toBeGreaterThan(MAX_SCHOOL_LIST_WORD_LENGTH);
    expect(parseSchoolList(`飛 ${long}`)).toEqual({ ok: false, problem: { kind: 'wordTooLong', word: long } });
  });

  it('counts repeated words once toward the limit', () => {
    const forty = Array.from({ length: MAX_SCHOOL_LIST_WORDS }, (_, i) => String.fromCodePoint(0x4e00 + i));
    expect(parseSchoolList([...forty, ...forty].join(' ')).ok).toBe(true);
  });
});

describe('what a list teaches', () => {
  it('its characters, each once, in the order they first appear', () => {
    expect(charactersOf(['蝴蝶', '花園', '飛', '高', '長', '飛高'])).toEqual(['蝴', '蝶', '花', '園', '飛', '高', '長']);
  });

  it('the same words in another order are the same list; one word more or less is not', () => {
    expect(isSameList(['蝴蝶', '花園', '飛'], ['飛', '蝴蝶', '花園'])).toBe(true);
    expect(isSameList(['蝴蝶', '花園', '飛'], ['蝴蝶', '花園'])).toBe(false);
    expect(isSameList(['蝴蝶', '花園'], ['蝴蝶', '花園', '飛'])).toBe(false);
    expect(isSameList(['蝴蝶', '花園', '飛'], ['蝴蝶', '花園', '高'])).toBe(false);
  });
});
