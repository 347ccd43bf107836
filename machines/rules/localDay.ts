/**
 * "Today" as the member lives it: YYYY-MM-DD of a moment in the device's local time zone.
 * The daily task's day (rules/dailyTask.ts, the Local-Date header of src/api/client.ts) and
 * the birthday form's "before today" (src/forms/child.ts) use this one function. Pure.
 */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
