/**
 * Words: difficulty (SPEC §3 "difficulty easy or hard by number of components"), the
 * words-house level (SPEC §3 "level (red, pink, yellow, white)") from the spaced-review
 * memory of a word, and how a challenge result rates that memory.
 *
 * Pure functions: the content build, the server and the words house share them.
 *
 * Decisions where the spec is silent:
 * - A word is easy when none of its characters has more than two components
 *   (木, 林, 口, 媽), hard otherwise (森, 魚, 馬).
 * - Levels run from not yet learned to mastered, as a child's reward chart does
 *   (a red flower is the top mark in Chinese schools):
 *   - white: not collected yet (the challenge not passed);
 *   - yellow: collected, but due for review now or still being learned;
 *   - pink: remembered, not yet for long (memory stability under three weeks);
 *   - red: mastered (stability of three weeks or more, and not due).
 * - A challenge rates the memory by its mistakes (wrong answers, missed strokes and
 *   refused letters): none is Easy, one or two Good, three to five Hard, more Again.
 */

export type WordDifficulty = 'easy' | 'hard';
export type WordLevel = 'white' | 'yellow' | 'pink' | 'red';

export const EASY_MAX_COMPONENTS = 2;
/** Stability (days) from which a word counts as mastered. */
export const MASTERED_STABILITY_DAYS = 21;

export function wordDifficulty(componentsPerCharacter: number[]): WordDifficulty {
  return componentsPerCharacter.every((n) => n <= EASY_MAX_COMPONENTS) ? 'easy' : 'hard';
}

/** FSRS card states (ts-fsrs `State`): New 0, Learning 1, Review 2, Relearning 3. */
export type MemoryState = 0 | 1 | 2 | 3;

export interface WordMemory {
  /** The challenge was passed at least once. */
  collected: boolean;
  state: MemoryState;
  /** Days. */
  stability: number;
  /** ISO time the next review is due. */
  due: string | null;
}

export function isDue(memory: WordMemory, now: Date): boolean {
  return memory.collected && memory.due !== null && Date.parse(memory.due) <= now.getTime();
}

export function wordLevel(memory: WordMemory, now: Date): WordLevel {
  if (!memory.collected) return 'white';
  if (isDue(memory, now) || memory.state === 1 || memory.state === 3) return 'yellow';
  return memory.stability < MASTERED_STABILITY_DAYS ? 'pink' : 'red';
}

/** FSRS ratings (ts-fsrs `Rating`): Again 1, Hard 2, Good 3, Easy 4. */
export type ReviewRating = 1 | 2 | 3 | 4;

export const MAX_MISTAKES = 99;

export function ratingForMistakes(mistakes: number): ReviewRating {
  if (mistakes <= 0) return 4;
  if (mistakes <= 2) return 3;
  if (mistakes <= 5) return 2;
  return 1;
}

/**
 * Spelling (SPEC §5 "spelling must follow the order"): a letter tile counts as the word's
 * next letter when they are the same letter in either case; a missing letter (none left to
 * place, or no tile) never matches.
 */
export function sameLetter(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}
