import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Issue 28, "siblings differ": each child has their own learning settings: the script
 * (`language`), the phonetic system, English (`second_language`) and the writing settings
 * (`write_number`, `write_hint`, `eng_spell_hint`); `write_leniency` (0003) was the child's
 * already. The member's `member_settings` keep the same fields as what a new child starts with.
 *
 * Existing children take their member's current settings, so nothing a child sees changes
 * with the migration. The same statements on SQLite and PostgreSQL: columns with the defaults
 * of 0001, then one correlated update.
 */
export const CHILD_SETTING_COLUMNS = ['language', 'second_language', 'phonetic_symbol', 'write_number', 'write_hint', 'eng_spell_hint'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema.alterTable('children').addColumn('language', 'varchar(4)', (c) => c.notNull().defaultTo('tw')).execute();
  await db.schema.alterTable('children').addColumn('second_language', 'varchar(10)', (c) => c.notNull().defaultTo('none')).execute();
  await db.schema.alterTable('children').addColumn('phonetic_symbol', 'varchar(10)', (c) => c.notNull().defaultTo('phonetic')).execute();
  await db.schema.alterTable('children').addColumn('write_number', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('children').addColumn('write_hint', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('children').addColumn('eng_spell_hint', 'integer', (c) => c.notNull().defaultTo(1)).execute();

  await db
    .updateTable('children')
    .set((eb) =>
      Object.fromEntries(
        CHILD_SETTING_COLUMNS.map((column) => [
          column,
          eb.selectFrom('member_settings').select(`member_settings.${column}`).whereRef('member_settings.member_id', '=', 'children.member_id'),
        ]),
      ),
    )
    .where((eb) => eb.exists(eb.selectFrom('member_settings').select('member_settings.member_id').whereRef('member_settings.member_id', '=', 'children.member_id')))
    .execute();
}
