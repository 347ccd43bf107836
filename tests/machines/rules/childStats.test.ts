import { describe, expect, it } from 'vitest';
import {
  defaultChildId,
  isDefaultChild,
  isKnownChild,
  leniencyOf,
  withDefault,
  withLeniency,
} from '../../../machines/rules/childStats';
import { makeChild } from '../../fixtures/member';

/** The one default child and the writing leniency (SPEC §3 Child). */

const children = [
  makeChild({ id: 1, child_id: 1, name: 'Mei', star: 4, complete_words: 10, is_default: 1 }),
  makeChild({ id: 2, child_id: 2, name: 'Bo', star: 0, complete_words: 3, is_default: 0 }),
];

describe('a known child', () => {
  it('is one in the list', () => {
    expect(isKnownChild(children, 9)).toBe(false);
    expect(isKnownChild(children, 2)).toBe(true);
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
