import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Fresh PostgreSQL schemas for test servers, so that every server of every test file
 * starts on an empty database, as it does on in-memory SQLite.
 *
 * A test server is created synchronously (often at the top of a test file), but a schema
 * can only be created asynchronously. So a file gets its schemas up front, in one round
 * trip, when the helpers module loads; each server takes the next one and connects with
 * `search_path` set to it.
 *
 * The schemas are named after the run (`hh_test_<run>_<file>_<n>`) and dropped once, when
 * the whole API project is done (tests/support/postgres-teardown.ts), never while a file
 * may still be using one: a file-level afterAll used to drop them, and twice in some
 * thirty full runs a server of the file then found its schema gone while migrating.
 */
export interface SchemaPool {
  /** A connection string whose `search_path` is a fresh, empty schema. */
  take(): string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's schema prefix, given by the API project's global setup. */
    postgresSchemaRun: string;
  }
}

export async function createSchemaPool(url: string, size: number): Promise<SchemaPool> {
  const prefix = `${inject('postgresSchemaRun')}_${randomBytes(4).toString('hex')}`;
  const names = Array.from({ length: size }, (_, i) => `${prefix}_${i}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(names.map((name) => `CREATE SCHEMA ${name};`).join('\n'));
  } finally {
    await admin.end();
  }

  let next = 0;
  return {
    take() {
      const name = names[next++];
      if (!name) {
        throw new Error(`This test file creates more than ${size} test servers on PostgreSQL: raise the pool size in tests/api/helpers.ts.`);
      }
      const scoped = new URL(url);
      scoped.searchParams.set('options', `-c search_path=${name}`);
      return scoped.toString();
    },
  };
}
