import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './helpers';

/**
 * Issue 10 "Hardened": how the server treats a request as a whole, over a real socket where
 * the socket matters (an oversized body), else through app.request.
 */

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** An error the client saw on the request (ECONNRESET, EPIPE), if any. */
  error?: NodeJS.ErrnoException;
}

/** Sends `size` bytes of body in 64 KB chunks, as a client that does not wait for 100-continue does. */
function sendLarge(
  port: number,
  path: string,
  size: number,
  headers: Record<string, string>,
  chunked = false,
): Promise<RawReply> {
  return new Promise((resolve) => {
    let error: NodeJS.ErrnoException | undefined;
    let reply: Omit<RawReply, 'error'> | undefined;
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', headers: chunked ? headers : { ...headers, 'Content-Length': String(size) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (e) => {
          error ??= e;
        });
        res.on('end', () => {
          reply = { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() };
        });
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => {
      error ??= e;
    });
    // done when the connection is gone: a reset while the body was still going shows up as an error
    req.on('close', () => resolve({ ...(reply ?? { status: 0, headers: {}, body: '' }), error }));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

describe('an oversized body, over a real socket', () => {
  const server = createTestServer();
  let http: Server;
  let port = 0;
  let token = '';

  beforeAll(async () => {
    token = (await server.member()).token;
    http = createServer(getRequestListener(server.app.fetch));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
  });
  afterAll(async () => {
    http.closeAllConnections();
    await new Promise((resolve) => http.close(resolve));
  });

  it('a JSON call: 413 with the message and Connection: close, read whole, no reset', async () => {
    const reply = await sendLarge(port, '/api/member/login', 20 * 1024 * 1024, { 'Content-Type': 'application/json' });
    expect(reply.error?.code).toBeUndefined();
    expect(reply.status).toBe(413);
    expect(reply.headers.connection).toBe('close');
    const body = JSON.parse(reply.body);
    expect(body).toMatchObject({ status: { code: '413', message: 'The request is too large' }, data: null });
  });

  it('a child form: 413 with the avatar message on the avatar field, read whole, no reset', async () => {
    const reply = await sendLarge(port, '/api/children', 12 * 1024 * 1024, {
      'Content-Type': 'multipart/form-data; boundary=x',
      Authorization: `Bearer ${token}`,
    });
    expect(reply.error?.code).toBeUndefined();
    expect(reply.status).toBe(413);
    expect(reply.headers.connection).toBe('close');
    const body = JSON.parse(reply.body);
    expect(body.status).toEqual({ code: '413', message: 'The avatar must be at most 2 MB' });
    expect(body.errors).toEqual({ avatar: ['The avatar must be at most 2 MB'] });
  });

  it('a chunked body (no Content-Length) past the limit: the same 413, no reset', async () => {
    const reply = await sendLarge(port, '/api/member/login', 4 * 1024 * 1024, { 'Content-Type': 'application/json' }, true);
    expect(reply.error?.code).toBeUndefined();
    expect(reply.status).toBe(413);
    expect(reply.headers.connection).toBe('close');
    expect(JSON.parse(reply.body).status).toEqual({ code: '413', message: 'The request is too large' });
  });

  it('a body within the limit, chunked, still reaches the call', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/member/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new Blob([JSON.stringify({ email: 'nobody@example.com', password: 'Secret123' })]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(422);
    // read and checked: an unknown account, not a refused body
    expect(((await res.json()) as { status: { message: string } }).status.message).toBe('Email or password incorrect');
  });

  it('the server still answers on a new connection afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/products`);
    expect(res.status).toBe(200);
  });
});

describe('JSON only as application/json', () => {
  const server = createTestServer();
  const credentials = JSON.stringify({ email: 'nobody@example.com', password: 'Secret123' });
  // countRows reads the database directly: wait for its migrations (PostgreSQL takes a while)
  beforeAll(() => server.ctx.ready);

  it.each([
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['text/plain;charset=UTF-8 (what fetch sends for a string)', { 'Content-Type': 'text/plain;charset=UTF-8' }],
    ['a form type', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['no type at all', {}],
  ])('refuses a JSON body sent as %s: 415 and a clear message', async (_label, headers) => {
    const before = await server.countRows();
    const reply = await server.post('/api/member/register', {
      body: JSON.stringify({ email: 'new@example.com', password: 'Secret123', name: 'P', env_language: 3, privacy_accepted: 1 }),
      headers,
    });
    expect(reply.http, reply.raw).toBe(415);
    expect(reply.code).toBe('415');
    expect(reply.message).toBe('The request body must be sent as application/json');
    expect(await server.countRows()).toEqual(before);
  });

  it('takes application/json with a charset, in any case', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON']) {
      const reply = await server.post('/api/member/login', { body: credentials, headers: { 'Content-Type': type } });
      expect(reply.http, type).toBe(422);
      expect(reply.message).toBe('Email or password incorrect');
    }
  });
});

describe('cookie-authenticated writes only from the app itself', () => {
  const server = createTestServer();
  const publicServer = createTestServer({ publicOrigin: 'https://hanzi.example' });
  let account: Awaited<ReturnType<typeof server.member>>;

  beforeAll(async () => {
    account = await server.member();
  });

  /** PUT members/{id} (the member's own settings) with the cookie and the given headers. */
  const putName = (name: string, headers: Record<string, string>, target = server, who = account) =>
    target.put(`/api/members/${who.id}`, {
      json: { name },
      headers: { Cookie: `User-Auth-Token=${who.token}`, ...headers },
    });

  const nameNow = async () => (await server.get<{ name: string }>('/api/member/self', { token: account.token })).data.name;

  it('refuses a write whose Origin is another site: 403, nothing changed', async () => {
    const reply = await putName('Evil', { Origin: 'https://evil.example' });
    expect(reply.http, reply.raw).toBe(403);
    expect(reply.code).toBe('403');
    expect(reply.message).toBe('This request must come from the app itself');
    expect(await nameNow()).not.toBe('Evil');
  });

  it('without Origin, reads the Referer: another site or none at all is refused', async () => {
    expect((await putName('Evil', { Referer: 'https://evil.example/page' })).http).toBe(403);
    expect((await putName('Evil', { Referer: 'not a url' })).http).toBe(403);
    expect((await putName('Evil', {})).http).toBe(403);
    expect((await putName('Evil', { Origin: 'null' })).http).toBe(403);
    expect(await nameNow()).not.toBe('Evil');
  });

  it("takes a write from the request's own host (Origin, else Referer)", async () => {
    expect((await putName('Same', { Origin: 'http://localhost' })).http).toBe(200);
    expect(await nameNow()).toBe('Same');
    expect((await putName('Referred', { Referer: 'http://localhost/en/set-up/account' })).http).toBe(200);
    expect(await nameNow()).toBe('Referred');
  });

  it('a bearer-token call is not affected, wherever it comes from', async () => {
    const reply = await server.put(`/api/members/${account.id}`, {
      token: account.token,
      json: { name: 'Bearer' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(reply.http, reply.raw).toBe(200);
  });

  it('reads with the cookie are not affected (no CORS: another site cannot read the answer)', async () => {
    const reply = await server.get('/api/member/self', {
      headers: { Cookie: `User-Auth-Token=${account.token}`, Origin: 'https://evil.example' },
    });
    expect(reply.http).toBe(200);
  });

  it('with PUBLIC_ORIGIN set, that origin is the app as well as the Host', async () => {
    const other = await publicServer.member();
    expect((await putName('Public', { Origin: 'https://hanzi.example' }, publicServer, other)).http).toBe(200);
    expect((await putName('Public', { Origin: 'http://hanzi.example' }, publicServer, other)).http).toBe(403);
    expect((await putName('Public', { Origin: 'https://evil.example' }, publicServer, other)).http).toBe(403);
  });
});
