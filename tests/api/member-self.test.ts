import type { KyselyPlugin } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheKey } from '../../src/server/http/read-cache';
import { createTestServer } from './helpers';

/**
 * `GET member/self` (issue 10: it ran at 0.067 of a bare Hono handler; tests/bench/RESULTS.md
 * says where the time went). It answers from what it must read and no more:
 * - the curriculum's word count (each child's `total_words`) comes from the curriculum in
 *   memory, not from counting `content_words` on every call;
 * - its reply is kept by the read cache like the content calls' (the front door of
 *   kept-replies.ts sends it again), so every write through the API makes it fresh at once,
 *   and the session is still checked on every call (a logout ends it at once).
 */
describe('GET member/self', () => {
  const server = createTestServer({ readCacheMs: 60_000 });
  afterAll(() => server.ctx.close());

  it('reads no curriculum table: the word count is the curriculum in memory', async () => {
    const parent = await server.member();
    await server.child(parent.token);
    await server.ctx.ready;
    const queries: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        queries.push(base.getExecutor().compileQuery(node, queryId).sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const base = server.ctx.db;
    const { loadMember } = await import('../../src/server/member/serialize');
    const member = await loadMember(base.withPlugin(recorder), parent.id, new Date(), server.ctx.content.words.size);
    expect(member!.child[0]!.total_words).toBe(server.ctx.content.words.size);
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((q) => q.includes('content_'))).toEqual([]);
  });

  it('is kept by the read cache until a write, and a logout ends it at once', async () => {
    const parent = await server.member();
    const first = await server.get<{ name: string }>('/api/member/self', { token: parent.token });
    expect(first.code).toBe('1');
    expect(server.ctx.readCache.peek(cacheKey.reply(parent.id, null, '/api/member/self'))).toBeDefined();
    // a change behind the API's back is not seen while the reply is kept ...
    await server.ctx.db.updateTable('members').set({ name: 'Behind the back' }).where('id', '=', parent.id).execute();
    expect((await server.get('/api/member/self', { token: parent.token })).raw).toBe(first.raw);
    // ... any write through the API makes it fresh
    const settings = await server.put(`/api/members/${parent.id}`, { token: parent.token, json: { bgm: 0 } });
    expect(settings.code, settings.raw).toBe('1');
    const fresh = await server.get<{ name: string; setting: { bgm: number } }>('/api/member/self', { token: parent.token });
    expect(fresh.data).toMatchObject({ name: 'Behind the back', setting: { bgm: 0 } });
    // the session is checked on every call: after a logout the kept reply is never sent
    expect((await server.post('/api/member/logout', { token: parent.token })).code).toBe('1');
    expect((await server.get('/api/member/self', { token: parent.token })).code).toBe('20006');
  });
});
