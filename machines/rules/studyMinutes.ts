/**
 * A child's minutes of learning, per day (issue 30 §3 "this week's minutes of learning"). The app
 * reports a minute every STUDY_MINUTE_MS while the child is on a learning screen and the page is
 * seen (`countsAsStudy`); the server adds it to the child's day (the family's calendar) unless a
 * minute was taken less than MINUTE_GAP_MS before (`acceptsStudyMinute`: two tabs, or a report
 * sent again, count once). The parent's week view draws the last WEEK_DAYS days (`weekDays`).
 */

/** How often the app reports a minute. */
export const STUDY_MINUTE_MS = 60_000;

/** The least time between two minutes the server takes for a child: a little under a minute, for timers that drift. */
export const MINUTE_GAP_MS = 50_000;

/** The days the parent's week view shows, today the last. */
export const WEEK_DAYS = 7;

/**
 * A minute counts on a learning screen (the route table's `study: 'learning'`) the child can see;
 * not in the parent's area (`group: 'setUp'`), which is the parent's time.
 */
export function countsAsStudy(route: { study: string; group: string | null }, visible: boolean): boolean {
  return visible && route.study === 'learning' && route.group !== 'setUp';
}

/** Whether the server takes a minute at `now`, the child's last one taken at `lastAt` (ISO; null: none yet today). */
export function acceptsStudyMinute(lastAt: string | null, now: Date): boolean {
  return lastAt === null || now.getTime() - Date.parse(lastAt) >= MINUTE_GAP_MS;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The WEEK_DAYS calendar days (`YYYY-MM-DD`) ending with `today`, oldest first. */
export function weekDays(today: string): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: WEEK_DAYS }, (_, i) => new Date(end - (WEEK_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}
