import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';

/**
 * Fresh PostgreSQL schemas for test servers, so that every server of every test file
 * starts on an empty database, as it does on in-memory SQLite.
 *
 * A test server is created synchronously (often at the top of a test file), but a schema
 * can only be created asynchronously. So a file gets its schemas up front, in one round
 * trip, when the helpers module loads; each server takes the next one and connects with
 * `search_path` set to it. After the file, all of them are dropped.
 */
export interface SchemaPool {
  /** A connection string whose `search_path` is a fresh, empty schema. */
  take(): string;
}

export async function createSchemaPool(url: string, size: number): Promise<SchemaPool> {
  const prefix = `hh_test_${randomBytes(5).toString('hex')}`;
  const names = Array.from({ length: size }, (_, i) => `${prefix}_${i}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(names.map((name) => `CREATE SCHEMA ${name};`).join('\n'));

  afterAll(async () => {
    await admin.query(names.map((name) => `DROP SCHEMA IF EXISTS ${name} CASCADE;`).join('\n'));
    await admin.end();
  });

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
