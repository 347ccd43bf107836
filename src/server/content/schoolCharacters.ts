import { readFileSync } from 'node:fs';
import type { StrokeFile } from './curriculum';
import { projectFile } from '../root';

/**
 * The characters a parent may type beyond the curriculum's (issue 30: the school's weekly list):
 * every character of the MOE 《國語小字典》 not in curriculum.json, with its stroke files made the
 * way the curriculum's are (build/strokeFiles.ts) by `npm run content:characters`
 * (build/schoolCharacters.ts) and committed. `tw` is in Taiwan's order, checked against CNS11643
 * like the curriculum's; `cn` is the simplified form's, in the mainland's order, null when
 * hanzi-writer-data does not draw it. Characters with no Taiwan-order strokes are in `without`,
 * with why. The curriculum's own characters are not here: look there first.
 */

export interface SchoolCharacterStrokes {
  tw: StrokeFile;
  cn: StrokeFile | null;
}

export interface SchoolCharactersFile {
  /** Content hash of `characters` and `without`. */
  version: string;
  /** By traditional character. */
  characters: Record<string, SchoolCharacterStrokes>;
  /** The 小字典's characters beyond the curriculum with no strokes in Taiwan's order, and why. */
  without: Record<string, string>;
}

export const SCHOOL_CHARACTERS_FILE = projectFile('src/server/content/school-characters.json');

let loaded: SchoolCharactersFile | undefined;

/** The committed file, read once per process. */
export function loadSchoolCharacters(): SchoolCharactersFile {
  loaded ??= JSON.parse(readFileSync(SCHOOL_CHARACTERS_FILE, 'utf8')) as SchoolCharactersFile;
  return loaded;
}

/** `char`'s stroke files when it is a 小字典 character beyond the curriculum with strokes in Taiwan's order, else null. */
export function schoolCharacter(char: string): SchoolCharacterStrokes | null {
  const { characters } = loadSchoolCharacters();
  return Object.hasOwn(characters, char) ? characters[char]! : null;
}

let byFile: Map<string, StrokeFile> | undefined;

/** The stroke file named `file` among the 小字典's characters beyond the curriculum (either script), else null: served like the curriculum's. */
export function schoolStrokeFile(file: string): StrokeFile | null {
  if (!byFile) {
    byFile = new Map();
    for (const { tw, cn } of Object.values(loadSchoolCharacters().characters)) {
      byFile.set(tw.file, tw);
      if (cn) byFile.set(cn.file, cn);
    }
  }
  return byFile.get(file) ?? null;
}
