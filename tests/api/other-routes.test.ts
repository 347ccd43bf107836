import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './helpers';

/**
 * The §7 calls beyond accounts: they exist, need a token (products aside), check
 * Child-Id where the spec sends it, reply real data where it exists, empty lists where
 * nothing is there yet, and 501 for writes owned by later issues — after validating
 * input, never a fake success. The store's calls are followed further in store.test.ts.
 */
const server = createTestServer();
const { call } = server;
afterAll(() => server.ctx.close());

let parent: Awaited<ReturnType<typeof server.member>>;
let childId: number;
let strangersChildId: number;
beforeAll(async () => {
  parent = await server.member();
  childId = (await server.child(parent.token)).id;
  const stranger = await server.member();
  strangersChildId = (await server.child(stranger.token)).id;
});

type Method = 'GET' | 'POST';
interface Route {
  method: Method;
  path: string;
  /** Sends Child-Id (SPEC §7). */
  child?: boolean;
  /** A valid request's input. */
  query?: Record<string, string | number>;
  json?: unknown;
  /** What a valid request replies. */
  expect: { http: number; data?: unknown };
}

const routes: Route[] = [
  // the curriculum's calls (tests/api/learning.test.ts follows a child through them); ids 1 and 2 are the first
  // category, radical, lesson and words of the seeded curriculum
  { method: 'GET', path: '/api/parentCategories', expect: { http: 200 } },
  { method: 'GET', path: '/api/category/1', expect: { http: 200 } },
  { method: 'GET', path: '/api/radical/1', child: true, expect: { http: 200 } },
  { method: 'GET', path: '/api/lesson/schedule/1', child: true, expect: { http: 200 } },
  { method: 'GET', path: '/api/challenge/1/2', expect: { http: 200 } },
  { method: 'GET', path: '/api/review/1', expect: { http: 200 } },
  { method: 'GET', path: '/api/word/1', expect: { http: 200 } },
  { method: 'GET', path: '/api/story/1', expect: { http: 200 } },
  {
    method: 'POST',
    path: '/api/lesson/schedule',
    query: { radical_id: 1, lesson_id: 1, word_id: 1, finish_explaining: 1 },
    expect: { http: 200 },
  },
  { method: 'POST', path: '/api/radicals/lessons/words/map', query: { search: '木' }, expect: { http: 200 } },
  { method: 'GET', path: '/api/learned/words', expect: { http: 200, data: [] } },
  { method: 'GET', path: '/api/interactive/words', expect: { http: 200, data: [] } },
  // the whole catalogue, got or not got (tests/api/rewards.test.ts)
  { method: 'GET', path: '/api/member/awards', child: true, expect: { http: 200 } },
  { method: 'GET', path: '/api/member/stickerCollection', child: true, expect: { http: 200 } },
  { method: 'GET', path: '/api/paints', child: true, expect: { http: 200 } },
  { method: 'GET', path: '/api/pictureBooks', child: true, expect: { http: 200 } },
  // a new child has no stars (tests/api/books.test.ts buys with stars)
  { method: 'POST', path: '/api/child/paint', child: true, json: { paint_id: 1 }, expect: { http: 422 } },
  { method: 'POST', path: '/api/child/pictureBook', child: true, json: { book_id: 1 }, expect: { http: 422 } },
  { method: 'GET', path: '/api/check/children/award', child: true, expect: { http: 200, data: { awards: [] } } },
  { method: 'GET', path: '/api/check/children/mission', child: true, expect: { http: 200, data: { is_completed: 0 } } },
  {
    method: 'GET',
    path: '/api/dailyMissions',
    child: true,
    // a new mission: seven days of the member's one lesson a day
    expect: {
      http: 200,
      data: { current_days: 0, target_days: 7, mission_items: Array(7).fill({ collected_date: null, current_star: 0, target_stars: 1 }) },
    },
  },
  { method: 'GET', path: '/api/orders', child: true, expect: { http: 200, data: [] } },
  { method: 'GET', path: '/api/pointRecords', child: true, expect: { http: 200, data: [] } },
  {
    method: 'POST',
    path: '/api/send-order',
    json: { product_id: 1, points: 0, pay_method: 'alipay' },
    expect: { http: 200 },
  },
];

const codeOf: Record<number, string> = { 200: '1', 404: '404', 422: '422', 501: '501' };

describe.each(routes)('$method $path', (route) => {
  const send = (options: { token?: string; childId?: number | string } = {}) =>
    call(route.method, route.path, {
      ...options,
      ...(route.query && { query: route.query }),
      ...(route.json !== undefined && { json: route.json }),
    });

  it('needs a token', async () => {
    const reply = await send({ ...(route.child && { childId }) });
    expect(reply.http).toBe(401);
    expect(reply.code).toBe('401');
    expect((await send({ token: 'bogus', ...(route.child && { childId }) })).code).toBe('20006');
  });

  it(`replies ${route.expect.http} to a valid request`, async () => {
    const reply = await send({ token: parent.token, ...(route.child && { childId }) });
    expect(reply.http, reply.raw).toBe(route.expect.http);
    expect(reply.code).toBe(codeOf[route.expect.http]);
    if (route.expect.http === 501) expect(reply.message).toBe('This feature is not available yet.');
    if ('data' in route.expect) expect(reply.data).toEqual(route.expect.data);
    else if (route.expect.http === 200) expect(reply.data).not.toBeNull();
    else expect(reply.data).toBeNull();
  });

  if (route.child) {
    it('checks Child-Id: missing or malformed 422, unknown and another member’s the same 404 (issue 26)', async () => {
      const missing = await send({ token: parent.token });
      expect(missing.http).toBe(422);
      expect(missing.errors).toEqual({ 'Child-Id': ['Must fill in'] });
      expect((await send({ token: parent.token, childId: 'abc' })).http).toBe(422);
      const unknown = await send({ token: parent.token, childId: 999999 });
      expect(unknown.http).toBe(404);
      const foreign = await send({ token: parent.token, childId: strangersChildId });
      expect(foreign.http).toBe(404);
      expect(foreign.code).toBe('404');
      expect(foreign.data).toBeNull();
      expect(foreign.raw).toBe(unknown.raw);
    });
  }
});

describe('ids and inputs of the later calls', () => {
  it('a non-numeric id is an unknown id', async () => {
    for (const path of ['/api/category/abc', '/api/word/-1', '/api/review/1.5', '/api/challenge/x/1']) {
      const reply = await call('GET', path, { token: parent.token });
      expect(reply.http, path).toBe(404);
    }
  });

  it('writes validate their input before replying 501', async () => {
    const schedule = await call('POST', '/api/lesson/schedule', { token: parent.token, query: { lesson_id: 2, story: 3 } });
    expect(schedule.http).toBe(422);
    expect(schedule.errors).toEqual({ radical_id: ['Must fill in'], story: ['Must be 0 or 1'] });

    const paint = await call('POST', '/api/child/paint', { token: parent.token, childId, json: { paint_id: 'x' } });
    expect(paint.http).toBe(422);
    expect(Object.keys(paint.errors ?? {})).toEqual(['paint_id']);

    const order = await call('POST', '/api/send-order', { token: parent.token, json: { product_id: 1, points: 0 } });
    expect(order.errors).toEqual({ pay_method: ['Please select payment method'] });

    const search = await call('POST', '/api/radicals/lessons/words/map', { token: parent.token, query: { search: 'x'.repeat(51) } });
    expect(search.http).toBe(422);
  });

  it('send-order refuses more points than the member has', async () => {
    const reply = await call('POST', '/api/send-order', {
      token: parent.token,
      json: { product_id: 1, points: 10, pay_method: 'credit_card' },
    });
    expect(reply.http).toBe(422);
    expect(reply.errors).toEqual({ points: ['You currently only have 0 points'] });
  });

  it('point/remit validates the bank fields, then needs 2000 points (tests/api/store.test.ts follows it further)', async () => {
    const bank = {
      bank_name: 'Bank of Taiwan',
      bank_code: '004',
      bank_account_name: 'Mei Lin',
      bank_account_number: '1234-5678-9012',
      id_number: 'A123456789',
      address: 'Taipei',
      phone: '+886 912 345 678',
      email: parent.email,
    };
    const { bank_code: _dropped, ...withoutCode } = bank;
    const missing = await call('POST', '/api/point/remit', { token: parent.token, childId, query: withoutCode });
    expect(missing.errors).toEqual({ bank_code: ['Must fill in'] });
    expect(missing.message).toBe('Please confirm if your information is correct');

    const poor = await call('POST', '/api/point/remit', { token: parent.token, childId, query: bank });
    expect(poor.http).toBe(422);
    expect(poor.errors).toEqual({ points: ['Points transfer needs at least 2000 points'] });
  });

  it('products are public: the three plans, then the point packs', async () => {
    const reply = await call('GET', '/api/products');
    expect(reply.http).toBe(200);
    const products = reply.data as { kind: string; plan: string | null }[];
    expect(products.map((p) => p.plan)).toEqual(['monthly', 'seasonal', 'yearly', null, null, null]);
    expect(products.slice(3).every((p) => p.kind === 'points')).toBe(true);
  });

  it('orders lists only the member’s paid orders, newest first', async () => {
    const db = server.ctx.db;
    const base = { member_id: parent.id, product_id: 1, amount: 300, used_points: 0, pay_method: 'alipay' as const };
    await db
      .insertInto('orders')
      .values([
        { ...base, plan: 'monthly', status: 'paid', created_at: '2025-01-01T00:00:00.000Z' },
        { ...base, plan: 'yearly', status: 'paid', created_at: '2025-02-01T00:00:00.000Z' },
        { ...base, plan: 'seasonal', status: 'pending', created_at: '2025-03-01T00:00:00.000Z' },
      ])
      .execute();
    const reply = await call('GET', '/api/orders', { token: parent.token, childId });
    expect((reply.data as { plan: string }[]).map((o) => o.plan)).toEqual(['yearly', 'monthly']);
    expect(Object.keys((reply.data as object[])[0]!).sort()).toEqual(
      ['amount', 'created_at', 'id', 'kind', 'pack_points', 'pay_method', 'plan', 'status', 'used_points'].sort(),
    );
  });
});
