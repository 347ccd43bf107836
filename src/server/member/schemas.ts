import * as v from 'valibot';
import { isPrivacyConsent } from '../../../machines/rules/consent';
import { isSchoolTermSetting, type SchoolTermCode } from '../../../machines/rules/schoolTerm';
import { messages, type ServerMessage } from '../http/reply';
import { email, flag, id, integer, object, oneOf, password, requiredOr, text } from '../http/validate';

/**
 * Request schemas of the account calls (SPEC §5, §7). Field errors use the exact
 * SPEC §5 messages; the business failures (§8) are raised by the handlers.
 */

/** A password being checked, not set: any non-empty text (a wrong one is a business failure). */
const givenPassword = (wrong: ServerMessage) =>
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
  integer(1, 3, messages.envLanguage),
  v.transform((n) => n as 1 | 2 | 3),
);

const wholeNumber = (min: number, max: number) => integer(min, max, messages.wholeNumberBetween(min, max));
const minutes = (min: number, max: number) => integer(min, max, messages.minutesBetween(min, max));

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

/**
 * The parent's consent to the privacy policy (issue 9): exactly 1. Missing, 0 or anything
 * else is refused with the one message that says what to do.
 */
const privacyAccepted = v.pipe(
  v.optional(v.unknown(), 0),
  v.check(isPrivacyConsent, messages.privacyConsent),
  v.transform(() => 1 as const),
);

export const registerBody = object({
  email,
  password,
  name: text(30),
  invite_code: inviteCode,
  /** The interface language at registration; traditional Chinese (2) when absent. */
  env_language: v.optional(envLanguage, 2),
  privacy_accepted: privacyAccepted,
  /**
   * The `email_verification_id` of this browser's earlier, still unverified registration that
   * this one corrects (a mistyped e-mail): that pending member is removed.
   */
  replaces: v.optional(v.nullable(v.pipe(v.string(messages.invalidValue), v.trim(), v.maxLength(64, messages.invalidValue)))),
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
    language: v.optional(oneOf(['cn', 'tw'], messages.language)),
    second_language: v.optional(oneOf(['none', 'english'], messages.secondLanguage)),
    phonetic_symbol: v.optional(oneOf(['rom', 'phonetic'], messages.phoneticSymbol)),
    study_time_limit: v.optional(minutes(0, 600)),
    daily_task: v.optional(flag()),
    daily_task_times: v.optional(wholeNumber(1, 10)),
    write_number: v.optional(wholeNumber(1, 10)),
    write_hint: v.optional(flag()),
    eng_spell_hint: v.optional(flag()),
    /** The child's school term (issue 29): a code, or null for none; only with `child_id`. */
    school_term: v.optional(v.custom<SchoolTermCode | null>(isSchoolTermSetting, messages.schoolTerm)),
    bgm: v.optional(flag()),
    // account settings
    name: v.optional(text(30)),
    gender: v.optional(oneOf(['male', 'female'], messages.memberGender)),
    env_language: v.optional(envLanguage),
    // the child whose learning settings change (issue 28); without it, the member's (a new child's)
    child_id: v.optional(id),
  }),
  v.check(
    ({ child_id: _child, ...fields }) => Object.values(fields).some((value) => value !== undefined),
    messages.nothingToChange,
  ),
  // the member has no school term (a new child starts without one): it is set on a child only
  v.forward(
    v.check(({ child_id, school_term }) => school_term === undefined || child_id !== undefined, messages.schoolTermNeedsChild),
    ['school_term'],
  ),
);

export type SettingsInput = v.InferOutput<typeof settingsBody>;
