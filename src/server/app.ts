import { schoolListRoutes } from './school/routes';
import { weekRoutes } from './week/routes';
import { randomUUID } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { childrenRoutes } from './children/routes';
import { avatarTooLarge } from './children/schemas';
import { contentRoutes } from './content/routes';
import type { AppContext } from './context';
import { devRoutes } from './dev/routes';
import { docsApp } from './docs';
import { bodyLimit } from './http/body-limit';
import { viaHttps } from './http/client-ip';
import type { AppEnv } from './http/env';
import { apiHeaders } from './http/kept-replies';
import { ApiError, fail, failureBody, messages } from './http/reply';
import { learningRoutes } from './learning/routes';
import { memberRoutes } from './member/routes';
import { rewardsRoutes } from './rewards/routes';
import { booksRoutes } from './rewards/books';
import { paintsRoutes } from './rewards/paints';
import { storeRoutes } from './store/routes';

/**
 * The provider API: every call of SPEC §7 under `/api`, one sub-app per resource group.
 *
 * Each request gets an id (sent back as `X-Request-Id`, written with every log line
 * about it). Every reply is the wrapper of `http/reply.ts`: thrown `ApiError`s become
 * their wrapper, anything unexpected is logged with the request id and replies 500
 * 'Server error' with no stack trace or SQL.
 */
export function createApp(ctx: AppContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('/api/*', requestContext(ctx, limitBodySize(ctx)));

  app.route('/api', memberRoutes(ctx));
  app.route('/api', childrenRoutes(ctx));
  app.route('/api', learningRoutes(ctx));
  app.route('/api', contentRoutes(ctx));
  app.route('/api', rewardsRoutes(ctx));
  app.route('/api', booksRoutes(ctx));
  app.route('/api', paintsRoutes(ctx));
  app.route('/api', storeRoutes(ctx));
  app.route('/api', schoolListRoutes(ctx));
  app.route('/api', weekRoutes(ctx));
  app.route('/api', docsApp);
  if (ctx.config.devRoutes) app.route('/api', devRoutes(ctx));

  app.notFound((c) => c.json(fail.notFound().toBody(), 404));

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.httpStatus, error.headers);
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      return c.json(failureBody(String(status), messageOfStatus(status)), status);
    }
    const requestId = c.get('requestId') ?? randomUUID();
    ctx.logger.error('request failed', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      error,
    });
    return c.json(failureBody('500', messages.serverError, { request_id: requestId }), 500);
  });

  return app;
}

/**
 * Request id, one log line per request (method, path without the query string, status,
 * time), API replies never cached, and no request before the database is migrated.
 */
function requestContext(ctx: AppContext, bodyLimit: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    const started = performance.now();
    c.set('requestId', requestId);
    // headers set before the handler replies are merged into its reply; setting one after would
    // make Hono rebuild the response (measured: a tenth of a small call's time)
    // a handler that caches (content files, uploads) sets its own Cache-Control
    for (const [name, value] of Object.entries(apiHeaders(requestId, viaHttps(c, ctx.config.trustProxy)))) c.header(name, value);
    await ctx.ready;
    try {
      // the body limit runs inside this middleware: one layer less on every request
      const refused = await bodyLimit(c, next);
      if (refused instanceof Response) c.res = refused;
    } finally {
      // whatever may have written (any method but GET and HEAD) makes every kept read stale,
      // but a write that says whose data it changed (a pass) only that member's
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !c.get('readsOnly')) {
        const member = c.get('writesOnlyMember');
        if (member === undefined) ctx.readCache.clear();
        else ctx.readCache.forgetMember(member);
      }
    }
    ctx.logger.info(`${c.req.method} ${c.req.path} ${c.res.status}`, {
      requestId,
      ms: Math.round(performance.now() - started),
    });
  };
}

const KB = 1024;

/**
 * Bodies are small JSON except the child forms, which carry an avatar (at most 2 MB,
 * plus room for the other fields). Too large → 413 with `Connection: close`, after the
 * rest of the body is read and dropped, so the client sees the answer (http/body-limit.ts).
 * The child forms' answer keeps the avatar message on `avatar`, where the form shows it.
 */
function limitBodySize(ctx: AppContext): MiddlewareHandler<AppEnv> {
  const forms = bodyLimit(ctx.config.avatarMaxBytes + 64 * KB, (c) => {
    const message = avatarTooLarge(ctx.config.avatarMaxBytes);
    return c.json(failureBody('413', message, null, { avatar: [message] }), 413);
  });
  const json = bodyLimit(64 * KB, (c) => {
    const message = messages.bodyTooLarge;
    return c.json(failureBody('413', message, null, { body: [message] }), 413);
  });
  return (c, next) => {
    // a GET has no body to limit; reading the request for it would build a whole fetch Request
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return /^\/api\/children(\/|$)/.test(c.req.path) ? forms(c, next) : json(c, next);
  };
}

/**
 * The message of an HTTP error Hono raises by itself (its own text is English only and
 * not one of ours, so it is never passed on).
 */
function messageOfStatus(status: number) {
  switch (status) {
    case 401:
      return messages.unauthenticated;
    case 403:
      return messages.forbidden;
    case 404:
      return messages.notFound;
    case 413:
      return messages.bodyTooLarge;
    case 429:
      return messages.tooMany;
    default:
      return messages.badRequest;
  }
}
