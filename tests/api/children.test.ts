import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTING_LEARNING_FIELDS } from '../../machines/rules/learningSettings';
import { createTestServer, images } from './helpers';

const server = createTestServer();
const { get, post } = server;
afterAll(() => server.ctx.close());

interface Child {
  id: number;
  child_id: number;
  name: string;
  gender: string;
  birthday: string;
  age: number;
  avatar: string | null;
  is_default: number;
  star: number;
  complete_words: number;
}

let parent: Awaited<ReturnType<typeof server.member>>;
let stranger: Awaited<ReturnType<typeof server.member>>;
beforeAll(async () => {
  parent = await server.member();
  stranger = await server.member();
});

function form(fields: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const childFields = { name: '小美', gender: 'girl', birthday: '2019-03-04' };

async function childrenOf(token: string) {
  return (await get<{ child: Child[] }>('/api/member/self', { token })).data.child;
}

describe('POST children', () => {
  it('creates a child; the first child becomes the default, the next ones not', async () => {
    const account = await server.member();
    server.clock.now = new Date('2025-03-03T12:00:00Z');
    const first = await post<Child>('/api/children', { token: account.token, body: form(childFields) });
    expect(first.code, first.raw).toBe('1');
    // the child's own learning settings start as the member's (child-settings.test.ts)
    const { setting } = (await get<{ setting: Record<string, unknown> }>('/api/member/self', { token: account.token })).data;
    expect(first.data).toEqual({
      id: first.data.id,
      child_id: first.data.id,
      name: '小美',
      gender: 'girl',
      birthday: '2019-03-04',
      age: 5,
      avatar: null,
      is_default: 1,
      star: 0,
      complete_words: 0,
      write_leniency: 'normal',
      // the member's settings a new child starts with, and no school term chosen (issue 29)
      setting: { ...Object.fromEntries(STARTING_LEARNING_FIELDS.map((field) => [field, setting[field]])), school_term: null },
      total_words: server.ctx.content.wordOrder.length,
    });
    server.clock.now = new Date('2025-03-04T00:00:00Z');
    const second = await post<Child>('/api/children', {
      token: account.token,
      body: form({ name: 'Leo', gender: 'boy', birthday: '2019-03-04' }),
    });
    expect(second.data.is_default).toBe(0);
    expect(second.data.age).toBe(6);
    server.clock.now = new Date();

    const listed = await childrenOf(account.token);
    expect(listed.map((c) => [c.name, c.is_default])).toEqual([
      ['小美', 1],
      ['Leo', 0],
    ]);
  });

  it.each([
    ['png', images.png],
    ['jpeg', images.jpeg],
    ['gif', images.gif],
    ['webp', images.webp],
  ] as const)('stores a %s avatar and serves it back to its owner, re-encoded as WebP (avatars.test.ts)', async (_name, bytes) => {
    // the declared name and type lie: only the bytes count
    const file = new File([bytes], 'avatar.txt', { type: 'text/plain' });
    const reply = await post<Child>('/api/children', { token: parent.token, body: form({ ...childFields, avatar: file }) });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data.avatar).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);

    const res = await server.app.request(reply.data.avatar!, { headers: { Authorization: `Bearer ${parent.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/webp');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).not.toEqual(bytes);
  });

  it('refuses a file that is not an image, whatever its name and declared type, storing nothing', async () => {
    const before = await server.countRows();
    const fakes = [
      new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'a.png', { type: 'image/png' }),
      new File(['<html>hi</html>'], 'photo.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'short.png', { type: 'image/png' }),
    ];
    for (const avatar of fakes) {
      const reply = await post('/api/children', { token: parent.token, body: form({ ...childFields, avatar }) });
      expect(reply.http, reply.raw).toBe(422);
      expect(reply.errors).toEqual({ avatar: ['The avatar must be a PNG, JPEG, GIF or WebP image'] });
    }
    const text = await post('/api/children', { token: parent.token, body: form({ ...childFields, avatar: 'not a file' }) });
    expect(text.errors).toEqual({ avatar: ['The avatar must be a PNG, JPEG, GIF or WebP image'] });
    expect(await server.countRows()).toEqual(before);
  });

  it('accepts an avatar of exactly 2 MB and refuses one byte more', async () => {
    const limit = 2 * 1024 * 1024;
    const big = new Uint8Array(limit);
    big.set(images.png);
    const atLimit = await post<Child>('/api/children', {
      token: parent.token,
      body: form({ ...childFields, avatar: new File([big], 'big.png') }),
    });
    expect(atLimit.code, atLimit.raw.slice(0, 200)).toBe('1');

    const before = await server.countRows();
    const over = new Uint8Array(limit + 1);
    over.set(images.png);
    const reply = await post('/api/children', {
      token: parent.token,
      body: form({ ...childFields, avatar: new File([over], 'big.png') }),
    });
    expect(reply.http).toBe(422);
    expect(reply.errors).toEqual({ avatar: ['The avatar must be at most 2 MB'] });
    expect(await server.countRows()).toEqual(before);

    const huge = new Uint8Array(5 * limit);
    huge.set(images.png);
    const refused = await post('/api/children', {
      token: parent.token,
      body: form({ ...childFields, avatar: new File([huge], 'huge.png') }),
    });
    // past the body limit of the child forms: 413, the same message on the same field (request-guards.test.ts)
    expect(refused.http).toBe(413);
    expect(refused.errors).toEqual({ avatar: ['The avatar must be at most 2 MB'] });
  });

  it('treats an empty file part (no file chosen) as no avatar', async () => {
    const reply = await post<Child>('/api/children', {
      token: parent.token,
      body: form({ ...childFields, avatar: new File([], '') }),
    });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data.avatar).toBeNull();
  });

  it.each([
    ['name missing', { name: undefined }, 'name', 'Must fill in'],
    ['name blank', { name: '  ' }, 'name', 'Must fill in'],
    ['name of 21 characters', { name: '字'.repeat(21) }, 'name', 'Maximum 20 characters'],
    ['gender missing', { gender: undefined }, 'gender', 'Must fill in'],
    ['gender other', { gender: 'male' }, 'gender', 'Must be boy or girl'],
    ['birthday missing', { birthday: undefined }, 'birthday', 'Must fill in'],
    ['birthday malformed', { birthday: '01/05/2018' }, 'birthday', 'Must be a real date (YYYY-MM-DD)'],
    ['birthday not a real day', { birthday: '2019-02-29' }, 'birthday', 'Must be a real date (YYYY-MM-DD)'],
    ['birthday in the future', { birthday: '2999-01-01' }, 'birthday', 'The birthday must be in the past'],
  ])('refuses %s, storing nothing', async (_description, change, field, message) => {
    const fields: Record<string, string> = { ...childFields };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) delete fields[key];
      else fields[key] = value;
    }
    const before = await server.countRows();
    const reply = await post('/api/children', { token: parent.token, body: form(fields) });
    expect(reply.http, reply.raw).toBe(422);
    expect(reply.errors).toEqual({ [field]: [message] });
    expect(reply.message).toBe(message);
    expect(await server.countRows()).toEqual(before);
  });

  it('needs a token', async () => {
    const reply = await post('/api/children', { body: form(childFields) });
    expect(reply.http).toBe(401);
    expect(reply.code).toBe('401');
  });
});

describe('POST children/{id}', () => {
  it('changes name, gender and birthday from the query, only those sent', async () => {
    const child = await server.child(parent.token, { name: 'Old', gender: 'boy', birthday: '2017-01-01' });
    const reply = await post<Child>(`/api/children/${child.id}`, {
      token: parent.token,
      query: { name: 'New', birthday: '2016-06-06' },
    });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data).toMatchObject({ id: child.id, name: 'New', gender: 'boy', birthday: '2016-06-06' });
  });

  it('replaces the avatar; the old one is gone', async () => {
    const child = await server.child(parent.token, { avatar: new File([images.png], 'a.png') });
    const reply = await post<Child>(`/api/children/${child.id}`, {
      token: parent.token,
      body: form({ avatar: new File([images.jpeg], 'b.jpg') }),
    });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data.avatar).not.toBe(child.avatar);
    const served = await server.app.request(reply.data.avatar!, { headers: { Authorization: `Bearer ${parent.token}` } });
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect((await get(child.avatar!, { token: parent.token })).http).toBe(404);
  });

  it('is_default=1 makes it the default and every other child of the member not', async () => {
    const account = await server.member();
    const a = await server.child(account.token, { name: 'A' });
    const b = await server.child(account.token, { name: 'B' });
    const c = await server.child(account.token, { name: 'C' });
    const other = await server.child(stranger.token, { name: 'Theirs' });
    expect([a.is_default, b.is_default, c.is_default]).toEqual([1, 0, 0]);

    const reply = await post<Child>(`/api/children/${c.id}`, { token: account.token, query: { is_default: 1 } });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data.is_default).toBe(1);
    expect((await childrenOf(account.token)).map((x) => [x.name, x.is_default])).toEqual([
      ['A', 0],
      ['B', 0],
      ['C', 1],
    ]);
    // another member's default child is untouched
    expect((await childrenOf(stranger.token)).find((x) => x.id === other.id)?.is_default).toBe(
      other.is_default,
    );
  });

  it('refuses bad query fields and is_default other than 1, changing nothing', async () => {
    const child = await server.child(parent.token, { name: 'Keep' });
    for (const [query, field] of [
      [{ is_default: 0 }, 'is_default'],
      [{ is_default: 'yes' }, 'is_default'],
      [{ gender: 'cat' }, 'gender'],
      [{ birthday: '2020-13-01' }, 'birthday'],
      [{ name: '' }, 'name'],
    ] as const) {
      const reply = await post(`/api/children/${child.id}`, { token: parent.token, query });
      expect(reply.http, JSON.stringify(query)).toBe(422);
      expect(Object.keys(reply.errors ?? {})).toEqual([field]);
    }
    const bad = await post(`/api/children/${child.id}`, {
      token: parent.token,
      query: { name: 'Changed' },
      body: form({ avatar: new File(['GIF'], 'x.gif') }),
    });
    expect(bad.errors).toEqual({ avatar: ['The avatar must be a PNG, JPEG, GIF or WebP image'] });
    expect((await childrenOf(parent.token)).find((x) => x.id === child.id)?.name).toBe('Keep');
  });

  it('refuses another member’s child with nothing of it, the same 404 as an unknown id (issue 26)', async () => {
    const theirs = await server.child(stranger.token, { name: 'Secret Name' });
    const reply = await post(`/api/children/${theirs.id}`, { token: parent.token, query: { name: 'Mine now' } });
    expect(reply.http).toBe(404);
    expect(reply.code).toBe('404');
    expect(reply.data).toBeNull();
    expect(reply.raw).not.toContain('Secret Name');
    expect(reply.raw).toBe((await post('/api/children/999999', { token: parent.token, query: { name: 'Mine now' } })).raw);
    const swap = await post(`/api/children/${theirs.id}`, { token: parent.token, query: { is_default: 1 } });
    expect(swap.http).toBe(404);
    expect((await childrenOf(stranger.token)).find((x) => x.id === theirs.id)?.name).toBe('Secret Name');

    for (const id of ['999999', 'abc', '0']) {
      const unknown = await post(`/api/children/${id}`, { token: parent.token, query: { name: 'X' } });
      expect(unknown.http, id).toBe(404);
      expect(unknown.code).toBe('404');
    }
  });
});

describe('GET uploads/{id}', () => {
  it('replies 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'nope', '..%2F..%2Fetc']) {
      const reply = await get(`/api/uploads/${id}`);
      expect(reply.http, id).toBe(404);
      expect(reply.code).toBe('404');
    }
  });
});
