import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Issue 30 §3, "this week's minutes of learning (per day)": a child's minutes of learning per
 * calendar day of the family (Local-Date), and when the last one was taken (machines/rules/
 * studyMinutes.ts `acceptsStudyMinute`: one a minute per child, whatever the tabs). One row a
 * child and day, added to in one statement; removed with the child.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema
    .createTable('child_study_minutes')
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('child_study_minutes_pk', ['child_id', 'day'])
    .execute();
}
