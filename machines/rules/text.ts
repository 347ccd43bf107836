/**
 * Single-line text a person types (a child's nickname, a parent's name, bank details, an
 * address, a search): no control characters, no bidirectional controls (issue 10) and no
 * zero-width characters (issue 26).
 *
 * - C0 controls U+0000–U+001F (NUL, tab, line breaks ...), DEL U+007F and the C1 controls
 *   U+0080–U+009F: none belongs in a single-line field; NUL breaks C strings and logs.
 * - Bidirectional controls: the embeddings and overrides U+202A–U+202E, the isolates
 *   U+2066–U+2069, the marks U+200E/U+200F and the Arabic letter mark U+061C. They reorder
 *   what is shown (a right-to-left override makes "gnim" read "ming"), so a name could pass
 *   for another one.
 *
 * - Zero-width characters: the space U+200B, the non-joiner U+200C, the word joiner U+2060
 *   and the invisible operators U+2061–U+2064 beside it, and the BOM U+FEFF (zero-width
 *   no-break space). They show nothing, so "小明" and "小\u200B明" look alike and are two names.
 * - The zero-width joiner U+200D, except where an emoji sequence uses it (👩‍👧, 👍🏽‍…):
 *   between an emoji (or its skin tone or U+FE0F presentation selector) and the next emoji.
 *   Anywhere else it is as invisible as the others.
 *
 * The message id stays "control or text-direction characters" (the Chinese catalogs say
 * "invisible control characters", which the zero-width ones are: Unicode class Cf, format controls).
 * The forms (src/forms/) and the server's schemas (src/server/http/validate.ts `text`) apply
 * it with the same message: one rule, two enforcers.
 */

/** The message id when a text holds such a character (the SPA translates it; the server sends it). */
export const UNSAFE_TEXT_MESSAGE = 'Must not contain control or text-direction characters';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** A zero-width joiner inside an emoji sequence: after an emoji, its skin tone or U+FE0F, before an emoji. */
const EMOJI_JOINER = /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d(?=\p{Extended_Pictographic})/gu;

/** True when `text` holds none of the characters above. */
export function isPlainText(text: string): boolean {
  if (UNSAFE.test(text)) return false;
  return !text.includes('\u200d') || !text.replace(EMOJI_JOINER, '').includes('\u200d');
}
