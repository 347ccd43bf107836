import * as v from 'valibot';
import { messages } from '../http/reply';
import { email, flag, integer, object, oneOf, password, requiredOr, text } from '../http/validate';

/**
 * Request schemas of the account calls (SPEC §5, §7). Field errors use the exact
 * SPEC §5 messages; the business failures (§8) are raised by the handlers.
 */

/** A password being checked, not set: any non-empty text (a wrong one is a business failure). */
const givenPassword = (wrong: string) =>
  v.pipe(v.string(requiredOr(wrong)), v.nonEmpty(messages.required), v.maxLength(128, wrong));

const verificationId = v.pipe(
  v.string(requiredOr(messages.codeInvalid)),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(64, messages.codeInvalid),
);

/** The 6-digit e-mail code, as text (leading zeros count). */
const code = v.pipe(
  v.string(requiredOr(messages.codeInvalid)),
  v.trim(),
  v.nonEmpty(messages.required),
  v.regex(/^\d{6}$/, messages.codeInvalid),
);

const envLanguage = v.pipe(
  integer(1, 3, 'Must be 1, 2 or 3'),
  v.transform((n) => n as 1 | 2 | 3),
);

/** Optional referral code; empty means none. */
const inviteCode = v.optional(
  v.nullable(
    v.pipe(
      v.string(messages.inviteUnknown),
      v.trim(),
      v.toUpperCase(),
      v.maxLength(16, messages.inviteUnknown),
    ),
  ),
);

export const registerBody = object({
  email,
  password,
  name: text(30),
  invite_code: inviteCode,
  /** The interface language at registration; traditional Chinese (2) when absent. */
  env_language: v.optional(envLanguage, 2),
});

export const verifyBody = object({
  email_verification_id: verificationId,
  email,
  code,
});

export const emailBody = object({ email });

export const loginBody = object({ email, password });

export const setNewPasswordBody = object({
  email,
  email_verification_id: verificationId,
  code,
  password,
});

/** SPEC §7: `POST member/password` takes its fields in the query string. */
export const changePasswordQuery = object({
  origin_password: givenPassword(messages.oldPasswordWrong),
  password,
});

export const selfDeleteBody = object({
  password: givenPassword(messages.incorrectPassword),
});

/**
 * `PUT members/{id}`: learning settings and/or account settings (SPEC §3), each
 * optional, each validated.
 */
export const settingsBody = v.pipe(
  object({
    // learning settings
    language: v.optional(oneOf(['cn', 'tw'], 'Must be cn or tw')),
    second_language: v.optional(oneOf(['none', 'english'], 'Must be none or english')),
    phonetic_symbol: v.optional(oneOf(['rom', 'phonetic'], 'Must be rom or phonetic')),
    study_time_limit: v.optional(integer(0, 600, 'Must be a whole number of minutes from 0 to 600')),
    daily_task: v.optional(flag()),
    daily_task_times: v.optional(integer(1, 10, 'Must be a whole number from 1 to 10')),
    write_number: v.optional(integer(1, 10, 'Must be a whole number from 1 to 10')),
    write_hint: v.optional(flag()),
    eng_spell_hint: v.optional(flag()),
    bgm: v.optional(flag()),
    // account settings
    name: v.optional(text(30)),
    gender: v.optional(oneOf(['male', 'female'], 'Must be male or female')),
    env_language: v.optional(envLanguage),
  }),
  v.check((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change'),
);

export type SettingsInput = v.InferOutput<typeof settingsBody>;
