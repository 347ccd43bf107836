import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
  writeFileSync(join(dist, 'assets', 'Home-def456.js.br'), brotliCompressSync(script));
  // the build's prerendered public pages and per-locale shells (src/prerender/files.ts)
  const page = (lang: string, title: string, text: string) =>
    `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><div id="root">${text}</div></body></html>`;
  const written: Record<string, string> = {
    'shell.en.html': page('en', 'Hanzi House', ''),
    'shell.zh-Hans.html': page('zh-Hans', '汉字屋', ''),
    'pages/index.html': page('zh-Hant', '漢字屋', '歡迎來到漢字屋'),
    'pages/en.html': page('en', 'Hanzi House', 'Welcome to Hanzi House'),
    'pages/cn.html': page('zh-Hans', '汉字屋', '欢迎来到汉字屋'),
    'pages/en/login.html': page('en', 'Log in · Hanzi House', 'Log in'.repeat(300)),
    'pages/cn/login.html': page('zh-Hans', '登录 · 汉字屋', '登录'),
    'pages/login.html': page('zh-Hant', '登入 · 漢字屋', '登入'),
  };
  mkdirSync(join(dist, 'pages', 'en'), { recursive: true });
  mkdirSync(join(dist, 'pages', 'cn'), { recursive: true });
  for (const [file, html] of Object.entries(written)) writeFileSync(join(dist, file), html);
  writeFileSync(join(dist, 'pages', 'en', 'login.html.gz'), gzipSync(written['pages/en/login.html']!));
  writeFileSync(join(dist, 'pages', 'en', 'login.html.br'), brotliCompressSync(written['pages/en/login.html']!));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dist, '.vite', 'build-stamp.json'), '{}');
  // the server's bundle (vite.config.ts serverBundleAndStamp) lives in the build too
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'server', 'main.js'), 'export {}');
  const app = spaApp(dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves the prerendered landing page at / and never lets it be cached', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('歡迎來到漢字屋');
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
    for (const path of ['/missing.png', '/assets/gone.js', '/../package.json', '/assets/%2e%2e/%2e%2e/package.json', '/assets/', '/pages/nope.html']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('Hanzi House');
    }
  });

  it('sends the gzip twin of a file to a browser that takes gzip, the file itself to one that does not', async () => {
    const zipped = await app.request('/assets/Home-def456.js', { headers: { 'Accept-Encoding': 'gzip, deflate' } });
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

  it('sends the brotli twin to a browser that takes br, gzip to one that takes only gzip, the file to one that takes neither', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'br;q=1.0, gzip;q=0.8', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0, gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: null, decode: (b: Buffer) => b },
      { accept: '', encoding: null, decode: (b: Buffer) => b },
    ];
    for (const { accept, encoding, decode } of cases) {
      const res = await app.request('/assets/Home-def456.js', { headers: accept ? { 'Accept-Encoding': accept } : {} });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('Content-Encoding'), accept).toBe(encoding);
      expect(res.headers.get('Vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('Content-Type'), accept).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('Cache-Control'), accept).toBe('public, max-age=31536000, immutable');
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get('Content-Length')), accept).toBe(body.length);
      expect(decode(body).toString(), accept).toBe(script);
    }
  });

  it('a file without a twin goes out as it is, still saying it varies by encoding', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await res.text()).toBe('console.log(1)');
  });

  it('sends each public page prerendered, with its language and title, in each locale', async () => {
    const expected: [string, string, string, string][] = [
      ['/', 'zh-Hant', '漢字屋', '歡迎來到漢字屋'],
      ['/en', 'en', 'Hanzi House', 'Welcome to Hanzi House'],
      ['/en/', 'en', 'Hanzi House', 'Welcome to Hanzi House'],
      ['/cn', 'zh-Hans', '汉字屋', '欢迎来到汉字屋'],
      ['/login', 'zh-Hant', '登入 · 漢字屋', '登入'],
      ['/cn/login', 'zh-Hans', '登录 · 汉字屋', '登录'],
      ['/en/login', 'en', 'Log in · Hanzi House', 'Log in'],
    ];
    for (const [path, lang, title, text] of expected) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache');
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${lang}">`);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain(text);
    }
  });

  it('compresses the prerendered pages too', async () => {
    const br = await app.request('/en/login', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Cache-Control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(written['pages/en/login.html']);
    const gz = await app.request('/en/login', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(written['pages/en/login.html']);
  });

  it('gives every other path the shell of its language', async () => {
    const expected: [string, string][] = [
      ['/home', 'zh-Hant'],
      ['/en/home', 'en'],
      ['/en/set-up/child', 'en'],
      ['/cn/register-captcha', 'zh-Hans'],
      ['/cn/explaining/12', 'zh-Hans'],
      ['/english', 'zh-Hant'],
    ];
    for (const [path, lang] of expected) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache');
      const html = await res.text();
      expect(html.includes(`lang="${lang}"`) || (lang === 'zh-Hant' && !html.includes('lang=')), path).toBe(true);
      expect(html, path).not.toContain('Welcome');
    }
  });

  it('answers a page whose file is unchanged with 304 when the browser has it', async () => {
    const first = await app.request('/en/login');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await app.request('/en/login', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers a form posted to a page (before the app ran) with 303 back to the page, its fields never echoed', async () => {
    // issue 26: a plain form submission must never put a field in an address, nor get it back
    const fields = new URLSearchParams({ email: 'parent@example.com', password: 'Secret-Pa55word', pincode: '482913' });
    for (const path of ['/', '/login', '/en/login', '/cn/register', '/en/register-captcha', '/forget', '/en/forget/captcha', '/en/privacy']) {
      const res = await app.request(`${path}?from=form`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: fields.toString(),
      });
      expect(res.status, path).toBe(303);
      expect(res.headers.get('Location'), path).toBe(path);
      const reply = await res.text();
      for (const value of fields.values()) {
        expect(reply, path).not.toContain(value);
        expect(JSON.stringify([...res.headers]), path).not.toContain(value);
      }
    }
    // a multipart body, an empty one and a file path: no 5xx either
    const form = new FormData();
    form.set('password', 'Secret-Pa55word');
    expect((await app.request('/en/login', { method: 'POST', body: form })).status).toBe(303);
    expect((await app.request('/en/login', { method: 'POST' })).status).toBe(303);
    expect((await app.request('/assets/index-abc123.js', { method: 'POST', body: fields.toString() })).status).toBe(404);
  });

  it("keeps the build's bookkeeping (dist/.vite) from browsers", async () => {
    expect((await app.request('/.vite/manifest.json')).status).toBe(404);
    expect((await app.request('/.vite/build-stamp.json')).status).toBe(404);
  });

  it("keeps the server's bundle (dist/server) from browsers", async () => {
    expect((await app.request('/server/main.js')).status).toBe(404);
    expect((await app.request('/server/')).status).toBe(404);
  });

  it('says clearly when the SPA is not built', async () => {
    const missing = spaApp(join(dist, 'nothing-here'));
    const res = await missing.request('/login');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe(NOT_BUILT_MESSAGE);
    expect(NOT_BUILT_MESSAGE).toContain('npm run build');
  });
});
