import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Database } from './schema';
import type { Flavor } from './flavor';
import * as foundation from './migrations/0001_foundation';
import * as curriculum from './migrations/0002_curriculum';
import * as writeLeniency from './migrations/0003_write_leniency';
import * as starLedger from './migrations/0004_star_ledger';
import * as store from './migrations/0005_store';
import * as rewards from './migrations/0006_rewards';
import * as pictureBooksPaints from './migrations/0007_picture_books_paints';
import * as privacyConsent from './migrations/0008_privacy_consent';
import * as indexes from './migrations/0009_indexes';
import * as rateLimitKeys from './migrations/0010_rate_limit_keys';
import * as keyedCodes from './migrations/0011_keyed_codes';
import * as realPoints from './migrations/0012_real_points';
import * as childSettings from './migrations/0013_child_settings';
import * as schoolTerm from './migrations/0014_school_term';
import * as schoolLists from './migrations/0015_school_lists';
import * as schoolListResults from './migrations/0016_school_list_results';
import * as dictationReading from './migrations/0017_dictation_reading';
import * as studyMinutes from './migrations/0018_study_minutes';
import * as schoolWordMemory from './migrations/0019_school_word_memory';
import * as dictationHandwriting from './migrations/0020_dictation_handwriting';
import * as lessonDictations from './migrations/0021_lesson_dictations';

interface FlavoredMigration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up(db: Kysely<any>, flavor: Flavor): Promise<void>;
}

/** Every migration, in order. Add new files here as `0002_name`, `0003_name` ... */
const migrations: Record<string, FlavoredMigration> = {
  '0001_foundation': foundation,
  '0002_curriculum': curriculum,
  '0003_write_leniency': writeLeniency,
  '0004_star_ledger': starLedger,
  '0005_store': store,
  '0006_rewards': rewards,
  '0007_picture_books_paints': pictureBooksPaints,
  '0008_privacy_consent': privacyConsent,
  '0009_indexes': indexes,
  '0010_rate_limit_keys': rateLimitKeys,
  '0011_keyed_codes': keyedCodes,
  '0012_real_points': realPoints,
  '0013_child_settings': childSettings,
  '0014_school_term': schoolTerm,
  '0015_school_lists': schoolLists,
  '0016_school_list_results': schoolListResults,
  '0017_dictation_reading': dictationReading,
  '0018_study_minutes': studyMinutes,
  '0019_school_word_memory': schoolWordMemory,
  '0020_dictation_handwriting': dictationHandwriting,
  '0021_lesson_dictations': lessonDictations,
};

/** The migrations' names, in order (what a fully migrated database's bookkeeping lists). */
export const MIGRATION_NAMES = Object.keys(migrations);

/** An in-code provider: migrations are bundled with the server, no directory scanning. */
function provider(flavor: Flavor): MigrationProvider {
  return {
    async getMigrations() {
      const bound: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(migrations)) {
        bound[name] = { up: (db) => m.up(db, flavor) };
      }
      return bound;
    },
  };
}

/** Brings the database to the latest version; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<Database>, flavor: Flavor): Promise<string[]> {
  return applied(await (await migrator(db, flavor)).migrateToLatest());
}

/** Brings the database up to the migration `name` and no further (a migration's own test starts from the one before). */
export async function migrateTo(db: Kysely<Database>, flavor: Flavor, name: string): Promise<string[]> {
  if (!(name in migrations)) throw new Error(`no migration ${name}`);
  return applied(await (await migrator(db, flavor)).migrateTo(name));
}

async function migrator(db: Kysely<Database>, flavor: Flavor): Promise<Migrator> {
  return new Migrator({
    db,
    provider: provider(flavor),
    // On PostgreSQL, keep Kysely's bookkeeping in the schema the tables go to, so other
    // schemas of the same database (another deployment, a test) never get mixed up.
    ...(flavor.name === 'postgres' && { migrationTableSchema: await currentSchema(db) }),
  });
}

/** The migrations a run applied; throws when one failed. */
function applied({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}
