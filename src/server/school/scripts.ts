import type { ContentStore } from '../content/store';
import { isDictionaryCharacter } from './dictionary';

/**
 * A school list in either script (issue 30 §1: "traditional or simplified"): a word is taught in
 * Taiwan's traditional form, and shown in the child's script.
 *
 * A word whose characters the curriculum or the 小字典 knows is traditional already (Taiwan's
 * lists are); any other is converted by OpenCC (simplified → Taiwan standard, phrase by phrase:
 * 头发 頭髮, 发现 發現). OpenCC's tables take about half a second to build, so they are built on the
 * first simplified word a parent writes, not at start. The simplified form of a word the
 * curriculum does not teach comes from the curriculum's characters, else from OpenCC.
 */

type Convert = (text: string) => string;
let toTraditional: Promise<Convert> | undefined;
let toSimplified: Promise<Convert> | undefined;

const traditionalConverter = () =>
  (toTraditional ??= import('opencc-js/cn2t').then((OpenCC) => OpenCC.Converter({ from: 'cn', to: 'tw' })));
const simplifiedConverter = () =>
  (toSimplified ??= import('opencc-js/t2cn').then((OpenCC) => OpenCC.Converter({ from: 'tw', to: 'cn' })));

const known = (content: ContentStore, char: string) => content.characters.has(char) || isDictionaryCharacter(char);

/** The word in Taiwan's traditional form. */
export async function traditionalOf(word: string, content: ContentStore): Promise<string> {
  if ([...word].every((char) => known(content, char))) return word;
  return (await traditionalConverter())(word);
}

/** The traditional word in the mainland's simplified form. */
export async function simplifiedOf(word: string, content: ContentStore): Promise<string> {
  const chars = [...word].map((char) => content.characters.get(char)?.cn);
  if (chars.every((char) => char !== undefined)) return chars.join('');
  return (await simplifiedConverter())(word);
}
