import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Issue 30 §2, "the results feed each word's spaced-review memory": a list word's own memory (a
 * ts-fsrs card, the same columns as child_word_progress's), reviewed by each dictation of it. A
 * curriculum word the child has collected keeps its curriculum memory too; this one is the list's,
 * so that every word of it, a word beyond the curriculum as well, comes back when it is due.
 *
 * One column a statement: SQLite adds one at a time. Every list saved before starts with no card
 * (`due` null: nothing due until its first dictation).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  const add = (name: string, type: 'varchar(30)' | 'double precision' | 'integer', withDefault: boolean) =>
    db.schema
      .alterTable('school_list_words')
      .addColumn(name, type, (c) => (withDefault ? c.notNull().defaultTo(0) : c))
      .execute();
  await add('due', 'varchar(30)', false);
  await add('stability', 'double precision', true);
  await add('difficulty', 'double precision', true);
  await add('elapsed_days', 'integer', true);
  await add('scheduled_days', 'integer', true);
  await add('learning_steps', 'integer', true);
  await add('reps', 'integer', true);
  await add('lapses', 'integer', true);
  await add('state', 'integer', true);
  await add('last_review', 'varchar(30)', false);
}
