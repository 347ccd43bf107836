import { describe, expect, it } from 'vitest';
import { awardName, nextAwardOf, stillNeeded, type AwardProgress } from '../../../machines/rules/awards';

const award = (id: number, kind: AwardProgress['kind'], target: number, progress: number, has_sticker: 0 | 1): AwardProgress => ({
  id,
  kind,
  target,
  progress,
  has_sticker,
});

describe('awards as the screens show them', () => {
  const awards = [
    award(1, 'lessons', 1, 1, 1),
    award(3, 'lessons', 5, 4, 0),
    award(2, 'lessons', 3, 3, 1),
    award(4, 'lessons', 10, 4, 0),
    award(8, 'missions', 1, 0, 0),
  ];

  it('the next award of a kind is the lowest target not yet got', () => {
    expect(nextAwardOf(awards, 'lessons')?.id).toBe(3);
    expect(nextAwardOf(awards, 'missions')?.id).toBe(8);
    expect(nextAwardOf(awards.slice(0, 3).map((a) => ({ ...a, has_sticker: 1 as const })), 'lessons')).toBeNull();
  });

  it('says how many more it needs', () => {
    expect(stillNeeded(award(3, 'lessons', 5, 4, 0))).toBe(1);
    expect(stillNeeded(award(3, 'lessons', 5, 5, 1))).toBe(0);
  });

  it('names an award in English only in the English interface', () => {
    const named = { name: '第一課', english: 'First lesson' };
    expect(awardName(named, 'en')).toBe('First lesson');
    expect(awardName(named, 'zh-Hant')).toBe('第一課');
    expect(awardName(named, 'zh-Hans')).toBe('第一課');
  });
});
