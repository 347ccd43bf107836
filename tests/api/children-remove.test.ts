import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHILDREN } from '../../machines/rules/children';
import { CHILD_OWNED_TABLES } from '../../src/server/children/remove';
import { createTestServer, expectFieldError, images } from './helpers';

/**
 * Removing a child (DELETE children/{id}, beyond SPEC §7: issue 9) and the limit of
 * MAX_CHILDREN children per account (POST children). Runs on SQLite, and on PostgreSQL in
 * npm test's second API pass (TEST_API_DATABASE=postgres).
 */
const server = createTestServer();
const { ctx, get, post, call } = server;
afterAll(() => ctx.close());

interface Child {
  id: number;
  name: string;
  is_default: number;
  avatar: string | null;
  total_words: number;
  complete_words: number;
}

const del = (path: string, token: string) => call('DELETE', path, { token });

async function childrenOf(token: string) {
  return (await get<{ child: Child[] }>('/api/member/self', { token })).data.child;
}

/** Every table of the live database with a `child_id` column. */
async function tablesWithChildId(): Promise<string[]> {
  if (ctx.databaseLocation.startsWith('PostgreSQL')) {
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.columns
      WHERE column_name = 'child_id' AND table_schema = current_schema()`.execute(ctx.db);
    return rows.map((r) => r.table_name).sort();
  }
  const { rows } = await sql<{ name: string }>`
    SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) p
    WHERE m.type = 'table' AND p.name = 'child_id'`.execute(ctx.db);
  return rows.map((r) => r.name).sort();
}

/** How many rows of the child are left in every table that has a `child_id`. */
async function rowsOfChild(childId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesWithChildId()) {
    const { rows } = await sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE child_id = ${childId}`.execute(ctx.db);
    counts[table] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

/** Progress and stars for a child, written as the learning calls would have. */
async function giveProgress(childId: number) {
  await ctx.ready;
  const now = new Date().toISOString();
  const word = ctx.content.wordOrder[0]!;
  await ctx.db
    .insertInto('child_word_progress')
    .values({ child_id: childId, word_id: word.id, finish_explaining: 1, is_passed: 1, due: now, last_review: now, created_at: now, updated_at: now })
    .execute();
  await ctx.db
    .insertInto('child_lesson_progress')
    .values({ child_id: childId, lesson_id: word.lesson_id, story: 1, completion: 1, created_at: now, updated_at: now })
    .execute();
  await ctx.db.insertInto('star_records').values({ child_id: childId, reason: 'word', stars: 3, created_at: now }).execute();
  await ctx.db.updateTable('children').set({ star: 3, complete_words: 1 }).where('id', '=', childId).execute();
  await ctx.db
    .insertInto('daily_missions')
    .values({ child_id: childId, target_days: 7, items: '[]', completed_at: null, created_at: now, updated_at: now })
    .execute();
  const award = await ctx.db.selectFrom('awards').select('id').orderBy('position').executeTakeFirstOrThrow();
  await ctx.db.insertInto('child_awards').values({ child_id: childId, award_id: award.id, earned_at: now }).execute();
  await ctx.db
    .insertInto('picture_book_purchases')
    .values({ child_id: childId, book_id: 1, stars: 0, bought_at: now, expires_at: now })
    .execute();
  await ctx.db.insertInto('child_paints').values({ child_id: childId, paint_id: 1, stars: 0, fills: '{}', bought_at: now, updated_at: now }).execute();
  const list = await ctx.db
    .insertInto('school_lists')
    .values({ child_id: childId, name: '第一課', dictation_on: null, words_key: '高', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.db.insertInto('school_list_words').values({ list_id: list.id, child_id: childId, position: 0, tw: '高', cn: '高', zhuyin: 'ㄍㄠ', word_id: null }).execute();
  await ctx.db
    .insertInto('school_list_results')
    .values({ child_id: childId, list_id: list.id, position: 0, mode: 'dictation', correct: 1, mistakes: 0, wrong_strokes: '[]', day: now.slice(0, 10), created_at: now })
    .execute();
  await ctx.db
    .insertInto('lesson_dictation_results')
    .values({ child_id: childId, lesson_id: word.lesson_id, word_id: word.id, correct: 1, mistakes: 0, wrong_strokes: '[]', written: '[["1,1"]]', day: now.slice(0, 10), created_at: now })
    .execute();
  await ctx.db.insertInto('child_study_minutes').values({ child_id: childId, day: now.slice(0, 10), minutes: 3, last_at: now }).execute();
}

let parent: Awaited<ReturnType<typeof server.member>>;
let stranger: Awaited<ReturnType<typeof server.member>>;
beforeAll(async () => {
  parent = await server.member();
  stranger = await server.member();
});

describe('DELETE children/{id}', () => {
  it('knows every table that holds rows of a child', async () => {
    expect(await tablesWithChildId(), 'a table with child_id is missing from CHILD_OWNED_TABLES (children/remove.ts)').toEqual(
      [...CHILD_OWNED_TABLES].sort(),
    );
  });

  it('removes the child and everything of it in one go; its sibling keeps everything', async () => {
    const first = await server.child(parent.token, { name: 'Keep' });
    const second = await server.child(parent.token, {
      name: 'Go',
      avatar: new File([images.png], 'go.png', { type: 'image/png' }),
    });
    await giveProgress(first.id);
    await giveProgress(second.id);
    expect(Object.values(await rowsOfChild(second.id)).every((n) => n > 0)).toBe(true);
    expect((await get(second.avatar!, { token: parent.token })).http).toBe(200);

    const reply = await del(`/api/children/${second.id}`, parent.token);
    expect(reply.http, reply.raw).toBe(200);
    expect(reply.code).toBe('1');
    expect(reply.data).toBeNull();

    expect(Object.values(await rowsOfChild(second.id)).every((n) => n === 0), JSON.stringify(await rowsOfChild(second.id))).toBe(true);
    expect((await get(second.avatar!, { token: parent.token })).http, 'its avatar is gone').toBe(404);
    expect((await childrenOf(parent.token)).map((c) => c.id)).not.toContain(second.id);
    expect(Object.values(await rowsOfChild(first.id)).every((n) => n > 0), 'the sibling keeps its rows').toBe(true);
    const sibling = (await childrenOf(parent.token)).find((c) => c.id === first.id);
    expect(sibling).toMatchObject({ name: 'Keep', complete_words: 1 });
    // a second removal of the same child: not found
    expect((await del(`/api/children/${second.id}`, parent.token)).http).toBe(404);
  });

  it("never reaches another member's child: 404, and it stays whole", async () => {
    const theirs = await server.child(stranger.token, { name: 'Theirs' });
    await server.child(stranger.token, { name: 'Theirs too' });
    await giveProgress(theirs.id);
    const reply = await del(`/api/children/${theirs.id}`, parent.token);
    expect(reply.http).toBe(404);
    expect(reply.code).toBe('404');
    expect((await childrenOf(stranger.token)).map((c) => c.name)).toContain('Theirs');
    expect(Object.values(await rowsOfChild(theirs.id)).every((n) => n > 0)).toBe(true);
    expect((await del('/api/children/999999', parent.token)).http).toBe(404);
  });

  it('refuses the last child with a clear message, and keeps it', async () => {
    const alone = await server.member();
    const only = await server.child(alone.token, { name: 'Only' });
    const reply = await del(`/api/children/${only.id}`, alone.token);
    expectFieldError(reply, 'id', 'An account must keep at least one child');
    expect((await childrenOf(alone.token)).map((c) => c.name)).toEqual(['Only']);
  });

  it('makes the next child current when the current one is removed; keeps the current one otherwise', async () => {
    const family = await server.member();
    const a = await server.child(family.token, { name: 'A' });
    const b = await server.child(family.token, { name: 'B' });
    const c = await server.child(family.token, { name: 'C' });
    expect(a.is_default).toBe(1);
    await del(`/api/children/${b.id}`, family.token);
    expect((await childrenOf(family.token)).map((x) => [x.name, x.is_default])).toEqual([['A', 1], ['C', 0]]);
    await del(`/api/children/${a.id}`, family.token);
    expect((await childrenOf(family.token)).map((x) => [x.name, x.is_default])).toEqual([['C', 1]]);
    expect(c.id).toBeGreaterThan(0);
  });

  it('needs a login', async () => {
    expect((await call('DELETE', '/api/children/1')).http).toBe(401);
  });
});

describe(`at most ${MAX_CHILDREN} children per account`, () => {
  it('adds the 10th and refuses the 11th with a clear message; after a removal one may be added again', async () => {
    const big = await server.member();
    const ids: number[] = [];
    for (let i = 1; i <= MAX_CHILDREN; i += 1) ids.push((await server.child(big.token, { name: `Kid ${i}` })).id);
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Kid 11', gender: 'girl', birthday: '2019-01-01' })) form.set(key, value);
    const refused = await post('/api/children', { token: big.token, body: form });
    expectFieldError(refused, 'children', 'An account can have at most 10 children');
    expect(await childrenOf(big.token)).toHaveLength(MAX_CHILDREN);

    await del(`/api/children/${ids[3]}`, big.token);
    await server.child(big.token, { name: 'Kid 11' });
    expect(await childrenOf(big.token)).toHaveLength(MAX_CHILDREN);
  });

  it('holds under two requests at once: never an 11th', async () => {
    const racer = await server.member();
    for (let i = 1; i <= MAX_CHILDREN - 1; i += 1) await server.child(racer.token, { name: `Kid ${i}` });
    const send = () => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ name: 'Last', gender: 'boy', birthday: '2019-01-01' })) form.set(key, value);
      return post('/api/children', { token: racer.token, body: form });
    };
    const replies = await Promise.all([send(), send(), send()]);
    expect(replies.filter((r) => r.code === '1')).toHaveLength(1);
    expect(await childrenOf(racer.token)).toHaveLength(MAX_CHILDREN);
  });
});

describe('total_words', () => {
  it('is the curriculum word count, on every child', async () => {
    await ctx.ready;
    const children = await childrenOf(parent.token);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(child.total_words).toBe(ctx.content.wordOrder.length);
  });
});
