/**
 * Validation of the five account forms (SPEC §5), as valibot schemas for
 * react-hook-form's `valibotResolver`.
 *
 * Validation is eager (`mode: 'onChange'`) and every message is translated at
 * validation time through Lingui, so an error follows the current language.
 * The English texts are the spec's, and the same texts the server sends
 * in `errors`, so one catalog entry translates both.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isLongEnoughPassword, isShortEnoughPassword } from '../../machines/rules/password';
import { isPlainText } from '../../machines/rules/text';

/** Password length, SPEC §5 and §9: 8 to 12 characters, the rule the server checks too. */
/** Longest nickname, as the server counts it (code points). */
export const NAME_MAX = 50;
/** Longest e-mail address (RFC 5321), as the server has it. */
export const EMAIL_MAX = 254;

/** The rule messages of SPEC §5, by rule name. */
export const ruleMessages = {
  required: msg`Must fill in`,
  email: msg`Account has to be a valid email address`,
  min8: msg`Must contain at least 8 characters`,
  max12: msg`Maximum 12 characters`,
  max50: msg`Maximum 50 characters`,
  /** machines/rules/text.ts (the server's message too). */
  unsafeText: msg`Must not contain control or text-direction characters`,
  inconsistent: msg`Confirmation password does not match password`,
  pincode: msg`Please enter the 6-digit code`,
  samePassword: msg`The new password must be different from the old one`,
  acknowledge: msg`Please tick this to go on`,
} satisfies Record<string, MessageDescriptor>;

type Rule = keyof typeof ruleMessages;

/** A valibot message function: translated when the rule fails, in the active locale. */
function say(i18n: I18n, rule: Rule): () => string {
  return () => i18n._(ruleMessages[rule]);
}

function emailField(i18n: I18n) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say(i18n, 'required')),
    v.maxLength(EMAIL_MAX, say(i18n, 'email')),
    v.email(say(i18n, 'email')),
  );
}

/** A password: required, then 8 to 12 characters. Not trimmed: spaces count. */
function passwordField(i18n: I18n) {
  return v.pipe(
    v.string(),
    v.nonEmpty(say(i18n, 'required')),
    v.check(isLongEnoughPassword, say(i18n, 'min8')),
    v.check(isShortEnoughPassword, say(i18n, 'max12')),
  );
}

/** The confirmation is only required here; whether it matches is checked on the object. */
function confirmationField(i18n: I18n) {
  return v.pipe(v.string(), v.nonEmpty(say(i18n, 'required')));
}

function pincodeField(i18n: I18n) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(say(i18n, 'required')),
    v.regex(/^\d{6}$/, say(i18n, 'pincode')),
  );
}

/** `/login`: e-mail and password. */
export function loginSchema(i18n: I18n) {
  return v.object({ email: emailField(i18n), password: passwordField(i18n) });
}
export type LoginValues = v.InferOutput<ReturnType<typeof loginSchema>>;

/**
 * `/register`: e-mail, password and its confirmation, nickname (`name`) and an
 * optional referral code (`invite_code`, sent only when typed). The field names
 * are the API's (member/register), so a 422 maps onto them one to one.
 */
export function registerSchema(i18n: I18n) {
  return v.pipe(
    v.object({
      email: emailField(i18n),
      password: passwordField(i18n),
      confirmPassword: confirmationField(i18n),
      name: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(say(i18n, 'required')),
        v.check(isPlainText, say(i18n, 'unsafeText')),
        v.check((name) => [...name].length <= NAME_MAX, say(i18n, 'max50')),
      ),
      invite_code: v.pipe(
        v.string(),
        v.trim(),
        v.transform((code) => (code === '' ? undefined : code)),
      ),
      /**
       * The "I agree" box of the privacy policy, passed on as it is: the registration machine
       * decides (rules/consent.ts) and puts its message on this field.
       */
      privacy_accepted: v.optional(v.boolean(), false),
    }),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.password === input.confirmPassword,
        say(i18n, 'inconsistent'),
      ),
      ['confirmPassword'],
    ),
  );
}
export type RegisterInput = v.InferInput<ReturnType<typeof registerSchema>>;
export type RegisterValues = v.InferOutput<ReturnType<typeof registerSchema>>;

/** `/register-captcha`: the six-digit code from the e-mail. */
export function codeSchema(i18n: I18n) {
  return v.object({ pincode: pincodeField(i18n) });
}
export type CodeValues = v.InferOutput<ReturnType<typeof codeSchema>>;

/** `/forget`: the account's e-mail. */
export function forgetSchema(i18n: I18n) {
  return v.object({ email: emailField(i18n) });
}
export type ForgetValues = v.InferOutput<ReturnType<typeof forgetSchema>>;

/** `/forget/captcha`: the code, the new password and its confirmation. */
export function newPasswordSchema(i18n: I18n) {
  return v.pipe(
    v.object({
      pincode: pincodeField(i18n),
      newPassword: passwordField(i18n),
      confirmPassword: confirmationField(i18n),
    }),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmPassword']],
        (input) => input.newPassword === input.confirmPassword,
        say(i18n, 'inconsistent'),
      ),
      ['confirmPassword'],
    ),
  );
}
export type NewPasswordValues = v.InferOutput<ReturnType<typeof newPasswordSchema>>;

/**
 * The account center's settings (SPEC §3 Member: name, gender, env_language;
 * "Name must be filled in"). The radio buttons give strings; the output is
 * what PUT members/{id} takes.
 */
export function accountSettingsSchema(i18n: I18n) {
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(say(i18n, 'required')),
      v.check(isPlainText, say(i18n, 'unsafeText')),
      v.check((name) => [...name].length <= NAME_MAX, say(i18n, 'max50')),
    ),
    gender: v.pipe(
      v.optional(v.nullable(v.picklist(['male', 'female', ''])), null),
      v.transform((gender) => (gender === 'male' || gender === 'female' ? gender : null)),
    ),
    env_language: v.pipe(
      v.picklist(['1', '2', '3'], say(i18n, 'required')),
      v.transform((env) => Number(env) as 1 | 2 | 3),
    ),
  });
}
export type AccountSettingsInput = v.InferInput<ReturnType<typeof accountSettingsSchema>>;
export type AccountSettingsValues = v.InferOutput<ReturnType<typeof accountSettingsSchema>>;

/**
 * The account center's reset-password modal (SPEC §5 change password): the old
 * password (only required: the server says whether it is right), the new one
 * (8 to 12 characters, not the old one) and its confirmation (the same).
 */
export function changePasswordSchema(i18n: I18n) {
  return v.pipe(
    v.object({
      oldPassword: v.pipe(v.string(), v.nonEmpty(say(i18n, 'required'))),
      newPassword: passwordField(i18n),
      confirmPassword: confirmationField(i18n),
    }),
    v.forward(
      v.partialCheck(
        [['oldPassword'], ['newPassword']],
        (input) => input.newPassword !== input.oldPassword,
        say(i18n, 'samePassword'),
      ),
      ['newPassword'],
    ),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmPassword']],
        (input) => input.newPassword === input.confirmPassword,
        say(i18n, 'inconsistent'),
      ),
      ['confirmPassword'],
    ),
  );
}
export type ChangePasswordValues = v.InferOutput<ReturnType<typeof changePasswordSchema>>;

/**
 * The account center's delete-member modal (SPEC §5: the password and three
 * confirmed acknowledgements). The reason is a free choice, not required.
 */
export function deleteMemberSchema(i18n: I18n) {
  const ticked = v.pipe(v.boolean(), v.check((value) => value, say(i18n, 'acknowledge')));
  return v.object({
    reason: v.optional(v.nullable(v.string()), null),
    ackData: ticked,
    ackPurchases: ticked,
    ackFinal: ticked,
    password: v.pipe(v.string(), v.nonEmpty(say(i18n, 'required'))),
  });
}
export type DeleteMemberInput = v.InferInput<ReturnType<typeof deleteMemberSchema>>;
export type DeleteMemberValues = v.InferOutput<ReturnType<typeof deleteMemberSchema>>;

/**
 * SPEC §5 registration alert: hotmail and outlook addresses should not be used,
 * their mail may not arrive. True for `@hotmail.<tld>` and `@outlook.<tld>`.
 */
export function isDiscouragedEmail(email: string): boolean {
  return /@(hotmail|outlook)\.[a-z.]+$/i.test(email.trim());
}
