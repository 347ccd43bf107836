import type { Context } from 'hono';
import * as v from 'valibot';
import { isLongEnoughPassword, isShortEnoughPassword } from '../../../machines/rules/password';
import { isPlainText } from '../../../machines/rules/text';
import { fail, messages, type FieldErrors, type ServerMessage } from './reply';

/**
 * Request validation with valibot. Every handler parses its query, JSON or multipart
 * input through one of these; a failure is HTTP 422 with one message per field, and
 * nothing is stored. Unknown fields are dropped, wrong types never reach the handler.
 */

type Schema = v.GenericSchema | v.GenericSchemaAsync;

/**
 * How every request is parsed: the first failing check of a field decides its message.
 * A check written without a message would report valibot's own English text
 * ('Invalid type: ...'), which the SPA cannot translate: `message` replaces it.
 */
const parseConfig: v.Config<v.BaseIssue<unknown>> = { abortPipeEarly: true, message: messages.invalidValue };

/** Parses input or throws the 422 wrapper. */
export async function parse<S extends Schema>(schema: S, input: unknown): Promise<v.InferOutput<S>> {
  const result = await v.safeParseAsync(schema, input, parseConfig);
  if (!result.success) throw fail.invalid(toFieldErrors(result.issues));
  return result.output;
}

/** One message per field, the first one found; issues without a path go to `body`. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'body';
    errors[key] ??= [issue.message];
  }
  return errors;
}

/** `application/json`, with or without parameters (charset), in any case. */
export function isJsonType(contentType: string | undefined): boolean {
  return contentType !== undefined && /^\s*application\/json\s*(;|$)/i.test(contentType);
}

/**
 * The JSON body, validated. A body not sent as `application/json` is a 415 (a page of
 * another site can post `text/plain` without asking, never `application/json`); a missing
 * or malformed body is a 422 on `body`.
 */
export async function jsonBody<S extends Schema>(c: Context, schema: S) {
  if (!isJsonType(c.req.header('Content-Type'))) throw fail.notJsonType();
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw fail.field('body', messages.bodyNotJson);
  }
  return parse(schema, raw);
}

/** The query string (first value of each key), validated. */
export function queryOf<S extends Schema>(c: Context, schema: S) {
  return parse(schema, c.req.query());
}

/** A multipart or url-encoded form body as fields and files. No body reads as an empty form. */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!type.includes('multipart/form-data') && !type.includes('application/x-www-form-urlencoded')) {
    return {};
  }
  try {
    return await c.req.parseBody();
  } catch {
    throw fail.field('body', messages.formUnreadable);
  }
}

/**
 * Validates several inputs of one request (query and body) and reports all their
 * field errors together.
 */
export async function parseAll<const T extends readonly (readonly [Schema, unknown])[]>(
  ...pairs: T
): Promise<{ [K in keyof T]: v.InferOutput<T[K][0]> }> {
  const outputs: unknown[] = [];
  const errors: FieldErrors = {};
  for (const [schema, input] of pairs) {
    const result = await v.safeParseAsync(schema, input, parseConfig);
    if (result.success) outputs.push(result.output);
    else for (const [key, list] of Object.entries(toFieldErrors(result.issues))) errors[key] ??= list;
  }
  if (Object.keys(errors).length > 0) throw fail.invalid(errors);
  return outputs as { [K in keyof T]: v.InferOutput<T[K][0]> };
}

// ---------------------------------------------------------------------------
// Field schemas shared by the resource groups

const isBlank = (input: unknown) => input === undefined || input === null || input === '';

/** 'Must fill in' when the value is missing or empty, else the given message. */
export function requiredOr(message: ServerMessage) {
  return (issue: v.BaseIssue<unknown>) => (isBlank(issue.input) ? messages.required : message);
}

/**
 * The object issue covers two cases: the input is not an object (no path: one error on
 * `body`), or a required key is missing (a path: 'Must fill in' on that field).
 */
const objectMessage = (issue: v.BaseIssue<unknown>) =>
  issue.path?.length ? messages.required : messages.bodyNotObject;

/** A JSON object body or a form; unknown keys are dropped. */
export function object<E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, objectMessage);
}

/** Same, for async entries (file checks). */
export function objectAsync<E extends v.ObjectEntriesAsync>(entries: E) {
  return v.objectAsync(entries, objectMessage);
}

/**
 * Trimmed single-line text, required, at most `max` characters, with no control or
 * bidirectional characters (machines/rules/text.ts).
 */
export function text(max: number) {
  return v.pipe(
    v.string(requiredOr(messages.notText)),
    v.trim(),
    v.nonEmpty(messages.required),
    v.check(isPlainText, messages.unsafeText),
    v.check((s) => [...s].length <= max, messages.maxChars(max)),
  );
}

/** The account e-mail: trimmed, lower-cased, SPEC §5 messages. */
export const email = v.pipe(
  v.string(requiredOr(messages.email)),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(254, messages.email),
  v.email(messages.email),
  v.toLowerCase(),
);

/** A password: 8 to 12 characters (SPEC §5, §9; machines/rules/password.ts, the forms' rule too), never trimmed. */
export const password = v.pipe(
  v.string(requiredOr(messages.notText)),
  v.nonEmpty(messages.required),
  v.check(isLongEnoughPassword, messages.min8),
  v.check(isShortEnoughPassword, messages.max12),
);

/**
 * A whole number in [min, max], given as a JSON number or a numeric string (query
 * and multipart values are strings).
 */
export function integer(min: number, max: number, message: ServerMessage) {
  const m = requiredOr(message);
  return v.pipe(
    v.union([v.number(m), v.pipe(v.string(m), v.trim(), v.regex(/^-?\d{1,15}$/, m))], m),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** A 0 / 1 flag. */
export function flag(message: ServerMessage = messages.notFlag) {
  return v.pipe(integer(0, 1, message), v.transform((n) => n as 0 | 1));
}

/** One of the given strings. */
export function oneOf<const T extends readonly string[]>(options: T, message: ServerMessage) {
  return v.picklist(options, requiredOr(message));
}

/** A positive id, from a path segment, query or body. */
export const id = integer(1, 2_147_483_647, messages.notId);

/** A numeric path parameter; anything else is an unknown id (404). */
export function pathId(c: Context, name = 'id'): number {
  const result = v.safeParse(id, c.req.param(name));
  if (!result.success) throw fail.notFound();
  return result.output;
}

/** A calendar date `YYYY-MM-DD` that exists and lies before `today()` (UTC). */
export function pastDate(today: () => Date, message: ServerMessage, future: ServerMessage) {
  return v.pipe(
    v.string(requiredOr(message)),
    v.trim(),
    v.nonEmpty(messages.required),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, message),
    v.check(isRealDate, message),
    v.check((s) => s >= '1900-01-01', message),
    v.check((s) => s < today().toISOString().slice(0, 10), future),
  );
}

function isRealDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}
