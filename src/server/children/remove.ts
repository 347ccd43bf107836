import type { Kysely } from 'kysely';
import { nextDefaultAfterRemoval } from '../../../machines/rules/children';
import type { ChildRow, Database } from '../db/schema';

/**
 * Every table that holds rows of one child, by its `child_id` column. Removing a
 * child deletes its rows from each of them. A new table with a `child_id` column
 * belongs here: tests/api/children-remove.test.ts reads the live database's
 * tables and fails naming any `child_id` table missing from this list.
 */
export const CHILD_OWNED_TABLES = ['child_word_progress', 'child_lesson_progress', 'star_records', 'daily_missions', 'child_awards', 'picture_book_purchases', 'child_paints', 'school_list_results', 'lesson_dictation_results', 'school_list_words', 'school_lists', 'child_study_minutes'] as const;

/** Any table of the list (they all have `child_id`; Kysely is told so through one of them). */
type ChildOwnedTable = 'star_records';

/**
 * Removes one child and everything of it, inside the caller's ONE transaction:
 * its rows in every child-owned table (progress, stars and the rest), the child,
 * and its avatar upload. When it was the current child, the member's next child
 * (oldest first) becomes current. The caller has checked that the child is the
 * member's and not its last.
 */
export async function deleteChild(trx: Kysely<Database>, child: ChildRow): Promise<void> {
  for (const table of CHILD_OWNED_TABLES) {
    await trx
      .deleteFrom(table as ChildOwnedTable)
      .where('child_id', '=', child.id)
      .execute();
  }
  await trx.deleteFrom('children').where('id', '=', child.id).execute();
  if (child.avatar_upload_id) {
    await trx.deleteFrom('uploads').where('id', '=', child.avatar_upload_id).execute();
  }
  if (child.is_default === 1) {
    const others = await trx
      .selectFrom('children')
      .select(['id', 'is_default'])
      .where('member_id', '=', child.member_id)
      .orderBy('id')
      .execute();
    const next = nextDefaultAfterRemoval(others, child.id);
    if (next !== null) {
      await trx.updateTable('children').set({ is_default: 1 }).where('id', '=', next).execute();
    }
  }
}

/**
 * Takes the member's row lock for the rest of the transaction (PostgreSQL: the row is
 * locked until commit; SQLite: the write lock is the database's), so two requests that
 * count the member's children and then add or remove one run one after the other.
 */
export async function lockMember(trx: Kysely<Database>, memberId: number, now: Date): Promise<void> {
  await trx.updateTable('members').set({ updated_at: now.toISOString() }).where('id', '=', memberId).execute();
}

/** How many children the member holds (inside the transaction that holds its lock). */
export async function childCount(trx: Kysely<Database>, memberId: number): Promise<number> {
  const { count } = await trx
    .selectFrom('children')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(count);
}
