import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
 * | "429"   | 429  | rate limited, with Retry-After                           |
 * | "501"   | 501  | a write owned by a later issue, not built yet            |
 * | "500"   | 500  | unexpected; data.request_id points at the server log     |
 *
 * The SPA translates these English messages through Lingui with the same English
 * text as source, so they must stay exact and stable.
 */
export const messages = {
  success: 'success',
  registered: 'You have successfully registered! Please login and create a profile for the kids!',
  accountDeleted: 'Account Deleted',
  unauthenticated: 'Unauthenticated',
  sessionInvalid: 'Session expired. Please log in again.',
  forbidden: 'You do not have access to this',
  notFound: 'Not found',
  tooMany: 'Too many attempts. Please try again later.',
  notBuilt: 'This feature is not available yet.',
  serverError: 'Server error',
  // form fields (SPEC §5)
  required: 'Must fill in',
  email: 'Account has to be a valid email address',
  min8: 'Must contain at least 8 characters',
  max12: 'Maximum 12 characters',
  // business failures on a field (SPEC §8)
  emailTaken: 'This e-mail has been registered',
  loginFailed: 'Email or password incorrect',
  codeInvalid: 'The verification code is invalid or has expired',
  codeDead: 'Too many wrong attempts. Please request a new code.',
  oldPasswordWrong: 'The old password is incorrect',
  samePassword: 'The new password must be different from the old one',
  incorrectPassword: 'Incorrect Password',
  inviteUnknown: 'This referral code does not exist',
} as const;

export type FieldErrors = Record<string, string[]>;

export interface Envelope<T> {
  status: { code: string; message: string };
  data: T | null;
  errors?: FieldErrors;
}

/** A success reply: code "1". */
export function ok<T>(c: Context, data: T, message: string = messages.success) {
  const body: Envelope<T> = { status: { code: '1', message }, data };
  return c.json(body, 200);
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
  unauthenticated: () => new ApiError(401, '401', messages.unauthenticated),
  sessionInvalid: () => new ApiError(401, '20006', messages.sessionInvalid),
  forbidden: () => new ApiError(403, '403', messages.forbidden),
  notFound: () => new ApiError(404, '404', messages.notFound),
  /** HTTP 422; status.message is the first error message. */
  invalid: (errors: FieldErrors) => {
    const first = Object.values(errors)[0]?.[0] ?? messages.required;
    return new ApiError(422, '422', first, errors);
  },
  /** HTTP 422 on one field. */
  field: (field: string, message: string) => fail.invalid({ [field]: [message] }),
  tooMany: (retryAfterSeconds: number) =>
    new ApiError(429, '429', messages.tooMany, undefined, {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    }),
  notBuilt: () => new ApiError(501, '501', messages.notBuilt),
};
