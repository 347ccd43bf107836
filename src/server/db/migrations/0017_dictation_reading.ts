import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Issue 30 §2: "shows only its zhuyin or pinyin if the parent allows". Per list, as teachers
 * differ from week to week (a first grader may write a character they do not know yet in
 * zhuyin): `dictation_reading` 1 shows the word's reading in the dictation, 0 (the default, and
 * every list saved before) shows nothing but the boxes to write in.
 *
 * The same statement on SQLite and PostgreSQL: an integer column with a default.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema
    .alterTable('school_lists')
    .addColumn('dictation_reading', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
