import { describe, expect, it } from 'vitest';
import {
  SCHOOL_TERMS,
  SCHOOL_TERM_CODES,
  isSchoolTermCode,
  isSchoolTermSetting,
  isTermLesson,
  isThisTerm,
  schoolTermOf,
  termCodeOf,
  termPlace,
} from '../../../machines/rules/schoolTerm';
import { TERMS } from '../../../src/server/content/build/coverage';

/** The school term (issue 29): the four terms, a setting's values, and where a lesson sits for a child. */

describe('the school terms', () => {
  it('are 一上, 一下, 二上, 二下 in school order, coded 1-1, 1-2, 2-1, 2-2', () => {
    expect(SCHOOL_TERMS).toEqual(['一上', '一下', '二上', '二下']);
    expect(SCHOOL_TERMS.map(termCodeOf)).toEqual(['1-1', '1-2', '2-1', '2-2']);
    expect(SCHOOL_TERM_CODES.map(schoolTermOf)).toEqual([...SCHOOL_TERMS]);
  });

  it("are the content build's terms, in the same order (one list of terms)", () => {
    expect(TERMS).toEqual(SCHOOL_TERMS);
  });

  it('sort in school order as plain text, codes as the terms', () => {
    expect([...SCHOOL_TERM_CODES].reverse().sort()).toEqual([...SCHOOL_TERM_CODES]);
  });

  it('give a lesson without a term, or an unknown term, no code', () => {
    expect(termCodeOf(null)).toBeNull();
    expect(termCodeOf(undefined)).toBeNull();
    expect(termCodeOf('三上')).toBeNull();
    expect(termCodeOf('1-1')).toBeNull();
  });
});

describe("a child's school term setting", () => {
  it('takes the four codes, and null for "not chosen"', () => {
    for (const code of SCHOOL_TERM_CODES) expect(isSchoolTermSetting(code)).toBe(true);
    expect(isSchoolTermSetting(null)).toBe(true);
    expect(isSchoolTermCode(null)).toBe(false);
  });

  it('refuses anything else: the characters, other grades, other shapes, other types', () => {
    for (const value of ['一上', '3-1', '1-3', '0-1', '11', '1_1', ' 1-1', '1-1 ', '', 'none', 11, 1.1, true, undefined, {}, ['1-1']]) {
      expect(isSchoolTermSetting(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('where a lesson sits for a child', () => {
  it('a second-term first grader: 一上 is review, 一下 is this term, 二上 and 二下 come later', () => {
    expect(termPlace('1-1', '1-2')).toBe('earlier');
    expect(termPlace('1-2', '1-2')).toBe('this');
    expect(termPlace('2-1', '1-2')).toBe('later');
    expect(termPlace('2-2', '1-2')).toBe('later');
  });

  it('the first term has nothing earlier, the last nothing later', () => {
    expect(SCHOOL_TERM_CODES.map((lesson) => termPlace(lesson, '1-1'))).toEqual(['this', 'later', 'later', 'later']);
    expect(SCHOOL_TERM_CODES.map((lesson) => termPlace(lesson, '2-2'))).toEqual(['earlier', 'earlier', 'earlier', 'this']);
  });

  it('places nothing when no term is chosen, or the lesson has none', () => {
    expect(termPlace('1-1', null)).toBeNull();
    expect(termPlace('1-1', undefined)).toBeNull();
    expect(termPlace(null, '1-1')).toBeNull();
    expect(termPlace('一上', '1-1')).toBeNull();
  });

  it('marks exactly the lessons of the child\'s term as "this term"', () => {
    const lessons = ['1-1', '2-1', null, '2-1', '1-2'];
    expect(lessons.map((term) => isThisTerm(term, '2-1'))).toEqual([false, true, false, true, false]);
    expect(lessons.map((term) => isThisTerm(term, null))).toEqual([false, false, false, false, false]);
  });
});

describe("the lessons a child's term asks for (home carries on there first)", () => {
  it("are the lessons of the child's term; every lesson when no term is chosen", () => {
    expect(SCHOOL_TERM_CODES.map((lesson) => isTermLesson(lesson, '2-1'))).toEqual([false, false, true, false]);
    expect(isTermLesson(null, '2-1')).toBe(false);
    for (const lesson of [...SCHOOL_TERM_CODES, null]) expect(isTermLesson(lesson, null)).toBe(true);
  });
});
