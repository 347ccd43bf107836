import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadingSources } from '../../../machines/rules/schoolList';
import type { CurriculumWord } from '../content/curriculum';
import type { ContentStore } from '../content/store';
import { miniEntries, moeReadingsDir, parseConcised, parseMini } from '../content/moe';

/**
 * What a school list's words are read with (issue 30 §1, machines/rules/schoolList.ts
 * `wordReadings`): the curriculum's words, then the Ministry of Education's dictionaries, vendored
 * verbatim in content/vendor/moe-readings (CC BY-ND 3.0 TW; the sources page names them): the
 * 《國語辭典簡編本》's words and the 《國語小字典》's characters (4,311 of them, the ones in common use).
 *
 * Read once per process, on the first list a parent pastes (not at start: most processes never
 * need them): about 0.2 s, 40 MB, measured in the note of issue 30.
 */

interface MoeIndex {
  words: Map<string, string[][]>;
  characters: Map<string, string[]>;
}

let moe: MoeIndex | undefined;

function moeIndex(): MoeIndex {
  if (!moe) {
    const dir = moeReadingsDir();
    const words = parseConcised(readFileSync(join(dir, 'MoE-concised.csv'), 'utf8'));
    const characters = new Map([...parseMini(miniEntries(dir) ?? [])].map(([char, readings]) => [char, [...readings]]));
    moe = { words, characters };
  }
  return moe;
}

/** Every character the 小字典 reads: traditional, in common use. */
export function isDictionaryCharacter(char: string): boolean {
  return moeIndex().characters.has(char);
}

const curriculumWords = new WeakMap<ContentStore, Map<string, CurriculumWord>>();

/** The curriculum word written `tw` (the first, in curriculum order), or undefined. */
export function curriculumWordOf(content: ContentStore, tw: string): CurriculumWord | undefined {
  let found = curriculumWords.get(content);
  if (!found) {
    found = new Map();
    for (const word of content.wordOrder) if (!found.has(word.tw.text)) found.set(word.tw.text, word);
    curriculumWords.set(content, found);
  }
  return found.get(tw);
}

/** The sources `wordReadings` reads a list word with. */
export function readingSources(content: ContentStore): ReadingSources {
  const { words, characters } = moeIndex();
  return {
    curriculum: (word) => {
      const found = curriculumWordOf(content, word);
      return found ? found.tw.zhuyin.filter((z) => z !== '').join(' ') : null;
    },
    dictionary: (word) => words.get(word) ?? [],
    character: (char) => characters.get(char) ?? [],
  };
}
