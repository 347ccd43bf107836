import type { Script, StrokeFile } from '../content/curriculum';
import { schoolCharacter } from '../content/schoolCharacters';
import type { ContentStore } from '../content/store';

/**
 * A school list character's stroke file in a script: the curriculum's, else the 小字典's beyond it
 * (content/schoolCharacters.ts, made by `npm run content:characters`; the `tw` files in Taiwan's
 * order, checked against CNS11643 like the curriculum's). Null: the app has no strokes for it in
 * that script's standard, and the character is taught without the writing step.
 */
export function strokeFileOf(content: ContentStore, char: string, script: Script): StrokeFile | null {
  const curriculum = content.characters.get(char);
  if (curriculum) return curriculum.strokes[script];
  return schoolCharacter(char)?.[script] ?? null;
}

/** Whether the app has `char`'s strokes in Taiwan's order. */
export function hasTaiwanStrokes(content: ContentStore, char: string): boolean {
  return strokeFileOf(content, char, 'tw') !== null;
}
