import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helpers';

/**
 * The same migrations and account flow on PostgreSQL (scale-out), when
 * TEST_DATABASE_URL names a database to use. Each run works in a schema of its own and
 * drops it afterwards. This is the one test allowed to skip: without a PostgreSQL
 * server there is nothing to run it against.
 */
const url = process.env.TEST_DATABASE_URL;
const reason = 'set TEST_DATABASE_URL=postgres://user:pass@host/db to run the PostgreSQL tests';
if (!url) console.info(`[postgres.test] skipped: ${reason}`);

describe.skipIf(!url)(`PostgreSQL (${url ? 'TEST_DATABASE_URL' : reason})`, () => {
  const schema = `hh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  let server: TestServer;

  afterAll(async () => {
    await server?.ctx.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('migrates a fresh database', async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url!);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    server = createTestServer({ memory: false, databaseUrl: scoped.toString() });
    await server.ctx.ready;

    const { rows } = await admin.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      [schema],
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['members', 'member_settings', 'children', 'sessions', 'email_verifications', 'rate_limits', 'uploads', 'mail_outbox', 'point_records', 'orders']),
    );
  });

  it('runs the account flow, avatars, rate limits and self-delete on it', async () => {
    const friend = await server.member();
    const account = await server.member({ invite_code: friend.inviteCode });
    const self = await server.get<{ points: number; is_email_valid: number }>('/api/member/self', { token: account.token });
    expect(self.data).toMatchObject({ points: 50, is_email_valid: 1 });

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7]);
    const child = await server.child(account.token, { avatar: new File([png], 'a.png') });
    const image = await server.app.request(child.avatar!);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);

    const second = await server.child(account.token, { name: 'B' });
    const switched = await server.post<{ is_default: number }>(`/api/children/${second.id}`, {
      token: account.token,
      query: { is_default: 1 },
    });
    expect(switched.data.is_default).toBe(1);

    const records = await server.get<unknown[]>('/api/pointRecords', { token: account.token, childId: child.id });
    expect(records.data).toHaveLength(1);

    const before = await server.countRows();
    const deleted = await server.post('/api/member/selfDelete', { token: account.token, json: { password: account.password } });
    expect(deleted.message).toBe('Account Deleted');
    const after = await server.countRows();
    expect(after.members).toBe(before.members - 1);
    expect(after.children).toBe(before.children - 2);
    expect(after.uploads).toBe(before.uploads - 1);
  });
});
