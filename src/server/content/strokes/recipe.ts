// How a character's Taiwan-order strokes are made from AnimCJK's or hanzi-writer-data's: the steps
// the build's search finds (strokes/taiwan.ts) or fixes.ts gives by hand, recorded in
// curriculum.json and replayed by the server (applyRecipe). A module of its own so that fixes.ts
// can write steps without importing the search.

/**
 * One step of a character's recipe: what the search found, replayed without searching (the server
 * makes a `taiwan` file from it on first request). Each step is deterministic given the record so far.
 */
export type RecipeStep =
  /** splitStroke(record, index): the stroke cut in two at its corner */
  | { split: number }
  /** transplant(record, part, library, donor, run): AnimCJK's strokes of a component */
  | { transplant: { donor: string; part: number[]; run: number[] } }
  /** restyle(record, at, library, donor, fit): a whole donor's strokes redrawn as AnimCJK draws them */
  | { restyle: { donor: string; at: number } }
  /** reordered(record, order) */
  | { order: number[] };

/** How to make a character's Taiwan-order strokes from its base's: the steps, in turn. */
export interface Recipe {
  base: 'animcjk' | 'hanzi-writer-data';
  steps: RecipeStep[];
}
