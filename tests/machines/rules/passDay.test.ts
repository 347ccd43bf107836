import { describe, expect, it } from 'vitest';
import { HELD_PASS_MAX_DAYS, passDay } from '../../../machines/rules/passDay';

/**
 * The day a held lesson pass counts on (machines/rules/passDay.ts): its own day within
 * HELD_PASS_MAX_DAYS before today, today for none, a wrong one or a later one, none when older.
 */
describe('the day a held pass counts on', () => {
  const today = '2026-03-10';

  it('is today for a pass sent at once, or one with no day or no real date', () => {
    expect(passDay(today, today)).toBe(today);
    for (const wrong of [undefined, null, '', '2026-02-30', '2026-3-9', '09/03/2026', '2026-03-09T10:00', 'yesterday']) {
      expect(passDay(wrong, today), String(wrong)).toBe(today);
    }
  });

  it("is the pass's own day from yesterday to HELD_PASS_MAX_DAYS days back, never today", () => {
    expect(HELD_PASS_MAX_DAYS).toBe(3);
    expect(passDay('2026-03-09', today)).toBe('2026-03-09');
    expect(passDay('2026-03-08', today)).toBe('2026-03-08');
    // the last day of the window
    expect(passDay('2026-03-07', today)).toBe('2026-03-07');
  });

  it('is no day at all (no mission star) for a pass older than the window', () => {
    // the first day past the window
    expect(passDay('2026-03-06', today)).toBeNull();
    expect(passDay('2025-03-10', today)).toBeNull();
    expect(passDay('1970-01-01', today)).toBeNull();
  });

  it('is today for a day after today (a clock moved back): a claimed future gains nothing', () => {
    expect(passDay('2026-03-11', today)).toBe(today);
    expect(passDay('2099-12-31', today)).toBe(today);
  });

  it('counts calendar days across a month, a year and a leap day', () => {
    expect(passDay('2026-02-28', '2026-03-03')).toBe('2026-02-28');
    expect(passDay('2026-02-27', '2026-03-03')).toBeNull();
    expect(passDay('2028-02-29', '2028-03-03')).toBe('2028-02-29');
    expect(passDay('2028-02-28', '2028-03-03')).toBeNull();
    expect(passDay('2025-12-29', '2026-01-01')).toBe('2025-12-29');
    expect(passDay('2025-12-28', '2026-01-01')).toBeNull();
  });

  it('is today when today itself is no real date (the server always has one; defensive)', () => {
    expect(passDay('2026-03-09', 'nonsense')).toBe('nonsense');
  });
});
