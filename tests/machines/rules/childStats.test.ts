import { describe, expect, it } from 'vitest';
import {
  defaultChildId,
  isDefaultChild,
  isKnownChild,
  leniencyOf,
  withDefault,
  withLeniency,
  withStarAdded,
  withWordAdded,
} from '../../../machines/rules/childStats';
import { makeChild } from '../../fixtures/member';

/** Star and learned-word counting and the one default child (SPEC §4 "Stars and words"). */

const children = [
  makeChild({ id: 1, child_id: 1, name: 'Mei', star: 4, complete_words: 10, is_default: 1 }),
  makeChild({ id: 2, child_id: 2, name: 'Bo', star: 0, complete_words: 3, is_default: 0 }),
];

const counts = (list: typeof children) => list.map((c) => [c.id, c.star, c.complete_words, c.is_default]);

describe('counting', () => {
  it('adds one star to that child only', () => {
    expect(counts(withStarAdded(children, 2))).toEqual([
      [1, 4, 10, 1],
      [2, 1, 3, 0],
    ]);
  });

  it('adds one learned word to that child only', () => {
    expect(counts(withWordAdded(children, 1))).toEqual([
      [1, 4, 11, 1],
      [2, 0, 3, 0],
    ]);
  });

  it('counts every star: three stars make three', () => {
    const after = [2, 2, 2].reduce(withStarAdded, children);
    expect(after.find((c) => c.id === 2)!.star).toBe(3);
  });

  it('changes nothing for a child that is not in the list', () => {
    expect(counts(withStarAdded(children, 9))).toEqual(counts(children));
    expect(counts(withWordAdded(children, 9))).toEqual(counts(children));
    expect(isKnownChild(children, 9)).toBe(false);
    expect(isKnownChild(children, 2)).toBe(true);
  });

  it('does not change the list it was given', () => {
    withStarAdded(children, 1);
    expect(children[0]!.star).toBe(4);
  });
});

describe('the default child', () => {
  it('sets is_default 1 for the chosen child and 0 for every other', () => {
    const after = withDefault(children, 2);
    expect(after.map((c) => c.is_default)).toEqual([0, 1]);
    expect(defaultChildId(after)).toBe(2);
    expect(isDefaultChild(after, 2)).toBe(true);
    expect(isDefaultChild(after, 1)).toBe(false);
  });

  it('leaves no default for null', () => {
    expect(withDefault(children, null).map((c) => c.is_default)).toEqual([0, 0]);
    expect(defaultChildId(withDefault(children, null))).toBeNull();
  });
});

describe('withLeniency / leniencyOf (the writing leniency, beyond the spec)', () => {
  it("changes that child's leniency only, never the list it was given", () => {
    const after = withLeniency(children, 2, 'gentle');
    expect(after.map((c) => c.write_leniency)).toEqual(['normal', 'gentle']);
    expect(children.map((c) => c.write_leniency)).toEqual(['normal', 'normal']);
    expect(leniencyOf(after, 2)).toBe('gentle');
  });

  it('changes nothing for an unknown child, whose leniency is null', () => {
    expect(withLeniency(children, 9, 'strict')).toEqual(children);
    expect(leniencyOf(children, 9)).toBeNull();
  });
});
