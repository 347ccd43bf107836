import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context';
import { keptSession, tokenFromHeaders } from './auth';
import { acceptsGzip } from './headers';
import { isHttps } from './client-ip';
import { API_SECURITY_HEADERS, HSTS_HEADER } from './security-headers';
import { cacheKey } from './read-cache';
import { keptBody, type KeptReply } from './reply';

/**
 * The headers every API reply carries (app.ts sets them on the replies it makes), the
 * security headers of http/security-headers.ts among them. A route may set its own
 * Content-Security-Policy or Cache-Control over them (uploads, docs, content files).
 */
export function apiHeaders(requestId: string, https: boolean): Record<string, string> {
  const headers: Record<string, string> = { 'X-Request-Id': requestId, ...API_SECURITY_HEADERS, 'Cache-Control': 'no-store' };
  if (https) headers[HSTS_HEADER[0]] = HSTS_HEADER[1];
  return headers;
}

/** Whether a request's path is the API's (the rest is the SPA). */
export function isApiPath(url: string | undefined): boolean {
  return url !== undefined && (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'));
}

/**
 * The front door for kept replies, in front of Hono: a GET whose whole reply the read cache
 * already holds for this caller is sent from there, the same bytes and headers the route
 * would send, and logged the same way. Anything else (no kept session, a child not known
 * to be the caller's, no kept reply) returns false and goes to the app, which checks it
 * fully and answers, keeping the reply for next time.
 *
 * Nothing is answered here that the app has not answered for the same member, child and
 * path since the last write (every write empties the cache), and the session is checked
 * for expiry on every request. Measured: a content call served from the cache spent most
 * of its time in Hono's dispatch and in building a fetch Response for bytes it already had.
 */
export function keptReplies(ctx: AppContext): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET' || !ctx.readCache.enabled) return false;
    const reply = keptReplyFor(ctx, req);
    if (!reply) return false;
    const started = performance.now();
    const requestId = randomUUID();
    const { body, headers } = keptBody(reply, acceptsGzip(req.headers['accept-encoding']));
    const https = isHttps(
      (req.socket as { encrypted?: boolean }).encrypted === true,
      req.headers['x-forwarded-proto'] as string | undefined,
      ctx.config.trustProxy,
    );
    res.writeHead(200, { ...apiHeaders(requestId, https), ...headers, 'Content-Length': body.length });
    res.end(body);
    const url = req.url!;
    const query = url.indexOf('?');
    ctx.logger.info(`GET ${query < 0 ? url : url.slice(0, query)} 200`, {
      requestId,
      ms: Math.round(performance.now() - started),
    });
    return true;
  };
}

function keptReplyFor(ctx: AppContext, req: IncomingMessage): KeptReply | undefined {
  const { headers, url } = req;
  if (!isApiPath(url)) return undefined;
  const token = tokenFromHeaders(headers.authorization, headers.cookie);
  const session = token ? keptSession(ctx, token) : undefined;
  if (!session) return undefined;
  const memberId = session.member_id;
  // A call that takes Child-Id kept its reply under the child, one that does not under the member
  // alone. The key holds the member: a reply is kept only after the app checked that the child is
  // theirs, and any write (a child removed included) empties the cache.
  const header = headers['child-id'];
  if (typeof header === 'string' && /^[1-9]\d{0,8}$/.test(header)) {
    const forChild = ctx.readCache.peek<KeptReply>(cacheKey.reply(memberId, Number(header), url!));
    if (forChild) return forChild;
  }
  return ctx.readCache.peek<KeptReply>(cacheKey.reply(memberId, null, url!));
}
