import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiHeaders } from '../../src/server/http/kept-replies';
import { spaApp } from '../../src/server/spa';
import { createTestServer } from './helpers';

/**
 * Issue 10: every reply of the SPA and of the API carries a Content-Security-Policy without
 * inline script and with frame-ancestors 'none', nosniff, a Referrer-Policy and X-Frame-Options.
 */

/** The directives of a policy, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectSecurityHeaders(headers: Headers, where: string) {
  const csp = directives(headers.get('Content-Security-Policy'));
  expect(csp.size, `${where}: a Content-Security-Policy`).toBeGreaterThan(0);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scripts, `${where}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${where}: script-src`).not.toContain("'unsafe-eval'");
  expect(scripts.every((s) => s === "'self'" || s === "'none'"), `${where}: scripts only from the app: ${scripts.join(' ')}`).toBe(true);
  expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
  expect(csp.get('object-src') ?? csp.get('default-src'), where).toEqual(["'none'"]);
  expect(headers.get('X-Content-Type-Options'), where).toBe('nosniff');
  expect(headers.get('Referrer-Policy'), where).toMatch(/^(same-origin|no-referrer)$/);
  expect(headers.get('X-Frame-Options'), where).toBe('DENY');
}

describe('security headers of the SPA', () => {
  const dist = mkdtempSync(join(tmpdir(), 'hh-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hanzi House</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  const app = spaApp(dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('on the page, on assets, on a missing file and when the SPA is not built', async () => {
    for (const path of ['/', '/en/login', '/assets/index-abc123.js', '/missing.png']) {
      expectSecurityHeaders((await app.request(path)).headers, path);
    }
    expectSecurityHeaders((await spaApp(join(dist, 'nothing')).request('/')).headers, 'not built');
  });

  it("lets the page load only the app's own scripts, styles, fonts and calls, and pictures from data: and blob:", async () => {
    const csp = directives((await app.request('/')).headers.get('Content-Security-Policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // Tone's clock runs in a Worker made from a Blob (found by the browser tests' CSP check)
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });
});

describe('security headers of the API', () => {
  const server = createTestServer();

  it('on a success, a refusal, an unknown route and an error reply', async () => {
    const account = await server.member();
    const replies = {
      products: await server.get('/api/products'),
      self: await server.get('/api/member/self', { token: account.token }),
      unauthenticated: await server.get('/api/member/self'),
      refused: await server.post('/api/member/login', { json: {} }),
      unknown: await server.get('/api/nowhere'),
    };
    for (const [where, reply] of Object.entries(replies)) expectSecurityHeaders(reply.headers, where);
  });

  it('the API policy loads nothing at all: its replies are data, never pages', async () => {
    const csp = directives((await server.get('/api/products')).headers.get('Content-Security-Policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
  });

  it('kept replies (sent before the app, http/kept-replies.ts) carry the same headers', () => {
    expectSecurityHeaders(new Headers(apiHeaders('id', false)), 'kept reply');
  });
});

/**
 * Issue 26: Strict-Transport-Security was never sent, also behind a proxy with TRUST_PROXY=1 and
 * X-Forwarded-Proto: https. It is sent on every reply served over HTTPS, never over plain HTTP.
 */
describe('HSTS', () => {
  const HSTS = 'Strict-Transport-Security';
  const https = { 'X-Forwarded-Proto': 'https' };
  const server = createTestServer();
  const proxied = createTestServer({ trustProxy: true });
  const dist = mkdtempSync(join(tmpdir(), 'hh-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hanzi House</title>');
  afterAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    await server.ctx.close();
    await proxied.ctx.close();
  });
  const api = (app: typeof server.app, url: string, headers: Record<string, string> = {}) =>
    app.request(url, { headers }, { incoming: { socket: { remoteAddress: '10.9.9.9' } } });

  it('the API sends it over HTTPS, on a success and on a refusal, for a year', async () => {
    for (const path of ['/api/products', '/api/member/self', '/api/nowhere']) {
      const reply = await api(server.app, `https://localhost${path}`);
      expect(reply.headers.get(HSTS), path).toBe('max-age=31536000');
    }
  });

  it('the API sends it behind a trusted proxy that says https, and never over plain HTTP', async () => {
    expect((await api(proxied.app, 'http://localhost/api/products', https)).headers.get(HSTS)).toBe('max-age=31536000');
    expect((await api(proxied.app, 'http://localhost/api/products')).headers.get(HSTS)).toBeNull();
    expect((await api(proxied.app, 'http://localhost/api/products', { 'X-Forwarded-Proto': 'http' })).headers.get(HSTS)).toBeNull();
    expect((await api(server.app, 'http://localhost/api/products')).headers.get(HSTS)).toBeNull();
    // without TRUST_PROXY the header is the client's own claim: no HSTS on plain HTTP
    expect((await api(server.app, 'http://localhost/api/products', https)).headers.get(HSTS)).toBeNull();
  });

  it('the SPA sends it the same way', async () => {
    expect((await spaApp(dist).request('https://localhost/')).headers.get(HSTS)).toBe('max-age=31536000');
    expect((await spaApp(dist).request('http://localhost/')).headers.get(HSTS)).toBeNull();
    expect((await spaApp(dist).request('http://localhost/', { headers: https })).headers.get(HSTS)).toBeNull();
    const behindProxy = spaApp(dist, { trustProxy: true });
    expect((await behindProxy.request('http://localhost/en/login', { headers: https })).headers.get(HSTS)).toBe('max-age=31536000');
    expect((await behindProxy.request('http://localhost/en/login')).headers.get(HSTS)).toBeNull();
  });

  it('kept replies (sent before the app) too', () => {
    expect(apiHeaders('id', true)[HSTS]).toBe('max-age=31536000');
    expect(apiHeaders('id', false)[HSTS]).toBeUndefined();
  });
});
