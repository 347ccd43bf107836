/**
 * The member's day a lesson pass counts on for the daily mission, when the pass was held and
 * delivered later (the progress outbox, src/api/outbox.ts). The client keeps the local day the
 * pass was made beside the held pass and sends it as `Pass-Date`; the server's "today" is the
 * request's Local-Date (src/server/rewards/today.ts). A lesson finished offline on Monday and
 * delivered on Tuesday fills Monday's item, never Tuesday's.
 *
 * A client could claim any day, so a held day is taken only within a bounded window:
 * - no day, or one that is not a real `YYYY-MM-DD` date: today (a pass sent at once);
 * - a day after today: today (the device's clock went back since; a pass cannot be from the
 *   future, and today is what a pass without a day gets anyway, so nothing is gained by it);
 * - today or up to `HELD_PASS_MAX_DAYS` days before it: that day;
 * - older: no day (null). Its day is over for good: the pass is still recorded (progress, words,
 *   stars), but it gives no mission star, neither to its own day (a week could otherwise be filled
 *   after the fact) nor to today's.
 *
 * Pure: no clock, no time zone (days are calendar dates compared as such).
 */

/** How many days back a held pass may still give its own day a mission star. */
export const HELD_PASS_MAX_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of a real calendar date `YYYY-MM-DD` (as a number to compare), else null. */
function dateNumber(day: string | null | undefined): number | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = Date.parse(`${day}T00:00:00Z`);
  // 2026-02-30 parses, but not back to itself
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) return null;
  return at;
}

/** The day a pass made on `held` (the client's local day, if sent) counts on when it arrives on `today`; null: none. */
export function passDay(held: string | null | undefined, today: string): string | null {
  const heldAt = dateNumber(held);
  const todayAt = dateNumber(today);
  if (heldAt === null || todayAt === null || heldAt >= todayAt) return today;
  return todayAt - heldAt <= HELD_PASS_MAX_DAYS * DAY_MS ? held! : null;
}
