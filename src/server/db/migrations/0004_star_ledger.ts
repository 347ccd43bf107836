import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * The star ledger (issue 9): every star a child earns or spends is a row, and
 * `children.star` is the balance, kept equal to the sum of the child's rows in the
 * same transaction as each row (src/server/rewards/stars.ts). Stars earned before
 * the ledger existed become one 'opening' row per child, so the sum holds from the
 * first migration on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, flavor: Flavor): Promise<void> {
  await db.schema
    .createTable('star_records')
    .addColumn('id', 'integer', flavor.id)
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('star_records_child_idx').on('star_records').column('child_id').execute();

  const at = new Date().toISOString();
  await db
    .insertInto('star_records')
    .columns(['child_id', 'reason', 'stars', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('children')
        .select((s) => ['id', s.val('opening').as('reason'), 'star', s.val(at).as('created_at')])
        .where('star', '>', 0),
    )
    .execute();
}
