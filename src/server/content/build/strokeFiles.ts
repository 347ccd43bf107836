import { contentHash, strokeBytes, type StrokeSource } from '../assets';
import type { StrokeFile } from '../curriculum';
import type { Recipe } from '../strokes/taiwan';
import { toSimplified } from './lexicon';
import { taiwanSource, taiwanStrokesOf } from './taiwanOrder';

/**
 * A traditional character's two stroke files, made one way for the curriculum (build.ts) and for
 * the characters a parent may type beyond it (schoolCharacters.ts, issue 30): `tw` in Taiwan's
 * order (strokes/taiwan.ts, its recipe recorded so the server replays it), `cn` the simplified
 * form in the mainland's order (hanzi-writer-data). A file is named by the hash of the bytes the
 * server will make from it (assets.ts strokeBytes).
 */

/** A stroke file of `char` from `source` (a `taiwan` one with its recipe); null when the source lacks it. */
export function strokeFileOf(char: string, source: StrokeSource, recipe?: Recipe): StrokeFile | null {
  const bytes = strokeBytes(char, source, recipe);
  if (!bytes) return null;
  return { file: `${contentHash(bytes)}.json`, char, source, ...(recipe ? { recipe } : {}) };
}

/** The tw file: the character's strokes in Taiwan's order (strokes/taiwan.ts), or why there are none. */
export function taiwanFile(char: string): StrokeFile | { problem: string } {
  const found = taiwanStrokesOf(char);
  if ('problem' in found) return { problem: found.problem };
  const source = taiwanSource(found);
  const file = strokeFileOf(char, source, source === 'taiwan' ? found.recipe : undefined);
  if (!file) return { problem: `${char}: no stroke data in ${source}` };
  // the file's name is the hash of the recipe's replay, what the server will make; it must be what the search found
  if (source === 'taiwan' && file.file !== `${contentHash(Buffer.from(JSON.stringify(found.record)))}.json`) {
    return { problem: `${char}: its recipe (strokes/taiwan.ts applyRecipe) does not make the strokes the search found` };
  }
  return file;
}

export interface CharacterStrokeFiles {
  /** The simplified form (toSimplified). */
  cn: string;
  strokes: { tw: StrokeFile | { problem: string }; cn: StrokeFile | null };
}

/** Both of a traditional character's stroke files: tw in Taiwan's order (or why none), cn of its simplified form (null when hanzi-writer-data lacks it). */
export function characterStrokeFiles(char: string): CharacterStrokeFiles {
  const cn = toSimplified(char);
  // the simplified script keeps the mainland's order, as mainland schools teach it
  return { cn, strokes: { tw: taiwanFile(char), cn: strokeFileOf(cn, 'hanzi-writer-data') } };
}
