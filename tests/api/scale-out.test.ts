import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/server/context';
import { loadCurriculum } from '../../src/server/content/curriculum';
import { seedCurriculum } from '../../src/server/content/seed';
import { openDatabase } from '../../src/server/db/connect';
import { MIGRATION_NAMES, migrateToLatest } from '../../src/server/db/migrate';
import type { Logger } from '../../src/server/logger';
import { signConfirmation } from '../../src/server/store/payments';
import { serverCommand } from '../support/server-bundle';
import { listeningPort } from '../support/listening-port';

/**
 * The scale-out path (README, "Running several instances (PostgreSQL)"): TWO real server
 * processes (`node dist/server/main.js`, as `npm start` runs it) on ONE PostgreSQL
 * database, started at the same moment on an empty schema, each with its own data
 * directory, connection pool and memory, and nothing shared but the database and the
 * environment the README names (DATABASE_URL, REMIT_KEY, PAYMENT_SECRET). Whatever one
 * instance did, the other honours at once: the migrations (run once), a session, a
 * logout, a write (no stale read), a rate limit, an upload and a payment confirmation.
 *
 * Real processes rather than two contexts in one process: nothing can be shared by
 * accident (a module-level cache, a key generated once, the same clock), and the
 * instances start with the settings a deployment has (READ_CACHE_MS unset).
 *
 * Runs when TEST_DATABASE_URL names a PostgreSQL database (`npm test` starts a
 * throwaway server when PostgreSQL is installed), in a schema of its own, dropped after.
 */
const url = process.env.TEST_DATABASE_URL;
const reason = 'set TEST_DATABASE_URL=postgres://user:pass@host/db (or install postgresql and run npm test) to run the scale-out test';
if (!url) console.info(`[scale-out.test] skipped: ${reason}`);

const root = new URL('../..', import.meta.url).pathname;

interface Instance {
  name: string;
  /** Its address, known once it listens (waitUntilServing). */
  base: string;
  proc: ChildProcess;
  output: string[];
  dataDir: string;
}

interface Reply<T = unknown> {
  http: number;
  code: string;
  message: string;
  data: T;
  raw: string;
}


async function start(name: string, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), `hh-scale-${name}-`));
  const output: string[] = [];
  const proc = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: { ...process.env, ...env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  proc.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, base: '', proc, output, dataDir };
}

/** Until the instance answers; a loaded machine took 50 s to start two on an empty database. */
async function waitUntilServing(instance: Instance): Promise<void> {
  const deadline = Date.now() + 110_000;
  const port = await listeningPort(instance.proc, () => instance.output.join(''), { deadlineMs: 110_000 });
  instance.base = `http://127.0.0.1:${port}`;
  while (Date.now() < deadline) {
    if (instance.proc.exitCode !== null) {
      throw new Error(`instance ${instance.name} exited (${instance.proc.exitCode}):\n${instance.output.join('')}`);
    }
    try {
      if ((await fetch(`${instance.base}/api/products`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance ${instance.name} did not answer:\n${instance.output.join('')}`);
}

async function stop(instance: Instance | undefined): Promise<void> {
  if (!instance) return;
  if (instance.proc.exitCode === null) {
    const exited = new Promise((resolve) => instance.proc.once('exit', resolve));
    instance.proc.kill('SIGTERM');
    await exited;
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

interface CallOptions {
  json?: unknown;
  body?: BodyInit;
  query?: Record<string, string | number>;
  token?: string;
  childId?: number;
}

async function call<T = unknown>(instance: Instance, method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
  const target = new URL(path, instance.base);
  for (const [key, value] of Object.entries(options.query ?? {})) target.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.childId !== undefined) headers['Child-Id'] = String(options.childId);
  const res = await fetch(target, { method, headers, body });
  const raw = await res.text();
  const parsed = res.headers.get('Content-Type')?.includes('json') ? JSON.parse(raw) : null;
  return { http: res.status, code: parsed?.status?.code, message: parsed?.status?.message, data: parsed?.data, raw };
}

/** A small valid PNG (a 4×4 red square), so an avatar survives any re-encoding. */
function tinyPng(): Uint8Array<ArrayBuffer> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.concat(Array.from({ length: 4 }, () => Buffer.from([0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0])));
  return new Uint8Array(Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]));
}

describe.skipIf(!url)(`two instances on one PostgreSQL database (${url ? 'TEST_DATABASE_URL' : reason})`, () => {
  const schema = `hh_scale_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  const scoped = new URL(url ?? 'postgres://unused');
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  /** The shared secrets, as an operator sets them on every instance (README). */
  const paymentSecret = randomBytes(32);
  const env = {
    DATABASE_URL: scoped.toString(),
    // test: the dev outbox holds the codes; the account rate limits stay on
    NODE_ENV: 'test',
    PASSWORD_COST: 'fast',
    // the test payment provider, named as an operator names it
    PAYMENT_PROVIDER: 'sandbox',
    REMIT_KEY: randomBytes(32).toString('hex'),
    PAYMENT_SECRET: paymentSecret.toString('hex'),
  };
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  });

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('both start at the same moment on an empty database: the migrations run once, both serve', async () => {
    [a, b] = await Promise.all([start('a', env), start('b', env)]);
    await Promise.all([waitUntilServing(a), waitUntilServing(b)]);
    const migrated = [a, b].filter((instance) => instance.output.join('').includes('database migrated:'));
    expect(migrated, `${a.output.join('')}\n---\n${b.output.join('')}`).toHaveLength(1);
    const seeded = [a, b].filter((instance) => /curriculum [0-9a-f]{16} seeded/.test(instance.output.join('')));
    expect(seeded, 'the curriculum is seeded by one instance').toHaveLength(1);
    const applied = await admin.query<{ name: string }>(`SELECT name FROM ${schema}.kysely_migration ORDER BY name`);
    expect(applied.rows.map((r) => r.name)).toEqual(MIGRATION_NAMES);
    for (const instance of [a, b]) {
      const products = await call<unknown[]>(instance, 'GET', '/api/products');
      expect(products.data.length).toBeGreaterThan(0);
    }
  }, 150_000);

  it('a session, a logout, a write, an upload and a payment made through one are honoured by the other', async () => {
    const email = `scale.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Secret123';

    // register on A, read the code from A's mail (the dev outbox is in memory, no code is ever
    // stored: issue 10), verify on B, log in on A, call member/self on B
    const registered = await call<{ email_verification_id: string }>(a, 'POST', '/api/member/register', {
      json: { email, password, name: 'Parent', env_language: 3, privacy_accepted: 1 },
    });
    expect(registered.code, registered.raw).toBe('1');
    const outbox = await call<{ code: string | null }[]>(a, 'GET', '/api/dev/outbox', { query: { email } });
    const code = outbox.data[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call(b, 'POST', '/api/member/verfiy', {
      json: { email, email_verification_id: registered.data.email_verification_id, code },
    });
    expect(verified.code, verified.raw).toBe('1');
    const login = await call<{ api_token: string }>(a, 'POST', '/api/member/login', { json: { email, password } });
    expect(login.code, login.raw).toBe('1');
    const token = login.data.api_token;
    const self = await call<{ email: string }>(b, 'GET', '/api/member/self', { token });
    expect(self.code, self.raw).toBe('1');
    expect(self.data.email).toBe(email);

    // a child with an avatar uploaded through A is served by B
    const form = new FormData();
    form.set('name', '小明');
    form.set('gender', 'boy');
    form.set('birthday', '2018-05-01');
    form.set('avatar', new File([tinyPng()], 'avatar.png', { type: 'image/png' }));
    const child = await call<{ id: number; avatar: string }>(a, 'POST', '/api/children', { token, body: form });
    expect(child.code, child.raw).toBe('1');
    expect(child.data.avatar).toMatch(/^\/api\/uploads\//);
    // the SPA's <img> sends the session cookie; a bearer token works too
    const image = async (instance: Instance) => {
      const res = await fetch(new URL(child.data.avatar, instance.base), {
        headers: { Authorization: `Bearer ${token}`, Cookie: `User-Auth-Token=${token}` },
      });
      return { status: res.status, type: res.headers.get('Content-Type'), bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const fromA = await image(a);
    const fromB = await image(b);
    expect(fromB.status).toBe(200);
    expect(fromB.type).toMatch(/^image\//);
    expect(fromB.bytes.length).toBeGreaterThan(0);
    expect(fromB).toEqual(fromA);

    // a write through B is seen by the next read through A, with no wait (no stale kept read)
    const headers = { token, childId: child.data.id };
    type Schedule = { lessons: { lesson_id: number; words: { word_id: number; is_passed: number }[] }[] };
    const before = await call<Schedule>(a, 'GET', '/api/lesson/schedule/1', headers);
    expect(before.code, before.raw).toBe('1');
    const lesson = before.data.lessons[0]!;
    expect(lesson.words[0]!.is_passed).toBe(0);
    const pass = await call(b, 'POST', '/api/lesson/schedule', {
      ...headers,
      query: { radical_id: 1, lesson_id: lesson.lesson_id, word_id: lesson.words[0]!.word_id, is_passed: 1 },
    });
    expect(pass.code, pass.raw).toBe('1');
    const after = await call<Schedule>(a, 'GET', '/api/lesson/schedule/1', headers);
    expect(after.data.lessons[0]!.words[0]!.is_passed).toBe(1);

    // an order made through A, the sandbox confirmation through B: paid, and its effects seen on A
    const products = await call<{ id: number; plan: string | null }[]>(a, 'GET', '/api/products');
    const productOf = (plan: string) => products.data.find((p) => p.plan === plan)!.id;
    type Order = { id: number; status: string; amount: number };
    const order = await call<Order>(a, 'POST', '/api/send-order', {
      token, json: { product_id: productOf('monthly'), points: 0, pay_method: 'credit_card' },
    });
    expect(order.code, order.raw).toBe('1');
    const confirmed = await call<Order>(b, 'POST', `/api/payments/sandbox/${order.data.id}`, { token, json: { decision: 'confirm' } });
    expect(confirmed.data.status, confirmed.raw).toBe('paid');
    expect((await call<Order>(a, 'GET', `/api/orders/${order.data.id}`, { token })).data.status).toBe('paid');
    expect((await call<{ type: string }>(a, 'GET', '/api/member/self', { token })).data.type).toBe('monthly');
    const paidOnA = await call<{ id: number }[]>(a, 'GET', '/api/orders', headers);
    expect(paidOnA.data.map((o) => o.id)).toEqual([order.data.id]);

    // the provider's signed confirmation (the shared PAYMENT_SECRET) for an order made through A, received by B
    const yearly = await call<Order>(a, 'POST', '/api/send-order', {
      token, json: { product_id: productOf('yearly'), points: 0, pay_method: 'alipay' },
    });
    const unsigned = { order_id: yearly.data.id, status: 'paid' as const, amount: yearly.data.amount };
    const notified = await call<{ status: string }>(b, 'POST', '/api/payments/notify', {
      json: { ...unsigned, signature: signConfirmation(paymentSecret, unsigned) },
    });
    expect(notified.data, notified.raw).toEqual({ order_id: yearly.data.id, status: 'paid' });
    expect((await call<{ type: string }>(a, 'GET', '/api/member/self', { token })).data.type).toBe('yearly');

    // a session ended through B is refused by A at once, though A has just used it
    const second = await call<{ api_token: string }>(b, 'POST', '/api/member/login', { json: { email, password } });
    const other = second.data.api_token;
    expect((await call(a, 'GET', '/api/member/self', { token: other })).code).toBe('1');
    expect((await call(b, 'POST', '/api/member/logout', { token: other })).code).toBe('1');
    expect((await call(a, 'GET', '/api/member/self', { token: other })).code).toBe('20006');
    expect((await call(a, 'GET', '/api/member/self', { token })).code).toBe('1');
  }, 120_000);

  it('two instances seeding the curriculum at the very same moment: one writes it, the other finds it written', async () => {
    // the start-up race made certain: both have read "not seeded yet" before either writes
    const fresh = `${schema}_seed`;
    await admin.query(`CREATE SCHEMA ${fresh}`);
    const at = new URL(url!);
    at.searchParams.set('options', `-c search_path=${fresh}`);
    const [one, two] = [openDatabase({ databaseUrl: at.toString() }), openDatabase({ databaseUrl: at.toString() })];
    try {
      await migrateToLatest(one.db, one.flavor);
      const curriculum = loadCurriculum();
      const wrote = await Promise.all([seedCurriculum(one.db, curriculum, one.flavor), seedCurriculum(two.db, curriculum, two.flavor)]);
      expect(wrote.sort()).toEqual([false, true]);
      const version = await admin.query<{ value: string }>(`SELECT value FROM ${fresh}.content_meta WHERE key = 'curriculum_version'`);
      expect(version.rows.map((r) => r.value)).toEqual([curriculum.version]);
    } finally {
      await Promise.all([one.db.destroy(), two.db.destroy()]);
      await admin.query(`DROP SCHEMA IF EXISTS ${fresh} CASCADE`);
    }
  }, 120_000);

  it('a rate limit exhausted through A is enforced by B, even for the right password', async () => {
    const email = `limit.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Secret123';
    const registered = await call<{ email_verification_id: string }>(b, 'POST', '/api/member/register', {
      json: { email, password, name: 'Parent', env_language: 3, privacy_accepted: 1 },
    });
    // the mail went out from B (the dev outbox is in memory); verify through A
    const outbox = await call<{ code: string | null }[]>(b, 'GET', '/api/dev/outbox', { query: { email } });
    const verified = await call(a, 'POST', '/api/member/verfiy', {
      json: { email, email_verification_id: registered.data.email_verification_id, code: outbox.data[0]?.code },
    });
    expect(verified.code, verified.raw).toBe('1');

    let refusedAfter = 0;
    for (let attempt = 1; attempt <= 100; attempt++) {
      const wrong = await call(a, 'POST', '/api/member/login', { json: { email, password: 'Wrong1234' } });
      if (wrong.http === 429) {
        refusedAfter = attempt;
        break;
      }
      expect(wrong.http, wrong.raw).toBe(422);
    }
    expect(refusedAfter).toBeGreaterThan(1);
    const right = await call(b, 'POST', '/api/member/login', { json: { email, password } });
    expect(right.http, right.raw).toBe(429);
  }, 120_000);
});

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

describe('the shared secrets of several instances', () => {
  const databaseUrl = 'postgres://nobody@127.0.0.1:1/never-opened';
  const hex = randomBytes(32).toString('hex');

  it('in production on PostgreSQL the server does not start without REMIT_KEY and PAYMENT_SECRET', () => {
    // keys generated into one machine's data directory would differ between instances
    for (const given of [{}, { remitKey: hex }, { paymentSecret: hex }]) {
      expect(() => createContext({ nodeEnv: 'production', databaseUrl, ...given })).toThrow(
        /set REMIT_KEY and PAYMENT_SECRET .* the same on every instance/,
      );
    }
  });

  it('with both set it starts, with those keys', async () => {
    const ctx = createContext({ nodeEnv: 'production', databaseUrl, remitKey: hex, paymentSecret: hex, logger: silent });
    expect(ctx.keys.remit.toString('hex')).toBe(hex);
    expect(ctx.keys.payment.toString('hex')).toBe(hex);
    // and on PostgreSQL nothing is read from memory: another instance may have written it
    expect(ctx.readCache.enabled).toBe(false);
    await ctx.close();
  });
});
