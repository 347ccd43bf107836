import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { CurrentSchemaPostgresDialect } from './currentSchemaDialect';
import type { Database } from './schema';
import { postgresFlavor, sqliteFlavor, type Flavor } from './flavor';

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, SQLite is not used. */
  databaseUrl?: string;
  /** Directory of the embedded SQLite file (created when missing). */
  dataDir?: string;
  /** An in-memory SQLite database (tests). */
  memory?: boolean;
  /** Errors of idle PostgreSQL connections (a restarted server, a dropped link). */
  onPoolError?: (error: Error) => void;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  flavor: Flavor;
  /** Where the data lives, for the start-up log (no credentials). */
  location: string;
}

/**
 * Opens the database: PostgreSQL when a URL is given, else SQLite (a file in dataDir,
 * or memory). SQLite runs in WAL mode with foreign keys on, `synchronous=FULL` for the
 * whole connection (points, stars and orders live in it) and a busy timeout.
 */
export function openDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // without a listener, an idle connection's error would end the process
    pool.on('error', (error) => options.onPoolError?.(error));
    return {
      db: new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) }),
      flavor: postgresFlavor,
      location: `PostgreSQL (${describeUrl(options.databaseUrl)})`,
    };
  }

  let file = ':memory:';
  if (!options.memory) {
    const dir = options.dataDir ?? './data';
    mkdirSync(dir, { recursive: true });
    file = join(dir, 'hanzi-house.sqlite');
  }
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  cachePreparedStatements(sqlite);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    flavor: sqliteFlavor,
    location: file === ':memory:' ? 'SQLite (in memory)' : `SQLite (${file})`,
  };
}

/** Prepared statements kept per connection (Kysely compiles the same SQL text for a query every time). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs more than running
 * a small query (measured: about a sixth of a content call). The connection keeps the
 * last STATEMENT_CACHE_SIZE statements by their SQL text instead. A statement is only
 * ever run to completion (`all` / `run`, never a pending `iterate`), so reusing one is
 * safe on this synchronous connection; SQLite re-prepares it itself after a schema change.
 */
function cachePreparedStatements(sqlite: SqliteDatabase.Database) {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SqliteDatabase.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      // most recently used last, so the oldest is dropped first
      cache.delete(source);
    } else {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}

/** host/database of a connection string, never the password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'configured URL';
  }
}
