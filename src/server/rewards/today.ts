import type { Context } from 'hono';
import { passDay } from '../../../machines/rules/passDay';
import type { AppEnv } from '../http/env';
import { headerOf } from '../http/headers';

/**
 * "Today" of the daily task is the member's local calendar day (machines/rules/dailyTask.ts),
 * which the server cannot know from its clock alone. The client sends it: every request of
 * the SPA carries `Local-Date: YYYY-MM-DD`, the device's local date (src/api/client.ts). The
 * server takes it when it is a real date within one day of the server's own UTC date (every
 * time zone on Earth is: UTC−12 to UTC+14), else its UTC date. So a clock set wrong, or a
 * client that lies, can move "today" by one day at most: it never reaches a mission's past
 * or far future.
 */
export const LOCAL_DATE_HEADER = 'Local-Date';

/**
 * The member's local day a pass was made on, which the SPA's progress outbox keeps with a pass
 * it holds (src/api/outbox.ts) and sends with it: a pass delivered a day late still counts on
 * its own day (machines/rules/passDay.ts says which days are taken).
 */
export const PASS_DATE_HEADER = 'Pass-Date';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The member's day from a `Local-Date` value, within a day of `now`'s UTC date; else the UTC date. */
export function dayOf(sent: string | undefined, now: Date): string {
  const utc = now.toISOString().slice(0, 10);
  if (!sent || !/^\d{4}-\d{2}-\d{2}$/.test(sent)) return utc;
  const at = Date.parse(`${sent}T00:00:00Z`);
  // a real calendar date only (2026-02-30 parses, but not back to itself)
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== sent) return utc;
  return Math.abs(at - Date.parse(`${utc}T00:00:00Z`)) <= DAY_MS ? sent : utc;
}

/** The member's day of a request. */
export function todayOf(c: Context<AppEnv>, now: Date): string {
  return dayOf(headerOf(c, LOCAL_DATE_HEADER), now);
}

/**
 * The day a pass of this request gives its daily-mission star to: its Pass-Date within the window
 * of machines/rules/passDay.ts before the member's today, today without one (or a later one),
 * null when it is older (no star: never today's).
 */
export function passDayOf(c: Context<AppEnv>, now: Date): string | null {
  return passDay(headerOf(c, PASS_DATE_HEADER), todayOf(c, now));
}
