import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from '../../src/server/db/migrate';
import { limitKey, LIMITS } from '../../src/server/http/rate-limit';
import type { Logger } from '../../src/server/logger';
import { createTestServer, images, newEmail, type TestServer } from './helpers';

/**
 * The scale-out setup on PostgreSQL: migrations from an empty schema, the account flow
 * with avatar bytes in bytea, and two instances sharing sessions and rate limits, when
 * TEST_DATABASE_URL names a database to use (`npm test` starts a throwaway server when
 * PostgreSQL is installed, and also runs every API test file on it). Works in a schema of
 * its own and drops it afterwards. This is the one test allowed to skip: without a
 * PostgreSQL server there is nothing to run it against.
 */
const url = process.env.TEST_DATABASE_URL;
const reason = 'set TEST_DATABASE_URL=postgres://user:pass@host/db (or install postgresql and run npm test) to run the PostgreSQL tests';
if (!url) console.info(`[postgres.test] skipped: ${reason}`);

/** A logger that keeps the info lines (the migration report) and prints errors. */
function recordingLogger(lines: string[]): Logger {
  return {
    debug() {},
    info: (message) => lines.push(message),
    warn() {},
    error: (message, fields) => console.error(message, fields),
  };
}

describe.skipIf(!url)(`PostgreSQL (${url ? 'TEST_DATABASE_URL' : reason})`, () => {
  const schema = `hh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  const scoped = new URL(url ?? 'postgres://unused');
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  // instances on one database share their keys (REMIT_KEY): the rate-limit keys are derived from it
  const sharedKey = randomBytes(32).toString('hex');
  const firstLog: string[] = [];
  const secondLog: string[] = [];
  /** Two instances of the server on the same database, as behind a load balancer. */
  let server: TestServer;
  let other: TestServer;

  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await admin.query<T>(text, values)).rows;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  });

  afterAll(async () => {
    await server?.ctx.close();
    await other?.ctx.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('migrates an empty schema: every table, identity ids, bytea, bookkeeping in the same schema', async () => {
    server = createTestServer({ memory: false, databaseUrl: scoped.toString(), remitKey: sharedKey, logger: recordingLogger(firstLog) });
    await server.ctx.ready;
    expect(server.ctx.databaseLocation).toMatch(/^PostgreSQL \(/);
        expect(firstLog).toContain(`database migrated: ${MIGRATION_NAMES.join(', ')}`);
    expect(firstLog.some((line) => /^curriculum [0-9a-f]{16} seeded$/.test(line))).toBe(true);

    const tables = await rows<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      [schema],
    );
    expect(tables.map((r) => r.table_name)).toEqual([
      'awards', 'child_awards', 'child_lesson_progress', 'child_paints', 'child_study_minutes', 'child_word_progress', 'children', 'content_categories', 'content_files',
      'content_lessons', 'content_meta', 'content_radicals', 'content_words', 'daily_missions', 'email_verifications',
      'kysely_migration', 'kysely_migration_lock', 'lesson_dictation_results', 'member_settings', 'members', 'orders',
      'picture_book_purchases', 'point_records', 'products', 'rate_limits', 'referral_rewards', 'remittances',
      'school_list_results', 'school_list_words', 'school_lists', 'sessions', 'star_records', 'uploads',
    ]);
    const [bytes] = await rows<{ data_type: string }>(
      "SELECT data_type FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'uploads' AND column_name = 'bytes'",
      [schema],
    );
    expect(bytes?.data_type).toBe('bytea');
    const [id] = await rows<{ is_identity: string }>(
      "SELECT is_identity FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'members' AND column_name = 'id'",
      [schema],
    );
    expect(id?.is_identity).toBe('YES');
  });

  it('a second instance finds the database migrated and applies nothing', async () => {
    other = createTestServer({ memory: false, databaseUrl: scoped.toString(), remitKey: sharedKey, logger: recordingLogger(secondLog) });
    await other.ctx.ready;
    other.clock.now = server.clock.now;
    expect(secondLog.filter((line) => line.startsWith('database migrated') || line.includes('seeded'))).toEqual([]);
    const applied = await rows<{ name: string }>(`SELECT name FROM ${schema}.kysely_migration ORDER BY name`);
    expect(applied.map((r) => r.name)).toEqual(MIGRATION_NAMES);
    expect(other.ctx.content.words.size).toBe(server.ctx.content.words.size);
  });

  it('runs the account flow: register, code, verify, login, self, children with avatars, self-delete', async () => {
    const friend = await server.member();
    const email = newEmail();
    const password = 'Secret123';

    const registered = await server.post<{ email_verification_id: string }>('/api/member/register', {
      json: { email, password, name: 'Mei', invite_code: friend.inviteCode, env_language: 2, privacy_accepted: 1 },
    });
    expect(registered.code, registered.raw).toBe('1');
    const mail = await server.lastMail(email);
    expect(mail.code).toMatch(/^\d{6}$/);
    const verified = await server.post('/api/member/verfiy', {
      json: { email, email_verification_id: registered.data.email_verification_id, code: mail.code },
    });
    expect(verified.code, verified.raw).toBe('1');

    // the session lives in the database: a token from one instance works on the other
    const token = await server.login(email, password);
    const self = await other.get<{ id: number; email: string; points: number; is_email_valid: number }>(
      '/api/member/self',
      { token },
    );
    expect(self.data).toMatchObject({ email, points: 50, is_email_valid: 1 });
    expect(self.raw).not.toContain('password');

    // the stored avatar (re-encoded: avatars.test.ts) survives the round trip through bytea, served by the other instance
    const first = await server.child(token, { avatar: new File([images.png], 'a.png', { type: 'image/png' }) });
    expect(first.is_default).toBe(1);
    const image = await other.app.request(first.avatar!, { headers: { Authorization: `Bearer ${token}` } });
    expect(image.status).toBe(200);
    const [stored] = await rows<{ bytes: Buffer }>(`SELECT bytes FROM ${schema}.uploads WHERE member_id = $1`, [self.data.id]);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(stored!.bytes));
    expect(await sharp(stored!.bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await server.child(token, { name: 'B' });
    expect(second.is_default).toBe(0);
    const switched = await other.post<{ is_default: number }>(`/api/children/${second.id}`, {
      token,
      query: { is_default: 1 },
    });
    expect(switched.data.is_default).toBe(1);
    const children = await server.get<{ child: { id: number; is_default: number }[] }>('/api/member/self', { token });
    expect(children.data.child.map((c) => [c.id, c.is_default])).toEqual(
      expect.arrayContaining([[first.id, 0], [second.id, 1]]),
    );

    const deleted = await server.post('/api/member/selfDelete', { token, json: { password } });
    expect(deleted.message, deleted.raw).toBe('Account Deleted');
    for (const table of ['member_settings', 'children', 'sessions', 'email_verifications', 'uploads', 'point_records', 'orders']) {
      const [left] = await rows<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.${table} WHERE member_id = $1`, [self.data.id]);
      expect(Number(left?.n), table).toBe(0);
    }
    const [members] = await rows<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.members WHERE id = $1 OR email = $2`, [self.data.id, email]);
    expect(Number(members?.n)).toBe(0);
    expect((await other.app.request(first.avatar!, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
    expect((await other.get('/api/member/self', { token })).code).toBe('20006');
    expect((await server.get('/api/member/self', { token: friend.token })).code).toBe('1');
  });

  it('counts rate-limit hits with one atomic upsert, shared by both instances', async () => {
    const email = newEmail();
    const attempts = await Promise.all(
      Array.from({ length: 7 }, (_, i) => (i % 2 ? other : server).post('/api/member/forgotpwSend', { json: { email } })),
    );
    // the limit is 5 mails per e-mail: whatever the interleaving, exactly hits 6 and 7 are refused
    expect(attempts.filter((r) => r.http === 429)).toHaveLength(2);
    expect(attempts.filter((r) => r.http === 200)).toHaveLength(5);
    const key = limitKey(server.ctx.keys, LIMITS.mailPerEmail, email);
    const counted = await rows<{ hits: number }>(`SELECT hits FROM ${schema}.rate_limits WHERE key = $1`, [key]);
    expect(counted.map((r) => Number(r.hits))).toEqual([7]);
  });

  it("reads only its own schema's tables: another schema's drop cannot fail its start", async () => {
    // Kysely's own introspection (the migration check at every start) read every schema of the
    // database and asked for each column's sequence by its table's name: a table that another
    // deployment's migration (or a test breaking its own database) dropped between the two failed
    // the read, and the start with it (CI, stop 33: a registration answered 500, "relation
    // hh_test_….point_records does not exist"). src/server/db/currentSchemaDialect.ts.
    const other = `${schema}_other`;
    await admin.query(`CREATE SCHEMA ${other}; CREATE TABLE ${other}.elsewhere (id serial PRIMARY KEY)`);
    try {
      const tables = await server.ctx.db.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
      const names = tables.map((table) => table.name);
      expect(names).toEqual(expect.arrayContaining(['members', 'point_records', 'kysely_migration']));
      expect(names).not.toContain('elsewhere');
      // the columns as Kysely describes them: an identity id, a nullable text
      const members = tables.find((table) => table.name === 'members')!;
      expect(members.columns.find((column) => column.name === 'id')).toMatchObject({ isNullable: false, dataType: 'int4' });
      expect((await server.ctx.db.introspection.getTables()).map((table) => table.name)).not.toContain('kysely_migration');
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS ${other} CASCADE`);
    }
  });
});
