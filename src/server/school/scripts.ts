import type { ContentStore } from '../content/store';
import { isDictionaryCharacter } from './dictionary';

/**
 * A school list in either script (issue 30 §1: "traditional or simplified"): a word is taught in
 * Taiwan's traditional form, and shown in the child's script.
 *
 * The script is the list's, not each word's: a list whose characters the curriculum or the 小字典
 * all know is traditional (Taiwan's lists are) and kept as written; a list with one character they
 * do not know (园, 头) is simplified, and every word of it is converted by OpenCC (simplified →
 * Taiwan standard, phrase by phrase: 头发 頭髮, 后面 後面), so 后面 in a simplified list becomes 後面
 * though 后 and 面 are traditional characters too. The review shows a converted word as written
 * beside what it became. OpenCC's tables take about half a second to build, so they are built on
 * the first simplified list, not at start. The simplified form of a word the curriculum does not
 * teach comes from the curriculum's characters, else from OpenCC.
 */

type Convert = (text: string) => string;
let toTraditional: Promise<Convert> | undefined;
let toSimplified: Promise<Convert> | undefined;

const traditionalConverter = () =>
  (toTraditional ??= import('opencc-js/cn2t').then((OpenCC) => OpenCC.Converter({ from: 'cn', to: 'tw' })));
const simplifiedConverter = () =>
  (toSimplified ??= import('opencc-js/t2cn').then((OpenCC) => OpenCC.Converter({ from: 'tw', to: 'cn' })));

const known = (content: ContentStore, char: string) => content.characters.has(char) || isDictionaryCharacter(char);

/** Whether a list's words are written in the simplified script: a character neither the curriculum nor the 小字典 knows. */
export function isSimplifiedList(words: readonly string[], content: ContentStore): boolean {
  return words.some((word) => [...word].some((char) => !known(content, char)));
}

/** The list's words in Taiwan's traditional form (converted when the list is simplified). */
export async function traditionalWords(words: readonly string[], content: ContentStore): Promise<string[]> {
  if (!isSimplifiedList(words, content)) return [...words];
  const convert = await traditionalConverter();
  return words.map((word) => convert(word));
}

/** The traditional word in the mainland's simplified form. */
export async function simplifiedOf(word: string, content: ContentStore): Promise<string> {
  const chars = [...word].map((char) => content.characters.get(char)?.cn);
  if (chars.every((char) => char !== undefined)) return chars.join('');
  return (await simplifiedConverter())(word);
}
