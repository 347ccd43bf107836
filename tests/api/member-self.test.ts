import type { KyselyPlugin } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer } from './helpers';

/**
 * `GET member/self` (issue 10: it ran at 0.067 of a bare Hono handler; tests/bench/RESULTS.md
 * says where the time went). It answers from what it must read and no more:
 * - the curriculum's word count (each child's `total_words`) comes from the curriculum in
 *   memory, not from counting `content_words` on every call.
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
});
