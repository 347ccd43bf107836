import { describe, expect, it } from 'vitest';
import { canTakeStar, isComplete, starItemIndex, withStar, withTodayReset, type DailyMission, type MissionItem } from '../../../machines/rules/dailyTask';
import { localDay } from '../../../machines/rules/localDay';

/**
 * Where a star goes in the daily task (SPEC §4 "Daily task"): today's item,
 * else the first item with no collected_date; up to target_stars; a reached
 * target raises current_days; current_days == target_days completes it.
 */

const TODAY = '2025-01-06';
const YESTERDAY = '2025-01-05';

const item = (collected_date: string | null, current_star: number, target_stars = 2): MissionItem => ({
  collected_date,
  current_star,
  target_stars,
});

function mission(items: MissionItem[], current_days = 0, target_days = items.length): DailyMission {
  return { current_days, target_days, mission_items: items };
}

describe('where a star goes', () => {
  it('to the item collected today, even when an earlier item has no date', () => {
    const m = mission([item(null, 0), item(TODAY, 0)]);
    expect(starItemIndex(m, TODAY)).toBe(1);
    expect(withStar(m, TODAY).mission_items).toEqual([item(null, 0), item(TODAY, 1)]);
  });

  it('else to the first item with no date, which then gets today’s date', () => {
    const m = mission([item(YESTERDAY, 2), item(null, 0), item(null, 0)], 1);
    expect(withStar(m, TODAY).mission_items).toEqual([item(YESTERDAY, 2), item(TODAY, 1), item(null, 0)]);
  });

  it('not to an item of another day that is not full', () => {
    const m = mission([item(YESTERDAY, 1), item(null, 0)]);
    expect(withStar(m, TODAY).mission_items).toEqual([item(YESTERDAY, 1), item(TODAY, 1)]);
  });
});

describe('up to target_stars', () => {
  it('refuses a star that does not fit, without spilling onto the next item', () => {
    const m = mission([item(TODAY, 2), item(null, 0)], 1);
    expect(canTakeStar(m, TODAY)).toBe(false);
    expect(withStar(m, TODAY)).toEqual(m);
  });

  it('refuses a star when every item was worked on another day', () => {
    const m = mission([item(YESTERDAY, 2)], 1, 2);
    expect(canTakeStar(m, TODAY)).toBe(false);
    expect(canTakeStar(null, TODAY)).toBe(false);
  });

  it('takes stars one by one until the target', () => {
    let m = mission([item(null, 0, 3)]);
    for (let i = 0; i < 3; i += 1) {
      expect(canTakeStar(m, TODAY)).toBe(true);
      m = withStar(m, TODAY);
    }
    expect(m.mission_items[0]!.current_star).toBe(3);
    expect(canTakeStar(m, TODAY)).toBe(false);
  });
});

describe('days and completion', () => {
  it('raises current_days by one when an item reaches its target, and not before', () => {
    const one = withStar(mission([item(null, 0), item(null, 0)]), TODAY);
    expect(one.current_days).toBe(0);
    const two = withStar(one, TODAY);
    expect(two.current_days).toBe(1);
  });

  it('is complete when current_days reaches target_days', () => {
    const m = mission([item(YESTERDAY, 2), item(null, 1)], 1, 2);
    expect(isComplete(m)).toBe(false);
    const done = withStar(m, TODAY);
    expect(done.current_days).toBe(2);
    expect(isComplete(done)).toBe(true);
    expect(isComplete(null)).toBe(false);
  });
});

describe('resetting today', () => {
  it('empties today’s item, takes back its day and applies the new lessons per day', () => {
    const m = mission([item(YESTERDAY, 2), item(TODAY, 2), item(null, 0)], 2, 3);
    expect(withTodayReset(m, TODAY, 4)).toEqual(mission([item(YESTERDAY, 2), item(null, 0, 4), item(null, 0, 4)], 1, 3));
  });
});

describe('today', () => {
  it('is the local calendar day', () => {
    expect(localDay(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
    expect(localDay(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });
});
