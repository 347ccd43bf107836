import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { HttpBindings } from '@hono/node-server';
import { expect } from 'vitest';
import { createApp } from '../../src/server/app';
import { createContext, type AppContext, type ContextOptions } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { consoleLogger } from '../../src/server/logger';
import { createSchemaPool } from '../support/postgres-schemas';

/**
 * A test server: the real app on an in-memory SQLite database, with the fast password
 * cost, driven through `app.request()`. Codes are read from the dev outbox, as the
 * browser tests and developers do.
 *
 * With TEST_API_DATABASE=postgres (npm test's second API pass), every test server runs
 * on PostgreSQL at TEST_DATABASE_URL instead, each in a fresh schema of its own.
 */
export interface Reply<T = unknown> {
  http: number;
  headers: Headers;
  code: string;
  message: string;
  data: T;
  errors?: Record<string, string[]>;
  raw: string;
}

export interface CallOptions {
  json?: unknown;
  /** A raw body (e.g. FormData). */
  body?: BodyInit;
  query?: Record<string, string | number>;
  token?: string;
  childId?: number | string;
  headers?: Record<string, string>;
  /** The client's IP address (default: a new one for each call, so per-IP limits stay out of the way). */
  ip?: string;
}

export interface Clock {
  now: Date;
  advance(ms: number): void;
}

export const MINUTE = 60_000;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

/** A fresh e-mail address for one test. */
export const newEmail = (prefix = 'parent') => `${prefix}.${unique()}@example.com`;

/** A fresh IP address, so per-IP limits of one test never touch another's. */
let ipSequence = 1;
export const newIp = () => `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence++ & 255}`;

/** Test servers one file may create on PostgreSQL (security.test.ts has the most). */
const SERVERS_PER_FILE = 16;
const postgresUrl = process.env.TEST_API_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
if (process.env.TEST_API_DATABASE === 'postgres' && !postgresUrl) {
  throw new Error('TEST_API_DATABASE=postgres needs TEST_DATABASE_URL');
}
const schemas = postgresUrl ? await createSchemaPool(postgresUrl, SERVERS_PER_FILE) : null;

/** The keys an operator sets on every instance of a PostgreSQL deployment. */
const SHARED_KEYS = { remit: randomBytes(32).toString('hex'), payment: randomBytes(32).toString('hex') };

export function createTestServer(options: ContextOptions = {}) {
  const clock: Clock = {
    now: new Date(),
    advance(ms) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  const ctx: AppContext = createContext({
    memory: true,
    nodeEnv: 'test',
    passwordCost: 'fast',
    now: () => clock.now,
    logger: consoleLogger('error'),
    // tests write to the database directly too: reads come from it every time (read-cache.test.ts tries the cache)
    readCacheMs: 0,
    // the test payment provider, named as an operator names it (README, PAYMENT_PROVIDER): never implied by NODE_ENV
    paymentProvider: 'sandbox',
    // on PostgreSQL the keys come from the environment, as production requires there (README,
    // "Running several instances")
    ...(schemas && { memory: false, databaseUrl: schemas.take(), remitKey: SHARED_KEYS.remit, paymentSecret: SHARED_KEYS.payment }),
    ...options,
  });
  const app = createApp(ctx);

  async function call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const url = new URL(path, 'http://localhost');
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.childId !== undefined) headers['Child-Id'] = String(options.childId);
    const env = { incoming: { socket: { remoteAddress: options.ip ?? newIp() } } } as unknown as HttpBindings;
    const res = await app.request(url.pathname + url.search, { method, headers, body }, env);
    const raw = await res.text();
    const parsed = res.headers.get('Content-Type')?.includes('json') ? JSON.parse(raw) : null;
    return {
      http: res.status,
      headers: res.headers,
      code: parsed?.status?.code,
      message: parsed?.status?.message,
      data: parsed?.data,
      errors: parsed?.errors,
      raw,
    };
  }

  const get = <T = unknown>(path: string, o?: CallOptions) => call<T>('GET', path, o);
  const post = <T = unknown>(path: string, o?: CallOptions) => call<T>('POST', path, o);
  const put = <T = unknown>(path: string, o?: CallOptions) => call<T>('PUT', path, o);

  /** The newest mail to an address, from the dev outbox. */
  async function lastMail(email: string) {
    const reply = await get<{ to: string; subject: string; text: string; code: string | null }[]>(
      `/api/dev/outbox?email=${encodeURIComponent(email)}`,
    );
    expect(reply.code).toBe('1');
    const mail = reply.data[0];
    if (!mail) throw new Error(`no mail to ${email}`);
    return mail;
  }

  async function lastCode(email: string): Promise<string> {
    const mail = await lastMail(email);
    if (!mail.code) throw new Error(`the last mail to ${email} has no code`);
    return mail.code;
  }

  interface RegisterInput {
    email?: string;
    password?: string;
    name?: string;
    invite_code?: string;
    env_language?: number;
  }

  /** Registers (not verified); returns the credentials and the verification id. */
  async function register(input: RegisterInput = {}) {
    const account = {
      email: input.email ?? newEmail(),
      password: input.password ?? 'Secret123',
      name: input.name ?? 'Parent',
      ...(input.invite_code !== undefined && { invite_code: input.invite_code }),
      env_language: input.env_language ?? 3,
      privacy_accepted: 1,
    };
    const reply = await post<{ email_verification_id: string }>('/api/member/register', {
      json: account,
      ip: newIp(),
    });
    expect(reply.code, reply.raw).toBe('1');
    return { ...account, verificationId: reply.data.email_verification_id };
  }

  async function verify(email: string, verificationId: string) {
    const reply = await post('/api/member/verfiy', {
      json: { email, email_verification_id: verificationId, code: await lastCode(email) },
      ip: newIp(),
    });
    expect(reply.code, reply.raw).toBe('1');
  }

  async function login(email: string, password: string): Promise<string> {
    const reply = await post<{ api_token: string }>('/api/member/login', {
      json: { email, password },
      ip: newIp(),
    });
    expect(reply.code, reply.raw).toBe('1');
    return reply.data.api_token;
  }

  /** A verified, logged-in member. */
  async function member(input: RegisterInput = {}) {
    const account = await register(input);
    await verify(account.email, account.verificationId);
    const token = await login(account.email, account.password);
    const self = await get<{ id: number; invite_code: string }>('/api/member/self', { token });
    return { ...account, token, id: self.data.id, inviteCode: self.data.invite_code };
  }

  /** A child of the member holding `token`. */
  async function child(token: string, fields: Record<string, string | File> = {}) {
    const form = new FormData();
    const all = { name: '小明', gender: 'boy', birthday: '2018-05-01', ...fields };
    for (const [key, value] of Object.entries(all)) form.set(key, value);
    const reply = await post<{ id: number; is_default: number; avatar: string | null }>('/api/children', {
      token,
      body: form,
    });
    expect(reply.code, reply.raw).toBe('1');
    return reply.data;
  }

  /** Row counts of every table, to prove that a refused call stored nothing. */
  async function countRows(): Promise<Record<keyof Database, number>> {
    const tables: (keyof Database)[] = [
      'members',
      'member_settings',
      'children',
      'sessions',
      'email_verifications',
      'uploads',
      'point_records',
      'orders',
      'referral_rewards',
      'remittances',
      'child_word_progress',
      'child_lesson_progress',
    ];
    const counts = {} as Record<keyof Database, number>;
    for (const table of tables) {
      const row = await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  }

  return { ctx, app, clock, call, get, post, put, lastMail, lastCode, register, verify, login, member, child, countRows };
}

export type TestServer = ReturnType<typeof createTestServer>;

/** Asserts a 422 with the given message on the given field. */
export function expectFieldError(reply: Reply, field: string, message: string) {
  expect(reply.http, reply.raw).toBe(422);
  expect(reply.code).toBe('422');
  expect(reply.errors?.[field], reply.raw).toEqual([message]);
  expect(reply.data).toBeNull();
}

/** Tiny real images (2×2, orange), one per accepted format: the server decodes what it stores. */
const base64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'));
export const images = {
  png: base64(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAFElEQVQImWP438Hwv4MBhP93MAAALs4GHQIhOwEAAAAASUVORK5CYII=',
  ),
  jpeg: base64(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAB//EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKUANFF//9k=',
  ),
  gif: base64('R0lGODlhAgACAIAAAExpcf+IACH5BAUAAAAALAAAAAACAAIAAAICjFMAOw=='),
  webp: base64('UklGRjwAAABXRUJQVlA4IDAAAAAQAgCdASoCAAIAAUAmJaACdLoB+AH4AAPIAP7sSd/98Cce6u/3sf/aWQhXX/OcAAA='),
};

/** A database of a test's own, as `openDatabase` gives it. */
export type OwnDatabase = ReturnType<typeof openDatabase>;

/**
 * Runs `use` on a database of its own, closed afterwards: in-memory SQLite, or with
 * `postgresUrl` a PostgreSQL schema made for it (`<prefix>_<random>`) and dropped afterwards.
 * For the migration tests, which start from an old schema rather than a test server's.
 */
export async function withOwnDatabase(
  postgresUrl: string | undefined,
  prefix: string,
  use: (db: OwnDatabase['db'], flavor: OwnDatabase['flavor']) => Promise<void>,
): Promise<void> {
  if (!postgresUrl) {
    const { db, flavor } = openDatabase({ memory: true });
    try {
      await use(db, flavor);
    } finally {
      await db.destroy();
    }
    return;
  }
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const scoped = new URL(postgresUrl);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const { db, flavor } = openDatabase({ databaseUrl: scoped.toString() });
  try {
    await use(db, flavor);
  } finally {
    await db.destroy();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}
