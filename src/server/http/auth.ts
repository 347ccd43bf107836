import type { Context, MiddlewareHandler } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { AppContext } from '../context';
import { AUTH_COOKIE, findUnrevokedSession } from '../member/sessions';
import { sha256 } from '../security/tokens';
import type { AppEnv } from './env';
import { headerOf } from './headers';
import { cacheKey } from './read-cache';
import { fail } from './reply';
import { id, object, parse } from './validate';

/** The Child-Id header (SPEC §7), validated like any field; its errors are keyed by the header name. */
export const CHILD_HEADER = 'Child-Id';
const childHeader = object({ [CHILD_HEADER]: id });

/** `Authorization: Bearer <token>`, else the User-Auth-Token cookie (null: none, or a malformed header). */
export function tokenFromHeaders(authorization: string | undefined, cookie: string | undefined): string | null {
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match?.[1] ?? null;
  }
  return (cookie && parseCookies(cookie, AUTH_COOKIE)[AUTH_COOKIE]) || null;
}

/** The caller's token (see tokenFromHeaders). */
export function tokenOf(c: Context<AppEnv>): string | null {
  return tokenFromHeaders(headerOf(c, 'Authorization'), headerOf(c, 'Cookie'));
}

function hasCredentials(c: Context<AppEnv>): boolean {
  if (headerOf(c, 'Authorization') !== undefined) return true;
  const cookies = headerOf(c, 'Cookie');
  return cookies !== undefined && parseCookies(cookies, AUTH_COOKIE)[AUTH_COOKIE] !== undefined;
}

export type Session = NonNullable<Awaited<ReturnType<typeof findUnrevokedSession>>>;

/** A session still valid at `now` (a kept session expires on time too). */
function unexpired(session: Session | undefined, ctx: AppContext): Session | undefined {
  return session && session.expires_at > ctx.now().toISOString() ? session : undefined;
}

/** The token's session when the read cache holds it and it has not expired: no waiting, no hashing. */
export function keptSession(ctx: AppContext, token: string): Session | undefined {
  return unexpired(ctx.readCache.peek<Session>(cacheKey.session(token)), ctx);
}

/**
 * Protected calls: no token → HTTP 401 code "401"; an invalid, expired or revoked token
 * → HTTP 401 code "20006" (the client signs out on it).
 */
export function requireAuth(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await authenticate(ctx, c);
    await next();
  };
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a write authenticated by the cookie alone comes from the app's own pages: its
 * Origin (else, without one, its Referer's origin) names the request's own host or
 * PUBLIC_ORIGIN. Browsers send the cookie with a form another site posts here; they never
 * let that site set Origin. A write with neither header, or with `Origin: null`, is refused
 * too (the app's pages always send Origin on a write). The host is compared without the
 * scheme: behind a proxy that ends TLS the request arrives over http for an https page.
 * Calls with `Authorization` are not concerned: no browser adds that header on its own.
 */
export function isOwnOrigin(c: Context<AppEnv>, publicOrigin: string | null): boolean {
  const origin = headerOf(c, 'Origin') ?? refererOrigin(headerOf(c, 'Referer'));
  if (!origin || origin === 'null') return false;
  if (publicOrigin !== null && origin === publicOrigin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host !== '' && host === (headerOf(c, 'Host') ?? new URL(c.req.url).host);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** Sets `auth` from the token, or throws 401 / 20006 (see requireAuth); a cross-site cookie write is 403. */
async function authenticate(ctx: AppContext, c: Context<AppEnv>): Promise<void> {
  if (!hasCredentials(c)) throw fail.unauthenticated();
  if (
    headerOf(c, 'Authorization') === undefined &&
    WRITES.has(c.req.method) &&
    !isOwnOrigin(c, ctx.config.publicOrigin)
  ) {
    throw fail.crossOrigin();
  }
  const session = await sessionOf(ctx, tokenOf(c));
  if (!session) throw fail.sessionInvalid();
  c.set('auth', { memberId: session.member_id, sessionId: session.id });
}

/** The valid session of a token (kept or looked up), else undefined. */
async function sessionOf(ctx: AppContext, token: string | null): Promise<Session | undefined> {
  if (!token) return undefined;
  return (
    keptSession(ctx, token) ??
    unexpired(await ctx.readCache.get(cacheKey.session(token), () => findUnrevokedSession(ctx.db, sha256(token))), ctx)
  );
}

/**
 * The caller's member id by the bearer token or the cookie, or null without a valid one; never
 * throws. For replies that tell a stranger nothing, not even that a session is needed (uploads).
 */
export async function memberIdOf(ctx: AppContext, c: Context<AppEnv>): Promise<number | null> {
  return (await sessionOf(ctx, tokenOf(c)))?.member_id ?? null;
}

/** requireAuth and requireChild as one step, for the calls that take Child-Id (one middleware less per request). */
export function requireAuthAndChild(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await authenticate(ctx, c);
    c.set('childId', await checkedChild(ctx, c));
    await next();
  };
}

/**
 * Child-specific calls (SPEC §7 "Child-Id"): the header must name a child of the caller.
 * Missing or malformed → 422; unknown or another member's child → the same 404 (issue 26: a
 * 403 told a caller that the id exists, so ids could be enumerated).
 * Runs after `requireAuth`.
 */
export function requireChild(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('childId', await checkedChild(ctx, c));
    await next();
  };
}

export interface KeptChild {
  id: number;
  member_id: number;
}

/** The caller's child named by Child-Id (422 / 404 as above). */
async function checkedChild(ctx: AppContext, c: Context<AppEnv>): Promise<number> {
  const header = headerOf(c, CHILD_HEADER);
  // the usual case, a plain id, without the full validation (which gives the messages otherwise)
  const childId = header && /^[1-9]\d{0,8}$/.test(header) ? Number(header) : (await parse(childHeader, { [CHILD_HEADER]: header }))[CHILD_HEADER];
  const key = cacheKey.child(childId);
  const child = ctx.readCache.peek<KeptChild>(key) ?? await ctx.readCache.get(key, () =>
    ctx.db.selectFrom('children').select(['id', 'member_id']).where('id', '=', childId).executeTakeFirst(),
  );
  if (!child || child.member_id !== c.get('auth').memberId) throw fail.notFound();
  return child.id;
}

/**
 * Calls where SPEC §7 sends no Child-Id: the member's default child (the current one),
 * else the first one; null without children. A Child-Id sent anyway is not read.
 */
export async function childOrDefault(ctx: AppContext, c: Context<AppEnv>): Promise<number | null> {
  const memberId = c.get('auth').memberId;
  const row = await ctx.readCache.get(
    cacheKey.defaultChild(memberId),
    () =>
      ctx.db
        .selectFrom('children')
        .select('id')
        .where('member_id', '=', memberId)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .executeTakeFirst(),
    memberId,
  );
  return row?.id ?? null;
}
