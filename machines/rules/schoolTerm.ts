/**
 * The school term (issue 29 "Coverage": a parent can choose the grade: 一上, 一下, 二上, 二下).
 *
 * Taiwan's first two school years have four terms, in this order. The curriculum names a lesson's
 * term in characters (`一上` …: the content build reads them from the publishers' lists,
 * src/server/content/build/terms.ts); the API and each child's setting carry a code instead:
 * `1-1` `1-2` `2-1` `2-2` (grade, then term of that grade). Why codes: they are ASCII (a JSON body,
 * a query string, a log line or a database column never meet an encoding question), they sort in
 * school order as plain text, they read the same to a Taiwanese and a mainland parent's app (一上
 * is Taiwan's shorthand; the mainland says 一年级上册), and grades 3 to 6 extend them without new
 * words. What a parent reads is the catalogs' (一年級上學期 / 一年级上学期 / Grade 1, first term).
 *
 * A child's `school_term` is null until a parent chooses one: the lessons then follow the
 * curriculum's own order and nothing marks them. With a term chosen, each lesson is placed
 * against it (`termPlace`): `earlier` (a term the child has had: review), `this` (the term the
 * child is in: the lesson track marks it) or `later`. A lesson whose characters are on no
 * school list has no term and no place.
 *
 * One rule, two enforcers: the server validates a setting with `isSchoolTermCode` and sends each
 * lesson's term through `termCodeOf`; the app places lessons with `termPlace`.
 */

/** The terms in school order, as the curriculum writes them. */
export const SCHOOL_TERMS = ['一上', '一下', '二上', '二下'] as const;
export type SchoolTerm = (typeof SCHOOL_TERMS)[number];

/** The terms' codes, in the same order: what the API and a child's setting carry. */
export const SCHOOL_TERM_CODES = ['1-1', '1-2', '2-1', '2-2'] as const;
export type SchoolTermCode = (typeof SCHOOL_TERM_CODES)[number];

/** Where a lesson sits for a child in a term: before it (review), in it, or after it. */
export type TermPlace = 'earlier' | 'this' | 'later';

/** A code the setting takes: exactly one of the four (not null: "not chosen" is the caller's). */
export function isSchoolTermCode(value: unknown): value is SchoolTermCode {
  return typeof value === 'string' && (SCHOOL_TERM_CODES as readonly string[]).includes(value);
}

/** A valid value of a child's `school_term`: one of the four codes, or null (not chosen). */
export function isSchoolTermSetting(value: unknown): value is SchoolTermCode | null {
  return value === null || isSchoolTermCode(value);
}

/** The code of a curriculum term (`一上` → `1-1`); null for a lesson without one, or for anything else. */
export function termCodeOf(term: string | null | undefined): SchoolTermCode | null {
  const index = (SCHOOL_TERMS as readonly (string | null | undefined)[]).indexOf(term);
  return index < 0 ? null : SCHOOL_TERM_CODES[index]!;
}

/** The curriculum's name of a code (`1-1` → `一上`). */
export function schoolTermOf(code: SchoolTermCode): SchoolTerm {
  return SCHOOL_TERMS[SCHOOL_TERM_CODES.indexOf(code)]!;
}

/**
 * Where a lesson of `lessonTerm` sits for a child in `childTerm`: `earlier`, `this` or `later`;
 * null when the child has no term chosen or the lesson has none (its characters are on no
 * school list), or either is not a known code.
 */
export function termPlace(lessonTerm: string | null | undefined, childTerm: string | null | undefined): TermPlace | null {
  if (!isSchoolTermCode(lessonTerm) || !isSchoolTermCode(childTerm)) return null;
  const lesson = SCHOOL_TERM_CODES.indexOf(lessonTerm);
  const child = SCHOOL_TERM_CODES.indexOf(childTerm);
  return lesson < child ? 'earlier' : lesson === child ? 'this' : 'later';
}

/**
 * Whether a lesson is one the child's term asks for, where home carries on first (the radical of
 * the first such lesson not completed): a lesson of the child's term; every lesson when no term
 * is chosen (the curriculum's own order).
 */
export function isTermLesson(lessonTerm: string | null | undefined, childTerm: SchoolTermCode | null): boolean {
  return childTerm === null || termPlace(lessonTerm, childTerm) === 'this';
}

/** Whether the lesson track marks a lesson as the child's term's ("this term" badge). */
export function isThisTerm(lessonTerm: string | null | undefined, childTerm: string | null | undefined): boolean {
  return termPlace(lessonTerm, childTerm) === 'this';
}
