import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ReadCache, cacheKey } from '../../src/server/http/read-cache';
import { createTestServer } from './helpers';

/**
 * The read cache (src/server/http/read-cache.ts): reads are kept for a short while, and
 * every write through the API in the same process makes them stale at once.
 */
describe('ReadCache', () => {
  it('keeps a value for its time to live, then reads again', async () => {
    let now = 0;
    const cache = new ReadCache(1000, 100, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    expect(cache.peek('k')).toBe(1);
    now = 1000;
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets everything on clear, and does not keep what was read while a write happened', async () => {
    const cache = new ReadCache(1000, 100, () => 0);
    expect(await cache.get('k', async () => 'old')).toBe('old');
    cache.clear();
    expect(cache.peek('k')).toBeUndefined();
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('read before the write'))));
    cache.clear(); // a write commits while the read is under way
    release();
    expect(await slow).toBe('read before the write');
    expect(cache.peek('k')).toBeUndefined();
  });

  it('forgets one member\'s kept values, and keeps no read of theirs under way, on forgetMember', async () => {
    const cache = new ReadCache(1000, 100, () => 0);
    await cache.get('a', async () => 'A', 1);
    await cache.get('b', async () => 'B', 2);
    await cache.get('shared', async () => 'S');
    let releaseA!: () => void;
    let releaseB!: () => void;
    const readA = cache.get('a2', () => new Promise<string>((resolve) => (releaseA = () => resolve('A2'))), 1);
    const readB = cache.get('b2', () => new Promise<string>((resolve) => (releaseB = () => resolve('B2'))), 2);
    cache.forgetMember(1); // member 1 wrote while both reads were under way
    releaseA();
    releaseB();
    await Promise.all([readA, readB]);
    expect([cache.peek('a'), cache.peek('a2')]).toEqual([undefined, undefined]);
    expect([cache.peek('b'), cache.peek('b2'), cache.peek('shared')]).toEqual(['B', 'B2', 'S']);
    cache.clear();
    expect([cache.peek('b'), cache.peek('shared')]).toEqual([undefined, undefined]);
  });

  it('is off with a time to live of 0', async () => {
    const cache = new ReadCache(0);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    await cache.get('k', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.enabled).toBe(false);
  });
});

describe('the API with the read cache on', () => {
  const server = createTestServer({ readCacheMs: 60_000 });
  afterAll(() => server.ctx.close());

  it('serves the child its new progress right after a pass, and a signed-out token never again', async () => {
    const parent = await server.member();
    const child = await server.child(parent.token);
    const headers = { token: parent.token, childId: child.id };
    const lessonId = server.ctx.content.radicals.get(1)!.lesson_ids[0]!;
    const wordId = server.ctx.content.lessons.get(lessonId)!.word_ids[0]!;

    const before = await server.get<{ lessons: { words: { finish_explaining: number }[] }[] }>('/api/lesson/schedule/1', headers);
    expect(before.data.lessons[0]!.words[0]!.finish_explaining).toBe(0);
    // a change behind the API's back is not seen while the reply is kept ...
    await server.ctx.db
      .insertInto('child_word_progress')
      .values({ child_id: child.id, word_id: wordId, finish_explaining: 1, created_at: 'x', updated_at: 'x' })
      .execute();
    const kept = await server.get<typeof before.data>('/api/lesson/schedule/1', headers);
    expect(kept.raw).toBe(before.raw);
    // ... a search (a POST that only reads) keeps it too ...
    await server.post('/api/radicals/lessons/words/map', { token: parent.token, query: { search: 'ren' } });
    expect((await server.get('/api/lesson/schedule/1', headers)).raw).toBe(before.raw);
    // ... and any write through the API makes every kept read stale at once
    const pass = await server.post('/api/lesson/schedule', {
      ...headers,
      query: { radical_id: 1, lesson_id: lessonId, word_id: wordId, is_passed: 1 },
    });
    expect(pass.code, pass.raw).toBe('1');
    const after = await server.get<{ lessons: { words: { finish_explaining: number; is_passed: number }[] }[] }>('/api/lesson/schedule/1', headers);
    expect(after.data.lessons[0]!.words[0]).toMatchObject({ finish_explaining: 1, is_passed: 1 });

    expect((await server.get('/api/member/self', { token: parent.token })).code).toBe('1');
    expect((await server.post('/api/member/logout', { token: parent.token })).code).toBe('1');
    expect((await server.get('/api/member/self', { token: parent.token })).code).toBe('20006');
    expect((await server.get('/api/radical/1', headers)).code).toBe('20006');
  });

  it('after a pass by one member serves that member fresh replies and leaves another member\'s kept replies', async () => {
    const lessonId = server.ctx.content.radicals.get(1)!.lesson_ids[0]!;
    const [firstWord, secondWord] = server.ctx.content.lessons.get(lessonId)!.word_ids;
    const a = await server.member();
    const aChild = await server.child(a.token);
    const b = await server.member();
    const bChild = await server.child(b.token);
    type Schedule = { lessons: { words: { finish_explaining: number; is_passed: number }[] }[] };
    const read = (token: string, childId: number) => server.get<Schedule>('/api/lesson/schedule/1', { token, childId });
    const aBefore = await read(a.token, aChild.id);
    const bBefore = await read(b.token, bChild.id);
    // B's progress changes behind the API's back: B's kept reply does not show it while it is kept
    await server.ctx.db
      .insertInto('child_word_progress')
      .values({ child_id: bChild.id, word_id: secondWord!, finish_explaining: 1, created_at: 'x', updated_at: 'x' })
      .execute();
    const pass = await server.post('/api/lesson/schedule', {
      token: a.token,
      childId: aChild.id,
      query: { radical_id: 1, lesson_id: lessonId, word_id: firstWord!, is_passed: 1 },
    });
    expect(pass.code, pass.raw).toBe('1');
    // A sees the pass at once (no stale read)
    const aAfter = await read(a.token, aChild.id);
    expect(aAfter.raw).not.toBe(aBefore.raw);
    expect(aAfter.data.lessons[0]!.words[0]).toMatchObject({ finish_explaining: 1, is_passed: 1 });
    // B's kept reply was left as it was (A's pass changes nothing of B's)
    expect((await read(b.token, bChild.id)).raw).toBe(bBefore.raw);
    // any other write still makes every kept read stale
    expect((await server.post('/api/member/logout', { token: a.token })).code).toBe('1');
    expect((await read(b.token, bChild.id)).data.lessons[0]!.words[1]).toMatchObject({ finish_explaining: 1 });
  });

  it('never keeps a refused challenge or review (an error), and keeps them once the lesson is open', async () => {
    const parent = await server.member();
    const child = await server.child(parent.token);
    await server.ctx.db.updateTable('members').set({ type: 'monthly' }).where('id', '=', parent.id).execute();
    const [firstId, secondId] = server.ctx.content.radicals.get(1)!.lesson_ids;
    const wordId = server.ctx.content.lessons.get(secondId!)!.word_ids[0]!;
    const paths = [`/api/challenge/${secondId}/${wordId}`, `/api/review/${secondId}`];
    const read = () => Promise.all(paths.map((path) => server.get(path, { token: parent.token })));
    const kept = () => paths.map((path) => server.ctx.readCache.peek(cacheKey.reply(parent.id, null, path)) !== undefined);

    for (const reply of await read()) expect(reply.http, 'locked by the lesson order').toBe(422);
    expect(kept(), 'no refusal kept').toEqual([false, false]);
    // the child finishes the first lesson through the API
    const base = { radical_id: 1, lesson_id: firstId! };
    for (const id of server.ctx.content.lessons.get(firstId!)!.word_ids) {
      const query = { ...base, word_id: id, finish_explaining: 1, is_passed: 1 };
      expect((await server.post('/api/lesson/schedule', { token: parent.token, childId: child.id, query })).code).toBe('1');
    }
    expect((await server.post('/api/lesson/schedule', { token: parent.token, childId: child.id, query: { ...base, story: 1, completion: 1 } })).code).toBe('1');
    for (const reply of await read()) expect(reply.code, reply.raw).toBe('1');
    expect(kept(), 'the open lesson\'s replies are kept').toEqual([true, true]);
  });

  it('sends a content reply gzipped to a client that takes it, the same JSON either way', async () => {
    const parent = await server.member();
    const child = await server.child(parent.token);
    const headers = { Authorization: `Bearer ${parent.token}`, 'Child-Id': String(child.id) };
    const plain = await server.app.request('/api/radical/1', { headers });
    const zipped = await server.app.request('/api/radical/1', { headers: { ...headers, 'Accept-Encoding': 'gzip, br' } });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    const text = await plain.text();
    expect(bytes.length).toBeLessThan(Buffer.byteLength(text) / 2);
    expect(gunzipSync(bytes).toString()).toBe(text);
  });
});
