import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from './reply';

/**
 * Rate limits kept in the database, so they hold across server instances.
 *
 * Fixed windows: each (key, window) row counts hits; a key's older windows are
 * dropped on its next hit. Every attempt counts, successful or not.
 */
export interface LimitRule {
  /** Bucket name; the key is `${name}:${subject}`. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTES_15 = 15 * 60 * 1000;

/** The limits on the account calls that check a secret or send mail. */
export const LIMITS = {
  /** member/login: 10 per e-mail and 50 per IP in 15 minutes. */
  loginPerEmail: { name: 'login:email', limit: 10, windowMs: MINUTES_15 },
  loginPerIp: { name: 'login:ip', limit: 50, windowMs: MINUTES_15 },
  /**
   * Code checks (member/verfiy, member/setNewPassword): 10 per e-mail, 50 per IP. A code
   * itself dies after 5 wrong tries; this caps guessing across fresh codes.
   */
  codeCheckPerEmail: { name: 'code-check:email', limit: 10, windowMs: MINUTES_15 },
  codeCheckPerIp: { name: 'code-check:ip', limit: 50, windowMs: MINUTES_15 },
  /** Calls that mail a code (register, resend/register, forgotpwSend): 5 per e-mail, 20 per IP. */
  mailPerEmail: { name: 'code-mail:email', limit: 5, windowMs: MINUTES_15 },
  mailPerIp: { name: 'code-mail:ip', limit: 20, windowMs: MINUTES_15 },
} satisfies Record<string, LimitRule>;

/** Counts one hit on each (rule, subject); throws the 429 wrapper when any is over its limit. */
export async function enforceLimits(
  db: Kysely<Database>,
  now: Date,
  checks: ReadonlyArray<readonly [LimitRule, string]>,
): Promise<void> {
  let retryAfterMs = 0;
  for (const [rule, subject] of checks) {
    const { hits, windowEnd } = await hit(db, `${rule.name}:${subject}`, rule.windowMs, now);
    if (hits > rule.limit) retryAfterMs = Math.max(retryAfterMs, windowEnd - now.getTime());
  }
  if (retryAfterMs > 0) throw fail.tooMany(retryAfterMs / 1000);
}

async function hit(db: Kysely<Database>, key: string, windowMs: number, now: Date) {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowStart = new Date(start).toISOString();
  await db
    .deleteFrom('rate_limits')
    .where('key', '=', key)
    .where('window_start', '<', windowStart)
    .execute();
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEnd: start + windowMs };
}
