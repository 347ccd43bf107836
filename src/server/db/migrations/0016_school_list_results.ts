import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Issue 30 §2: what a child wrote of a school list's words. One row a word written: in practice
 * (with the outline) or in a dictation (heard, written from memory), whether every character was
 * right, the mistakes, and which strokes of which character went wrong (JSON
 * `[{ "char": 0, "strokes": [2, 5] }]`: character index in the word, stroke numbers from 1), on the
 * family's calendar day. A word's state (machines/rules/schoolList.ts `schoolWordState`) is read
 * from them; the parent's view shows the last dictations and the strokes most often wrong.
 * Removed with the list, and with the child.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, flavor: Flavor): Promise<void> {
  await db.schema
    .createTable('school_list_results')
    .addColumn('id', 'integer', flavor.id)
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('list_id', 'integer', (c) => c.notNull().references('school_lists.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('correct', 'integer', (c) => c.notNull())
    .addColumn('mistakes', 'integer', (c) => c.notNull())
    .addColumn('wrong_strokes', 'text', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('school_list_results_list_idx').on('school_list_results').columns(['child_id', 'list_id', 'position']).execute();
}
