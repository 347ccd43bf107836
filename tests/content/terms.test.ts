import { describe, expect, it } from 'vitest';
import { buildCurriculum, committedIds } from '../../src/server/content/build/build';
import type { SchoolList, TextbookList } from '../../src/server/content/build/coverage';
import { characterTerms, lessonTerm, orderByTerm, termRank } from '../../src/server/content/build/terms';
import { loadCurriculum } from '../../src/server/content/curriculum';
import { categories } from '../../src/server/content/source/categories';
import { radicals } from '../../src/server/content/source/index';

/**
 * A lesson's school term (issue 29: "a grade's characters come before the next grade's"),
 * derived by build/terms.ts from the publishers' lists; the build orders each radical's
 * lessons by it.
 */

function textbook(publisher: TextbookList['publisher'], term: TextbookList['term'], characters: string): TextbookList {
  return {
    id: `${publisher}-${term}`, name: `${publisher} ${term}`, kind: 'textbook', publisher, grade: term.startsWith('一') ? 1 : 2, term,
    schoolYear: 115, edition: 'e', source: 's', url: 'u', what: 'w', via: { repo: 'r', path: 'p', commit: 'c' }, licence: 'l',
    lessons: [{ lesson: 1, title: 't', url: 'u', characters }],
  };
}

const LISTS: SchoolList[] = [
  textbook('康軒', '二上', '她好'),
  textbook('南一', '一上', '好手'),
  textbook('翰林', '一下', '她'),
  { ...textbook('康軒', '二下', ''), kind: 'tbcl', level: 1, characters: '鯨' } as unknown as SchoolList,
];

describe('school terms', () => {
  it('gives a character the first term any publisher asks for it, and ignores TBCL levels', () => {
    const terms = characterTerms(LISTS);
    expect(terms.get('好')).toBe('一上');
    expect(terms.get('她')).toBe('一下');
    expect(terms.has('鯨')).toBe(false);
  });

  it('gives a lesson the latest of its characters’ terms; characters on no list do not count', () => {
    const terms = characterTerms(LISTS);
    expect(lessonTerm('好手', terms)).toBe('一上');
    expect(lessonTerm('她好鯨', terms)).toBe('一下');
    expect(lessonTerm('鯨魚', terms)).toBeNull();
  });

  it('orders by term, a lesson without one last, stable within a term', () => {
    const items = [{ k: 'a', t: null }, { k: 'b', t: '二下' }, { k: 'c', t: '一上' }, { k: 'd', t: '二下' }] as const;
    expect(orderByTerm(items, (i) => i.t).map((i) => i.k)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('has every radical of the committed curriculum in term order, and the build follows the lists', () => {
    const curriculum = loadCurriculum();
    for (const radical of curriculum.radicals) {
      const ranks = radical.lesson_ids.map((id) => termRank(curriculum.lessons.find((l) => l.id === id)!.term));
      expect(ranks, `radical ${radical.radical.tw}`).toEqual([...ranks].sort((a, b) => a - b));
    }
    // with a list that asks for 人's first lesson's characters only in 二下, that lesson moves behind the others of 人
    const person = radicals.find((r) => r.radical === '人')!;
    const firstChars = person.lessons[0]!.words.flatMap((w) => [...w.word]).join('');
    const late = buildCurriculum(radicals, categories, committedIds(), [textbook('康軒', '二下', firstChars), textbook('南一', '一上', '們')]);
    const lesson = late.lessons.find((l) => l.key === person.lessons[0]!.key)!;
    expect(lesson.term).toBe('二下');
  });
});
