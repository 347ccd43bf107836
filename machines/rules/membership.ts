import type { Member } from '../types';

/**
 * Paid membership (SPEC §3 member `type` and `class.class_end_at`, §4 "Class remaining
 * time" and "Authorized-lesson access", §9 plans monthly, seasonal, yearly).
 *
 * Pure functions: the app (the store's dialog, the lesson track) and the server (the
 * order confirmation, the lesson rules) call the same ones. No xstate, no DOM.
 */

export type Plan = NonNullable<Member['type']>;

/** Months of membership a plan gives. */
export const PLAN_MONTHS: Record<Plan, number> = { monthly: 1, seasonal: 3, yearly: 12 };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * SPEC §4 "Class remaining time": whole days left until `classEndAt`, then the whole
 * hours left of the last day, as of `now`; -1 when there is no end date (no dialog).
 * An end in the past gives negative days (the dialog shows only for days ≥ 0).
 */
export function classRemaining(classEndAt: string | null | undefined, now: Date | number): { days: number; hours: number } | -1 {
  const end = classEndAt ? Date.parse(classEndAt) : Number.NaN;
  if (Number.isNaN(end)) return -1;
  const ms = end - (typeof now === 'number' ? now : now.getTime());
  const days = Math.floor(ms / DAY_MS);
  return { days, hours: Math.floor((ms - days * DAY_MS) / HOUR_MS) };
}

/** Whether the remaining-time dialog shows (SPEC §4: at least 0 days left). */
export function showsClassRemaining(remaining: ReturnType<typeof classRemaining>): boolean {
  return remaining !== -1 && remaining.days >= 0;
}

/**
 * The plan that gives access now: the member's `type` while `class_end_at` lies in the
 * future; null once it has passed (the membership expired: new lessons lock again) or
 * when there is none. A type without an end date (set by hand, never by a purchase)
 * counts as open-ended.
 *
 * Both sides pass this, not the raw `type`, as the `memberType` of the lesson rules
 * (machines/rules/lessonProgression.ts `lessonAccess`).
 */
export function activePlan(type: Member['type'], classEndAt: string | null | undefined, now: Date | number): Member['type'] {
  if (type === null) return null;
  if (!classEndAt) return type;
  const end = Date.parse(classEndAt);
  if (Number.isNaN(end)) return null;
  return end > (typeof now === 'number' ? now : now.getTime()) ? type : null;
}

/** SPEC §4 "Authorized-lesson access is true when the member has a type" (one whose class has not ended). */
export function hasAuthorizedLessons(member: Pick<Member, 'type' | 'class'> | null, now: Date | number): boolean {
  return member !== null && activePlan(member.type, member.class.class_end_at, now) !== null;
}

/**
 * The new end of the membership after buying `months` more: counted from the later of
 * now and the current end (buying early never loses the days left), in calendar months
 * (UTC); a day that the target month lacks becomes its last day (Jan 31 + 1 month = Feb 28/29).
 */
export function extendClassEnd(currentEnd: string | null | undefined, now: Date, months: number): string {
  const current = currentEnd ? Date.parse(currentEnd) : Number.NaN;
  const from = new Date(Number.isNaN(current) ? now.getTime() : Math.max(current, now.getTime()));
  const day = from.getUTCDate();
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}

/** SPEC §9: a recommender earns the reward when the friend pays within this many days of registering. */
export const REFERRAL_REWARD_DAYS = 30;

/** Whether a payment at `paidAt` is within REFERRAL_REWARD_DAYS of a registration at `registeredAt`. */
export function withinReferralWindow(registeredAt: string, paidAt: Date): boolean {
  const registered = Date.parse(registeredAt);
  return !Number.isNaN(registered) && paidAt.getTime() - registered <= REFERRAL_REWARD_DAYS * DAY_MS;
}
