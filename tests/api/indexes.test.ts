import type { HttpBindings } from '@hono/node-server';
import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createContext, type AppContext } from '../../src/server/context';
import { consoleLogger } from '../../src/server/logger';
import { defaultSettings } from '../../src/server/member/accounts';
import { FAST_TEST_COST, hashPassword } from '../../src/server/security/password';
import { sha256 } from '../../src/server/security/tokens';

/**
 * Issue 10, "how cost grows": no query of the API reads a whole table that grows with the
 * members. The real app runs the calls members make most (member/self, radical, lesson
 * schedule, a word pass, products) and the rest of a member's day (orders, point records,
 * awards, missions, books, paints, learned words, a child removed, the account deleted),
 * while every query it sends is recorded; then SQLite's EXPLAIN QUERY PLAN of each must
 * find its rows of a growing table through an index (SEARCH), never by a full SCAN.
 *
 * The same for what the foreign keys do by themselves: when a member, child, order or upload
 * goes, SQLite looks up the rows that reference it (to cascade or set null), a full scan per
 * deleted row unless the referencing column leads an index.
 *
 * SQLite only (EXPLAIN QUERY PLAN); the migration that adds the indexes runs on PostgreSQL in
 * every PostgreSQL API test.
 */

/** The tables that grow with members (the curriculum, awards and products are fixed catalogues). */
const GROWING = [
  'members', 'member_settings', 'children', 'sessions', 'email_verifications', 'uploads',
  'point_records', 'orders', 'child_word_progress', 'child_lesson_progress', 'star_records', 'referral_rewards',
  'remittances', 'daily_missions', 'child_awards', 'picture_book_purchases', 'child_paints',
];
/** Parents that are never deleted (content is retired, not deleted; awards and products are catalogues). */
const NEVER_DELETED = /^(content_|awards$|products$)/;

const onPostgres = process.env.TEST_API_DATABASE === 'postgres';

/** The full scans of growing tables in a query's plan (SCAN t, SCAN t USING [COVERING] INDEX ...). */
function scans(plan: { detail: string }[]): string[] {
  return plan.map((row) => row.detail).filter((detail) => {
    const match = /^SCAN (\w+)/.exec(detail);
    return match !== null && GROWING.includes(match[1]!);
  });
}

describe.skipIf(onPostgres)('indexes: the hot queries search, they do not scan', () => {
  let ctx: AppContext;
  const recorded = new Map<string, readonly unknown[]>();
  let request: (method: string, path: string, headers?: Record<string, string>, body?: string) => Promise<{ status: number; text: string }>;
  const token = 'indexes-test-token';
  let memberId = 0;
  let childId = 0;
  let secondChildId = 0;

  beforeAll(async () => {
    ctx = createContext({ memory: true, nodeEnv: 'test', passwordCost: 'fast', logger: consoleLogger('error'), readCacheMs: 0, paymentProvider: 'sandbox' });
    await ctx.ready;
    const base = ctx.db;
    const recorder: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        const compiled = base.getExecutor().compileQuery(node, queryId);
        recorded.set(compiled.sql, compiled.parameters);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    ctx.db = base.withPlugin(recorder);
    const app = createApp(ctx);
    request = async (method, path, headers = {}, body) => {
      const env = { incoming: { socket: { remoteAddress: '10.0.0.1' } } } as unknown as HttpBindings;
      const res = await app.request(path, { method, headers, body }, env);
      return { status: res.status, text: await res.text() };
    };

    const at = new Date().toISOString();
    const member = await base
      .insertInto('members')
      .values({
        email: 'indexes@example.com', password_hash: await hashPassword('Secret123', FAST_TEST_COST), name: 'Parent', gender: null,
        type: 'yearly', class_end_at: new Date(Date.now() + 86_400_000 * 30).toISOString(), is_email_valid: 1, invite_code: 'INDEXES1',
        referred_by: null, points: 0, created_at: at, updated_at: at, privacy_accepted_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberId = member.id;
    await base.insertInto('member_settings').values({ member_id: memberId, ...defaultSettings(2) }).execute();
    await base.insertInto('sessions').values({ member_id: memberId, token_hash: sha256(token), created_at: at, expires_at: new Date(Date.now() + 86_400_000).toISOString(), revoked_at: null }).execute();
    const child = (name: string, isDefault: 0 | 1) =>
      base
        .insertInto('children')
        .values({ member_id: memberId, name, gender: 'girl', birthday: '2018-01-01', avatar_upload_id: null, is_default: isDefault, star: 0, complete_words: 0, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
    childId = (await child('小美', 1)).id;
    secondChildId = (await child('小明', 0)).id;
  });

  afterAll(async () => {
    await ctx?.close();
  });

  async function plan(query: string, parameters: readonly unknown[]) {
    const result = await ctx.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query}`, [...parameters]));
    return result.rows;
  }

  it("a member's calls touch growing tables through indexes only", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const withChild = { ...auth, 'child-id': String(childId) };
    const radical = JSON.parse((await request('GET', '/api/radical/1', withChild)).text) as { data: { lessons: { id: number; words: { id: number }[] }[] } };
    const lesson = radical.data.lessons[0]!;
    const calls: [string, string, Record<string, string>, string?][] = [
      ['GET', '/api/member/self', auth],
      ['GET', '/api/lesson/schedule/1', withChild],
      ...lesson.words.map((w): [string, string, Record<string, string>] => ['POST', `/api/lesson/schedule?radical_id=1&lesson_id=${lesson.id}&word_id=${w.id}&finish_explaining=1&is_passed=1`, auth]),
      ['POST', `/api/lesson/schedule?radical_id=1&lesson_id=${lesson.id}&story=1&completion=1`, auth],
      ['GET', '/api/products', auth],
      ['GET', '/api/parentCategories', auth],
      ['GET', '/api/learned/words', auth],
      ['GET', '/api/interactive/words', auth],
      ['GET', `/api/review/${lesson.id}`, auth],
      ['GET', '/api/orders', withChild],
      ['GET', '/api/pointRecords', withChild],
      ['GET', '/api/member/awards', withChild],
      ['GET', '/api/member/stickerCollection', withChild],
      ['GET', '/api/check/children/award', withChild],
      ['GET', '/api/check/children/mission', withChild],
      ['GET', '/api/dailyMissions', withChild],
      ['GET', '/api/pictureBooks', withChild],
      ['GET', '/api/paints', withChild],
      ['GET', '/api/point/remit', auth],
      ['POST', '/api/send-order', { ...auth, 'content-type': 'application/json' }, JSON.stringify({ product_id: 4, points: 0, pay_method: 'credit_card' })],
      ['DELETE', `/api/children/${secondChildId}`, auth],
      ['POST', '/api/member/selfDelete', { ...auth, 'content-type': 'application/json' }, JSON.stringify({ password: 'Secret123' })],
    ];
    for (const [method, path, headers, body] of calls) {
      const reply = await request(method, path, headers, body);
      expect(reply.status, `${method} ${path}: ${reply.text}`).toBe(200);
    }
    // the account is gone: every delete of self-delete ran
    expect(await ctx.db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst()).toBeUndefined();

    const found: string[] = [];
    for (const [query, parameters] of recorded) {
      if (!/^\s*(select|update|delete|insert)/i.test(query)) continue;
      for (const scan of scans(await plan(query, parameters))) found.push(`${scan}  ←  ${query}`);
    }
    expect(recorded.size).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });

  it('what a foreign key looks up when its parent row goes is indexed', async () => {
    const tables = (await ctx.db.executeQuery<{ name: string }>(CompiledQuery.raw("select name from sqlite_master where type = 'table'"))).rows;
    const found: string[] = [];
    let checked = 0;
    for (const { name } of tables) {
      if (!GROWING.includes(name)) continue;
      const keys = (await ctx.db.executeQuery<{ table: string; from: string }>(CompiledQuery.raw(`pragma foreign_key_list(${name})`))).rows;
      for (const key of keys) {
        if (NEVER_DELETED.test(key.table)) continue;
        checked++;
        const lookup = `select 1 from ${name} where ${key.from} = ?`;
        for (const scan of scans(await plan(lookup, [1]))) found.push(`${scan}  ←  ${name}.${key.from} → ${key.table}`);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    expect(found).toEqual([]);
  });
});
