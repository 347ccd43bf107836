import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../context';
import type { Database } from '../db/schema';
import { viaHttps } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { newToken, sha256 } from '../security/tokens';

/** The auth cookie name (SPEC §3); set and cleared here, read by http/auth.ts (which imports this module, not the other way). */
export const AUTH_COOKIE = 'User-Auth-Token';

/**
 * Login sessions. The bearer token (256 random bits) goes to the client once; the
 * database keeps only its SHA-256, so a leaked database holds no usable token.
 */
export async function createSession(
  db: Kysely<Database>,
  memberId: number,
  now: Date,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      member_id: memberId,
      token_hash: sha256(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/**
 * The session of a token hash unless revoked, expired or not: the caller checks
 * `expires_at`, so a session kept by the read cache still expires on time.
 */
export async function findUnrevokedSession(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'member_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a member, except `keepSessionId` when given. */
export async function revokeMemberSessions(
  db: Kysely<Database>,
  memberId: number,
  now: Date,
  keepSessionId?: number,
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}

/**
 * The session cookie set at login, for what the browser requests by itself (an avatar's
 * `<img>`): HttpOnly (the SPA keeps its token in local storage and never reads the cookie),
 * SameSite=Lax, Secure over HTTPS (behind a trusted proxy: its X-Forwarded-Proto), and no
 * longer-lived than the session (Max-Age and Expires at the session's expiry).
 */
export function setSessionCookie(c: Context<AppEnv>, token: string, now: Date, config: AppConfig) {
  const expires = new Date(now.getTime() + config.sessionTtlMs);
  setCookie(c, AUTH_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: viaHttps(c, config.trustProxy),
    maxAge: Math.floor(config.sessionTtlMs / 1000),
    expires,
  });
}

/** Logout: the browser drops the cookie (Max-Age=0). */
export function clearSessionCookie(c: Context<AppEnv>, config: AppConfig) {
  deleteCookie(c, AUTH_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: viaHttps(c, config.trustProxy) });
}
