import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { HttpBindings } from '@hono/node-server';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/server/member/sessions';
import { moveStars } from '../../src/server/rewards/stars';
import { contractOperations, exampleOf, type ContractOperation, type Schema } from '../contract/operations';
import { changedTables, digestTables, type Digest } from './dump';
import { createTestServer, images, newIp, type Reply } from './helpers';

/**
 * Every operation of the contract fuzzed with fast-check (issue 10, "Hardened"), as an
 * authenticated member, through the real app (in process, `app.request`): RUNS generated
 * bodies (every operation that can carry one: the Fetch API refuses a body on GET), RUNS
 * query strings (the path parameters with them) and RUNS header sets per operation — wrong
 * types, huge strings, unicode, control characters, NUL, lone surrogates, nulls, arrays and
 * objects where scalars go, SQL and script snippets, numbers out of range, malformed percent
 * escapes, bad Child-Id / Local-Date / Locale-Type / Content-Type. Each reply must be below
 * 500, carry no stack trace or SQL, and be the wrapper of src/server/http/reply.ts (the
 * success of a file, an image or the docs excepted).
 *
 * A refused call (4xx) must leave the database as it was. On SQLite the connection's change
 * counter is read around every call (see `changes`). On both databases, per batch (one
 * batch = one operation's RUNS cases of one kind): a digest of every written table (row
 * count + hash of the rows, tests/api/dump.ts) before and after. When the batch also had
 * successes (which may write), its refused cases are sent again as a batch of their own
 * and that one is compared; when a comparison fails, the cases are replayed one by one with
 * a digest around each to name the call that wrote.
 *
 * The seed is fixed and printed; FUZZ_SEED=<n> replays another run, FUZZ_RUNS=<n> changes
 * the number of cases. Each operation and kind draws from its own seed derived from it, so
 * a failure replays alone (fast-check prints the seed and the shrunk case).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
console.info(`[fuzz] seed ${SEED}, ${RUNS} cases per kind (FUZZ_SEED=${SEED} replays this run)`);

// the read cache on, as in production (the test servers' default is off): a third of a call's time
const server = createTestServer({ rateLimits: false, readCacheMs: 2000 });
afterAll(() => server.ctx.close());

const PASSWORD = 'Fz-9secret';

// ------------------------------------------------------------------ the nasty values

const SNIPPETS = [
  "' OR '1'='1", "1; DROP TABLE members; --", "1 UNION SELECT password_hash FROM members", '") or 1=1 --',
  'select * from sessions', "'; update children set star=999; --",
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)',
  '../../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%00', '%', '%zz', '%E0%A4%A', '\u0000', 'a\u0000b',
  '\u202Eevil', '\u200B', '\uFEFF', '\uD800', '\uDFFFx', '🐼🐼', '漢字', 'ㄅㄆㄇ', 'Ｚ', 'ß',
  '${7*7}', '{{7*7}}', '__proto__', 'constructor', 'toString', 'hasOwnProperty',
  'NaN', 'Infinity', '-0', '1e309', '0x1F', '1_000', ' 1 ', '1.0', '01', '+1', '-1', '0', '1.5',
  '2147483648', '9223372036854775808', '99999999999999999999999',
  '2026-02-30', '0000-00-00', '9999-12-31', '1899-12-31', '2026-1-1', 'true', 'null', 'undefined',
  '[]', '{}', '', ' ', '\t', '\r\n', 'someone@example.com', 'a@b', '@', 'x'.repeat(300),
];
const NUMBERS = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, 1e308, -1e308, 0.5, -0, Number.MIN_VALUE, 1e21];
/** Over the JSON body limit (64 KB), multi-byte, and long enough to hurt a careless regex. */
const HUGE = ['A'.repeat(70_000), 'Ж'.repeat(20_000), `${'a'.repeat(5_000)}@${'b'.repeat(5_000)}.com`, '9'.repeat(5_000)];

const controlString = fc.string({
  unit: fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constantFrom(0x7f, 0x85, 0x2028, 0x2029, 0x202e, 0x2066)).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 8,
});
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SNIPPETS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: controlString },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
);
/** A value as query or form text. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

/** Header values are byte strings without CR, LF or NUL: what HTTP can carry at all. */
const headerChar = fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff }), fc.constant(0x09)).map((c) => String.fromCharCode(c));
const HEADER_SAFE = (s: string) => /^[\t\x20-\x7e\x80-\xff]*$/.test(s);
const headerJunk = fc.oneof(
  fc.constantFrom(...SNIPPETS.filter(HEADER_SAFE), ...NUMBERS.map(String)),
  fc.string({ unit: headerChar, maxLength: 40 }),
  fc.integer().map(String),
  fc.constant('9'.repeat(8_000)),
);

// ------------------------------------------------------------------ the member and valid inputs

interface World {
  memberId: number;
  email: string;
  token: string;
  childId: number;
  spareChildId: number;
  named: Record<string, unknown>;
  idByPath: Record<string, unknown>;
}
let world: World;

beforeAll(async () => {
  await server.ctx.ready;
  const member = await server.member({ password: PASSWORD });
  const child = await server.child(member.token, { avatar: new File([images.png], 'a.png', { type: 'image/png' }) });
  const spare = await server.child(member.token, { name: 'Spare' });
  await moveStars(server.ctx.db, { childId: child.id, reason: 'word', stars: 100, at: server.clock.now.toISOString() });
  const call = async <T>(reply: Promise<Reply<T>>) => {
    const r = await reply;
    expect(r.code, r.raw).toBe('1');
    return r.data;
  };
  const who = { token: member.token, childId: child.id };
  const paints = await call(server.get<{ id: number }[]>('/api/paints', who));
  await call(server.post('/api/child/paint', { ...who, json: { paint_id: paints[0]!.id } }));
  const books = await call(server.get<{ id: number }[]>('/api/pictureBooks', who));
  await call(server.post('/api/child/pictureBook', { ...who, json: { book_id: books[0]!.id } }));
  const products = await call(server.get<{ id: number; plan: string | null }[]>('/api/products'));
  const monthly = products.find((p) => p.plan === 'monthly')!;
  const order = await call(server.post<{ id: number }>('/api/send-order', { token: member.token, json: { product_id: monthly.id, points: 0, pay_method: 'credit_card' } }));
  const awards = await call(server.get<{ white_picture: string }[]>('/api/member/awards', who));
  const radical = [...server.ctx.content.radicals.values()][0]!;
  const lessonId = radical.lesson_ids[0]!;
  const files = [...server.ctx.content.files.entries()];
  const upload = await server.ctx.db.selectFrom('uploads').select('id').where('member_id', '=', member.id).executeTakeFirstOrThrow();
  world = {
    memberId: member.id,
    email: member.email,
    token: member.token,
    childId: child.id,
    spareChildId: spare.id,
    named: {
      radical_id: radical.id,
      lesson_id: lessonId,
      word_id: server.ctx.content.lessons.get(lessonId)!.word_ids[0],
      paint_id: paints[0]!.id,
      book_id: books[0]!.id,
      product_id: monthly.id,
      order_id: order.id,
      email_verification_id: member.verificationId,
      'Child-Id': child.id,
      'Locale-Type': 2,
    },
    idByPath: {
      '/members/{id}': member.id,
      '/children/{id}': spare.id,
      '/orders/{id}': order.id,
      '/payments/sandbox/{id}': order.id,
      '/category/{id}': server.ctx.content.parents[0]!.id,
      '/radical/{id}': radical.id,
      '/uploads/{id}': upload.id,
      '/content/strokes/{file}': files.find(([, f]) => f.kind === 'stroke')?.[0],
      '/content/pictures/{file}': files.find(([, f]) => f.kind === 'picture')?.[0],
      '/awards/pictures/{file}': awards[0]!.white_picture.split('/').pop(),
    },
  };
}, 120_000);

const bank = {
  bank_name: 'Bank of Taiwan', bank_code: '004', bank_account_name: 'Lin Mei', bank_account_number: '0123-4567-8901',
  id_number: 'A123456789', address: 'Taipei', phone: '+886 912 345 678', email: 'lin.mei@example.com',
};
/** Valid queries where the contract's examples are not enough (a wrong old password: changing it would end the sessions). */
const QUERIES: Record<string, Record<string, unknown>> = {
  'POST /point/remit': bank,
  'POST /lesson/schedule': { finish_explaining: 1 },
  'POST /member/password': { origin_password: 'Wrong-pass1', password: 'Newpass12' },
  // one radical's words, not the whole vault on every header and body case (a fifth of the file's time)
  'POST /radicals/lessons/words/map': { search: '人' },
};
const BODIES: Record<string, unknown> = {
  'PUT /members/{id}': { bgm: 1 },
  'PUT /child/paint/{paint_id}': { fills: {} },
  'POST /payments/sandbox/{id}': { decision: 'decline' },
  'POST /member/selfDelete': { password: 'Wrong-pass1' },
};

/** The valid inputs of a call: path values, query, headers and body. */
function validInputs(op: ContractOperation) {
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  for (const p of op.parameters) {
    const value = p.in === 'path' && `${op.path}` in world.idByPath ? world.idByPath[op.path] : (world.named[p.name] ?? exampleOf(p.schema));
    if (p.in === 'path') path[p.name] = value;
    else if (p.in === 'query' && (p.required || p.name in world.named)) query[p.name] = p.name === 'email' ? world.email : value;
    else if (p.in === 'header' && (p.required || p.name in world.named)) headers[p.name] = String(value);
  }
  Object.assign(query, QUERIES[op.label]);
  let body: BodyCase | undefined;
  if (op.body?.contentType === 'application/json') {
    const json = structuredClone(BODIES[op.label] ?? exampleOf(op.body.schema)) as Record<string, unknown>;
    for (const key of Object.keys(json ?? {})) if (key in world.named) json[key] = world.named[key];
    body = { type: 'application/json', text: JSON.stringify(json) };
  } else if (op.body?.contentType === 'multipart/form-data' && op.body.required) {
    body = { form: Object.entries(exampleOf(op.body.schema) as Record<string, unknown>).map(([k, v]) => [k, asText(v)]) };
  }
  return { path, query, headers, body };
}

// ------------------------------------------------------------------ the cases

type FormEntry = [name: string, value: string | { bytes: Uint8Array; type: string; filename: string }];
type BodyCase = { type?: string; text: string; form?: undefined } | { form: FormEntry[]; type?: undefined; text?: undefined };
/** A query case: each pair's value, and whether it goes in percent-encoded or as it is. */
interface QueryCase {
  pairs: [string, string][];
  raw: boolean;
  path: Record<string, string>;
  rawPath: boolean;
}
interface Case {
  body?: BodyCase;
  query?: QueryCase;
  headers?: Record<string, string>;
}

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'text/plain', 'text/html',
  'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=zz', 'application/xml', '', '*/*', 'garbage/////',
];
const RAW_BODIES = ['', '{', '{"a":', 'null', '[]', '[{}]', '"text"', '42', 'true', '{"__proto__":{"admin":1}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":1,"a":2}', '\u0000', '\uFEFF{}', 'a=1&b=2', '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--zz--'];

/** A body like the schema's, each field valid or junk, some left out, some added. */
function shapedBody(schema: Schema, valid: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.properties ?? {});
  const fields = Object.fromEntries(
    keys.map((key) => [key, fc.option(fc.oneof({ weight: 1, arbitrary: fc.constant(valid[key] ?? exampleOf(schema.properties![key]!)) }, { weight: 3, arbitrary: junk }), { nil: undefined, freq: 5 })]),
  );
  return fc
    .tuple(fc.record(fields), fc.dictionary(fc.oneof(fc.constantFrom(...SNIPPETS.slice(0, 40)), fc.string({ maxLength: 10 })), junk, { maxKeys: 3 }))
    .map(([known, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      for (const [key, value] of Object.entries(known)) if (value !== undefined) body[key] = value;
      return body;
    });
}

const fileValue = fc.record({
  bytes: fc.oneof(
    { weight: 10, arbitrary: fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constantFrom(images.png, images.jpeg, images.gif, images.webp)) },
    // over the 2 MB avatar limit: rare, each costs a few milliseconds to build and refuse
    { weight: 1, arbitrary: fc.constantFrom(new Uint8Array(300_000), new Uint8Array(2_200_000)) },
  ),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream', ''),
  filename: fc.oneof(fc.constantFrom('a.png', '../../x.png', 'a.php', '', '\u202Egnp.exe'), fc.string({ maxLength: 12 })),
});

function formBody(schema: Schema): fc.Arbitrary<BodyCase> {
  const names = [...Object.keys(schema.properties ?? {}), 'avatar', 'extra'];
  const entry: fc.Arbitrary<FormEntry> = fc.tuple(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }),
    fc.oneof(junk.map(asText), fileValue),
  );
  return fc.array(entry, { maxLength: 6 }).map((form) => ({ form }));
}

function bodyArbitrary(op: ContractOperation): fc.Arbitrary<BodyCase> {
  const schema = op.body?.schema ?? { type: 'object' };
  const valid = (() => {
    const body = validInputs(op).body;
    try {
      return body?.text ? (JSON.parse(body.text) as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  })();
  const json = fc.oneof(
    { weight: 5, arbitrary: shapedBody(schema, valid).map((b): BodyCase => ({ type: 'application/json', text: JSON.stringify(b) })) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v): BodyCase => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })) },
    { weight: 1, arbitrary: junk.map((v): BodyCase => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })) },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constantFrom(...CONTENT_TYPES),
        text: fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ maxLength: 60 }), shapedBody(schema, valid).map((b) => JSON.stringify(b))),
      }),
    },
  );
  const multipart = op.body?.contentType === 'multipart/form-data';
  return multipart
    ? fc.oneof({ weight: 4, arbitrary: formBody(schema) }, { weight: 1, arbitrary: json })
    : fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: formBody(schema) });
}

function queryArbitrary(op: ContractOperation): fc.Arbitrary<QueryCase> {
  const valid = validInputs(op);
  const declared = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const name = fc.oneof(
    { weight: 4, arbitrary: declared.length ? fc.constantFrom(...declared) : fc.constant('id') },
    { weight: 1, arbitrary: fc.constantFrom('id', 'child_id', 'member_id', '__proto__', 'constructor', '', '[]', 'a[b]', 'is_default') },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  );
  const value = fc.oneof({ weight: 1, arbitrary: fc.constant(undefined) }, { weight: 4, arbitrary: junk.map(asText) });
  const validPairs = Object.entries(valid.query).map(([k, v]) => [k, asText(v)] as [string, string]);
  return fc.record({
    // start from the valid query, replace some values with junk, add (and repeat) names
    pairs: fc
      .tuple(fc.array(fc.option(junk.map(asText), { nil: undefined, freq: 2 }), { minLength: validPairs.length, maxLength: validPairs.length }), fc.array(fc.tuple(name, value), { maxLength: 5 }))
      .map(([replace, extra]) => [
        ...validPairs.map(([k, v], i) => [k, replace[i] ?? v] as [string, string]),
        ...extra.filter((e): e is [string, string] => e[1] !== undefined),
      ]),
    raw: fc.boolean(),
    path: fc.record(Object.fromEntries(pathNames.map((p) => [p, fc.oneof({ weight: 1, arbitrary: fc.constant(asText(valid.path[p])) }, { weight: 3, arbitrary: junk.map(asText) })]))),
    rawPath: fc.boolean(),
  }) as fc.Arbitrary<QueryCase>;
}

function headersArbitrary(): fc.Arbitrary<Record<string, string>> {
  const idish = fc.oneof(headerJunk, fc.constant(String(world.childId)), fc.constant(String(world.spareChildId)));
  return fc
    .record(
      {
        'Child-Id': idish,
        'Local-Date': fc.oneof(headerJunk, fc.constantFrom('2026-02-30', '1970-01-01', '2999-01-01', '2026-13-01', new Date().toISOString().slice(0, 10))),
        'Locale-Type': fc.oneof(headerJunk, fc.constantFrom('1', '2', '3', '0', '-1')),
        'Content-Type': fc.constantFrom(...CONTENT_TYPES),
        'Accept-Encoding': fc.constantFrom('gzip', 'br', '*', 'identity;q=0', 'gzip;q=abc', 'x'.repeat(500)),
        Cookie: headerJunk.map((v) => `User-Auth-Token=${v}`),
        'X-Forwarded-For': headerJunk,
        Origin: fc.constantFrom('https://evil.example', 'null', 'http://localhost'),
        'Content-Length': fc.constantFrom('0', '-1', '99999999999', 'abc'),
        'X-Junk': headerJunk,
      },
      { requiredKeys: [] },
    )
    .map((h) => Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>);
}

// ------------------------------------------------------------------ sending and judging

const wellFormed = (s: string) => Buffer.from(s, 'utf8').toString('utf8');

async function send(op: ContractOperation, c: Case, token: string): Promise<Reply> {
  const started = performance.now();
  try {
    return await sendNow(op, c, token);
  } finally {
    timing.send += performance.now() - started;
  }
}

async function digest(): Promise<Digest> {
  const started = performance.now();
  try {
    return await digestTables(server.ctx.db);
  } finally {
    timing.digest += performance.now() - started;
  }
}

async function sendNow(op: ContractOperation, c: Case, token: string): Promise<Reply> {
  const valid = validInputs(op);
  const pathValues = c.query?.path ?? Object.fromEntries(Object.entries(valid.path).map(([k, v]) => [k, asText(v)]));
  const rawPath = c.query?.rawPath ?? false;
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathValues[name] ?? '1';
    return rawPath ? wellFormed(value).replace(/[/?#]/g, encodeURIComponent) : encodeURIComponent(wellFormed(value));
  });
  const pairs = c.query?.pairs ?? Object.entries(valid.query).map(([k, v]) => [k, asText(v)] as [string, string]);
  const search = c.query?.raw
    ? pairs.map(([k, v]) => `${wellFormed(k).replace(/[&=#]/g, encodeURIComponent)}=${wellFormed(v).replace(/[&#]/g, encodeURIComponent)}`).join('&')
    : new URLSearchParams(pairs).toString();
  const headers = new Headers({ ...valid.headers, ...c.headers });
  headers.set('Authorization', `Bearer ${token}`);
  const bodyCase = c.body ?? valid.body;
  let body: BodyInit | undefined;
  if (op.method !== 'get' && bodyCase) {
    if (bodyCase.form) {
      const form = new FormData();
      for (const [name, value] of bodyCase.form) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, new File([value.bytes as Uint8Array<ArrayBuffer>], value.filename, { type: value.type }));
      }
      body = form;
      if (!c.headers?.['Content-Type']) headers.delete('Content-Type');
    } else {
      body = bodyCase.text;
      if (!c.headers?.['Content-Type'] && bodyCase.type !== undefined) headers.set('Content-Type', bodyCase.type);
    }
  }
  if (!body) headers.delete('Content-Length');
  const env = { incoming: { socket: { remoteAddress: newIp() } } } as unknown as HttpBindings;
  const url = `/api${path}${search ? `?${search}` : ''}`;
  const res = await server.app.request(url, { method: op.method.toUpperCase(), headers, body }, env);
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('Content-Encoding');
  const raw = (encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes).toString('utf8');
  let parsed: { status?: { code?: string; message?: string }; data?: unknown; errors?: Record<string, string[]> } | null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  return { http: res.status, headers: res.headers, code: parsed?.status?.code as string, message: parsed?.status?.message as string, data: parsed?.data, errors: parsed?.errors, raw };
}

/** What a reply never holds: a stack trace, an error's name, SQL, the server's files. */
const LEAKS = ['Error:', 'SQLITE', 'node_modules'];
/** SQL: the brief's 'select ' alone would catch our own 'Please select payment method'. */
const SQL = /\bselect\b.*\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate\s+"?\w+"?\s+set\b/i;
/** A stack frame (` at fn (file.ts:12:5)`): the brief's ' at ' alone would catch our own 'at least' and 'at most'. */
const STACK_FRAME = /\bat (?:[\w$.<>[\] ]+ \()?(?:file:|node:|\/)[^\s)]*:\d+:\d+/;

function judge(op: ContractOperation, reply: Reply) {
  const what = `${op.label} ${reply.http} ${reply.raw.slice(0, 300)}`;
  expect(reply.http, what).toBeLessThan(500);
  // a success echoes what was sent (a name, a search): the leak check is for refusals
  if (reply.http >= 300) {
    for (const leak of LEAKS) expect(reply.raw, `${what}: "${leak}"`).not.toContain(leak);
    expect(reply.raw, `${what}: a stack frame`).not.toMatch(STACK_FRAME);
    expect(reply.raw, `${what}: SQL`).not.toMatch(SQL);
  }
  if (reply.http === 200 && !op.wrapped) return;
  expect(reply.headers.get('Content-Type'), what).toContain('application/json');
  const body = JSON.parse(reply.raw) as Record<string, unknown>;
  expect(Object.keys(body).every((k) => ['status', 'data', 'errors'].includes(k)), what).toBe(true);
  expect('data' in body, what).toBe(true);
  const status = body.status as { code: unknown; message: unknown };
  expect(typeof status.code, what).toBe('string');
  expect(typeof status.message, what).toBe('string');
  if (reply.http === 200) expect(status.code, what).toBe('1');
  else {
    expect(status.code === String(reply.http) || (status.code === '20006' && reply.http === 401), what).toBe(true);
    expect(body.data === null || reply.http === 500, what).toBe(true);
  }
  if (body.errors !== undefined) {
    // field messages: a refused form (422), or a body too large whose field says so (413, the avatar)
    expect([413, 422], what).toContain(reply.http);
    for (const messages of Object.values(body.errors as Record<string, unknown>)) {
      expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string'), what).toBe(true);
    }
  }
}

const refused = (reply: Reply) => reply.http >= 400 && reply.http < 500;

const onSqlite = () => !server.ctx.databaseLocation.startsWith('PostgreSQL');
/**
 * On SQLite, rows the connection has inserted, updated or deleted so far (`total_changes()`,
 * one connection, so every write of the app), rolled back or not. Read around each call: when
 * it moved, the digest is taken at once and compared with the one before the call, which names
 * a refused call that writes, even one that writes a value the row already had (a batch replay
 * would miss it). PostgreSQL has no such counter: there the batch digests alone judge.
 */
async function changes(): Promise<number | null> {
  if (!onSqlite()) return null;
  const row = await sql<{ n: number }>`select total_changes() as n`.execute(server.ctx.db);
  return Number(row.rows[0]?.n);
}

/** A token for `op`'s batch: a fresh session each call for logout (it ends the session), else one per batch. */
async function tokens(op: ContractOperation): Promise<() => Promise<string>> {
  const db = server.ctx.db;
  const mint = () => createSession(db, world.memberId, server.clock.now, server.ctx.config.sessionTtlMs);
  if (op.operationId === 'logout') {
    // minted before the batch's first digest, so the batch itself writes no session
    const ready = await Promise.all(Array.from({ length: RUNS }, mint));
    return async () => ready.pop() ?? mint();
  }
  const token = await mint();
  return async () => token;
}

/** A stable seed per operation and kind, derived from SEED. */
function seedOf(label: string) {
  let h = SEED | 0;
  for (const ch of label) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

/** Sends the cases again, one by one, with a digest around each: the first one that writes. */
async function culprit(op: ContractOperation, cases: Case[], token: () => Promise<string>) {
  for (const c of cases) {
    const t = await token();
    const before = await digest();
    const reply = await send(op, c, t);
    const after = await digest();
    if (refused(reply) && changedTables(before, after).length) {
      return { case: c, reply: reply.raw.slice(0, 300), changed: changedTables(before, after) };
    }
  }
  return null;
}

/** Refused cases sent as one batch: the database must not change. Returns what still failed. */
async function expectRefusalsWriteNothing(op: ContractOperation, kind: string, cases: Case[], token: () => Promise<string>, round = 0): Promise<void> {
  if (!cases.length) return;
  // tokens first (logout's are minted, which writes), then the digest
  const sessionTokens = await Promise.all(cases.map(() => token()));
  const before: Digest = await digest();
  const stillRefused: Case[] = [];
  let succeeded = false;
  for (const [i, c] of cases.entries()) {
    const reply = await send(op, c, sessionTokens[i]!);
    if (refused(reply)) stillRefused.push(c);
    else succeeded = true;
  }
  const changed = changedTables(before, await digest());
  if (!changed.length) return;
  if (succeeded && round < 2) return expectRefusalsWriteNothing(op, kind, stillRefused, token, round + 1);
  const found = await culprit(op, stillRefused, token);
  expect(found, `${op.label} (${kind}): refused calls changed ${changed.join(', ')}`).toBeNull();
}

/** Runs RUNS cases of one kind against `op`; checks every reply, then that the refused ones wrote nothing. */
async function fuzzBatch(op: ContractOperation, kind: 'body' | 'query' | 'headers', arbitrary: fc.Arbitrary<Case>) {
  const token = await tokens(op);
  const before = await digest();
  const sent: { c: Case; refused: boolean }[] = [];
  const seed = seedOf(`${op.label} ${kind}`);
  /** On SQLite: the database as it is now, refreshed after every call that touched rows. */
  let known = onSqlite() ? before : null;
  await fc.assert(
    fc.asyncProperty(arbitrary, async (c) => {
      const t = await token();
      const written = await changes();
      const reply = await send(op, c, t);
      sent.push({ c, refused: refused(reply) });
      judge(op, reply);
      if (known && written !== null && (await changes()) !== written) {
        // rows were touched: a refused call may only have done so in a transaction it rolled back
        const now = await digest();
        if (refused(reply)) {
          expect(changedTables(known, now), `${op.label} ${reply.http} ${reply.raw.slice(0, 200)}: a refused call changed`).toEqual([]);
        }
        known = now;
      }
    }),
    { seed, numRuns: RUNS },
  );
  const changed = changedTables(before, await digest());
  const refusedCases = sent.filter((s) => s.refused).map((s) => s.c);
  if (changed.length) {
    if (refusedCases.length === sent.length) {
      const found = await culprit(op, refusedCases, token);
      expect(found, `${op.label} (${kind}, seed ${seed}): refused calls changed ${changed.join(', ')}`).toBeNull();
    } else {
      await expectRefusalsWriteNothing(op, kind, refusedCases, token);
    }
  }
  return { sent: sent.length, refused: refusedCases.length };
}

const operations = contractOperations().filter((op) => !process.env.FUZZ_ONLY || op.label.includes(process.env.FUZZ_ONLY));
const timing = { send: 0, digest: 0 };
const cpuAtStart = process.cpuUsage();
afterAll(() => {
  const cpu = process.cpuUsage(cpuAtStart);
  console.info(
    `[fuzz] time in calls ${Math.round(timing.send)} ms, in digests ${Math.round(timing.digest)} ms; ` +
      `CPU of the whole file ${Math.round((cpu.user + cpu.system) / 1000)} ms (what a busy machine cannot inflate)`,
  );
});

describe('every operation of the contract, fuzzed', () => {
  it('covers every operation', () => {
    if (!process.env.FUZZ_ONLY) expect(operations.length).toBeGreaterThanOrEqual(50);
  });

  for (const op of operations) {
    it(`${op.label}`, async () => {
      const counts: Record<string, { sent: number; refused: number }> = {};
      if (op.method !== 'get') counts.body = await fuzzBatch(op, 'body', bodyArbitrary(op).map((body) => ({ body })));
      counts.query = await fuzzBatch(op, 'query', queryArbitrary(op).map((query) => ({ query })));
      counts.headers = await fuzzBatch(op, 'headers', headersArbitrary().map((headers) => ({ headers })));
      for (const { sent } of Object.values(counts)) expect(sent).toBeGreaterThanOrEqual(RUNS);
      // the member is still there and signed in: the fuzz did not end its own run
      const self = await server.get('/api/member/self', { token: await (await tokens(op))() });
      expect(self.code, self.raw).toBe('1');
    }, 120_000);
  }
});
