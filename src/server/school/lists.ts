import type { Kysely, Selectable, Transaction } from 'kysely';
import { latestDictation, listReviewWordIds, schoolWordState, type SchoolWordResult, type SchoolWordState } from '../../../machines/rules/schoolList';
import type { Database, SchoolListWordsTable } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A list word's result as stored, with its wrong strokes and, a dictation's, its handwriting (JSON). */
export type StoredWordResult = SchoolWordResult & { wrongStrokes: string; written: string | null };

/** A child's list as read: its row, and each word's row with its results and its state on `today`. */
export interface ChildList {
  id: number;
  name: string;
  dictation_day: string | null;
  dictation_reading: 0 | 1;
  created_at: string;
  words: { row: Selectable<SchoolListWordsTable>; state: SchoolWordState; lastDictation: StoredWordResult | null }[];
}

/**
 * A child's school lists (one, with `id`), newest first, each word in order with its state on the
 * family's `today` (machines/rules/schoolList.ts `schoolWordState`) and its latest dictation: three
 * queries, whatever the number of lists. Read by the lists' calls (routes.ts) and by the reviews that
 * favour this week's list (`schoolReviewWordIds`).
 */
export async function childLists(db: Db, childId: number, today: string, id?: number): Promise<ChildList[]> {
  let lists = db.selectFrom('school_lists').select(['id', 'name', 'dictation_on', 'dictation_reading', 'created_at']).where('child_id', '=', childId);
  let words = db.selectFrom('school_list_words').selectAll().where('child_id', '=', childId);
  let results = db.selectFrom('school_list_results').select(['list_id', 'position', 'mode', 'correct', 'day', 'wrong_strokes', 'written']).where('child_id', '=', childId);
  if (id !== undefined) {
    lists = lists.where('id', '=', id);
    words = words.where('list_id', '=', id);
    results = results.where('list_id', '=', id);
  }
  const [listRows, wordRows, resultRows] = await Promise.all([
    lists.orderBy('id', 'desc').execute(),
    words.orderBy('position').execute(),
    // in the order they were recorded: on one day, the last one decides (`latestDictation`)
    results.orderBy('id').execute(),
  ]);
  const byList = new Map<number, Selectable<SchoolListWordsTable>[]>();
  for (const row of wordRows) byList.set(row.list_id, [...(byList.get(row.list_id) ?? []), row]);
  const byWord = new Map<string, StoredWordResult[]>();
  for (const row of resultRows) {
    const key = `${row.list_id}:${row.position}`;
    byWord.set(key, [...(byWord.get(key) ?? []), { mode: row.mode, correct: row.correct === 1, day: row.day, wrongStrokes: row.wrong_strokes, written: row.written }]);
  }
  return listRows.map((list) => ({
    id: list.id,
    name: list.name,
    dictation_day: list.dictation_on,
    dictation_reading: list.dictation_reading,
    created_at: list.created_at,
    words: (byList.get(list.id) ?? []).map((row) => {
      const wordResults = byWord.get(`${list.id}:${row.position}`) ?? [];
      return { row, state: schoolWordState(wordResults, today), lastDictation: latestDictation(wordResults) };
    }),
  }));
}

/**
 * The curriculum words a child's reviews favour on `today`: this week's list's words not ready
 * yet, weakest first (machines/rules/schoolList.ts `listReviewWordIds`).
 */
export async function schoolReviewWordIds(db: Db, childId: number, today: string): Promise<number[]> {
  const lists = await childLists(db, childId, today);
  return listReviewWordIds(
    lists.map((list) => ({ ...list, words: list.words.map((word) => ({ word_id: word.row.word_id, state: word.state })) })),
    today,
  );
}

/**
 * A dictation's handwriting as stored (JSON: each character's strokes, traces on the handwriting
 * grid of machines/rules/handwriting.ts), for the parent's view; null for a practice, or a
 * dictation written before it was kept.
 */
export function writtenOf(stored: string | null): string[][] | null {
  return stored === null ? null : (JSON.parse(stored) as string[][]);
}
