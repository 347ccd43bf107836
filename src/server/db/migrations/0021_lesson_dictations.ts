import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Issue 30 §2, "a 聽寫 mode for any list or lesson": a curriculum lesson's dictation, one row a word
 * written from memory, as school_list_results keeps a list's: whether every character was right,
 * the mistakes, the wrong strokes (JSON, as there), what was written (JSON traces, as there), on the
 * family's calendar day. The parent's week shows them with the lists' dictations. Removed with the
 * child; the lesson and the word are the curriculum's (no foreign key: content is not in the database).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, flavor: Flavor): Promise<void> {
  await db.schema
    .createTable('lesson_dictation_results')
    .addColumn('id', 'integer', flavor.id)
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull())
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('mistakes', 'integer', (c) => c.notNull())
    .addColumn('wrong_strokes', 'text', (c) => c.notNull())
    .addColumn('written', 'text')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lesson_dictation_results_day_idx').on('lesson_dictation_results').columns(['child_id', 'day']).execute();
}
