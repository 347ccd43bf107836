import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * The curriculum (seeded from content/curriculum.json on start, see content/seed.ts) and
 * each child's progress through it.
 *
 * Content ids come from the curriculum's id registry and are never reused; a row the
 * newest curriculum no longer has is kept with `retired = 1`, so progress pointing at it
 * survives a new version. Each content row keeps its whole curriculum record in
 * `payload` (JSON text) beside the columns queries use.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema
    .createTable('content_meta')
    .addColumn('key', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_radicals')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('radical', 'varchar(8)', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_lessons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'varchar(60)', (c) => c.notNull().unique())
    .addColumn('radical_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_words')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('word', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('lesson_id', 'integer', (c) => c.notNull())
    .addColumn('radical_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('content_files')
    .addColumn('file', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('child_word_progress')
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('word_id', 'integer', (c) => c.notNull().references('content_words.id'))
    .addColumn('finish_explaining', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_passed', 'integer', (c) => c.notNull().defaultTo(0))
    // the word's spaced-review memory (ts-fsrs card), once the challenge is passed
    .addColumn('due', 'varchar(30)')
    .addColumn('stability', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('elapsed_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learning_steps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reps', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lapses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_review', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('child_word_progress_pk', ['child_id', 'word_id'])
    .execute();
  await db.schema
    .createIndex('child_word_progress_due_idx')
    .on('child_word_progress')
    .columns(['child_id', 'is_passed', 'due'])
    .execute();

  await db.schema
    .createTable('child_lesson_progress')
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('content_lessons.id'))
    .addColumn('story', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('completion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('child_lesson_progress_pk', ['child_id', 'lesson_id'])
    .execute();
}
