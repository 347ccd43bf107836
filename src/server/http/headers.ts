import type { Context } from 'hono';
import type { AppEnv } from './env';

/**
 * A request header. Under @hono/node-server it is read from Node's own parsed headers:
 * `c.req.header()` there builds a whole fetch Request from the incoming message first
 * (measured: the largest cost left of a content call served from the read cache).
 */
export function headerOf(c: Context<AppEnv>, name: string): string | undefined {
  const headers = c.env?.incoming?.headers;
  if (headers) {
    const value = headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return c.req.header(name);
}

/** Whether the client takes a gzip-encoded reply (every browser does). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && /\bgzip\b/i.test(acceptEncoding);
}

/** The request's path and query as the client sent them (what kept replies are found by). */
export function pathAndQueryOf(c: Context<AppEnv>): string {
  const sent = c.env?.incoming?.url;
  if (sent !== undefined) return sent;
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}
