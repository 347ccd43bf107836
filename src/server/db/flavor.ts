import type { ColumnDefinitionBuilder } from 'kysely';

/**
 * The few column definitions that differ between SQLite and PostgreSQL.
 * Migrations take a flavor so their SQL stays portable everywhere else.
 */
export interface Flavor {
  name: 'sqlite' | 'postgres';
  /** An auto-generated integer primary key whose values are never reused. */
  id: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /** The binary column type. */
  blob: 'blob' | 'bytea';
}

export const sqliteFlavor: Flavor = {
  name: 'sqlite',
  id: (col) => col.primaryKey().autoIncrement(),
  blob: 'blob',
};

export const postgresFlavor: Flavor = {
  name: 'postgres',
  id: (col) => col.primaryKey().generatedByDefaultAsIdentity(),
  blob: 'bytea',
};
