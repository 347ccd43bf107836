import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { viaHttps } from '../http/client-ip';
import type { AppEnv } from '../http/env';
import { derivedKey } from '../security/keys';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"; issue 26).
 *
 * A right password sets a cookie that proves "this browser has logged in to this e-mail before":
 * an HMAC-SHA256 (key derived from the server's secret, security/keys.ts, shared by every
 * instance) over the e-mail, a random nonce and the cookie's expiry. A login that presents a
 * valid one for the e-mail it logs in to is a trusted client: it has its own small failure
 * budget (`LIMITS.loginFailPerDevice`; exhausted, that cookie is worth nothing more) and is
 * never refused for failures made by others (an address flooded by someone on the same network,
 * an e-mail at its ceiling). Other clients are limited as before (rate-limit.ts).
 *
 * - One cookie per e-mail (its name carries a keyed hash of the e-mail, never the e-mail), so
 *   two parents who share a tablet both stay trusted.
 * - HttpOnly, SameSite=Strict, Secure over HTTPS (behind a trusted proxy: X-Forwarded-Proto),
 *   Path=/api/member: sent only to the calls that check a password (login, password change,
 *   self-delete), never to the rest of the API or to the SPA.
 * - It is no session: it signs nobody in (the session is the User-Auth-Token cookie and the
 *   bearer token, http/auth.ts) and survives logout, as a remembered device does.
 */
export const DEVICE_COOKIE = {
  prefix: 'Login-Device-',
  path: '/api/member',
  /** 180 days: a parent who logs in twice a year stays trusted. */
  ttlMs: 180 * 24 * 60 * 60 * 1000,
} as const;

const VERSION = 'v1';

interface Keys {
  remit: Buffer;
}

const signingKey = (keys: Keys) => derivedKey(keys.remit, 'hanzi-house device cookies');
const namingKey = (keys: Keys) => derivedKey(keys.remit, 'hanzi-house device cookie names');

/** The cookie's name for an e-mail: a keyed hash, so the name tells nothing of the e-mail. */
export function deviceCookieName(keys: Keys, email: string): string {
  return DEVICE_COOKIE.prefix + createHmac('sha256', namingKey(keys)).update(email).digest('base64url').slice(0, 16);
}

function signature(keys: Keys, email: string, nonce: string, expires: number): Buffer {
  return createHmac('sha256', signingKey(keys)).update(`${VERSION}\n${email}\n${nonce}\n${expires}`).digest();
}

/** A cookie value: `v1.<nonce>.<expiry in s>.<signature>` (all base64url or digits). */
export function deviceCookieValue(keys: Keys, email: string, nonce: string, expires: number): string {
  return [VERSION, nonce, expires, signature(keys, email, nonce, expires).toString('base64url')].join('.');
}

/**
 * The nonce of the caller's device cookie for `email` when it is valid at `now` (signed by us
 * for this very e-mail, not expired), else null. Whether its failure budget is left is the
 * rate limiter's (`deviceTrusted`).
 */
export function deviceNonce(c: Context<AppEnv>, keys: Keys, email: string, now: Date): string | null {
  const value = getCookie(c, deviceCookieName(keys, email));
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, nonce, expiresText, sig] = parts as [string, string, string, string];
  if (!/^[A-Za-z0-9_-]{22}$/.test(nonce) || !/^\d{1,12}$/.test(expiresText)) return null;
  const expires = Number(expiresText);
  if (expires * 1000 <= now.getTime()) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(keys, email, nonce, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return nonce;
}

/** After a right password: a new device cookie for `email` (a new nonce, a fresh failure budget). */
export function setDeviceCookie(c: Context<AppEnv>, keys: Keys, email: string, now: Date, trustProxy: boolean): void {
  const expires = Math.floor((now.getTime() + DEVICE_COOKIE.ttlMs) / 1000);
  setCookie(c, deviceCookieName(keys, email), deviceCookieValue(keys, email, randomBytes(16).toString('base64url'), expires), {
    path: DEVICE_COOKIE.path,
    httpOnly: true,
    sameSite: 'Strict',
    secure: viaHttps(c, trustProxy),
    // Max-Age alone: an Expires date is written from the server's clock (moved in tests), and Hono
    // refuses one more than 400 days after the real time; the signed `expires` is what the server checks
    maxAge: Math.floor(DEVICE_COOKIE.ttlMs / 1000),
  });
}

/** A device cookie whose budget is spent: the browser drops it (it would be refused anyway). */
export function clearDeviceCookie(c: Context<AppEnv>, keys: Keys, email: string, trustProxy: boolean): void {
  deleteCookie(c, deviceCookieName(keys, email), {
    path: DEVICE_COOKIE.path,
    httpOnly: true,
    sameSite: 'Strict',
    secure: viaHttps(c, trustProxy),
  });
}
