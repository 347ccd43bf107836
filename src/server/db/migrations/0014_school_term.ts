import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Issue 29, "a parent can choose the grade": each child's school term, `school_term`, one of the
 * codes `1-1` `1-2` `2-1` `2-2` (grade 1 first term … grade 2 second term,
 * machines/rules/schoolTerm.ts), or null: not chosen, the curriculum's own order. The child's
 * alone (siblings are in different grades): the member's settings get no such column, and every
 * existing child starts without one, so nothing a child sees changes with the migration.
 *
 * The same statement on SQLite and PostgreSQL: a nullable column without a default. The values
 * are the server's to check (PUT members/{id}, src/server/member/schemas.ts), as for the
 * settings of 0013.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema.alterTable('children').addColumn('school_term', 'varchar(4)').execute();
}
