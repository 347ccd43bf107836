import { describe, expect, it } from 'vitest';
import { CLASS_REMINDER_DAYS, isNearClassEnd, showsClassReminder } from '../../../machines/rules/classReminder';

const DAY = 24 * 3_600_000;
const now = new Date('2026-03-10T12:00:00.000Z');

describe('the membership reminder (issue 28 §4: the parent, once, near the end)', () => {
  const endIn = (ms: number) => new Date(now.getTime() + ms).toISOString();

  it('is near from CLASS_REMINDER_DAYS (7) days before the end, to the end', () => {
    expect(CLASS_REMINDER_DAYS).toBe(7);
    expect(isNearClassEnd(endIn(7 * DAY), now), 'exactly 7 days left').toBe(true);
    expect(isNearClassEnd(endIn(7 * DAY + 1), now), '7 days and a millisecond left').toBe(false);
    expect(isNearClassEnd(endIn(30 * DAY), now), 'a fresh monthly plan').toBe(false);
    expect(isNearClassEnd(endIn(1), now), 'a millisecond left').toBe(true);
    expect(isNearClassEnd(endIn(0), now), 'ended now').toBe(false);
    expect(isNearClassEnd(endIn(-DAY), now), 'ended yesterday').toBe(false);
    expect(isNearClassEnd(endIn(3 * DAY), now.getTime()), 'now as a number').toBe(true);
  });

  it('never shows without an end date', () => {
    expect(isNearClassEnd(null, now)).toBe(false);
    expect(isNearClassEnd(undefined, now)).toBe(false);
    expect(isNearClassEnd('not a date', now)).toBe(false);
    expect(showsClassReminder(null, now, null)).toBe(false);
  });

  it('shows once per membership end: not again for the end it was shown for, again for an extended one', () => {
    const end = endIn(3 * DAY);
    expect(showsClassReminder(end, now, null), 'never reminded').toBe(true);
    expect(showsClassReminder(end, now, undefined), 'never reminded').toBe(true);
    expect(showsClassReminder(end, now, end), 'reminded of this end').toBe(false);
    expect(showsClassReminder(end, now, endIn(-27 * DAY)), 'reminded of the end before the extension').toBe(true);
    expect(showsClassReminder(endIn(20 * DAY), now, null), 'not near yet').toBe(false);
  });
});
