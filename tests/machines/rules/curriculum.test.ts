import { describe, expect, it } from 'vitest';
import { completionOf, currentRadicalOf, nextWordOf, radicalsOf, type CurriculumCategory, type NextWordLesson } from '../../../machines/rules/curriculum';

/** Where a child carries on: the first radical not complete, in the order home shows them. */

const radical = (id: number, done: boolean) => ({ id, is_complete: done ? (1 as const) : (0 as const) });

function tree(done: number[]): CurriculumCategory[] {
  const r = (id: number) => radical(id, done.includes(id));
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
    expect(nextWordOf(lessons)).toEqual({ lessonId: 2, wordId: 22, explained: false });
  });

  it('then the first word not passed (its challenge is next)', () => {
    const lessons = [finished, lesson(2, [word(21, true, true), word(22, true, false), word(23, true, false)])];
    expect(nextWordOf(lessons)).toEqual({ lessonId: 2, wordId: 22, explained: true });
  });

  it('none when only the story or the review is left, when every lesson is finished, or there are none', () => {
    expect(nextWordOf([finished, lesson(2, [word(21, true, true)])])).toBeNull();
    expect(nextWordOf([finished])).toBeNull();
    expect(nextWordOf([])).toBeNull();
  });

  it('none when the current lesson is not open to the child (the track says why)', () => {
    expect(nextWordOf([finished, lesson(2, [word(21, false, false)], false, 'membershipRequired')])).toBeNull();
    expect(nextWordOf([finished, lesson(2, [word(21, false, false)], false, 'locked')])).toBeNull();
  });
});
