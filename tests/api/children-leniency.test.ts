import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './helpers';

/**
 * A child's writing leniency (beyond the spec, issue 8): `write_leniency` on the child,
 * 'normal' for a new child (and for every child that existed before migration 0003),
 * changed with POST children/{id}?write_leniency=…, refused with a clear 422 otherwise.
 */
const server = createTestServer();
const { get, post } = server;
afterAll(() => server.ctx.close());

interface Child {
  id: number;
  name: string;
  write_leniency: string;
}

let parent: Awaited<ReturnType<typeof server.member>>;
let stranger: Awaited<ReturnType<typeof server.member>>;
beforeAll(async () => {
  parent = await server.member();
  stranger = await server.member();
});

async function leniencyOf(token: string, id: number) {
  const self = await get<{ child: Child[] }>('/api/member/self', { token });
  return self.data.child.find((c) => c.id === id)?.write_leniency;
}

describe('write_leniency of a child', () => {
  it("is 'normal' for a new child, in the reply and in member/self", async () => {
    const child = await server.child(parent.token, { name: 'New' });
    expect((child as unknown as Child).write_leniency).toBe('normal');
    expect(await leniencyOf(parent.token, child.id)).toBe('normal');
  });

  it('changes to strict, gentle and back to normal; nothing else changes', async () => {
    const child = await server.child(parent.token, { name: 'Writer', gender: 'girl', birthday: '2018-02-03' });
    for (const leniency of ['gentle', 'strict', 'normal'] as const) {
      const reply = await post<Child>(`/api/children/${child.id}`, { token: parent.token, query: { write_leniency: leniency } });
      expect(reply.code, reply.raw).toBe('1');
      expect(reply.data).toMatchObject({ id: child.id, name: 'Writer', gender: 'girl', birthday: '2018-02-03', write_leniency: leniency });
      expect(await leniencyOf(parent.token, child.id)).toBe(leniency);
    }
  });

  it('is the child’s own: another child of the member keeps its leniency', async () => {
    const a = await server.child(parent.token, { name: 'A' });
    const b = await server.child(parent.token, { name: 'B' });
    await post(`/api/children/${a.id}`, { token: parent.token, query: { write_leniency: 'gentle' } });
    expect(await leniencyOf(parent.token, a.id)).toBe('gentle');
    expect(await leniencyOf(parent.token, b.id)).toBe('normal');
  });

  it('refuses any other value with 422 and a clear message on the field, changing nothing', async () => {
    const child = await server.child(parent.token, { name: 'Keep' });
    await post(`/api/children/${child.id}`, { token: parent.token, query: { write_leniency: 'strict' } });
    for (const [value, message] of [
      ['loose', 'Choose strict, normal or gentle'],
      ['STRICT', 'Choose strict, normal or gentle'],
      ['1', 'Choose strict, normal or gentle'],
      ['gentle ', 'Choose strict, normal or gentle'],
      ['', 'Must fill in'],
    ]) {
      const reply = await post(`/api/children/${child.id}`, { token: parent.token, query: { write_leniency: value!, name: 'Changed' } });
      expect(reply.http, JSON.stringify(value)).toBe(422);
      expect(reply.errors, JSON.stringify(value)).toEqual({ write_leniency: [message] });
    }
    const self = await get<{ child: Child[] }>('/api/member/self', { token: parent.token });
    expect(self.data.child.find((c) => c.id === child.id)).toMatchObject({ name: 'Keep', write_leniency: 'strict' });
  });

  it('cannot be changed on another member’s child (404, as an unknown one)', async () => {
    const theirs = await server.child(stranger.token, { name: 'Theirs' });
    const reply = await post(`/api/children/${theirs.id}`, { token: parent.token, query: { write_leniency: 'gentle' } });
    expect(reply.http).toBe(404);
    expect(await leniencyOf(stranger.token, theirs.id)).toBe('normal');
  });
});
