import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContext } from '../../src/server/context';
import { contextFromEnv } from '../../src/server/startup';
import { consoleLogger, type LogFields, type Logger } from '../../src/server/logger';
import { costOf, hashPassword, needsRehash, OWASP_COST, verifyPassword } from '../../src/server/security/password';
import { sha256 } from '../../src/server/security/tokens';
import { createTestServer, MINUTE, newEmail, newIp } from './helpers';

const server = createTestServer();
const { get, post } = server;
afterAll(() => server.ctx.close());

describe('tokens', () => {
  it('a bogus, an empty-looking or a revoked token gives HTTP 401 with code 20006', async () => {
    for (const token of ['bogus', 'x'.repeat(43), 'null']) {
      const reply = await get('/api/member/self', { token });
      expect(reply.http).toBe(401);
      expect(reply.code).toBe('20006');
      expect(reply.data).toBeNull();
    }
    const cookie = await get('/api/member/self', { headers: { Cookie: 'User-Auth-Token=bogus' } });
    expect(cookie.code).toBe('20006');
    const malformed = await get('/api/member/self', { headers: { Authorization: 'Basic abc' } });
    expect(malformed.code).toBe('20006');
  });

  it('no token on a protected call gives HTTP 401 with code 401', async () => {
    const reply = await get('/api/member/self');
    expect(reply.http).toBe(401);
    expect(reply.code).toBe('401');
  });

  it('stores tokens only as SHA-256 hashes', async () => {
    const account = await server.member();
    const rows = await server.ctx.db.selectFrom('sessions').selectAll().execute();
    expect(rows.some((row) => row.token_hash === sha256(account.token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(account.token);
  });

  it('tokens are 256-bit and differ for every login', async () => {
    const account = await server.member();
    const again = await server.login(account.email, account.password);
    expect(Buffer.from(account.token, 'base64url')).toHaveLength(32);
    expect(again).not.toBe(account.token);
  });
});

describe('passwords', () => {
  it('the production default is scrypt at the OWASP cost N=2^17, r=8, p=1', async () => {
    const ctx = createContext({ memory: true, nodeEnv: 'production', logger: consoleLogger('error') });
    expect(ctx.config.passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await hashPassword('Secret123', ctx.config.passwordCost);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword('Secret123', hash)).toBe(true);
    await ctx.close();
  });

  it('PASSWORD_COST=fast (for the browser tests) is honoured only by a test server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hanzi-cost-'));
    try {
      for (const [nodeEnv, expected] of [['test', 2 ** 10], ['production', 2 ** 17], ['development', 2 ** 17]] as const) {
        const ctx = contextFromEnv({ NODE_ENV: nodeEnv, PASSWORD_COST: 'fast', DATA_DIR: dataDir, LOG_LEVEL: 'error' }, 'production');
        expect(ctx.config.passwordCost.N, nodeEnv).toBe(expected);
        await ctx.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stores a self-describing hash, never the password, and upgrades an old cost on login', async () => {
    const account = await server.member();
    const row = await server.ctx.db
      .selectFrom('members')
      .select('password_hash')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(account.password);
    expect(costOf(row.password_hash)).toEqual({ N: 2 ** 10, r: 8, p: 1 });

    // a hash from an older, weaker cost still verifies, and is rehashed at the current cost
    const weak = await hashPassword(account.password, { N: 2 ** 8, r: 8, p: 1 });
    await server.ctx.db.updateTable('members').set({ password_hash: weak }).where('email', '=', account.email).execute();
    await server.login(account.email, account.password);
    const after = await server.ctx.db
      .selectFrom('members')
      .select('password_hash')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(needsRehash(after.password_hash, { N: 2 ** 10, r: 8, p: 1 })).toBe(false);
    expect(OWASP_COST.N).toBe(2 ** 17);
  });
});

describe('rate limits', () => {
  // The (e-mail, address) pairs, the per-e-mail ceiling and the growing delay: hardened-accounts.test.ts.
  it('login: 10 wrong passwords per e-mail and address in 15 minutes, then 429 with Retry-After', async () => {
    const account = await server.member();
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      server.clock.advance(65_000); // past the growing delay between wrong passwords (64 s before the 10th)
      const reply = await post('/api/member/login', { ip, json: { email: account.email, password: 'Wrong1234' } });
      expect(reply.http).toBe(422);
    }
    const limited = await post('/api/member/login', { ip, json: { email: account.email, password: account.password } });
    expect(limited.http).toBe(429);
    expect(limited.code).toBe('429');
    expect(limited.message).toBe('Too many attempts. Please try again later.');
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // another e-mail from the same address is not affected
    const other = await server.member();
    expect((await post('/api/member/login', { ip, json: { email: other.email, password: other.password } })).code).toBe('1');

    server.clock.advance(15 * MINUTE);
    expect((await post('/api/member/login', { ip, json: { email: account.email, password: account.password } })).code).toBe('1');
  });

  it('login: 50 per IP address in 15 minutes, whatever the e-mail', async () => {
    const ip = newIp();
    for (let i = 0; i < 50; i++) {
      const reply = await post('/api/member/login', { ip, json: { email: newEmail(), password: 'Wrong1234' } });
      expect(reply.http).toBe(422);
    }
    const limited = await post('/api/member/login', { ip, json: { email: newEmail(), password: 'Wrong1234' } });
    expect(limited.http).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    const elsewhere = await post('/api/member/login', { json: { email: newEmail(), password: 'Wrong1234' } });
    expect(elsewhere.http).toBe(422);
  });

  it('verify: 10 per e-mail in 15 minutes', async () => {
    const account = await server.register();
    const attempt = () =>
      post('/api/member/verfiy', {
        json: { email: account.email, email_verification_id: account.verificationId, code: '000000' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).http).toBe(422);
    expect((await attempt()).http).toBe(429);
  });

  it('resend: 5 mails per e-mail in 15 minutes (registering was the first)', async () => {
    const account = await server.register();
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/member/resend/register', { json: { email: account.email } })).code).toBe('1');
    }
    const limited = await post('/api/member/resend/register', { json: { email: account.email } });
    expect(limited.http).toBe(429);
    const mails = await get<unknown[]>(`/api/dev/outbox?email=${encodeURIComponent(account.email)}`);
    expect(mails.data).toHaveLength(5);
  });

  it('forgot password: 5 per e-mail, and 20 mail calls per IP, known e-mail or not', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await post('/api/member/forgotpwSend', { json: { email } })).code).toBe('1');
    expect((await post('/api/member/forgotpwSend', { json: { email } })).http).toBe(429);

    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      expect((await post('/api/member/forgotpwSend', { ip, json: { email: newEmail() } })).code).toBe('1');
    }
    expect((await post('/api/member/forgotpwSend', { ip, json: { email: newEmail() } })).http).toBe(429);
  });

  it('setNewPassword: 10 code checks per e-mail (verifying the e-mail was the first)', async () => {
    const account = await server.member();
    const sent = await post<{ email_verification_id: string }>('/api/member/forgotpwSend', {
      json: { email: account.email },
    });
    const attempt = () =>
      post('/api/member/setNewPassword', {
        json: { email: account.email, email_verification_id: sent.data.email_verification_id, code: '000000', password: 'NewPass99' },
      });
    for (let i = 0; i < 9; i++) expect((await attempt()).http).toBe(422);
    expect((await attempt()).http).toBe(429);
  });

  it('keeps its counts in the database, shared by every instance on it', async () => {
    const rows = await server.ctx.db.selectFrom('rate_limits').selectAll().execute();
    expect(rows.some((row) => row.key.startsWith('login:email:'))).toBe(true);
    expect(rows.some((row) => row.key.startsWith('login:ip:'))).toBe(true);
  });

  it('can be turned off for a benchmark, but never in production', async () => {
    const bench = createTestServer({ rateLimits: false });
    const email = newEmail();
    for (let i = 0; i < 12; i++) {
      const reply = await bench.post('/api/member/login', { json: { email, password: 'Wrong1234' } });
      expect(reply.http).toBe(422);
    }
    await bench.ctx.close();

    const production = createTestServer({ nodeEnv: 'production', rateLimits: false });
    expect(production.ctx.config.rateLimits).toBe(true);
    await production.ctx.close();
  });

  it('reads the client IP from X-Forwarded-For only behind a trusted proxy', async () => {
    const trusting = createTestServer({ trustProxy: true });
    const socket = newIp();
    for (let i = 0; i < 50; i++) {
      const reply = await trusting.post('/api/member/login', {
        ip: socket,
        headers: { 'X-Forwarded-For': `1.2.3.4, ${newIp()}` },
        json: { email: newEmail(), password: 'Wrong1234' },
      });
      expect(reply.http).toBe(422);
    }
    await trusting.ctx.close();

    // without trust, the header is ignored: the socket address counts
    const ip = newIp();
    for (let i = 0; i < 50; i++) {
      await post('/api/member/login', { ip, headers: { 'X-Forwarded-For': newIp() }, json: { email: newEmail(), password: 'Wrong1234' } });
    }
    const limited = await post('/api/member/login', { ip, headers: { 'X-Forwarded-For': newIp() }, json: { email: newEmail(), password: 'x1234567' } });
    expect(limited.http).toBe(429);
  });
});

describe('errors', () => {
  it('an unknown /api route is a 404 wrapper', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing/here'],
      ['POST', '/api/member/self'],
      ['DELETE', '/api/members/1'],
      ['GET', '/api'],
    ] as const) {
      const reply = await server.call(method, path);
      expect(reply.http, path).toBe(404);
      expect(reply.code).toBe('404');
      expect(reply.data).toBeNull();
    }
  });

  it('every reply carries a request id and is never cached', async () => {
    const reply = await get('/api/member/self');
    expect(reply.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.headers.get('Cache-Control')).toBe('no-store');
    const other = await get('/api/member/self');
    expect(other.headers.get('X-Request-Id')).not.toBe(reply.headers.get('X-Request-Id'));
  });

  it('an unexpected failure replies 500 "Server error" with the request id, logs it, and shows no stack trace or SQL', async () => {
    const logged: { message: string; fields?: LogFields }[] = [];
    const logger: Logger = {
      debug() {},
      info() {},
      warn() {},
      error: (message, fields) => logged.push({ message, fields }),
    };
    const broken = createTestServer({ logger });
    const account = await broken.member();
    const child = await broken.child(account.token);
    await broken.ctx.ready;
    await sql`DROP TABLE point_records`.execute(broken.ctx.db);

    const reply = await broken.get<{ request_id: string }>('/api/pointRecords', { token: account.token, childId: child.id });
    expect(reply.http).toBe(500);
    expect(reply.code).toBe('500');
    expect(reply.message).toBe('Server error');
    expect(reply.data.request_id).toBe(reply.headers.get('X-Request-Id'));
    expect(reply.raw).not.toMatch(/point_records|select|sqlite|stack|at .*\.ts/i);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.fields?.requestId).toBe(reply.data.request_id);
    expect(String(logged[0]?.fields?.error)).toMatch(/point_records/);
    await broken.ctx.close();
  });

  it('a mailer failure is a logged 500 too, never a fake success', async () => {
    const broken = createTestServer({
      mailer: { delivers: true, send: () => Promise.reject(new Error('SMTP down')) },
      logger: { debug() {}, info() {}, warn() {}, error() {} },
    });
    const reply = await broken.post('/api/member/register', {
      json: { email: newEmail(), password: 'Secret123', name: 'Mei', env_language: 2, privacy_accepted: 1 },
    });
    expect(reply.http).toBe(500);
    expect(reply.raw).not.toContain('SMTP');
    await broken.ctx.close();
  });
});

describe('development outbox', () => {
  it('exists in test and development', async () => {
    const dev = createTestServer({ nodeEnv: 'development' });
    expect((await dev.get('/api/dev/outbox?email=a%40b.co')).code).toBe('1');
    const missing = await dev.get('/api/dev/outbox');
    expect(missing.http).toBe(422);
    expect(missing.errors).toEqual({ email: ['Must fill in'] });
    await dev.ctx.close();
  });

  it('does not exist in production, even with mail going to the outbox', async () => {
    const prod = createTestServer({ nodeEnv: 'production' });
    const email = newEmail();
    const registered = await prod.post('/api/member/register', {
      json: { email, password: 'Secret123', name: 'Mei', env_language: 2, privacy_accepted: 1 },
    });
    expect(registered.code).toBe('1');
    const reply = await prod.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
    expect(reply.http).toBe(404);
    expect(reply.code).toBe('404');
    expect(reply.raw).not.toContain(email);
    await prod.ctx.close();
  });

  it('lists the mails to an address, newest first', async () => {
    const account = await server.register();
    await post('/api/member/resend/register', { json: { email: account.email } });
    const reply = await get<{ to: string; subject: string; text: string; code: string; created_at: string }[]>(
      `/api/dev/outbox?email=${encodeURIComponent(account.email)}`,
    );
    expect(reply.data).toHaveLength(2);
    const [newest, oldest] = reply.data;
    expect(Object.keys(newest!).sort()).toEqual(['code', 'created_at', 'subject', 'text', 'to']);
    expect(newest!.to).toBe(account.email);
    expect(newest!.created_at >= oldest!.created_at).toBe(true);
    expect(newest!.code).toBe(await server.lastCode(account.email));
  });
});
