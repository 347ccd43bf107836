/**
 * Single-line text a person types (a child's nickname, a parent's name, bank details, an
 * address, a search): no control characters and no bidirectional controls (issue 10).
 *
 * - C0 controls U+0000–U+001F (NUL, tab, line breaks ...), DEL U+007F and the C1 controls
 *   U+0080–U+009F: none belongs in a single-line field; NUL breaks C strings and logs.
 * - Bidirectional controls: the embeddings and overrides U+202A–U+202E, the isolates
 *   U+2066–U+2069, the marks U+200E/U+200F and the Arabic letter mark U+061C. They reorder
 *   what is shown (a right-to-left override makes "gnim" read "ming"), so a name could pass
 *   for another one.
 *
 * The zero-width joiner U+200D stays allowed: emoji sequences (👩‍👧) need it.
 * The forms (src/forms/) and the server's schemas (src/server/http/validate.ts `text`) apply
 * it with the same message: one rule, two enforcers.
 */

/** The message id when a text holds such a character (the SPA translates it; the server sends it). */
export const UNSAFE_TEXT_MESSAGE = 'Must not contain control or text-direction characters';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** True when `text` holds none of the characters above. */
export function isPlainText(text: string): boolean {
  return !UNSAFE.test(text);
}
