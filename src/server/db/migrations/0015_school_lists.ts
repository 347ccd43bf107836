import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Issue 30, "the school's list becomes a lesson": the lists a parent saves for a child.
 *
 * - `school_lists`: one row a list: its name ("第三課"), the dictation day (`YYYY-MM-DD`, the
 *   family's calendar day, or null), and `words_key`, the list's words sorted and joined, so the
 *   same list saved twice is refused by a unique index, not only by a read before the write.
 * - `school_list_words`: one row a word, in the parent's order: both scripts, the reading the
 *   parent confirmed (zhuyin, one syllable per character), and the curriculum word it is, when it
 *   is one. `child_id` too, so removing a child removes them (children/remove.ts).
 *
 * Saved in one transaction: a list is whole or not there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, flavor: Flavor): Promise<void> {
  await db.schema
    .createTable('school_lists')
    .addColumn('id', 'integer', flavor.id)
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('dictation_on', 'varchar(10)')
    .addColumn('words_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('school_lists_child_words_idx').on('school_lists').columns(['child_id', 'words_key']).unique().execute();

  await db.schema
    .createTable('school_list_words')
    .addColumn('list_id', 'integer', (c) => c.notNull().references('school_lists.id').onDelete('cascade'))
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('tw', 'varchar(40)', (c) => c.notNull())
    .addColumn('cn', 'varchar(40)', (c) => c.notNull())
    .addColumn('zhuyin', 'varchar(120)', (c) => c.notNull())
    .addColumn('word_id', 'integer')
    .addPrimaryKeyConstraint('school_list_words_pk', ['list_id', 'position'])
    .execute();
  await db.schema.createIndex('school_list_words_child_idx').on('school_list_words').column('child_id').execute();
}
