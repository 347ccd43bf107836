import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the API project: names this run's PostgreSQL test schemas and, when the
 * project is done, drops every one of them (tests/support/postgres-schemas.ts). Nothing
 * to do on SQLite.
 */
export default function setup(project: TestProject) {
  const run = `hh_test_${randomBytes(4).toString('hex')}`;
  project.provide('postgresSchemaRun', run);
  const url = process.env.TEST_API_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) return;

  return async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ name: string }>(
        `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE $1`,
        [`${run}\\_%`],
      );
      for (const { name } of rows) await admin.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    } finally {
      await admin.end();
    }
  };
}
