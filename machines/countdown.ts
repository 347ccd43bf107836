import { fromCallback, type EventObject } from 'xstate';

/**
 * The resend cooldown shared by the registration and password-reset machines
 * (SPEC §2 "send code, resend, seconds counter"; §3 captchaExpireTime).
 *
 * After any code is sent, another may be requested 60 s later. The moment it
 * becomes possible is kept as an epoch time (`captchaExpireTime`), so the app
 * can store it and a reload continues the same countdown.
 */
export const RESEND_COOLDOWN_MS = 60_000;

/** How often the visible seconds counter is refreshed. */
export const TICK_MS = 1_000;

/** When a code sent at `now` may be resent. */
export function cooldownEnd(now: number): number {
  return now + RESEND_COOLDOWN_MS;
}

/**
 * A stored expiry time as the machines accept it: null when missing or not a
 * number, and never further away than one full cooldown (a clock that moved
 * back, or a tampered value, cannot lock the resend button for longer).
 */
export function restoreCooldownEnd(stored: number | null | undefined, now: number): number | null {
  if (typeof stored !== 'number' || !Number.isFinite(stored)) return null;
  return Math.min(stored, cooldownEnd(now));
}

/** Whole seconds left until `end` (rounded up, never negative). */
export function secondsLeft(end: number | null, now: number): number {
  if (end === null) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** Milliseconds left until `end` (never negative): the delay of the cooldown. */
export function msLeft(end: number | null, now: number): number {
  return end === null ? 0 : Math.max(0, end - now);
}

export interface TickerInput {
  intervalMs: number;
}

/** Sends `{ type: 'clock.tick' }` to its parent every `intervalMs` until stopped. */
export const ticker = fromCallback<EventObject, TickerInput>(({ sendBack, input }) => {
  const id = setInterval(() => sendBack({ type: 'clock.tick' }), input.intervalMs);
  return () => clearInterval(id);
});
