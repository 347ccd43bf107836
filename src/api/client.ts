import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { localeFromPath, localizePath } from '../i18n/locales';

/**
 * The one API client of the SPA (SPEC §7, §8).
 *
 * - Every request carries `Authorization: Bearer <token>` when a token is set
 *   and `Child-Id` of the current child unless the caller set one; `Locale-Type`
 *   is sent only when the caller sets it (2 learning content, 1 daily missions).
 * - Each request times out after 25 seconds.
 * - A second call to a method + URL that is still pending is only logged.
 * - Replies are the wrapper `{ status: { code, message }, data }`: code "20006"
 *   invalidates the session wherever it comes from; otherwise HTTP 401 goes to
 *   the login page, 403 goes back in history, 404 goes to the home page (all
 *   in the current language) and 422 is left to the caller's form.
 *
 * Call `unwrap(api.GET(...))` to get `data` on code "1" or an `ApiError`.
 */

/** SPEC §7: time-out 25 s. */
export const REQUEST_TIMEOUT_MS = 25_000;

/** SPEC §8: the session-invalid status code. */
export const SESSION_INVALID_CODE = '20006';
export const SUCCESS_CODE = '1';

/** Used by `unwrap` for failures that never reached the server. */
export const NETWORK_ERROR_CODE = 'network';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';

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

/** What the app plugs into the client once, from main.tsx. */
export interface ApiConfig {
  getToken: () => string | null;
  /** The current child's id (the member's default child), or null. */
  getChildId: () => number | null;
  /** Code "20006": the auth actor gets `session.invalidated`. */
  onSessionInvalid: () => void;
  /** A localized path, or -1 to go back in history. */
  navigate: (to: string | number) => void;
  onRequestStart: (id: string) => void;
  onRequestEnd: (id: string) => void;
}

const noop = () => {};

let config: ApiConfig = {
  getToken: () => null,
  getChildId: () => null,
  onSessionInvalid: noop,
  navigate: noop,
  onRequestStart: noop,
  onRequestEnd: noop,
};

/** Plug the app into the client (called once from main.tsx; tests call it too). */
export function configureApi(next: Partial<ApiConfig>): void {
  config = { ...config, ...next };
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

function requestKey(request: Request): string {
  return `${request.method} ${request.url}`;
}

function finish(request: Request, id: string): void {
  const key = requestKey(request);
  const count = (pending.get(key) ?? 1) - 1;
  if (count > 0) pending.set(key, count);
  else pending.delete(key);
  config.onRequestEnd(id);
}

/** A path in the language of the page the visitor is on. */
function localized(path: string): string {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  return localizePath(path, localeFromPath(pathname));
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
  onRequest({ request, id }) {
    const token = config.getToken();
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    const childId = config.getChildId();
    if (childId !== null && !request.headers.has('Child-Id')) {
      request.headers.set('Child-Id', String(childId));
    }

    const key = requestKey(request);
    const count = pending.get(key) ?? 0;
    if (count > 0) console.warn(`[api] duplicate call while one is pending: ${key}`);
    pending.set(key, count + 1);
    config.onRequestStart(id);
    return request;
  },

  async onResponse({ request, response, id }) {
    finish(request, id);
    const code = await statusCodeOf(response);
    if (code === SESSION_INVALID_CODE) {
      config.onSessionInvalid();
    } else if (response.status === 401) {
      config.navigate(localized('/login'));
    } else if (response.status === 403) {
      config.navigate(-1);
    } else if (response.status === 404) {
      config.navigate(localized('/'));
    }
    return response;
  },

  onError({ request, id }) {
    finish(request, id);
  },
};

/**
 * fetch with the 25-second time-out. It looks `fetch` up on every call, so
 * tests can stub the global after this module loaded.
 */
async function fetchWithTimeout(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const signal = typeof AbortSignal.any === 'function' ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
  try {
    return await globalThis.fetch(request, { signal });
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
