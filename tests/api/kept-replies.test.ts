import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptReplies } from '../../src/server/http/kept-replies';
import type { Logger } from '../../src/server/logger';
import { createTestServer } from './helpers';

/**
 * The front door for kept replies (src/server/http/kept-replies.ts), composed in front of the
 * app as src/server/main.ts does, over real HTTP: what it answers must be exactly what the app
 * would have answered, and it must never answer what the app would refuse.
 */
const lines: string[] = [];
const logger: Logger = { debug() {}, info: (m) => void lines.push(m), warn() {}, error() {} };
const server = createTestServer({ readCacheMs: 60_000, logger });
const door = keptReplies(server.ctx);
const app = getRequestListener(server.app.fetch);
/** Whether the front door answered each request, in order. */
const answered: boolean[] = [];
const http = createServer((req, res) => {
  const hit = door(req, res);
  answered.push(hit);
  if (!hit) void app(req, res);
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await server.ctx.close();
});

interface Sent {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Whether the front door answered it (else the app did). */
  byDoor: boolean;
  json: () => { status: { code: string }; data: unknown };
}

function get(path: string, headers: Record<string, string>): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = () => (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString();
        resolve({ status: res.statusCode!, headers: res.headers, body, byDoor: answered.at(-1)!, json: () => JSON.parse(text()) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers that differ between any two replies (the request id, the time, the connection). */
const sameFor = (headers: IncomingHttpHeaders) => {
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const rest = { ...headers };
  for (const name of ['x-request-id', 'date', 'connection', 'keep-alive']) delete rest[name];
  return rest;
};

async function family() {
  const parent = await server.member();
  const child = await server.child(parent.token);
  return { token: parent.token, childId: child.id, headers: { Authorization: `Bearer ${parent.token}`, 'Child-Id': String(child.id) } };
}

describe('the front door for kept replies', () => {
  it('answers a repeated content call with the bytes and headers the app sent, plain and gzipped', async () => {
    const { headers } = await family();
    const first = await get('/api/radical/1?from=door', headers);
    const again = await get('/api/radical/1?from=door', headers);
    expect([first.byDoor, again.byDoor]).toEqual([false, true]);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(sameFor(again.headers)).toEqual(sameFor(first.headers));
    expect(first.headers['cache-control']).toBe('no-store');
    // logged like any request: the path without its query string
    expect(lines.at(-1)).toBe('GET /api/radical/1 200');

    const gzipApp = await get('/api/radical/2', { ...headers, 'Accept-Encoding': 'gzip' });
    const gzipDoor = await get('/api/radical/2', { ...headers, 'Accept-Encoding': 'gzip, br' });
    expect([gzipApp.byDoor, gzipDoor.byDoor]).toEqual([false, true]);
    expect(gzipDoor.headers['content-encoding']).toBe('gzip');
    expect(gzipDoor.body.equals(gzipApp.body)).toBe(true);
    expect(sameFor(gzipDoor.headers)).toEqual(sameFor(gzipApp.headers));
  });

  it('checks the session every time: an expired session or a signed-out token goes to the app and gets 20006', async () => {
    const { token, headers } = await family();
    await get('/api/radical/1', headers);
    expect((await get('/api/radical/1', headers)).byDoor).toBe(true);

    server.clock.advance(server.ctx.config.sessionTtlMs + 1000);
    const expired = await get('/api/radical/1', headers);
    expect([expired.byDoor, expired.status, expired.json().status.code]).toEqual([false, 401, '20006']);
    server.clock.advance(-(server.ctx.config.sessionTtlMs + 1000));

    expect((await get('/api/radical/1', headers)).byDoor).toBe(true);
    expect((await server.post('/api/member/logout', { token })).code).toBe('1');
    const signedOut = await get('/api/radical/1', headers);
    expect([signedOut.byDoor, signedOut.status, signedOut.json().status.code]).toEqual([false, 401, '20006']);
  });

  it("never answers for another member's child, nor without a token", async () => {
    const a = await family();
    const b = await family();
    await get('/api/lesson/schedule/1', a.headers);
    expect((await get('/api/lesson/schedule/1', a.headers)).byDoor).toBe(true);

    const otherChild = await get('/api/lesson/schedule/1', { ...b.headers, 'Child-Id': String(a.childId) });
    expect([otherChild.byDoor, otherChild.status]).toEqual([false, 404]);
    const noToken = await get('/api/lesson/schedule/1', { 'Child-Id': String(a.childId) });
    expect([noToken.byDoor, noToken.status]).toEqual([false, 401]);
    const cookie = await get('/api/lesson/schedule/1', { Cookie: `User-Auth-Token=${a.token}`, 'Child-Id': String(a.childId) });
    expect([cookie.byDoor, cookie.status]).toEqual([true, 200]);
  });

  it('sends the call after a write to the app, which answers with the new progress', async () => {
    const { token, childId, headers } = await family();
    const lessonId = server.ctx.content.radicals.get(1)!.lesson_ids[0]!;
    const wordId = server.ctx.content.lessons.get(lessonId)!.word_ids[0]!;
    type Schedule = { lessons: { words: { is_passed: number }[] }[] };
    await get('/api/lesson/schedule/1', headers);
    const before = await get('/api/lesson/schedule/1', headers);
    expect(before.byDoor).toBe(true);
    expect((before.json().data as Schedule).lessons[0]!.words[0]!.is_passed).toBe(0);

    const pass = await server.post('/api/lesson/schedule', {
      token,
      childId,
      query: { radical_id: 1, lesson_id: lessonId, word_id: wordId, finish_explaining: 1, is_passed: 1 },
    });
    expect(pass.code, pass.raw).toBe('1');
    const after = await get('/api/lesson/schedule/1', headers);
    expect(after.byDoor).toBe(false);
    expect((after.json().data as Schedule).lessons[0]!.words[0]!.is_passed).toBe(1);
  });

  it('is shut when the read cache is off', async () => {
    const off = createTestServer({ readCacheMs: 0 });
    try {
      const parent = await off.member();
      const child = await off.child(parent.token);
      const headers = { authorization: `Bearer ${parent.token}`, 'child-id': String(child.id) };
      await off.get('/api/radical/1', { token: parent.token, childId: child.id });
      const req = { method: 'GET', url: '/api/radical/1', headers } as never;
      expect(keptReplies(off.ctx)(req, {} as never)).toBe(false);
    } finally {
      await off.ctx.close();
    }
  });
});
