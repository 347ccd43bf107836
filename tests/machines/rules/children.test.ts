import { describe, expect, it } from 'vitest';
import { canAddChild, canRemoveChild, MAX_CHILDREN, nextDefaultAfterRemoval } from '../../../machines/rules/children';

const kid = (id: number, is_default: 0 | 1 = 0) => ({ id, is_default });

describe('rules/children: how many children a member has', () => {
  it('adds up to ten: the tenth is allowed, an eleventh is not', () => {
    expect(MAX_CHILDREN).toBe(10);
    expect(canAddChild(0)).toBe(true);
    expect(canAddChild(9)).toBe(true);
    expect(canAddChild(10)).toBe(false);
    expect(canAddChild(11)).toBe(false);
  });

  it('never removes the last child', () => {
    expect(canRemoveChild(0)).toBe(false);
    expect(canRemoveChild(1)).toBe(false);
    expect(canRemoveChild(2)).toBe(true);
  });
});

describe('rules/children: the default after a removal', () => {
  it('keeps the default when another child is removed', () => {
    expect(nextDefaultAfterRemoval([kid(1), kid(2, 1), kid(3)], 3)).toBe(2);
  });

  it('makes the first remaining child the default when the default is removed', () => {
    expect(nextDefaultAfterRemoval([kid(1, 1), kid(2), kid(3)], 1)).toBe(2);
    expect(nextDefaultAfterRemoval([kid(1), kid(2, 1), kid(3)], 2)).toBe(1);
  });

  it('takes the first child when none was the default, and none when no child remains', () => {
    expect(nextDefaultAfterRemoval([kid(4), kid(5)], 9)).toBe(4);
    expect(nextDefaultAfterRemoval([kid(4, 1)], 4)).toBeNull();
  });
});
