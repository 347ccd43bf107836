import { describe, expect, it } from 'vitest';
import { isSignedOutCode, NO_TOKEN_CODE, SESSION_INVALID_CODE } from '../../../machines/rules/session';
import { fail } from '../../../src/server/http/reply';

describe('rules/session: the codes of a login that is no good (SPEC §8)', () => {
  it('"20006" is an invalid, expired or revoked token; "401" a call without one', () => {
    expect(SESSION_INVALID_CODE).toBe('20006');
    expect(NO_TOKEN_CODE).toBe('401');
  });

  it('both sign out, no other code does', () => {
    expect(isSignedOutCode('20006')).toBe(true);
    expect(isSignedOutCode('401')).toBe(true);
    for (const code of ['1', '403', '404', '422', '429', '500', 'network', '2000', '200060', '']) {
      expect(isSignedOutCode(code), code).toBe(false);
    }
  });

  it('the server answers with the same codes (src/server/http/reply.ts)', () => {
    expect([fail.sessionInvalid().httpStatus, fail.sessionInvalid().code]).toEqual([401, SESSION_INVALID_CODE]);
    expect([fail.unauthenticated().httpStatus, fail.unauthenticated().code]).toEqual([401, NO_TOKEN_CODE]);
  });
});
