import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isLongEnoughPassword,
  isShortEnoughPassword,
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordLengthProblem,
} from '../../../machines/rules/password';
import { password as serverPassword } from '../../../src/server/http/validate';

const ofLength = (n: number) => 'a'.repeat(n);

describe('rules/password: 8 to 12 characters (SPEC §5, §9)', () => {
  it('the bounds are the spec\'s', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 12]);
  });

  it.each([
    [7, 'tooShort'],
    [8, null],
    [12, null],
    [13, 'tooLong'],
  ] as const)('%i characters: %s', (length, problem) => {
    expect(passwordLengthProblem(ofLength(length))).toBe(problem);
    expect(isLongEnoughPassword(ofLength(length))).toBe(problem !== 'tooShort');
    expect(isShortEnoughPassword(ofLength(length))).toBe(problem !== 'tooLong');
  });

  it('spaces count: a password is never trimmed', () => {
    expect(passwordLengthProblem(' 1234567')).toBeNull();
    expect(passwordLengthProblem('1234567 ')).toBeNull();
    expect(passwordLengthProblem(' '.repeat(13))).toBe('tooLong');
  });

  it('the server\'s request validation (src/server/http/validate.ts) follows the rule at the bounds', () => {
    const messageOf = (length: number) => {
      const result = v.safeParse(serverPassword, ofLength(length), { abortPipeEarly: true });
      return result.success ? null : result.issues[0].message;
    };
    expect([7, 8, 12, 13].map(messageOf)).toEqual([
      'Must contain at least 8 characters',
      null,
      null,
      'Maximum 12 characters',
    ]);
  });
});
