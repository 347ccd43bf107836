import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectFieldError } from './helpers';

/**
 * Issue 10: free text a user types is refused with control or bidirectional characters
 * (machines/rules/text.ts), as 422 on the field, nothing stored.
 */
const MESSAGE = 'Must not contain control or text-direction characters';
const NUL = 'Ming\u0000';
const RLO = '\u202Egnim';

describe('free-text fields refuse control and direction characters', () => {
  const server = createTestServer();
  let account: Awaited<ReturnType<typeof server.member>>;
  let childId = 0;

  beforeAll(async () => {
    account = await server.member();
    childId = (await server.child(account.token)).id;
  });

  const childForm = (name: string) => {
    const form = new FormData();
    form.set('name', name);
    form.set('gender', 'girl');
    form.set('birthday', '2018-04-01');
    return form;
  };

  it('a new child whose nickname holds NUL or a right-to-left override: 422 on name, nothing stored', async () => {
    for (const name of [NUL, RLO, 'a\u2066b', 'tab\there', 'x\u0085y']) {
      const before = await server.countRows();
      const reply = await server.post('/api/children', { token: account.token, body: childForm(name) });
      expectFieldError(reply, 'name', MESSAGE);
      expect(await server.countRows()).toEqual(before);
    }
  });

  it('zero-width characters and the BOM in a name (issue 26): 422 on name, nothing stored', async () => {
    for (const name of ['小\u200B明', '小\u200C明', '小\u200D明', '小\u2060明', '小\uFEFF明', '\u200B']) {
      const before = await server.countRows();
      const reply = await server.post('/api/children', { token: account.token, body: childForm(name) });
      expectFieldError(reply, 'name', MESSAGE);
      expect(await server.countRows()).toEqual(before);
    }
    const rename = await server.post(`/api/children/${childId}`, { token: account.token, query: { name: '小明\u200B' } });
    expectFieldError(rename, 'name', MESSAGE);
    const settings = await server.put(`/api/members/${account.id}`, { token: account.token, json: { name: 'Pa\uFEFFrent' } });
    expectFieldError(settings, 'name', MESSAGE);
    const register = await server.post('/api/member/register', {
      json: { email: 'zwsp@example.com', password: 'Secret123', name: 'Pa\u200Brent', env_language: 3, privacy_accepted: 1 },
    });
    expectFieldError(register, 'name', MESSAGE);
  });

  it('renaming a child (the query) the same way', async () => {
    const reply = await server.post(`/api/children/${childId}`, { token: account.token, query: { name: RLO } });
    expectFieldError(reply, 'name', MESSAGE);
  });

  it("the parent's name at registration and in the settings", async () => {
    const register = await server.post('/api/member/register', {
      json: { email: 'rlo@example.com', password: 'Secret123', name: RLO, env_language: 3, privacy_accepted: 1 },
    });
    expectFieldError(register, 'name', MESSAGE);
    const settings = await server.put(`/api/members/${account.id}`, { token: account.token, json: { name: NUL } });
    expectFieldError(settings, 'name', MESSAGE);
  });

  it('still takes a name in Chinese with a space, or with emoji', async () => {
    const reply = await server.post<{ name: string }>(`/api/children/${childId}`, {
      token: account.token,
      query: { name: '王 小明👩‍👧' },
    });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data.name).toBe('王 小明👩‍👧');
  });
});
