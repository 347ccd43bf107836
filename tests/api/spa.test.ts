import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_BUILT_MESSAGE, spaApp } from '../../src/server/spa';

/** How `npm start` serves the built SPA beside the API. */
describe('the built SPA', () => {
  const dist = mkdtempSync(join(tmpdir(), 'hh-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hanzi House</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // a build's gzip twin (vite.config.ts precompressAssets) and its bookkeeping
  const script = 'export const words = ' + JSON.stringify(Array.from({ length: 200 }, (_, i) => `word ${i}`));
  writeFileSync(join(dist, 'assets', 'Home-def456.js'), script);
  writeFileSync(join(dist, 'assets', 'Home-def456.js.gz'), gzipSync(script));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  const app = spaApp(dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves index.html at / and never lets it be cached', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Hanzi House');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('answers every route of the client router with index.html, in each locale', async () => {
    for (const path of ['/login', '/cn/register-captcha', '/en/set-up/child', '/explaining/12', '/en/nowhere']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year, other files for an hour', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it('a missing file with an extension is a plain 404, not the app', async () => {
    for (const path of ['/missing.png', '/assets/gone.js', '/../package.json']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('Hanzi House');
    }
  });

  it('sends the gzip twin of a file to a browser that takes gzip, the file itself to one that does not', async () => {
    const zipped = await app.request('/assets/Home-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toBe('Accept-Encoding');
    expect(zipped.headers.get('Content-Type')).toMatch(/javascript/);
    expect(zipped.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/Home-def456.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("keeps the build's bookkeeping (dist/.vite) from browsers", async () => {
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
  });

  it('says clearly when the SPA is not built', async () => {
    const missing = spaApp(join(dist, 'nothing-here'));
    const res = await missing.request('/login');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(NOT_BUILT_MESSAGE);
    expect(NOT_BUILT_MESSAGE).toContain('npm run build');
  });
});
