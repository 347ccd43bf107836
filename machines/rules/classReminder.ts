/**
 * The membership reminder's rules (issue 28 §4), apart from rules/membership.ts: only the parent's
 * area uses them (machines/account/classReminder.machine.ts), so they load with it and stay out of
 * the first load that the root machine's membership rules are part of.
 */
const DAY_MS = 24 * 3_600_000;

/**
 * Issue 28 §4: the membership reminder ("your paid membership has … left", with "extend
 * membership") is for the parent, once, near the end of the membership, never on the child's
 * screens. "Near" is the last CLASS_REMINDER_DAYS days before `class_end_at` (a week: time to
 * extend before a monthly plan runs out, late enough not to nag a yearly one).
 */
export const CLASS_REMINDER_DAYS = 7;

/** Whether the membership ends within CLASS_REMINDER_DAYS from `now` and has not ended yet (the end itself is past). */
export function isNearClassEnd(classEndAt: string | null | undefined, now: Date | number): boolean {
  const end = classEndAt ? Date.parse(classEndAt) : Number.NaN;
  if (Number.isNaN(end)) return false;
  const left = end - (typeof now === 'number' ? now : now.getTime());
  return left > 0 && left <= CLASS_REMINDER_DAYS * DAY_MS;
}

/**
 * Whether the reminder shows: near the end, and not shown yet for this end date. "Once" is per
 * membership end: `remindedFor` is the `class_end_at` the member was last reminded of (kept per
 * member on the device); an extended membership has another end, so it is reminded again when
 * that end comes near.
 */
export function showsClassReminder(
  classEndAt: string | null | undefined,
  now: Date | number,
  remindedFor: string | null | undefined,
): boolean {
  return isNearClassEnd(classEndAt, now) && remindedFor !== classEndAt;
}
