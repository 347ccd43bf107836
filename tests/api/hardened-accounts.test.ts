import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createContext } from '../../src/server/context';
import { DEMO_ACCOUNT } from '../../src/server/db/seed';
import { limitKey, LIMITS } from '../../src/server/http/rate-limit';
import { codeHash } from '../../src/server/member/verification';
import { consoleLogger, type Logger } from '../../src/server/logger';
import { HASH_QUEUE, passwordQueue, verifyPassword } from '../../src/server/security/password';
import * as tokens from '../../src/server/security/tokens';
import { contextFromEnv, logStartSummary, prepare } from '../../src/server/startup';
import { createTestServer, MINUTE, newEmail, newIp } from './helpers';

/**
 * Issue 10, "Hardened": the account weaknesses the probe found, each proven fixed here —
 * bounded password hashing, login limits a stranger cannot use to lock a parent out,
 * forgotten-password replies that take the same time, hashed and expiring rate-limit
 * keys, no codes in clear, no user text in mail, the demo account only on a new embedded
 * database, and the session cookie's attributes.
 */

// Count the code work of each forgotten-password call (the structural half of the timing test).
vi.mock('../../src/server/security/tokens', async (original) => {
  const real = await original<typeof tokens>();
  return { ...real, newCode: vi.fn(real.newCode), sha256: vi.fn(real.sha256) };
});

const server = createTestServer();
const { post, get } = server;
afterAll(() => server.ctx.close());

const WRONG = 'Wrong1234';

function capturingLogger() {
  const lines: string[] = [];
  const keep = (message: string, fields?: unknown) => lines.push(`${message} ${fields ? JSON.stringify(fields) : ''}`);
  const logger: Logger = { debug: keep, info: keep, warn: keep, error: keep };
  return { logger, lines };
}

describe('password hashing runs in a bounded queue', () => {
  it(`never hashes more than ${HASH_QUEUE?.active} at once and answers 429 at once when the queue is full`, async () => {
    // the first check against an unknown e-mail makes the dummy hash: not part of the flood
    expect((await post('/api/member/login', { json: { email: newEmail(), password: WRONG } })).http).toBe(422);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // hold every hashing slot, as long hashes would
    const held = Array.from({ length: HASH_QUEUE.active }, () => passwordQueue.run(() => gate));
    passwordQueue.resetHighWater();

    const flood = 20;
    let released = false;
    const early: number[] = [];
    const replies = Array.from({ length: flood }, () =>
      post('/api/member/login', { json: { email: newEmail(), password: WRONG } }).then((reply) => {
        if (!released) early.push(reply.http);
        return reply;
      }),
    );
    // the refused ones answer while both slots are still busy: they never wait for a hash
    await vi.waitFor(() => expect(early).toHaveLength(flood - HASH_QUEUE.waiting), { timeout: 60_000 });
    expect(early.every((status) => status === 429)).toBe(true);
    expect(passwordQueue.waiting).toBe(HASH_QUEUE.waiting);

    released = true;
    release();
    await Promise.all(held);
    const all = await Promise.all(replies);
    const refused = all.filter((reply) => reply.http === 429);
    expect(refused).toHaveLength(flood - HASH_QUEUE.waiting);
    expect(all.filter((reply) => reply.http === 422)).toHaveLength(HASH_QUEUE.waiting);
    expect(refused[0]?.message).toBe('Too many attempts. Please try again later.');
    expect(Number(refused[0]?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(passwordQueue.highWater).toBeLessThanOrEqual(HASH_QUEUE.active);
    expect(passwordQueue.highWater).toBeGreaterThan(0);
    expect(passwordQueue.active + passwordQueue.waiting).toBe(0);
  });

  it('keeps the OWASP cost in production', () => {
    const ctx = createContext({ memory: true, nodeEnv: 'production', logger: capturingLogger().logger });
    expect(ctx.config.passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    return ctx.close();
  });
});

describe('login failures are limited per e-mail and address', () => {
  /** A wrong password from `ip`, after the wait the growing delay asks for. */
  async function wrongTry(email: string, ip: string) {
    server.clock.advance(65_000);
    return post('/api/member/login', { ip, json: { email, password: WRONG } });
  }

  it('ten wrong passwords from one address do not lock the owner out at another', async () => {
    const account = await server.member();
    const stranger = newIp();
    for (let i = 0; i < 10; i++) expect((await wrongTry(account.email, stranger)).http).toBe(422);
    const locked = await wrongTry(account.email, stranger);
    expect(locked.http).toBe(429);
    expect(locked.message).toBe('Too many attempts. Please try again later.');
    // even with the right password, the stranger's address stays locked
    const right = await post('/api/member/login', { ip: stranger, json: { email: account.email, password: account.password } });
    expect(right.http).toBe(429);
    const retryAfter = Number(locked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // the owner, at home
    const home = newIp();
    const owner = await post('/api/member/login', { ip: home, json: { email: account.email, password: account.password } });
    expect(owner.code, owner.raw).toBe('1');

    server.clock.advance(15 * MINUTE);
    expect((await post('/api/member/login', { ip: stranger, json: { email: account.email, password: WRONG } })).http).toBe(422);
  });

  it('waits longer after each wrong password from the same address', async () => {
    const account = await server.member();
    const ip = newIp();
    const attempt = (password = WRONG) => post('/api/member/login', { ip, json: { email: account.email, password } });
    for (let i = 0; i < 3; i++) expect((await attempt()).http).toBe(422);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await attempt(account.password);
      expect(refused.http).toBe(429);
      const wait = Number(refused.headers.get('Retry-After'));
      waits.push(wait);
      server.clock.advance(wait * 1000 - 1);
      expect((await attempt()).http, 'still too early').toBe(429);
      server.clock.advance(1);
      expect((await attempt()).http).toBe(422);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // another address is not slowed down, and the owner's success there clears nothing of this one
    expect((await post('/api/member/login', { json: { email: account.email, password: account.password } })).code).toBe('1');
    expect((await attempt()).http).toBe(429);
  });

  it(`a ceiling of ${LIMITS?.loginFailPerEmail?.limit} wrong passwords per e-mail stops a guess spread over many addresses`, async () => {
    const account = await server.member();
    const ceiling = LIMITS.loginFailPerEmail.limit;
    expect(ceiling).toBeGreaterThan(LIMITS.loginFailPerPair.limit);
    for (let i = 0; i < ceiling; i++) {
      const reply = await post('/api/member/login', { json: { email: account.email, password: WRONG } });
      expect(reply.http, `try ${i + 1}`).toBe(422);
    }
    const stopped = await post('/api/member/login', { json: { email: account.email, password: account.password } });
    expect(stopped.http).toBe(429);
    // another e-mail is not affected
    const other = await server.member();
    expect(other.token).toBeTruthy();
    server.clock.advance(15 * MINUTE);
    await server.login(account.email, account.password);
  });

  it('a right password clears the failures of its address', async () => {
    const account = await server.member();
    const ip = newIp();
    for (let i = 0; i < 2; i++) expect((await post('/api/member/login', { ip, json: { email: account.email, password: WRONG } })).http).toBe(422);
    expect((await post('/api/member/login', { ip, json: { email: account.email, password: account.password } })).code).toBe('1');
    for (let i = 0; i < 3; i++) expect((await post('/api/member/login', { ip, json: { email: account.email, password: WRONG } })).http).toBe(422);
  });
});

describe('forgotten password: known and unknown e-mails take the same time', () => {
  it('does the same code work on both paths', async () => {
    const quiet = createTestServer({ rateLimits: false });
    const account = await quiet.member();
    const newCode = vi.mocked(tokens.newCode);
    const sha256 = vi.mocked(tokens.sha256);
    const work = async (email: string) => {
      newCode.mockClear();
      sha256.mockClear();
      expect((await quiet.post('/api/member/forgotpwSend', { json: { email } })).code).toBe('1');
      return { codes: newCode.mock.calls.length, hashes: sha256.mock.calls.length };
    };
    const known = await work(account.email);
    const unknown = await work(newEmail());
    expect(known.codes).toBe(1);
    expect(unknown).toEqual(known);
    await quiet.ctx.close();
  });

  it('replies in the same time, whatever the mail costs', async () => {
    const slowMail = { delivers: true, send: () => new Promise<void>((resolve) => setTimeout(resolve, 20)) };
    const quiet = createTestServer({ rateLimits: false, mailer: slowMail });
    const account = await quiet.register();
    const time = async (email: string) => {
      const started = performance.now();
      expect((await quiet.post('/api/member/forgotpwSend', { json: { email } })).code).toBe('1');
      return performance.now() - started;
    };
    // A busy machine (two cores shared by many) stalls single calls for tens of ms: compare the
    // lower quartiles of calls made in alternation, and allow three rounds. Before the fix the
    // known path waited for the 20 ms mail on every call, outside any round's margin.
    const quartile = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 2]!;
    const rounds: string[] = [];
    let same = false;
    for (let round = 0; round < 3 && !same; round++) {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 40; i++) {
        known.push(await time(account.email));
        unknown.push(await time(newEmail()));
      }
      const [k, u] = [quartile(known), quartile(unknown)];
      rounds.push(`known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
      same = k < u * 1.5 + 3 && u < k * 1.5 + 3;
    }
    expect(same, rounds.join('; ')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await quiet.ctx.close();
  });
});

describe('rate-limit keys', () => {
  it('are stored hashed: no e-mail or address in clear', async () => {
    const email = newEmail('clear');
    const ip = newIp();
    await post('/api/member/login', { ip, json: { email, password: WRONG } });
    await post('/api/member/forgotpwSend', { ip, json: { email } });
    const rows = await server.ctx.db.selectFrom('rate_limits').selectAll().execute();
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(email);
    expect(dump).not.toContain(email.split('@')[0]);
    expect(dump).not.toContain(ip);
    const keys = rows.map((row) => row.key);
    expect(keys).toContain(limitKey(server.ctx.keys, LIMITS.loginFailPerPair, `${email} ${ip}`));
    expect(keys).toContain(limitKey(server.ctx.keys, LIMITS.mailPerEmail, email));
  });

  it('expire: old rows are deleted on a later write', async () => {
    const local = createTestServer();
    const email = newEmail();
    await local.post('/api/member/login', { json: { email, password: WRONG } });
    const before = await local.ctx.db.selectFrom('rate_limits').selectAll().execute();
    expect(before.length).toBeGreaterThan(0);
    local.clock.advance(16 * MINUTE);
    await local.post('/api/member/login', { json: { email: newEmail(), password: WRONG } });
    const after = await local.ctx.db.selectFrom('rate_limits').select('key').execute();
    for (const row of before) expect(after.map((r) => r.key)).not.toContain(row.key);
    await local.ctx.close();
  });
});

describe('codes are never kept or printed in clear', () => {
  it('production without SMTP_URL says at start that mail is off, and neither prints nor stores a code', async () => {
    const { logger, lines } = capturingLogger();
    const prod = createTestServer({ nodeEnv: 'production', logger });
    logStartSummary(prod.ctx, { address: 'http://localhost:8080', mode: 'NODE_ENV=production', ...(await prepare(prod.ctx)), print: () => {} });
    expect(lines.join('\n')).toMatch(/mail is off/i);
    expect(prod.ctx.mailer.delivers).toBe(false);
    const email = newEmail();
    const registered = await prod.post('/api/member/register', {
      json: { email, password: 'Secret123', name: 'Mei', env_language: 2, privacy_accepted: 1 },
    });
    expect(registered.code, registered.raw).toBe('1');
    expect((await prod.post('/api/member/forgotpwSend', { json: { email } })).code).toBe('1');
    expect(lines.join('\n')).not.toMatch(/\b\d{6}\b/);
    expect(lines.join('\n')).not.toContain(email);
    await prod.ctx.close();
  });

  it('development and tests read codes from an outbox in memory, never from a table', async () => {
    const account = await server.register();
    expect(await server.lastCode(account.email)).toMatch(/^\d{6}$/);
    const rows = await server.ctx.db.selectFrom('email_verifications').select('code_hash').where('email', '=', account.email).execute();
    expect(JSON.stringify(rows)).not.toContain(await server.lastCode(account.email));
  });

  it('a stored code is a keyed hash: the table alone does not give the code away', async () => {
    const account = await server.register();
    const code = await server.lastCode(account.email);
    const row = await server.ctx.db
      .selectFrom('email_verifications')
      .select(['id', 'code_hash'])
      .where('id', '=', account.verificationId)
      .executeTakeFirstOrThrow();
    // the server's own keyed hash of the row and its code ...
    expect(row.code_hash).toBe(codeHash(server.ctx.keys, row.id, code));
    // ... which no plain hash of what the row shows reproduces (a million codes are tried in a second) ...
    expect(row.code_hash).not.toBe(tokens.sha256(`${row.id}:${code}`));
    expect(row.code_hash).not.toBe(tokens.sha256(code));
    // ... and another server's key makes another hash of the same code
    expect(codeHash({ remit: randomBytes(32) }, row.id, code)).not.toBe(row.code_hash);
    // the code still verifies
    await server.verify(account.email, account.verificationId);
  });
});

describe('mail carries no user-chosen text', () => {
  it('the registration name is in no mail', async () => {
    for (const env_language of [1, 2, 3]) {
      const name = `Visit evil.example ${env_language}`;
      const account = await server.register({ name, env_language });
      expect((await server.lastMail(account.email)).text).not.toContain('evil.example');
      await post('/api/member/resend/register', { json: { email: account.email } });
      expect((await server.lastMail(account.email)).text).not.toContain('evil.example');
      await post('/api/member/forgotpwSend', { json: { email: account.email } });
      const reset = await server.lastMail(account.email);
      expect(reset.subject + reset.text).not.toContain('evil.example');
    }
  });
});

describe('the demo account', () => {
  const demoExists = async (ctx: { db: typeof server.ctx.db }) =>
    Boolean(await ctx.db.selectFrom('members').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirst());

  it('is created on the first start of a new embedded database only, never on PostgreSQL unless DEMO_ACCOUNT=1', async () => {
    const fresh = createTestServer();
    await prepare(fresh.ctx);
    // the test server runs on SQLite, or on PostgreSQL with TEST_API_DATABASE=postgres
    expect(await demoExists(fresh.ctx)).toBe(fresh.ctx.databaseFlavor === 'sqlite');
    await fresh.ctx.close();

    const asked = createTestServer({ demoAccount: 'on' });
    await prepare(asked.ctx);
    expect(await demoExists(asked.ctx)).toBe(true);
    await asked.ctx.close();
  });

  // issue 26, "A published password": a fresh production database got demo@hanzihouse.app / Demo1234
  it('gets a random password on a production server, printed once on the console, stored only as a hash', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hanzi-demo-password-'));
    // DEMO_PASSWORD is for test and development servers: a production server ignores it
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'error', DATABASE_URL: '', DEMO_PASSWORD: 'Known1234' };
    const printed: string[] = [];
    try {
      const first = contextFromEnv(env, 'production');
      logStartSummary(first, { address: 'http://localhost:8080', mode: 'NODE_ENV=production', ...(await prepare(first)), print: (text) => printed.push(text) });
      expect(printed).toHaveLength(1);
      const notice = printed[0]!;
      const password = /password: (\S+)/.exec(notice)?.[1];
      expect(notice).toContain('http://localhost:8080');
      expect(notice).toContain(DEMO_ACCOUNT.email);
      expect(notice).toMatch(/change it/);
      // 12 characters: what the login form takes (passwords are 8 to 12 characters)
      expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
      for (const known of ['Demo1234', 'Known1234']) expect(password).not.toBe(known);
      const row = await first.db.selectFrom('members').select('password_hash').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirstOrThrow();
      expect(row.password_hash).not.toContain(password!);
      expect(await verifyPassword(password!, row.password_hash)).toBe(true);
      for (const known of ['Demo1234', 'Known1234']) expect(await verifyPassword(known, row.password_hash)).toBe(false);
      await first.close();

      // a later start prints nothing (the account exists; its password is not kept anywhere)
      const second = contextFromEnv(env, 'production');
      logStartSummary(second, { address: 'http://localhost:8080', mode: 'NODE_ENV=production', ...(await prepare(second)), print: (text) => printed.push(text) });
      expect(printed).toHaveLength(1);
      await second.close();

      // another fresh database gets another password
      const other = contextFromEnv({ ...env, DATA_DIR: join(dataDir, 'other') }, 'production');
      logStartSummary(other, { address: 'http://localhost:8080', mode: 'NODE_ENV=production', ...(await prepare(other)), print: (text) => printed.push(text) });
      expect(/password: (\S+)/.exec(printed[1]!)?.[1]).not.toBe(password);
      await other.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('takes DEMO_PASSWORD only on a test or development server', () => {
    for (const [nodeEnv, expected] of [['test', 'Known1234'], ['development', 'Known1234'], ['production', null], ['staging', null]] as const) {
      const ctx = createContext({ memory: true, nodeEnv, demoPassword: 'Known1234', logger: consoleLogger('silent') });
      expect(ctx.config.demoPassword, nodeEnv).toBe(expected);
      void ctx.close();
    }
  });

  it('is not re-created on a later start, production or not', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hanzi-demo-'));
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'error', DATABASE_URL: '' };
    try {
      const first = contextFromEnv(env, 'production');
      await prepare(first);
      expect(await demoExists(first)).toBe(true);
      // the owner changes its password, or removes it
      await first.db.deleteFrom('members').where('email', '=', DEMO_ACCOUNT.email).execute();
      await first.close();

      const second = contextFromEnv(env, 'production');
      await prepare(second);
      expect(await demoExists(second)).toBe(false);
      await second.close();

      const asked = contextFromEnv({ ...env, DEMO_ACCOUNT: '1' }, 'production');
      await prepare(asked);
      expect(asked.config.demoAccount).toBe('on');
      expect(await demoExists(asked)).toBe(true);
      await asked.close();

      const off = contextFromEnv({ ...env, DATA_DIR: join(dataDir, 'off'), DEMO_ACCOUNT: '0' }, 'production');
      await prepare(off);
      expect(await demoExists(off)).toBe(false);
      await off.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
describe('the session cookie', () => {
  const cookieOf = (headers: Headers) => headers.getSetCookie().find((c) => c.startsWith('User-Auth-Token='));
  const attributes = (cookie: string) =>
    new Map(cookie.split(';').slice(1).map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name!.toLowerCase(), value.join('=')] as const;
    }));

  async function loginAt(url: string, headers: Record<string, string> = {}, app = server.app) {
    const account = await server.member();
    const res = await app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }, { incoming: { socket: { remoteAddress: newIp() } } });
    const body = (await res.json()) as { data: { api_token: string } };
    return { res, token: body.data.api_token, cookie: cookieOf(res.headers) };
  }

  it('is set at login: HttpOnly, SameSite=Lax, Path=/, and lives exactly as long as the session', async () => {
    const { token, cookie } = await loginAt('http://localhost/api/member/login');
    expect(cookie).toBeDefined();
    expect(cookie!.split(';')[0]).toBe(`User-Auth-Token=${token}`);
    const attrs = attributes(cookie!);
    expect(attrs.has('httponly')).toBe(true);
    expect(attrs.get('samesite')).toBe('Lax');
    expect(attrs.get('path')).toBe('/');
    expect(attrs.has('secure')).toBe(false);
    expect(Number(attrs.get('max-age'))).toBe(server.ctx.config.sessionTtlMs / 1000);
    const session = await server.ctx.db.selectFrom('sessions').select('expires_at').where('token_hash', '=', tokens.sha256(token)).executeTakeFirstOrThrow();
    expect(new Date(attrs.get('expires')!).getTime()).toBe(Math.floor(new Date(session.expires_at).getTime() / 1000) * 1000);
    // it is a working credential
    expect((await get('/api/member/self', { headers: { Cookie: cookie!.split(';')[0]! } })).code).toBe('1');
  });

  it('is Secure over HTTPS, and behind a proxy only when TRUST_PROXY says so', async () => {
    expect(attributes((await loginAt('https://localhost/api/member/login')).cookie!).has('secure')).toBe(true);
    const forwarded = { 'X-Forwarded-Proto': 'https' };
    expect(attributes((await loginAt('http://localhost/api/member/login', forwarded)).cookie!).has('secure')).toBe(false);
    const proxied = createTestServer({ trustProxy: true });
    const account = await proxied.member();
    const res = await proxied.app.request('http://localhost/api/member/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...forwarded },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }, { incoming: { socket: { remoteAddress: newIp() } } });
    expect(attributes(cookieOf(res.headers)!).has('secure')).toBe(true);
    await proxied.ctx.close();
  });

  it('is cleared at logout', async () => {
    const { token } = await loginAt('http://localhost/api/member/login');
    const out = await post('/api/member/logout', { token });
    const cookie = cookieOf(out.headers);
    expect(cookie).toBeDefined();
    expect(cookie!.split(';')[0]).toBe('User-Auth-Token=');
    expect(attributes(cookie!).get('max-age')).toBe('0');
  });
});
