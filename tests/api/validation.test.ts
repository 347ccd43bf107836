import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, newEmail, type Reply } from './helpers';

/**
 * Bad input on every field of every account call: HTTP 422, one error on exactly that
 * field (status.message = that error), and no row written anywhere.
 */
const server = createTestServer();
afterAll(() => server.ctx.close());

let account: Awaited<ReturnType<typeof server.member>>;
beforeAll(async () => {
  account = await server.member();
});

const REQUIRED = 'Must fill in';
const EMAIL = 'Account has to be a valid email address';
const MIN8 = 'Must contain at least 8 characters';
const MAX12 = 'Maximum 12 characters';
const CODE = 'The verification code is invalid or has expired';

type Case = [description: string, change: Record<string, unknown>, field: string, message: string];

const emailCases: Case[] = [
  ['email missing', { email: undefined }, 'email', REQUIRED],
  ['email empty', { email: '' }, 'email', REQUIRED],
  ['email malformed', { email: 'not-an-email' }, 'email', EMAIL],
  ['email without domain', { email: 'mei@' }, 'email', EMAIL],
  ['email a number', { email: 42 }, 'email', EMAIL],
  ['email too long', { email: `${'a'.repeat(250)}@x.com` }, 'email', EMAIL],
];

const newPasswordCases: Case[] = [
  ['password missing', { password: undefined }, 'password', REQUIRED],
  ['password empty', { password: '' }, 'password', REQUIRED],
  ['password of 7 characters', { password: 'Abc1234' }, 'password', MIN8],
  ['password of 13 characters', { password: 'Abcdefgh12345' }, 'password', MAX12],
  ['password a number', { password: 12345678 }, 'password', 'Must be text'],
];

const codeCases: Case[] = [
  ['email_verification_id missing', { email_verification_id: undefined }, 'email_verification_id', REQUIRED],
  ['email_verification_id a number', { email_verification_id: 7 }, 'email_verification_id', CODE],
  ['code missing', { code: undefined }, 'code', REQUIRED],
  ['code of 5 digits', { code: '12345' }, 'code', CODE],
  ['code of letters', { code: 'abcdef' }, 'code', CODE],
  ['code a number', { code: 123456 }, 'code', CODE],
];

function withChange(base: Record<string, unknown>, change: Record<string, unknown>) {
  const body = { ...base, ...change };
  for (const [key, value] of Object.entries(change)) if (value === undefined) delete body[key];
  return body;
}

async function expectRefused(send: () => Promise<Reply>, field: string, message: string) {
  const before = await server.countRows();
  const reply = await send();
  expect(reply.http, reply.raw).toBe(422);
  expect(reply.code).toBe('422');
  expect(reply.errors).toEqual({ [field]: [message] });
  expect(reply.message).toBe(message);
  expect(reply.data).toBeNull();
  expect(await server.countRows()).toEqual(before);
}

const jsonCalls: { path: string; base: () => Record<string, unknown>; cases: Case[]; auth?: boolean }[] = [
  {
    path: '/api/member/register',
    base: () => ({
      email: newEmail(),
      password: 'Secret123',
      name: 'Mei',
      invite_code: '',
      env_language: 2,
      privacy_accepted: 1,
    }),
    cases: [
      ...emailCases,
      ...newPasswordCases,
      ['name missing', { name: undefined }, 'name', REQUIRED],
      ['name blank', { name: '   ' }, 'name', REQUIRED],
      ['name of 31 characters', { name: 'x'.repeat(31) }, 'name', 'Maximum 30 characters'],
      ['name a number', { name: 5 }, 'name', 'Must be text'],
      ['env_language 0', { env_language: 0 }, 'env_language', 'Must be 1, 2 or 3'],
      ['env_language 4', { env_language: 4 }, 'env_language', 'Must be 1, 2 or 3'],
      ['env_language text', { env_language: 'tw' }, 'env_language', 'Must be 1, 2 or 3'],
      ['env_language 1.5', { env_language: 1.5 }, 'env_language', 'Must be 1, 2 or 3'],
      ['invite_code too long', { invite_code: 'X'.repeat(17) }, 'invite_code', 'This referral code does not exist'],
      ['invite_code a number', { invite_code: 12345678 }, 'invite_code', 'This referral code does not exist'],
    ],
  },
  {
    path: '/api/member/verfiy',
    base: () => ({ email: account.email, email_verification_id: account.verificationId, code: '123456' }),
    cases: [...emailCases, ...codeCases],
  },
  {
    path: '/api/member/login',
    base: () => ({ email: account.email, password: account.password }),
    cases: [...emailCases, ...newPasswordCases],
  },
  { path: '/api/member/resend/register', base: () => ({ email: newEmail() }), cases: emailCases },
  { path: '/api/member/forgotpwSend', base: () => ({ email: account.email }), cases: emailCases },
  {
    path: '/api/member/setNewPassword',
    base: () => ({ email: account.email, email_verification_id: account.verificationId, code: '123456', password: 'NewPass99' }),
    cases: [...emailCases, ...codeCases, ...newPasswordCases],
  },
  {
    path: '/api/member/selfDelete',
    base: () => ({ password: account.password }),
    auth: true,
    cases: [
      ['password missing', { password: undefined }, 'password', REQUIRED],
      ['password empty', { password: '' }, 'password', REQUIRED],
      ['password a number', { password: 12345678 }, 'password', 'Incorrect Password'],
    ],
  },
];

for (const call of jsonCalls) {
  describe(`POST ${call.path}`, () => {
    it.each(call.cases)('refuses %s', async (_description, change, field, message) => {
      await expectRefused(
        () =>
          server.post(call.path, {
            json: withChange(call.base(), change),
            ...(call.auth && { token: account.token }),
          }),
        field,
        message,
      );
    });

    it('refuses a body that is not JSON, and JSON that is not an object', async () => {
      for (const body of ['{oops', '[1,2]', 'null', '"text"']) {
        const reply = await server.post(call.path, {
          body,
          headers: { 'Content-Type': 'application/json' },
          ...(call.auth && { token: account.token }),
        });
        expect(reply.http, `${body}: ${reply.raw}`).toBe(422);
        expect(reply.code).toBe('422');
      }
    });
  });
}

describe('POST /api/member/password (query)', () => {
  const base = () => ({ origin_password: account.password, password: 'Changed12' });
  it.each<Case>([
    ['origin_password missing', { origin_password: undefined }, 'origin_password', REQUIRED],
    ['origin_password empty', { origin_password: '' }, 'origin_password', REQUIRED],
    ['password missing', { password: undefined }, 'password', REQUIRED],
    ['password of 7 characters', { password: 'Abc1234' }, 'password', MIN8],
    ['password of 13 characters', { password: 'Abcdefgh12345' }, 'password', MAX12],
  ])('refuses %s', async (_description, change, field, message) => {
    const query = withChange(base(), change) as Record<string, string>;
    await expectRefused(() => server.post('/api/member/password', { token: account.token, query }), field, message);
  });
});

describe('PUT /api/members/{id}', () => {
  const FLAG = 'Must be 0 or 1';
  it.each<Case>([
    ['language', { language: 'en' }, 'language', 'Must be cn or tw'],
    ['second_language', { second_language: 'french' }, 'second_language', 'Must be none or english'],
    ['phonetic_symbol', { phonetic_symbol: 'ipa' }, 'phonetic_symbol', 'Must be rom or phonetic'],
    ['study_time_limit negative', { study_time_limit: -1 }, 'study_time_limit', 'Must be a whole number of minutes from 0 to 600'],
    ['study_time_limit over 600', { study_time_limit: 601 }, 'study_time_limit', 'Must be a whole number of minutes from 0 to 600'],
    ['study_time_limit fractional', { study_time_limit: 2.5 }, 'study_time_limit', 'Must be a whole number of minutes from 0 to 600'],
    ['daily_task 2', { daily_task: 2 }, 'daily_task', FLAG],
    ['daily_task_times 0', { daily_task_times: 0 }, 'daily_task_times', 'Must be a whole number from 1 to 10'],
    ['daily_task_times 11', { daily_task_times: 11 }, 'daily_task_times', 'Must be a whole number from 1 to 10'],
    ['write_number 0', { write_number: 0 }, 'write_number', 'Must be a whole number from 1 to 10'],
    ['write_hint text', { write_hint: 'yes' }, 'write_hint', FLAG],
    ['eng_spell_hint -1', { eng_spell_hint: -1 }, 'eng_spell_hint', FLAG],
    ['bgm true', { bgm: true }, 'bgm', FLAG],
    ['bgm empty', { bgm: '' }, 'bgm', REQUIRED],
    ['name blank', { name: ' ' }, 'name', REQUIRED],
    ['name of 31 characters', { name: 'x'.repeat(31) }, 'name', 'Maximum 30 characters'],
    ['gender', { gender: 'boy' }, 'gender', 'Must be male or female'],
    ['env_language 5', { env_language: 5 }, 'env_language', 'Must be 1, 2 or 3'],
    ['nothing to change', { colour: 'red' }, 'body', 'Nothing to change'],
  ])('refuses %s', async (_description, json, field, message) => {
    const before = (await server.get('/api/member/self', { token: account.token })).raw;
    await expectRefused(() => server.put(`/api/members/${account.id}`, { token: account.token, json }), field, message);
    expect((await server.get('/api/member/self', { token: account.token })).raw).toBe(before);
  });

  it('ignores unknown fields next to known ones', async () => {
    const reply = await server.put<{ setting: { bgm: number } }>(`/api/members/${account.id}`, {
      token: account.token,
      json: { bgm: 0, colour: 'red', password_hash: 'x' },
    });
    expect(reply.code).toBe('1');
    expect(reply.data.setting.bgm).toBe(0);
  });

  it('never answers bad input with a 500', async () => {
    for (const json of [{ bgm: { nested: true } }, { name: ['a'] }, { study_time_limit: 1e300 }, { language: null }]) {
      const reply = await server.put(`/api/members/${account.id}`, { token: account.token, json });
      expect(reply.http, JSON.stringify(json)).toBe(422);
    }
  });
});
