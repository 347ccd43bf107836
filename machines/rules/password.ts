/**
 * How long a password may be (SPEC §5, §9: 8 to 12 characters). Pure: the account forms'
 * schemas (src/forms/account.ts) and the server's request validation (src/server/http/validate.ts)
 * both check a password with it, so the two never disagree. Characters are counted as the
 * browser's `maxlength` and valibot's `minLength` count them (UTF-16 code units); a password is
 * never trimmed, so spaces count.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;

/** What is wrong with a password's length, or null when it is 8 to 12 characters. */
export function passwordLengthProblem(password: string): 'tooShort' | 'tooLong' | null {
  if (password.length < PASSWORD_MIN) return 'tooShort';
  if (password.length > PASSWORD_MAX) return 'tooLong';
  return null;
}

/** Whether a password is long enough (at least `PASSWORD_MIN` characters). */
export function isLongEnoughPassword(password: string): boolean {
  return passwordLengthProblem(password) !== 'tooShort';
}

/** Whether a password is short enough (at most `PASSWORD_MAX` characters). */
export function isShortEnoughPassword(password: string): boolean {
  return passwordLengthProblem(password) !== 'tooLong';
}
