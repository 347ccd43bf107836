import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from './env';
import { acceptsGzip, headerOf } from './headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages, type ServerMessage } from './messages';
import { NO_TOKEN_CODE, SESSION_INVALID_CODE } from '../../../machines/rules/session';

/**
 * The reply wrapper (SPEC §7, §8): every reply is
 * `{ status: { code, message }, data }`, plus `errors` on HTTP 422 only.
 *
 * | code    | HTTP | meaning                                                  |
 * |---------|------|----------------------------------------------------------|
 * | "1"     | 200  | success                                                  |
 * | "20006" | 401  | invalid, expired or revoked token: the client signs out  |
 * | "401"   | 401  | a protected call without a token                         |
 * | "403"   | 403  | another member's child or member                         |
 * | "404"   | 404  | unknown id or route                                      |
 * | "422"   | 422  | bad input; `errors` per field, message = the first error |
 * | "413"   | 413  | body too large (http/body-limit.ts), Connection: close   |
 * | "415"   | 415  | a JSON call whose body is not application/json           |
 * | "429"   | 429  | rate limited, with Retry-After                           |
 * | "501"   | 501  | a write owned by a later issue, not built yet            |
 * | "500"   | 500  | unexpected; data.request_id points at the server log     |
 *
 * The messages themselves live in ./messages.ts (one place, translated by the SPA).
 */
export { messages, type ServerMessage } from './messages';

export type FieldErrors = Record<string, string[]>;

export interface Envelope<T> {
  status: { code: string; message: string };
  data: T | null;
  errors?: FieldErrors;
}

/** A success reply: code "1". */
export function ok<T>(c: Context, data: T, message: ServerMessage = messages.success) {
  const body: Envelope<T> = { status: { code: '1', message }, data };
  return c.json(body, 200);
}

/** A success reply's body as text (what `ok` sends). */
export function okText<T>(data: T, message: ServerMessage = messages.success): string {
  const body: Envelope<T> = { status: { code: '1', message }, data };
  return JSON.stringify(body);
}

/**
 * A success reply made once and sent many times (the read cache keeps it): its bytes,
 * and, once a client that takes gzip asked for it, its gzipped bytes (null when the reply
 * is too small to be worth compressing).
 */
export interface KeptReply {
  plain: Uint8Array;
  gzip?: Uint8Array | null;
}

const encoder = new TextEncoder();
/** Below this a reply is sent as it is: compressing would save less than it costs. */
const GZIP_FROM_BYTES = 1024;
/**
 * zlib's level for kept replies. Most are compressed for one member and child and expire unsent
 * again, so the compressing is paid nearly per call: a radical's reply (17.8 KB of JSON, 39 word
 * boxes) takes 125 µs at level 6 and 70 µs at level 3, for 3,368 B instead of 3,180 (+6%;
 * tests/bench/RESULTS.md, issue 29).
 */
const GZIP_LEVEL = 3;

export function keptReply<T>(data: T): KeptReply {
  return { plain: encoder.encode(okText(data)) };
}

/**
 * What goes out for a kept reply: its gzipped bytes to a client that takes gzip (a fraction
 * of the bytes to write, compressed once, on first need), else its plain bytes.
 */
export function keptBody(reply: KeptReply, takesGzip: boolean): { body: Uint8Array; headers: Record<string, string> } {
  if (takesGzip) {
    reply.gzip ??= reply.plain.length >= GZIP_FROM_BYTES ? new Uint8Array(gzipSync(reply.plain, { level: GZIP_LEVEL })) : null;
    if (reply.gzip) return { body: reply.gzip, headers: KEPT_GZIP_HEADERS };
  }
  return { body: reply.plain, headers: KEPT_PLAIN_HEADERS };
}

const KEPT_PLAIN_HEADERS = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
const KEPT_GZIP_HEADERS = { ...KEPT_PLAIN_HEADERS, 'Content-Encoding': 'gzip' };

/** Sends a kept reply (see keptBody). */
export function sendKept(c: Context<AppEnv>, reply: KeptReply) {
  const { body, headers } = keptBody(reply, acceptsGzip(headerOf(c, 'Accept-Encoding')));
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}

/** Builds a wrapper body for a failure. */
export function failureBody(code: string, message: string, data: unknown = null, errors?: FieldErrors) {
  const body: Envelope<unknown> = { status: { code, message }, data };
  if (errors) body.errors = errors;
  return body;
}

/**
 * A failure that ends the request: thrown anywhere, turned into the wrapper by the
 * app's error handler.
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody() {
    return failureBody(this.code, this.message, null, this.errors);
  }
}

/** The failures of the code table above. */
export const fail = {
  unauthenticated: () => new ApiError(401, NO_TOKEN_CODE, messages.unauthenticated),
  sessionInvalid: () => new ApiError(401, SESSION_INVALID_CODE, messages.sessionInvalid),
  forbidden: () => new ApiError(403, '403', messages.forbidden),
  /** A cookie-authenticated write from another site (http/auth.ts). */
  crossOrigin: () => new ApiError(403, '403', messages.crossOrigin),
  /** A JSON call whose body is not application/json. */
  notJsonType: () => new ApiError(415, '415', messages.bodyNotJsonType),
  notFound: () => new ApiError(404, '404', messages.notFound),
  /** HTTP 422; status.message is the first error message. */
  invalid: (errors: FieldErrors) => {
    const first = Object.values(errors)[0]?.[0] ?? messages.required;
    return new ApiError(422, '422', first, errors);
  },
  /** HTTP 422 with its own status.message (e.g. SPEC §8's generic one) over the field errors. */
  form: (message: ServerMessage, errors: FieldErrors) => new ApiError(422, '422', message, errors),
  /** HTTP 422 on one field. */
  field: (field: string, message: ServerMessage) => fail.invalid({ [field]: [message] }),
  tooMany: (retryAfterSeconds: number) =>
    new ApiError(429, '429', messages.tooMany, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    }),
  notBuilt: () => new ApiError(501, '501', messages.notBuilt),
};
