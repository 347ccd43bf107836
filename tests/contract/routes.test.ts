/**
 * The server and the contract agree: every operation of src/api/openapi.yaml is a route of the
 * app created by createApp (and no /api route is missing from the contract), every reply the
 * server gives is one the contract declares, and the replies of the account calls match the
 * contract's schemas field for field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createContext } from '../../src/server/context';
import { createReplyValidator, loadContract, operationsOf, type Operation } from './contract';

const doc = loadContract();
const operations = operationsOf(doc);
const replyValidator = createReplyValidator(doc);

const ctx = createContext({ memory: true, nodeEnv: 'test', passwordCost: 'fast' });
const app = createApp(ctx);

/** Replies made by the app's not-found handler carry this marker (see beforeAll). */
const NOT_FOUND_MARKER = '__contract_test_not_found__';

beforeAll(async () => {
  await ctx.ready;
  app.notFound((c) => c.text(NOT_FOUND_MARKER, 404));
});
afterAll(() => ctx.close());

/** `/children/{id}` → `/api/children/:_`; parameter names are the server's own business. */
const contractRoute = (op: Operation) => `${op.method.toUpperCase()} /api${op.path.replace(/\{\w+\}/g, ':_')}`;
const serverRoute = (method: string, path: string) => `${method} ${path.replace(/:\w+(\{[^}]*\})?/g, ':_')}`;

/** Asserts a reply against the contract: its status is declared for the call and its body fits. */
async function expectReply(res: Response, method: string, path: string) {
  const text = await res.text();
  const label = `${method.toUpperCase()} ${path} → ${res.status} ${text.slice(0, 300)}`;
  const responses = (doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[path]![method]!
    .responses;
  expect(Object.keys(responses), `${label}: status not in the contract`).toContain(String(res.status));
  if (!res.headers.get('content-type')?.startsWith('application/json')) return text;
  const body: unknown = JSON.parse(text);
  const validate = replyValidator(method, path, res.status);
  expect(validate(body), `${label}\n${JSON.stringify(validate.errors, null, 2)}`).toBe(true);
  return body;
}

const json = (body: unknown, token?: string) => ({
  headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

describe('routes', () => {
  it('the server implements every operation of the contract, and nothing else under /api', () => {
    const served = new Set(
      app.routes
        .filter((r) => !['ALL', 'HEAD', 'OPTIONS'].includes(r.method) && r.path.startsWith('/api/') && !r.path.includes('*'))
        .map((r) => serverRoute(r.method, r.path)),
    );
    const contract = new Set(operations.map(contractRoute));
    expect([...contract].filter((route) => !served.has(route)), 'in the contract, not in the server').toEqual([]);
    expect([...served].filter((route) => !contract.has(route)), 'in the server, not in the contract').toEqual([]);
  });

  it('every operation reaches a handler, and replies only what the contract declares', async () => {
    const email = 'routes@example.com';
    await app.request('/api/member/register', {
      method: 'POST',
      ...json({ email, password: 'secret123', name: 'Routes', env_language: 2, privacy_accepted: 1 }),
    });
    const login = await app.request('/api/member/login', { method: 'POST', ...json({ email, password: 'secret123' }) });
    const { api_token: token, member } = ((await login.json()) as { data: { api_token: string; member: { id: number } } }).data;
    const form = new FormData();
    form.set('gender', 'boy');
    form.set('name', 'Lei');
    form.set('birthday', '2019-09-09');
    const created = await app.request('/api/children', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    const childId = String(((await created.json()) as { data: { id: number } }).data.id);

    /** The caller's own member and child where a path names them, unknown ids elsewhere. */
    const pathOf = (op: Operation) =>
      `/api${op.path.replace(/\{\w+\}/g, () => {
        if (op.path === '/members/{id}') return String(member.id);
        if (op.path === '/children/{id}') return childId;
        if (op.path === '/uploads/{id}') return '00000000-0000-4000-8000-000000000000';
        return '999999';
      })}`;

    // logout revokes the token: it goes last
    const ordered = [...operations].sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));
    for (const op of ordered) {
      const path = pathOf(op);
      const init: RequestInit = {
        method: op.method.toUpperCase(),
        headers: { Authorization: `Bearer ${token}`, 'Child-Id': childId, 'Locale-Type': '2' },
      };
      if (op.method !== 'get') {
        init.headers = { ...init.headers, 'Content-Type': 'application/json' };
        init.body = '{}';
      }
      const res = await app.request(path, init);
      const text = await res.clone().text();
      expect(text, `${op.method.toUpperCase()} ${path} fell through to not-found`).not.toBe(NOT_FOUND_MARKER);
      await expectReply(res, op.method, op.path);
    }
  });
});

describe('account replies match the contract schemas', () => {
  const email = 'parent@example.com';
  const password = 'secret123';
  let token = '';

  it('register → outbox → verfiy → login → self', async () => {
    const register = await app.request('/api/member/register', {
      method: 'POST',
      ...json({ email, password, name: 'Parent', env_language: 2, privacy_accepted: 1 }),
    });
    expect(register.status).toBe(200);
    const registered = (await expectReply(register, 'post', '/member/register')) as {
      status: { message: string };
      data: { email_verification_id: string };
    };
    expect(registered.status.message).toBe('You have successfully registered! Please login and create a profile for the kids!');

    const outbox = await app.request(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(outbox.status).toBe(200);
    const mails = (await expectReply(outbox, 'get', '/dev/outbox')) as { data: Array<{ code: string }> };
    const code = mails.data[0]!.code;
    expect(code).toMatch(/^\d{6}$/);

    const verify = await app.request('/api/member/verfiy', {
      method: 'POST',
      ...json({ email_verification_id: registered.data.email_verification_id, email, code }),
    });
    expect(verify.status).toBe(200);
    await expectReply(verify, 'post', '/member/verfiy');

    const login = await app.request('/api/member/login', { method: 'POST', ...json({ email, password }) });
    expect(login.status).toBe(200);
    const loggedIn = (await expectReply(login, 'post', '/member/login')) as { data: { api_token: string } };
    token = loggedIn.data.api_token;

    const self = await app.request('/api/member/self', { headers: { Authorization: `Bearer ${token}` } });
    expect(self.status).toBe(200);
    const member = (await expectReply(self, 'get', '/member/self')) as { data: Record<string, unknown> };
    expect(member.data).toMatchObject({ email, name: 'Parent', is_email_valid: 1, child: [] });
    expect(JSON.stringify(member)).not.toMatch(/password/i);

    const byCookie = await app.request('/api/member/self', { headers: { Cookie: `User-Auth-Token=${token}` } });
    expect(byCookie.status).toBe(200);
  });

  it('a child, then the member settings', async () => {
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
      (ch) => ch.charCodeAt(0),
    );
    const form = new FormData();
    form.set('gender', 'girl');
    form.set('name', 'Mei');
    form.set('birthday', '2018-04-01');
    form.set('avatar', new Blob([png], { type: 'image/png' }), 'mei.png');
    const created = await app.request('/api/children', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(created.status).toBe(200);
    const child = (await expectReply(created, 'post', '/children')) as { data: { id: number; avatar: string } };
    expect(child.data).toMatchObject({ child_id: child.data.id, name: 'Mei', gender: 'girl', is_default: 1 });

    const updated = await app.request(`/api/children/${child.data.id}?name=Mei%20Mei`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(updated.status).toBe(200);
    await expectReply(updated, 'post', '/children/{id}');

    const avatar = await app.request(child.data.avatar.replace(/^https?:\/\/[^/]+/, ''), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toMatch(/^image\//);

    const self = await app.request('/api/member/self', { headers: { Authorization: `Bearer ${token}` } });
    const memberId = ((await self.json()) as { data: { id: number } }).data.id;
    const put = await app.request(`/api/members/${memberId}`, {
      method: 'PUT',
      ...json({ study_time_limit: 20, bgm: 0 }, token),
    });
    expect(put.status).toBe(200);
    const member = (await expectReply(put, 'put', '/members/{id}')) as { data: { setting: Record<string, unknown> } };
    expect(member.data.setting).toMatchObject({ study_time_limit: 20, bgm: 0 });
  });

  it('errors: 422 with errors, 401 without a token, 20006 with a bad one', async () => {
    const duplicate = await app.request('/api/member/register', {
      method: 'POST',
      ...json({ email, password, name: 'Again', env_language: 2, privacy_accepted: 1 }),
    });
    expect(duplicate.status).toBe(422);
    const refused = (await expectReply(duplicate, 'post', '/member/register')) as { errors: Record<string, string[]> };
    expect(refused.errors.email).toEqual(['This e-mail has been registered']);

    const anonymous = await app.request('/api/member/self');
    expect(anonymous.status).toBe(401);
    expect(await expectReply(anonymous, 'get', '/member/self')).toMatchObject({ status: { code: '401' } });

    const bogus = await app.request('/api/member/self', { headers: { Authorization: 'Bearer not-a-token' } });
    expect(bogus.status).toBe(401);
    expect(await expectReply(bogus, 'get', '/member/self')).toMatchObject({ status: { code: '20006' } });
  });
});
