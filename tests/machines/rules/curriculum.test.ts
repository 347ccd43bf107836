import { describe, expect, it } from 'vitest';
import { completionOf, currentRadicalOf, nextWordOf, radicalsOf, type CurriculumCategory, type NextWordLesson } from '../../../machines/rules/curriculum';

/** Where a child carries on: the first radical not complete, in the order home shows them. */

const flag = (value: boolean) => (value ? (1 as const) : (0 as const));
/** A radical, complete or not; its term's lessons complete as it is unless said (no term chosen: the same). */
const radical = (id: number, done: boolean, termDone = done) => ({ id, is_complete: flag(done), term_complete: flag(termDone) });

function tree(done: number[], termDone: number[] = done): CurriculumCategory[] {
  const r = (id: number) => radical(id, done.includes(id), termDone.includes(id));
  return [
    { children: [{ radicals: [r(1), r(2)] }, { radicals: [r(4)] }] },
    { children: [{ radicals: [] }, { radicals: [r(3), r(5)] }] },
  ];
}

describe('the curriculum order', () => {
  it('lists the radicals depth first, as the navigation shows them', () => {
    expect(radicalsOf(tree([])).map((r) => r.id)).toEqual([1, 2, 4, 3, 5]);
  });

  it('carries on with the first radical not complete, even when a later one is', () => {
    expect(currentRadicalOf(tree([]))?.id).toBe(1);
    expect(currentRadicalOf(tree([1, 2, 3]))?.id).toBe(4);
  });

  it("with a school term: the first radical whose term's lessons are not all completed, then the first not complete", () => {
    // radicals 1 and 2 have only earlier terms' lessons left (review), radical 4 has the term's
    expect(currentRadicalOf(tree([], [1, 2]))?.id).toBe(4);
    // the term's lessons all completed: back to the first radical not complete
    expect(currentRadicalOf(tree([5], [1, 2, 3, 4, 5]))?.id).toBe(1);
  });

  it('has none once every radical is complete, or when there are none', () => {
    expect(currentRadicalOf(tree([1, 2, 3, 4, 5]))).toBeNull();
    expect(currentRadicalOf([])).toBeNull();
  });

  it('counts the complete radicals of a category with its sub-categories', () => {
    expect(completionOf(tree([2, 4])[0]!)).toEqual({ complete: 2, total: 3 });
    expect(completionOf(tree([2, 4])[1]!)).toEqual({ complete: 0, total: 2 });
  });
});

describe("home's go-on: the next word (issue 28 §4)", () => {
  const word = (word_id: number, explained: boolean, passed: boolean) => ({
    word_id,
    word: `w${word_id}`,
    finish_explaining: explained ? (1 as const) : (0 as const),
    is_passed: passed ? (1 as const) : (0 as const),
  });
  const lesson = (lesson_id: number, words: ReturnType<typeof word>[], done = false, access?: NextWordLesson['access']): NextWordLesson => ({
    lesson_id,
    name: `lesson ${lesson_id}`,
    story: done ? 1 : 0,
    completion: done ? 1 : 0,
    words,
    ...(access ? { access } : {}),
  });
  const finished = lesson(1, [word(11, true, true), word(12, true, true)], true);

  it('is the first word of the current lesson whose explanation was not seen', () => {
    const lessons = [finished, lesson(2, [word(21, true, true), word(22, false, false), word(23, false, false)], false, 'open')];
    expect(nextWordOf(lessons, null)).toEqual({ lessonId: 2, wordId: 22, explained: false });
  });

  it('then the first word not passed (its challenge is next)', () => {
    const lessons = [finished, lesson(2, [word(21, true, true), word(22, true, false), word(23, true, false)])];
    expect(nextWordOf(lessons, null)).toEqual({ lessonId: 2, wordId: 22, explained: true });
  });

  it('none when only the story or the review is left, when every lesson is finished, or there are none', () => {
    expect(nextWordOf([finished, lesson(2, [word(21, true, true)])], null)).toBeNull();
    expect(nextWordOf([finished], null)).toBeNull();
    expect(nextWordOf([], null)).toBeNull();
  });

  it('none when the current lesson is not open to the child (the track says why)', () => {
    expect(nextWordOf([finished, lesson(2, [word(21, false, false)], false, 'membershipRequired')], null)).toBeNull();
    expect(nextWordOf([finished, lesson(2, [word(21, false, false)], false, 'locked')], null)).toBeNull();
  });

  it("with a school term: the child's term's first lesson not finished, the earlier terms' lessons left as review", () => {
    const review = { ...lesson(1, [word(11, false, false)]), term: '1-2' };
    const thisTerm = { ...lesson(2, [word(21, true, false)]), term: '2-1' };
    expect(nextWordOf([review, thisTerm], '2-1')).toEqual({ lessonId: 2, wordId: 21, explained: true });
    // without a term chosen, the order leads to the first lesson
    expect(nextWordOf([review, thisTerm], null)).toEqual({ lessonId: 1, wordId: 11, explained: false });
    // the term's lessons finished: back to the review left
    expect(nextWordOf([review, { ...thisTerm, ...lesson(2, [word(21, true, true)], true) }], '2-1')).toEqual({ lessonId: 1, wordId: 11, explained: false });
  });
});
