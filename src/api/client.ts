import createClient, { type Middleware } from 'openapi-fetch';
import { localDay } from '../../machines/rules/localDay';
import { SESSION_INVALID_CODE } from '../../machines/rules/session';
import { apiHost, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE, type ApiReport } from './host';
import type { paths } from './schema';

/**
 * The one API client of the SPA (SPEC §7, §8).
 *
 * - Every request carries `Authorization: Bearer <token>` when a token is set
 *   and `Child-Id` of the current child unless the caller set one; `Locale-Type`
 *   is sent only when the caller sets it (2 learning content, 1 daily missions);
 *   `Local-Date` is the device's local day, the daily task's "today" (the contract's
 *   Local-Date header).
 * - Each request times out after 25 seconds.
 * - A second call to a method + URL that is still pending is only logged. The screens' load
 *   actors pass their `signal` (xstate's fromPromise aborts it when the actor stops), so a call
 *   whose screen went away is cancelled and no longer pending.
 * - Replies are the wrapper `{ status: { code, message }, data }`. The client
 *   only reports what happened, as events to the app's root actor (which
 *   decides where the visitor goes, machines/shell/app.machine.ts): code "20006" →
 *   `api.sessionInvalid`, else HTTP 401 → `api.unauthorized`, 403 →
 *   `api.forbidden`, 404 → `api.notFound`. 422 is left to the caller's form.
 *   It never navigates.
 *
 * Call `unwrap(api.GET(...))` to get `data` on code "1" or an `ApiError`.
 */

/** SPEC §7: time-out 25 s. */
export const REQUEST_TIMEOUT_MS = 25_000;

export const SUCCESS_CODE = '1';

/** Used by `unwrap` for failures that never reached the server. */
export const NETWORK_ERROR_CODE = 'network';
export { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './host';

export interface ApiStatus {
  code: string;
  message: string;
}

/** Every reply of the API. */
export interface ApiWrapper<T> {
  status: ApiStatus;
  data: T;
  /** Only on HTTP 422: messages per field. */
  errors?: Record<string, string[]>;
}

export { connectApi, type ApiHost, type ApiReport } from './host';

/** Whether a session is there and the current child, as the plugged-in app says (the outbox's needs). */
export function apiSession(): { signedIn: boolean; childId: number | null } {
  return { signedIn: apiHost().token() !== null, childId: apiHost().childId() };
}

/** A non-success reply, or a call that failed on the way. */
export class ApiError extends Error {
  /** The server's status.code, `network` when no reply arrived. */
  readonly code: string;
  /** The HTTP status, 0 when no reply arrived. */
  readonly httpStatus: number;
  /** Messages per form field (HTTP 422). */
  readonly errors: Record<string, string[]>;

  constructor(init: { code: string; message: string; httpStatus: number; errors?: Record<string, string[]> }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.errors = init.errors ?? {};
  }
}

/** Pending requests per `METHOD url`, to log duplicates. */
const pending = new Map<string, number>();
/** The requests counted in `pending` and not yet finished (a request finishes once: see `finish`). */
const counted = new WeakSet<Request>();

function requestKey(request: Request): string {
  return `${request.method} ${request.url}`;
}

function finish(request: Request): void {
  if (!counted.has(request)) return;
  counted.delete(request);
  const key = requestKey(request);
  const count = (pending.get(key) ?? 1) - 1;
  if (count > 0) pending.set(key, count);
  else pending.delete(key);
  apiHost().report({ type: 'request.end' });
}

/** What a reply means for the app as a whole, if anything (SESSION_INVALID_CODE: machines/rules/session.ts, the server's code too). */
function reportOf(code: string | null, httpStatus: number): ApiReport | null {
  if (code === SESSION_INVALID_CODE) return { type: 'api.sessionInvalid' };
  if (httpStatus === 401) return { type: 'api.unauthorized' };
  if (httpStatus === 403) return { type: 'api.forbidden' };
  if (httpStatus === 404) return { type: 'api.notFound' };
  return null;
}

async function statusCodeOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as Partial<ApiWrapper<unknown>> | null;
    return typeof body?.status?.code === 'string' ? body.status.code : null;
  } catch {
    return null;
  }
}

export const apiMiddleware: Middleware = {
  onRequest({ request }) {
    const token = apiHost().token();
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    const childId = apiHost().childId();
    if (childId !== null && !request.headers.has('Child-Id')) {
      request.headers.set('Child-Id', String(childId));
    }
    if (!request.headers.has('Local-Date')) request.headers.set('Local-Date', localDay(new Date()));

    const key = requestKey(request);
    const count = pending.get(key) ?? 0;
    if (count > 0) console.warn(`[api] duplicate call while one is pending: ${key}`);
    pending.set(key, count + 1);
    counted.add(request);
    // A call its caller gave up (the actor that made it stopped: a screen left while it loads, or
    // React's StrictMode taking a screen down and up again in development) is over at once, not
    // when its rejection arrives: the caller that asks again next makes no duplicate.
    request.signal.addEventListener('abort', () => finish(request), { once: true });
    apiHost().report({ type: 'request.start' });
    return request;
  },

  async onResponse({ request, response }) {
    finish(request);
    const report = reportOf(await statusCodeOf(response), response.status);
    if (report) apiHost().report(report);
    return response;
  },

  onError({ request }) {
    finish(request);
  },
};

/** Statuses whose reply has no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * fetch with the 25-second time-out, over the WHOLE reply: the body is read before the
 * timer stops, so a connection that sends its headers and then stalls is cut too (the
 * replies are small JSON). It looks `fetch` up on every call, so tests can stub the global
 * after this module loaded.
 */
async function fetchWithTimeout(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const signal = typeof AbortSignal.any === 'function' ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
  try {
    const response = await globalThis.fetch(request, { signal });
    const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } finally {
    clearTimeout(timer);
  }
}

/** The API root (SPEC §7). Absolute when a page is around, so `new Request()` accepts it in jsdom too. */
function apiRoot(): string {
  return typeof window === 'undefined' ? '/api' : new URL('/api', window.location.origin).href;
}

export const api = createClient<paths>({ baseUrl: apiRoot(), fetch: fetchWithTimeout });
api.use(apiMiddleware);

type CallResult<T> = Promise<{ data?: { status: ApiStatus; data?: T }; error?: unknown; response: Response }>;

/**
 * The `data` of a successful reply (code "1"); otherwise throws an `ApiError`
 * with the server's code, message (fallback 'Error') and field errors. A call
 * that got no reply (network failure, time-out) throws code `network`.
 */
export async function unwrap<T>(call: CallResult<T>): Promise<T> {
  let result: Awaited<CallResult<T>>;
  try {
    result = await call;
  } catch (error) {
    const timedOut = typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
    throw new ApiError({
      code: NETWORK_ERROR_CODE,
      message: timedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE,
      httpStatus: 0,
    });
  }
  const body = (result.data ?? result.error) as Partial<ApiWrapper<T>> | string | undefined;
  const wrapper = typeof body === 'object' && body !== null ? body : undefined;
  if (wrapper?.status?.code === SUCCESS_CODE) return wrapper.data as T;
  throw new ApiError({
    code: wrapper?.status?.code ?? String(result.response.status),
    message: wrapper?.status?.message || 'Error',
    httpStatus: result.response.status,
    errors: wrapper?.errors ?? {},
  });
}
