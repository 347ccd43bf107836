import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * The caller's IP address, for per-IP rate limits: the socket's peer address, or —
 * only behind a trusted proxy (TRUST_PROXY=1) — the address that proxy appended last
 * to X-Forwarded-For (earlier entries are whatever the client claimed).
 */
export function clientIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For');
    const last = forwarded
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * Whether the caller reached us over HTTPS: the request's own scheme, or — only behind a
 * trusted proxy (TRUST_PROXY=1) — the X-Forwarded-Proto that proxy set (its last entry).
 */
export function viaHttps(c: Context<AppEnv>, trustProxy: boolean): boolean {
  return isHttps(new URL(c.req.url).protocol === 'https:', c.req.header('X-Forwarded-Proto'), trustProxy);
}

/** The rule of `viaHttps`, for a request's own scheme and its X-Forwarded-Proto (also for Node's requests). */
export function isHttps(ownSchemeHttps: boolean, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (ownSchemeHttps) return true;
  if (!trustProxy) return false;
  return forwardedProto?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}
