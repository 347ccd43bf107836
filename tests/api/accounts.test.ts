import { afterAll, describe, expect, it } from 'vitest';
import { createTestServer, expectFieldError, images, MINUTE, newEmail, newIp } from './helpers';

const server = createTestServer();
const { get, post, put, ctx } = server;
afterAll(() => ctx.close());

interface Member {
  id: number;
  email: string;
  name: string;
  gender: string | null;
  type: string | null;
  is_email_valid: number;
  class: { class_end_at: string | null };
  setting: Record<string, unknown>;
  invite_code: string;
  points: number;
  child: unknown[];
}

describe('register', () => {
  it('creates an unverified member, mails a 6-digit code and replies the verification id', async () => {
    const email = newEmail();
    const reply = await post<{ email_verification_id: string }>('/api/member/register', {
      json: { email, password: 'Secret123', name: 'Mei', env_language: 2, privacy_accepted: 1 },
    });
    expect(reply.http).toBe(200);
    expect(reply.code).toBe('1');
    expect(reply.message).toBe('You have successfully registered! Please login and create a profile for the kids!');
    expect(reply.data.email_verification_id).toMatch(/^[0-9a-f-]{36}$/);

    const mail = await server.lastMail(email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.code);
    expect(mail.subject).toContain('漢字屋');
    expect(mail.text).toContain('驗證碼');

    const token = await server.login(email, 'Secret123');
    const self = await get<Member>('/api/member/self', { token });
    expect(self.data).toMatchObject({
      email,
      name: 'Mei',
      is_email_valid: 0,
      type: null,
      gender: null,
      class: { class_end_at: null },
      points: 0,
      child: [],
    });
    expect(self.data.setting).toMatchObject({ env_language: 2, language: 'tw' });
    expect(self.raw).not.toContain('password');
  });

  it('stores env_language and the learning language it implies', async () => {
    const cn = await server.member({ env_language: 1 });
    const en = await server.member({ env_language: 3 });
    const cnSelf = await get<Member>('/api/member/self', { token: cn.token });
    const enSelf = await get<Member>('/api/member/self', { token: en.token });
    expect(cnSelf.data.setting).toMatchObject({ env_language: 1, language: 'cn' });
    expect(enSelf.data.setting).toMatchObject({ env_language: 3, language: 'tw' });
  });

  it('writes the code mail in the language of env_language', async () => {
    const cn = await server.register({ env_language: 1 });
    const en = await server.register({ env_language: 3 });
    expect((await server.lastMail(cn.email)).text).toContain('验证码');
    expect((await server.lastMail(cn.email)).subject).toContain('汉字屋');
    expect((await server.lastMail(en.email)).text).toContain('verification code');
  });

  it('refuses an e-mail already registered, whatever its case', async () => {
    const { email } = await server.register();
    const before = await server.countRows();
    const reply = await post('/api/member/register', {
      json: { email: email.toUpperCase(), password: 'Other1234', name: 'Twin', env_language: 2, privacy_accepted: 1 },
    });
    expectFieldError(reply, 'email', 'This e-mail has been registered');
    expect(reply.message).toBe('This e-mail has been registered');
    expect(await server.countRows()).toEqual(before);
  });

  it('gives the new member 50 points and a recommendation record for a friend’s referral code', async () => {
    const friend = await server.member();
    const newcomer = await server.member({ invite_code: friend.inviteCode.toLowerCase() });
    const self = await get<Member>('/api/member/self', { token: newcomer.token });
    expect(self.data.points).toBe(50);

    const childId = (await server.child(newcomer.token)).id;
    const records = await get<{ item: string; points: number; created_at: string }[]>('/api/pointRecords', {
      token: newcomer.token,
      childId,
    });
    expect(records.data).toHaveLength(1);
    expect(records.data[0]).toMatchObject({ item: 'recommendation', points: 50 });

    const friendSelf = await get<Member>('/api/member/self', { token: friend.token });
    expect(friendSelf.data.points).toBe(0);
  });

  it('refuses an unknown referral code and stores nothing', async () => {
    const before = await server.countRows();
    const reply = await post('/api/member/register', {
      json: { email: newEmail(), password: 'Secret123', name: 'Mei', invite_code: 'NOSUCH99', env_language: 2, privacy_accepted: 1 },
    });
    expectFieldError(reply, 'invite_code', 'This referral code does not exist');
    expect(await server.countRows()).toEqual(before);
  });
});

describe('register: consent to the privacy policy (issue 9)', () => {
  const base = () => ({ email: newEmail(), password: 'Secret123', name: 'Mei', env_language: 2 });

  it.each([
    ['missing', {}],
    ['0', { privacy_accepted: 0 }],
    ['true instead of 1', { privacy_accepted: true }],
    ['"1" as text', { privacy_accepted: '1' }],
  ])('refuses a registration whose consent is %s, and stores and mails nothing', async (_, consent) => {
    const before = await server.countRows();
    const account = { ...base(), ...consent };
    const reply = await post('/api/member/register', { json: account, ip: newIp() });
    expectFieldError(reply, 'privacy_accepted', 'Please read and agree to the privacy policy');
    expect(await server.countRows()).toEqual(before);
    const outbox = await get<unknown[]>(`/api/dev/outbox?email=${encodeURIComponent(account.email)}`);
    expect(outbox.data).toEqual([]);
  });

  it('keeps the moment the parent agreed', async () => {
    const account = base();
    const reply = await post('/api/member/register', { json: { ...account, privacy_accepted: 1 }, ip: newIp() });
    expect(reply.code, reply.raw).toBe('1');
    const row = await ctx.db
      .selectFrom('members')
      .select(['privacy_accepted_at', 'created_at'])
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(row.privacy_accepted_at).toBe(server.clock.now.toISOString());
    expect(row.privacy_accepted_at).toBe(row.created_at);
  });
});

describe('register again to correct a mistyped e-mail (replaces)', () => {
  const memberByEmail = (email: string) =>
    ctx.db.selectFrom('members').select(['id', 'name']).where('email', '=', email).executeTakeFirst();

  it('removes the pending registration it replaces, and the new e-mail gets the code', async () => {
    const typo = await server.register({ email: newEmail() });
    const before = await server.countRows();
    const right = newEmail();
    const reply = await post<{ email_verification_id: string }>('/api/member/register', {
      json: { email: right, password: 'Secret123', name: 'Mei', privacy_accepted: 1, replaces: typo.verificationId },
      ip: newIp(),
    });
    expect(reply.code, reply.raw).toBe('1');
    expect(await memberByEmail(typo.email)).toBeUndefined();
    expect(await memberByEmail(right)).toBeDefined();
    expect((await server.countRows()).members).toBe(before.members);
    // the old code is gone with its member
    const verified = await post('/api/member/verfiy', {
      json: { email: typo.email, email_verification_id: typo.verificationId, code: '000000' },
    });
    expect(verified.code).toBe('422');
    await server.verify(right, reply.data.email_verification_id);
  });

  it('may keep the same e-mail (a new password or nickname)', async () => {
    const first = await server.register({ name: 'Typo' });
    const reply = await post('/api/member/register', {
      json: { email: first.email, password: 'Other1234', name: 'Mei', privacy_accepted: 1, replaces: first.verificationId },
      ip: newIp(),
    });
    expect(reply.code, reply.raw).toBe('1');
    expect((await memberByEmail(first.email))?.name).toBe('Mei');
  });

  it('never removes a verified member, nor anyone without the id', async () => {
    const verified = await server.register();
    await server.verify(verified.email, verified.verificationId);
    const again = await post('/api/member/register', {
      json: { email: verified.email, password: 'Secret123', name: 'X', privacy_accepted: 1, replaces: verified.verificationId },
      ip: newIp(),
    });
    expectFieldError(again, 'email', 'This e-mail has been registered');
    expect(await memberByEmail(verified.email)).toBeDefined();

    const pending = await server.register();
    const stranger = await post('/api/member/register', {
      json: { email: pending.email, password: 'Secret123', name: 'X', privacy_accepted: 1, replaces: crypto.randomUUID() },
      ip: newIp(),
    });
    expectFieldError(stranger, 'email', 'This e-mail has been registered');
    expect((await memberByEmail(pending.email))?.name).toBe('Parent');
  });
});

describe('verify (member/verfiy)', () => {
  it('sets is_email_valid with the right code, once', async () => {
    const account = await server.register();
    const code = await server.lastCode(account.email);
    const body = { email: account.email, email_verification_id: account.verificationId, code };
    const reply = await post('/api/member/verfiy', { json: body });
    expect(reply.code).toBe('1');
    expect(reply.data).toBeNull();

    const token = await server.login(account.email, account.password);
    expect((await get<Member>('/api/member/self', { token })).data.is_email_valid).toBe(1);

    // single use
    expectFieldError(await post('/api/member/verfiy', { json: body }), 'code', 'The verification code is invalid or has expired');
  });

  it('refuses a wrong code, and a right code for another e-mail', async () => {
    const a = await server.register();
    const b = await server.register();
    const codeA = await server.lastCode(a.email);
    const wrong = codeA === '000000' ? '000001' : '000000';
    expectFieldError(
      await post('/api/member/verfiy', { json: { email: a.email, email_verification_id: a.verificationId, code: wrong } }),
      'code',
      'The verification code is invalid or has expired',
    );
    expectFieldError(
      await post('/api/member/verfiy', { json: { email: b.email, email_verification_id: a.verificationId, code: codeA } }),
      'code',
      'The verification code is invalid or has expired',
    );
  });

  it('expires the code after 10 minutes', async () => {
    const account = await server.register();
    const code = await server.lastCode(account.email);
    server.clock.advance(10 * MINUTE + 1000);
    const reply = await post('/api/member/verfiy', {
      json: { email: account.email, email_verification_id: account.verificationId, code },
    });
    expectFieldError(reply, 'code', 'The verification code is invalid or has expired');
  });

  it('still accepts the code just before 10 minutes', async () => {
    const account = await server.register();
    const code = await server.lastCode(account.email);
    server.clock.advance(10 * MINUTE - 1000);
    const reply = await post('/api/member/verfiy', {
      json: { email: account.email, email_verification_id: account.verificationId, code },
    });
    expect(reply.code, reply.raw).toBe('1');
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const account = await server.register();
    const code = await server.lastCode(account.email);
    const wrong = code === '123456' ? '654321' : '123456';
    const attempt = (c: string) =>
      post('/api/member/verfiy', {
        json: { email: account.email, email_verification_id: account.verificationId, code: c },
      });
    for (let i = 1; i <= 4; i++) {
      expectFieldError(await attempt(wrong), 'code', 'The verification code is invalid or has expired');
    }
    expectFieldError(await attempt(wrong), 'code', 'Too many wrong attempts. Please request a new code.');
    expectFieldError(await attempt(code), 'code', 'Too many wrong attempts. Please request a new code.');

    const token = await server.login(account.email, account.password);
    expect((await get<Member>('/api/member/self', { token })).data.is_email_valid).toBe(0);
  });
});

describe('resend/register', () => {
  it('mails a new code and the old one stops working', async () => {
    const account = await server.register();
    const oldCode = await server.lastCode(account.email);
    const reply = await post<{ email_verification_id: string }>('/api/member/resend/register', {
      json: { email: account.email },
    });
    expect(reply.code).toBe('1');
    const newId = reply.data.email_verification_id;
    expect(newId).not.toBe(account.verificationId);
    const newCode = await server.lastCode(account.email);

    expectFieldError(
      await post('/api/member/verfiy', {
        json: { email: account.email, email_verification_id: account.verificationId, code: oldCode },
      }),
      'code',
      'The verification code is invalid or has expired',
    );
    const ok = await post('/api/member/verfiy', {
      json: { email: account.email, email_verification_id: newId, code: newCode },
    });
    expect(ok.code, ok.raw).toBe('1');
  });

  it('refuses an unknown e-mail and a verified one', async () => {
    const unknown = await post('/api/member/resend/register', { json: { email: newEmail() } });
    expect(unknown.http).toBe(422);
    expect(unknown.errors?.email).toHaveLength(1);
    const verified = await server.member();
    const again = await post('/api/member/resend/register', { json: { email: verified.email } });
    expect(again.http).toBe(422);
    expect(again.errors?.email).toHaveLength(1);
  });
});

describe('login, self, logout', () => {
  it('replies the member and a token; self replies the same member', async () => {
    const account = await server.register();
    const reply = await post<{ member: Member; api_token: string }>('/api/member/login', {
      json: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(reply.code).toBe('1');
    expect(reply.data.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reply.data.member.email).toBe(account.email);
    expect(reply.data.member.is_email_valid).toBe(0);
    expect(reply.raw).not.toMatch(/password|scrypt/);

    const self = await get<Member>('/api/member/self', { token: reply.data.api_token });
    expect(self.data).toEqual(reply.data.member);
  });

  it('gives the same refusal for a wrong password and an unknown e-mail', async () => {
    const account = await server.member();
    const wrong = await post('/api/member/login', { json: { email: account.email, password: 'Wrong1234' } });
    const unknown = await post('/api/member/login', { json: { email: newEmail(), password: 'Wrong1234' } });
    for (const reply of [wrong, unknown]) {
      expectFieldError(reply, 'password', 'Email or password incorrect');
      expect(reply.message).toBe('Email or password incorrect');
    }
    expect(wrong.raw).toBe(unknown.raw);
  });

  it('accepts the token in the User-Auth-Token cookie too', async () => {
    const account = await server.member();
    const reply = await get<Member>('/api/member/self', { headers: { Cookie: `User-Auth-Token=${account.token}` } });
    expect(reply.code).toBe('1');
    expect(reply.data.email).toBe(account.email);
  });

  it('logout revokes the token it was called with, not the others', async () => {
    const account = await server.member();
    const second = await server.login(account.email, account.password);
    const reply = await post('/api/member/logout', { token: account.token });
    expect(reply.code).toBe('1');
    const after = await get('/api/member/self', { token: account.token });
    expect(after.http).toBe(401);
    expect(after.code).toBe('20006');
    expect((await get('/api/member/self', { token: second })).code).toBe('1');
  });

  it('sessions expire after 30 days', async () => {
    const local = createTestServer();
    const account = await local.member();
    local.clock.advance(30 * 24 * 60 * MINUTE - 60_000);
    expect((await local.get('/api/member/self', { token: account.token })).code).toBe('1');
    local.clock.advance(2 * 60_000);
    expect((await local.get('/api/member/self', { token: account.token })).code).toBe('20006');
    await local.ctx.close();
  });
});

describe('forgotten password', () => {
  it('mails a reset code, sets the new password and ends every session', async () => {
    const account = await server.member();
    const sent = await post<{ email_verification_id: string }>('/api/member/forgotpwSend', {
      json: { email: account.email },
    });
    expect(sent.code).toBe('1');
    const mail = await server.lastMail(account.email);
    expect(mail.code).toMatch(/^\d{6}$/);

    const reply = await post('/api/member/setNewPassword', {
      json: {
        email: account.email,
        email_verification_id: sent.data.email_verification_id,
        code: mail.code,
        password: 'NewPass99',
      },
    });
    expect(reply.code, reply.raw).toBe('1');
    expect((await get('/api/member/self', { token: account.token })).code).toBe('20006');
    expectFieldError(
      await post('/api/member/login', { json: { email: account.email, password: account.password } }),
      'password',
      'Email or password incorrect',
    );
    await server.login(account.email, 'NewPass99');
  });

  it('replies the same whether or not the e-mail has an account, and mails only an account', async () => {
    const account = await server.member();
    const known = await post<{ email_verification_id: string }>('/api/member/forgotpwSend', {
      json: { email: account.email },
    });
    const stranger = newEmail();
    const unknown = await post<{ email_verification_id: string }>('/api/member/forgotpwSend', {
      json: { email: stranger },
    });
    expect(unknown.http).toBe(known.http);
    expect(unknown.code).toBe(known.code);
    expect(unknown.message).toBe(known.message);
    expect(Object.keys(unknown.data)).toEqual(Object.keys(known.data));
    expect(unknown.data.email_verification_id).toMatch(/^[0-9a-f-]{36}$/);
    const outbox = await get<unknown[]>(`/api/dev/outbox?email=${encodeURIComponent(stranger)}`);
    expect(outbox.data).toEqual([]);

    expectFieldError(
      await post('/api/member/setNewPassword', {
        json: { email: stranger, email_verification_id: unknown.data.email_verification_id, code: '123456', password: 'NewPass99' },
      }),
      'code',
      'The verification code is invalid or has expired',
    );
  });

  it('refuses a registration code for a reset, and an expired reset code', async () => {
    const account = await server.register();
    const registrationCode = await server.lastCode(account.email);
    expectFieldError(
      await post('/api/member/setNewPassword', {
        json: { email: account.email, email_verification_id: account.verificationId, code: registrationCode, password: 'NewPass99' },
      }),
      'code',
      'The verification code is invalid or has expired',
    );

    const sent = await post<{ email_verification_id: string }>('/api/member/forgotpwSend', { json: { email: account.email } });
    const code = await server.lastCode(account.email);
    server.clock.advance(11 * MINUTE);
    expectFieldError(
      await post('/api/member/setNewPassword', {
        json: { email: account.email, email_verification_id: sent.data.email_verification_id, code, password: 'NewPass99' },
      }),
      'code',
      'The verification code is invalid or has expired',
    );
  });
});

describe('change password (member/password)', () => {
  it('changes it with the right old password and ends the other sessions', async () => {
    const account = await server.member();
    const other = await server.login(account.email, account.password);
    const reply = await post('/api/member/password', {
      token: account.token,
      query: { origin_password: account.password, password: 'Changed12' },
    });
    expect(reply.code, reply.raw).toBe('1');
    expect((await get('/api/member/self', { token: account.token })).code).toBe('1');
    expect((await get('/api/member/self', { token: other })).code).toBe('20006');
    await server.login(account.email, 'Changed12');
  });

  it('refuses a wrong old password and a new one equal to the old', async () => {
    const account = await server.member();
    expectFieldError(
      await post('/api/member/password', { token: account.token, query: { origin_password: 'Wrong1234', password: 'Changed12' } }),
      'origin_password',
      'The old password is incorrect',
    );
    expectFieldError(
      await post('/api/member/password', { token: account.token, query: { origin_password: account.password, password: account.password } }),
      'password',
      'The new password must be different from the old one',
    );
    await server.login(account.email, account.password);
  });

  it('needs a token', async () => {
    const reply = await post('/api/member/password', { query: { origin_password: 'Secret123', password: 'Changed12' } });
    expect(reply.http).toBe(401);
    expect(reply.code).toBe('401');
  });
});

describe('members/{id} settings', () => {
  it('changes learning settings and account settings and replies the member', async () => {
    const account = await server.member();
    const learning = {
      language: 'cn',
      second_language: 'english',
      phonetic_symbol: 'rom',
      study_time_limit: 30,
      daily_task: 0,
      daily_task_times: 3,
      write_number: 5,
      write_hint: 0,
      eng_spell_hint: 0,
      bgm: 0,
    };
    const reply = await put<Member>(`/api/members/${account.id}`, { token: account.token, json: learning });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data.setting).toMatchObject(learning);

    const accountSettings = await put<Member>(`/api/members/${account.id}`, {
      token: account.token,
      json: { name: 'New Name', gender: 'female', env_language: 1 },
    });
    expect(accountSettings.data).toMatchObject({ name: 'New Name', gender: 'female' });
    expect(accountSettings.data.setting).toMatchObject({ ...learning, env_language: 1 });
    expect((await get<Member>('/api/member/self', { token: account.token })).data).toEqual(accountSettings.data);
  });

  it('refuses another member’s id and an unknown id with the same 404 (issue 26), changing nothing', async () => {
    const me = await server.member();
    const other = await server.member({ name: 'Other' });
    const forbidden = await put(`/api/members/${other.id}`, { token: me.token, json: { name: 'Hacked' } });
    expect(forbidden.http).toBe(404);
    expect(forbidden.code).toBe('404');
    expect(forbidden.raw).toBe((await put('/api/members/999999999', { token: me.token, json: { name: 'Hacked' } })).raw);
    expect(forbidden.data).toBeNull();
    expect(forbidden.raw).not.toContain(other.email);
    expect((await get<Member>('/api/member/self', { token: other.token })).data.name).toBe('Other');

    const unknown = await put('/api/members/999999', { token: me.token, json: { name: 'X' } });
    expect(unknown.http).toBe(404);
    expect(unknown.code).toBe('404');
  });
});

describe('self-delete', () => {
  it('refuses a wrong password and keeps everything', async () => {
    const account = await server.member();
    await server.child(account.token);
    const before = await server.countRows();
    const reply = await post('/api/member/selfDelete', { token: account.token, json: { password: 'Wrong1234' } });
    expectFieldError(reply, 'password', 'Incorrect Password');
    expect(reply.message).toBe('Incorrect Password');
    expect(await server.countRows()).toEqual(before);
  });

  it('removes the member and everything of it, and nothing of anyone else', async () => {
    const local = createTestServer();
    const bystander = await local.member();
    await local.child(bystander.token);
    const before = await local.countRows();

    const friend = await local.member({ invite_code: bystander.inviteCode });
    const first = await local.child(friend.token, { avatar: new File([images.jpeg], 'a.jpg') });
    await local.child(friend.token, { name: '小華', gender: 'girl' });
    await local.post('/api/member/forgotpwSend', { json: { email: friend.email }, ip: newIp() });
    expect(first.avatar).not.toBeNull();

    const reply = await local.post('/api/member/selfDelete', { token: friend.token, json: { password: friend.password } });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.message).toBe('Account Deleted');
    expect(reply.data).toBeNull();

    expect(await local.countRows()).toEqual(before);
    expect((await local.get('/api/member/self', { token: friend.token })).code).toBe('20006');
    expect((await local.get(first.avatar!, { token: friend.token })).http).toBe(404);
    expect((await local.get('/api/member/self', { token: bystander.token })).code).toBe('1');
    await local.ctx.close();
  });
});
