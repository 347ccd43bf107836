import type { MiddlewareHandler } from 'hono';
import { viaHttps } from './client-ip';

/**
 * The security headers of every reply (issue 10): the SPA's (spa.ts) and the API's
 * (kept-replies.ts apiHeaders, which app.ts and the kept replies both send).
 *
 * The SPA's Content-Security-Policy, directive by directive, from what the built app needs:
 * - script-src 'self': the build's module scripts and their preloads are files under
 *   /assets (Vite bundles its module-preload helper into the entry chunk); no inline script,
 *   no eval. Tone.js's synths and sequences need no AudioWorklet module.
 * - worker-src 'self' blob: Tone's clock (core/clock/Ticker.js) runs in a Worker made from a
 *   Blob, so timing holds when the tab is in the background; a blob: URL can only be made by
 *   a script already running on this origin. The browser tests fail on any CSP violation
 *   (tests/e2e/support.ts), which is how this was found.
 * - style-src 'self' 'unsafe-inline': React `style` attributes (progress bars, the paint
 *   colours) and hanzi-writer's SVG attributes; styles cannot run script.
 * - img-src 'self' data: blob: avatars from /api/uploads, the paints' SVG data: URLs.
 * - media-src 'self' blob:, font-src 'self', connect-src 'self' (the API only: no
 *   third-party request, SPEC children's privacy).
 * - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none' (and
 *   X-Frame-Options DENY for older browsers): no plug-ins, no framing by another site.
 *
 * The development server (dev.ts, Vite's middleware with its inline HMR client) sends none of
 * the SPA's: it is applied where the built SPA is served.
 */
export const SPA_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The API's: its replies are data (JSON, images), never pages, so they may load nothing.
 * The contract's HTML page (docs.ts) sets its own, with its inline styles.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  // same-origin: the app's own calls keep their Referer and Origin; no other site learns a path
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
} as const;

export const SPA_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': SPA_CONTENT_SECURITY_POLICY,
  ...COMMON,
};

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  ...COMMON,
};

/**
 * HTTP Strict Transport Security, on every reply served over HTTPS (issue 26): the browser then
 * goes to this host over HTTPS only, for a year, and a network that strips TLS (a café's
 * Wi-Fi) cannot send the parent to a plain-http copy. Never over plain HTTP (browsers ignore it
 * there, RFC 6797 §7.2, and a development server on http://localhost must not claim it). HTTPS
 * is the request's own scheme or, behind a trusted proxy (TRUST_PROXY=1), its X-Forwarded-Proto
 * (client-ip.ts `isHttps`). No includeSubDomains and no preload: other hosts of the operator's
 * domain are not this app's to decide.
 */
export const HSTS_HEADER = ['Strict-Transport-Security', 'max-age=31536000'] as const;

/** Middleware for the built SPA: the headers above on every reply, whatever answered it; HSTS over HTTPS. */
export function spaSecurityHeaders(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SPA_SECURITY_HEADERS)) c.res.headers.set(name, value);
    if (viaHttps(c, trustProxy)) c.res.headers.set(...HSTS_HEADER);
  };
}
