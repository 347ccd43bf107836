import { describe, expect, it } from 'vitest';
import { completionOf, currentRadicalOf, radicalsOf, type CurriculumCategory } from '../../../machines/rules/curriculum';

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
