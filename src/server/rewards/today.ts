import type { Context } from 'hono';
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
