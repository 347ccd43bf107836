import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { DEVICE_COOKIE } from '../member/device-cookies';
import { derivedKey } from '../security/keys';
import { fail } from './reply';

/**
 * Rate limits kept in the database, so they hold across server instances.
 *
 * One row per (rule, subject), its window starting at the first hit and lasting the rule's
 * window. The key is `rule:HMAC(rule:subject)` with a key derived from the server's secret
 * (security/keys.ts, shared by every instance), so the table never holds an e-mail or an
 * address in clear, and expired rows are deleted on a later write (at most once a minute).
 */
export interface LimitRule {
  /** Bucket name; the key is `${name}:${HMAC of name and subject}`. */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTES_15 = 15 * 60 * 1000;


/**
 * The limits on the account calls that check a secret or send mail.
 *
 * Password checks (member/login, password change, self-delete) count only wrong passwords
 * (issue 26). A client with a valid device cookie for the e-mail (member/device-cookies.ts) is
 * counted apart, by `loginFailPerDevice` alone: the address and e-mail limits below never refuse
 * it, so a parent on a known device is not locked out by what others do on the same network or
 * to the same e-mail. Every other client is limited by the three below.
 */
export const LIMITS = {
  /**
   * Wrong passwords per e-mail AND address: 10 in 15 minutes, then that address is refused for
   * the rest of the window; a stranger cannot lock the owner out, who logs in from elsewhere.
   * After the 3rd, each next try from that address waits longer (`LOGIN_DELAY`). A right
   * password clears the pair.
   */
  loginFailPerPair: { name: 'login:pair', limit: 10, windowMs: MINUTES_15 },
  /** The ceiling per e-mail whatever the address: 50 wrong passwords in 15 minutes (a spread-out guess). */
  loginFailPerEmail: { name: 'login:email', limit: 50, windowMs: MINUTES_15 },
  /**
   * Wrong passwords per address: 50 in 15 minutes, whatever the e-mail. Each check is counted
   * before the hash (so a burst cannot slip past it) and given back when the password is right:
   * a school's or an office's parents logging in on one address are not counted.
   */
  loginFailPerIp: { name: 'login:ip', limit: 50, windowMs: MINUTES_15 },
  /**
   * Wrong passwords through one device cookie: 5 over its whole life, then it is worth nothing
   * (its client is limited as any other). A right password through it resets the count.
   */
  loginFailPerDevice: { name: 'login:device', limit: 5, windowMs: DEVICE_COOKIE.ttlMs },
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

/** The growing delay: after the `free`-th wrong password of a pair, wait 2^(n - free) seconds after the n-th. */
export const LOGIN_DELAY = { free: 3, baseMs: 1000 } as const;

const SWEEP_EVERY_MS = 60_000;

/** The key that stands for (rule, subject) in `rate_limits`, from the server's secret keys. */
export function limitKey(keys: { remit: Buffer }, rule: LimitRule, subject: string): string {
  const secret = derivedKey(keys.remit, 'hanzi-house rate-limit keys');
  return `${rule.name}:${createHmac('sha256', secret).update(`${rule.name}:${subject}`).digest('base64url')}`;
}

export interface Count {
  hits: number;
  /** When the latest hit was (ms). */
  lastAt: number;
  /** When the window ends (ms). */
  windowEnd: number;
}

export type RateLimiter = ReturnType<typeof rateLimiter>;

export function rateLimiter(db: Kysely<Database>, keys: { remit: Buffer }) {
  let sweptAt = Number.NEGATIVE_INFINITY;
  const keyOf = (rule: LimitRule, subject: string) => limitKey(keys, rule, subject);

  /** Deletes expired rows, at most once a minute per instance. */
  async function sweep(now: Date) {
    if (now.getTime() - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = now.getTime();
    await db.deleteFrom('rate_limits').where('expires_at', '<=', now.toISOString()).execute();
  }

  /** Counts one hit (one atomic upsert; an expired window starts again). */
  async function hit(rule: LimitRule, subject: string, now: Date): Promise<Count> {
    await sweep(now);
    const at = now.toISOString();
    const expires = new Date(now.getTime() + rule.windowMs).toISOString();
    const expired = sql<boolean>`rate_limits.expires_at <= ${at}`;
    const row = await db
      .insertInto('rate_limits')
      .values({ key: keyOf(rule, subject), window_start: at, hits: 1, last_at: at, expires_at: expires })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          window_start: sql`case when ${expired} then ${at} else rate_limits.window_start end`,
          expires_at: sql`case when ${expired} then ${expires} else rate_limits.expires_at end`,
          last_at: at,
        }),
      )
      .returning(['hits', 'last_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    return countOf(row);
  }

  /** The current count of (rule, subject) without counting (null: none in a live window). */
  async function peek(rule: LimitRule, subject: string, now: Date): Promise<Count | null> {
    const row = await db
      .selectFrom('rate_limits')
      .select(['hits', 'last_at', 'expires_at'])
      .where('key', '=', keyOf(rule, subject))
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    return row ? countOf(row) : null;
  }

  /** Takes one hit back (an attempt counted beforehand that turned out not to count). */
  async function unhit(rule: LimitRule, subject: string, now: Date): Promise<void> {
    await db
      .updateTable('rate_limits')
      .set({ hits: sql`rate_limits.hits - 1` })
      .where('key', '=', keyOf(rule, subject))
      .where('hits', '>', 0)
      .where('expires_at', '>', now.toISOString())
      .execute();
  }

  return {
    /** Counts one hit on each (rule, subject); throws the 429 wrapper when any is over its limit. */
    async enforce(now: Date, checks: ReadonlyArray<readonly [LimitRule, string]>): Promise<void> {
      let retryAfterMs = 0;
      for (const [rule, subject] of checks) {
        const { hits, windowEnd } = await hit(rule, subject, now);
        if (hits > rule.limit) retryAfterMs = Math.max(retryAfterMs, windowEnd - now.getTime());
      }
      if (retryAfterMs > 0) throw fail.tooMany(retryAfterMs / 1000);
    },

    /**
     * Before checking a password: refuses (429) when the pair is locked or still within its
     * growing delay, or when the e-mail has reached its ceiling. Counts nothing.
     */
    async guardPassword(now: Date, email: string, ip: string): Promise<void> {
      const t = now.getTime();
      const pair = await peek(LIMITS.loginFailPerPair, pairOf(email, ip), now);
      const perEmail = await peek(LIMITS.loginFailPerEmail, email, now);
      let until = 0;
      if (pair && pair.hits >= LIMITS.loginFailPerPair.limit) until = pair.windowEnd;
      else if (pair && pair.hits >= LOGIN_DELAY.free) {
        until = pair.lastAt + LOGIN_DELAY.baseMs * 2 ** (pair.hits - LOGIN_DELAY.free);
      }
      if (perEmail && perEmail.hits >= LIMITS.loginFailPerEmail.limit) until = Math.max(until, perEmail.windowEnd);
      if (until > t) throw fail.tooMany((until - t) / 1000);
    },

    /**
     * Just before checking a password (after `guardPassword`): counts the check against the
     * address's limit, 429 when over. `releasePasswordCheck` gives it back.
     */
    async reservePasswordCheck(now: Date, ip: string): Promise<void> {
      const { hits, windowEnd } = await hit(LIMITS.loginFailPerIp, ip, now);
      if (hits > LIMITS.loginFailPerIp.limit) throw fail.tooMany((windowEnd - now.getTime()) / 1000);
    },

    /** A wrong password: counts it for the pair and for the e-mail (the address counted it beforehand). */
    async passwordFailed(now: Date, email: string, ip: string): Promise<void> {
      await hit(LIMITS.loginFailPerPair, pairOf(email, ip), now);
      await hit(LIMITS.loginFailPerEmail, email, now);
    },

    /** A reserved check that was no wrong password (a right one, or none made): the address gets it back. */
    releasePasswordCheck(now: Date, ip: string): Promise<void> {
      return unhit(LIMITS.loginFailPerIp, ip, now);
    },

    /** A right password: the pair starts afresh (the e-mail's ceiling keeps its count). */
    async passwordRight(email: string, ip: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', keyOf(LIMITS.loginFailPerPair, pairOf(email, ip))).execute();
    },

    /** Whether a (valid) device cookie's failure budget is left. */
    async deviceTrusted(now: Date, nonce: string): Promise<boolean> {
      const count = await peek(LIMITS.loginFailPerDevice, nonce, now);
      return !count || count.hits < LIMITS.loginFailPerDevice.limit;
    },

    /** A wrong password through a device cookie; true when that spent its budget. */
    async deviceFailed(now: Date, nonce: string): Promise<boolean> {
      return (await hit(LIMITS.loginFailPerDevice, nonce, now)).hits >= LIMITS.loginFailPerDevice.limit;
    },

    /** A right password through a device cookie: its budget is whole again. */
    async deviceRight(nonce: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('key', '=', keyOf(LIMITS.loginFailPerDevice, nonce)).execute();
    },
  };
}

/** The subject of the (e-mail, address) pair (an e-mail has no space). */
const pairOf = (email: string, ip: string) => `${email} ${ip}`;

function countOf(row: { hits: number | string; last_at: string; expires_at: string }): Count {
  return { hits: Number(row.hits), lastAt: Date.parse(row.last_at), windowEnd: Date.parse(row.expires_at) };
}
