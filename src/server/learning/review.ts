import type { Kysely } from 'kysely';
import { listReviewFirst } from '../../../machines/rules/schoolList';
import { isDue } from '../../../machines/rules/words';
import type { Database } from '../db/schema';
import { schoolReviewWordIds } from '../school/lists';
import { learnedWordIds, memoryOf, type WordProgressRow } from './progress';

/** A collected word to review: its progress row, and whether this week's school list asks for it (it counts as due). */
export interface WordToReview {
  row: WordProgressRow;
  favoured: boolean;
}

/**
 * A child's collected words in the order the reviews take them on the family's `today`: this
 * week's school list's words not ready yet first, until its dictation day (machines/rules/schoolList.ts
 * `listReviewWordIds`, `listReviewFirst`), then the most overdue first. What GET learned/words and
 * the battle ask, and what the parent's week prints as the words to review.
 */
export async function wordsToReview(db: Kysely<Database>, childId: number, today: string): Promise<WordToReview[]> {
  const [rows, favoured] = await Promise.all([learnedWordIds(db, childId), schoolReviewWordIds(db, childId, today)]);
  return listReviewFirst(rows, favoured).map(({ word, favoured }) => ({ row: word, favoured }));
}

/** Whether a word to review is due now: asked for by the list, or its memory's time has come. */
export function isDueToReview(word: WordToReview, now: Date): boolean {
  return word.favoured || isDue(memoryOf(word.row), now);
}
