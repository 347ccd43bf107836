import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Picture books and paints a child buys with stars (issue 9, SPEC §3, §9). The
 * catalogues are content (books.json, rewards/paintCatalog.ts); what a child owns is
 * data:
 *
 * - `picture_book_purchases`: one row per purchase, kept after it expires (a book can be
 *   bought again once its three days are over); `expires_at` = `bought_at` + 3 days;
 * - `child_paints`: the paints a child owns, one row each (the primary key refuses a
 *   second), with the child's colouring: `fills`, JSON `{ region: "#rrggbb" }`.
 *
 * The stars each cost are a row of `star_records` written in the same transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, flavor: Flavor): Promise<void> {
  await db.schema
    .createTable('picture_book_purchases')
    .addColumn('id', 'integer', flavor.id)
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('book_id', 'integer', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('bought_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('picture_book_purchases_child_idx')
    .on('picture_book_purchases')
    .columns(['child_id', 'book_id', 'expires_at'])
    .execute();

  await db.schema
    .createTable('child_paints')
    .addColumn('child_id', 'integer', (c) => c.notNull().references('children.id').onDelete('cascade'))
    .addColumn('paint_id', 'integer', (c) => c.notNull())
    .addColumn('stars', 'integer', (c) => c.notNull())
    .addColumn('bought_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('fills', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('child_paints_pk', ['child_id', 'paint_id'])
    .execute();
}
