import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * A child's writing leniency (beyond the spec, issue 8): how strictly the writing
 * challenge's stroke quiz judges a stroke, for small hands. 'strict', 'normal' (the
 * default, also for every child that exists already) or 'gentle'. The same statement
 * on SQLite and PostgreSQL: a varchar with a default fills the existing rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema
    .alterTable('children')
    .addColumn('write_leniency', 'varchar(10)', (c) => c.notNull().defaultTo('normal'))
    .execute();
}
