import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';

/**
 * What the database holds, to prove that a refused call changed nothing: every table the
 * API writes (found by introspection, so a new table is in it without anyone listing it),
 * as its rows (`dumpTables`) or as a row count and a hash of its rows per table
 * (`digestTables`, cheap enough to take around every batch of fuzzed calls).
 *
 * Left out: the curriculum (`content_*`: seeded at start, never written by a call),
 * Kysely's bookkeeping, and `rate_limits`, which counts attempts on purpose, refused
 * ones included (that is its job).
 */
const SKIPPED = /^(content_|kysely_)|^rate_limits$/;

type Row = Record<string, unknown>;
export type Dump = Record<string, string[]>;
export type Digest = Record<string, string>;

const tablesOf = new WeakMap<object, Promise<string[]>>();

async function writtenTables(db: Kysely<Database>): Promise<string[]> {
  let tables = tablesOf.get(db);
  if (!tables) {
    tables = (async () => {
      const all = await db.introspection.getTables();
      // on PostgreSQL a test server works in a schema of its own (search_path): only its tables
      const current = all.some((t) => t.schema)
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
      return all
        .filter((t) => (current === undefined || t.schema === current) && !t.isView && !SKIPPED.test(t.name))
        .map((t) => t.name)
        .sort();
    })();
    tablesOf.set(db, tables);
  }
  return tables;
}

/** A row as stable text: bytes as hex, keys sorted. */
function rowText(row: Row): string {
  const entries = Object.keys(row)
    .sort()
    .map((key) => {
      const value = row[key];
      return [key, value instanceof Uint8Array ? `bytes:${Buffer.from(value).toString('hex')}` : value] as const;
    });
  return JSON.stringify(entries);
}

/** Every row of every written table, as sorted text per table. */
export async function dumpTables(db: Kysely<Database>): Promise<Dump> {
  const dump: Dump = {};
  for (const table of await writtenTables(db)) {
    const rows = await db.selectFrom(table as keyof Database).selectAll().execute();
    dump[table] = (rows as Row[]).map(rowText).sort();
  }
  return dump;
}

/** Per written table: its row count and a SHA-1 of its rows. */
export async function digestTables(db: Kysely<Database>): Promise<Digest> {
  const dump = await dumpTables(db);
  return Object.fromEntries(
    Object.entries(dump).map(([table, rows]) => [table, `${rows.length}:${createHash('sha1').update(rows.join('\n')).digest('hex')}`]),
  );
}

/** The tables whose digest differs, for a readable failure. */
export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
