/**
 * The status codes that say a login is no good (SPEC §8, the code table of
 * src/server/http/reply.ts). Pure: the server answers with them, the API client turns
 * `SESSION_INVALID_CODE` into `api.sessionInvalid` (src/api/client.ts), and the auth machine
 * forgets the stored login when loading the member fails with either (`isSignedOutCode`).
 */

/** An invalid, expired or revoked token (HTTP 401): the client signs out. */
export const SESSION_INVALID_CODE = '20006';

/** A protected call without a token (HTTP 401). */
export const NO_TOKEN_CODE = '401';

/** Whether a reply's code means the stored login is no longer any good. */
export function isSignedOutCode(code: string): boolean {
  return code === SESSION_INVALID_CODE || code === NO_TOKEN_CODE;
}
