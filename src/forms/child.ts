/**
 * Validation of the add-child form (SPEC §2 "Child set-up page", §3 Child,
 * §5 birthday and nickname), as a valibot schema for react-hook-form's
 * `valibotResolver`, validated eagerly (`mode: 'onChange'`).
 *
 * The field names are the API's (POST children: name, gender, birthday,
 * avatar), so a 422 maps onto them one to one. The messages are the same
 * English texts the server sends for the same rules, so one catalog entry
 * translates both, and they are translated when a rule fails (the current
 * language).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { isPlainText } from '../../machines/rules/text';

/** Longest nickname (the contract's ChildName), counted in characters as the server counts them. */
export const CHILD_NAME_MAX = 20;
/** Largest avatar the server takes (the contract: "at most 2 MB"). */
export const AVATAR_MAX_MB = 2;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;
/** What the file picker offers: the four image types the server accepts. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
/** The oldest birthday the server takes. */
const OLDEST_BIRTHDAY = '1900-01-01';

export const GENDERS = ['boy', 'girl'] as const;
export type Gender = (typeof GENDERS)[number];

const max = CHILD_NAME_MAX;
const megabytes = AVATAR_MAX_MB;

/** The rule messages, by rule name. */
export const childRuleMessages = {
  required: msg`Must fill in`,
  nameTooLong: msg`Maximum ${max} characters`,
  /** machines/rules/text.ts (the server's message too). */
  unsafeText: msg`Must not contain control or text-direction characters`,
  date: msg`Must be a real date (YYYY-MM-DD)`,
  birthdayNotPast: msg`The birthday must be in the past`,
  avatarTooLarge: msg`The avatar must be at most ${megabytes} MB`,
} satisfies Record<string, MessageDescriptor>;

type Rule = keyof typeof childRuleMessages;

function say(i18n: I18n, rule: Rule): () => string {
  return () => i18n._(childRuleMessages[rule]);
}

/** YYYY-MM-DD of a day in the parent's own calendar (what the date input shows as today). */
export { localDay } from '../../machines/rules/localDay';
import { localDay } from '../../machines/rules/localDay';

function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= OLDEST_BIRTHDAY;
}

/** The chosen file of a file input (a FileList, or an array in tests); null when none was chosen. */
export function firstFile(value: unknown): File | null {
  const list = value as ArrayLike<unknown> | null | undefined;
  const file = list && typeof list === 'object' && 'length' in list ? list[0] : value;
  return typeof File !== 'undefined' && file instanceof File && !(file.size === 0 && file.name === '') ? file : null;
}

/**
 * `/set-up/child`, the add-child form: nickname (required, at most 20
 * characters), gender (boy or girl, required), birthday (required, a real
 * date before today) and an optional avatar (at most 2 MB; whether it really
 * is an image is the server's to say, from its bytes). `today` is the clock,
 * injected for tests.
 */
export function childSchema(i18n: I18n, today: () => Date = () => new Date()) {
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(say(i18n, 'required')),
      v.check(isPlainText, say(i18n, 'unsafeText')),
      v.check((name) => [...name].length <= CHILD_NAME_MAX, say(i18n, 'nameTooLong')),
    ),
    gender: v.picklist(GENDERS, say(i18n, 'required')),
    birthday: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(say(i18n, 'required')),
      v.check(isRealDate, say(i18n, 'date')),
      v.check((day) => day < localDay(today()), say(i18n, 'birthdayNotPast')),
    ),
    avatar: v.pipe(
      v.unknown(),
      v.transform(firstFile),
      v.check((file) => file === null || file.size <= AVATAR_MAX_BYTES, say(i18n, 'avatarTooLarge')),
    ),
  });
}
export type NewChildInput = v.InferInput<ReturnType<typeof childSchema>>;
export type NewChildValues = v.InferOutput<ReturnType<typeof childSchema>>;
