import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { prerenderedFile, shellFileOf } from '../prerender/files';
import { spaSecurityHeaders } from './http/security-headers';

export const NOT_BUILT_MESSAGE = 'The web app is not built (dist/ is missing): run npm run build';

/**
 * The built SPA from `distDir`:
 * - a file as it is, or its brotli twin (`.br`) to a browser that takes br, else its gzip twin
 *   (`.gz`) to one that takes gzip (both made at build time: vite.config.ts precompressAssets),
 *   always with `Vary: Accept-Encoding`;
 * - a public page (`/`, `/login`, … in each locale: src/prerender/files.ts) as the HTML the build
 *   rendered for it (its language, title and text before any script);
 * - any other path without a file extension: the SPA shell of its language (`/en/…` → lang="en",
 *   `/cn/…` → lang="zh-Hans", else zh-Hant), so the client router handles it.
 * - a POST to a page (a form sent before the app ran): 303 back to the page, its fields unread;
 * Hashed /assets/* are cached for a year, HTML never without asking again (a new build is seen at
 * once; an unchanged page answers 304), other files for an hour. Without a build, a clear 503.
 */
export function spaApp(distDir: string, { trustProxy = false }: { trustProxy?: boolean } = {}): Hono {
  const app = new Hono();
  app.use('*', spaSecurityHeaders(trustProxy));

  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 304) c.header('Cache-Control', cacheControl(c.req.path, c.res.headers.get('Content-Type')));
  });

  if (!existsSync(join(distDir, 'index.html'))) {
    app.all('*', (c) => c.text(NOT_BUILT_MESSAGE, 503));
    return app;
  }

  const root = normalize(distDir + sep);
  // the build's own bookkeeping (manifest, chunk sizes, stamp) and the server's bundle are not for browsers
  app.all('/.vite/*', (c) => c.text('Not found', 404));
  app.all('/server/*', (c) => c.text('Not found', 404));
  app.get('*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Not found', 404);
    }
    if (pathname.includes('\0')) return c.text('Not found', 404);
    if (/\.[a-z0-9]+$/i.test(pathname)) return (await sendFile(c, root, pathname)) ?? c.text('Not found', 404);
    if (pathname.endsWith('/')) {
      // /assets/ and the like are folders, not pages
      if (pathname !== '/' && (await isFolder(root, pathname))) return c.text('Not found', 404);
      pathname = pathname.replace(/\/+$/, '') || '/';
    }
    return (
      (await sendFile(c, root, `/${prerenderedFile(pathname)}`)) ??
      (await sendFile(c, root, `/${shellFileOf(pathname)}`)) ??
      c.text('Not found', 404)
    );
  });
  // A page's form posted as a plain form: every form of the app says method="post" (never GET, which
  // would put its fields, a password among them, in the address) and the page's early script holds
  // a press until the app runs (src/boot/earlyForms.ts), so this is a browser that ran neither. The
  // body is never read, logged or echoed: the browser goes back to the page with a GET (303), its
  // address as it was, without the query, and what was typed is typed again.
  app.post('*', (c) => {
    const path = c.req.path;
    if (/\.[a-z0-9]+$/i.test(path)) return c.text('Not found', 404);
    return c.redirect(path, 303);
  });
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

function cacheControl(path: string, contentType: string | null): string {
  if (contentType?.startsWith('text/html')) return 'no-cache';
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** The encodings a request takes, by Accept-Encoding (`br;q=0` refuses br). */
export function acceptedEncodings(header: string | undefined): Set<'br' | 'gzip'> {
  const accepted = new Set<'br' | 'gzip'>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q !== undefined && Number(q) === 0) continue;
    if (name === 'br' || name === 'gzip') accepted.add(name);
    if (name === '*') accepted.add('br').add('gzip');
  }
  return accepted;
}

/** The full path of `pathname` under `root`, or null when it would leave it. */
function inside(root: string, pathname: string): string | null {
  const full = normalize(join(root, pathname));
  return full.startsWith(root) ? full : null;
}

async function isFolder(root: string, pathname: string): Promise<boolean> {
  const full = inside(root, pathname);
  return full !== null && (await stat(full).catch(() => null))?.isDirectory() === true;
}

/**
 * The file at `pathname`, or its best precompressed twin, or null when there is no such file. An
 * ETag from the file's size and time lets a browser that has it get a 304.
 */
async function sendFile(c: Context, root: string, pathname: string): Promise<Response | null> {
  const full = inside(root, pathname);
  if (!full) return null;
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return null;

  const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
  let body: Buffer | null = null;
  let encoding: 'br' | 'gzip' | null = null;
  for (const [candidate, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!accepted.has(candidate)) continue;
    body = await readFile(full + suffix).catch(() => null);
    if (body) {
      encoding = candidate;
      break;
    }
  }
  const etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(full) ?? 'application/octet-stream',
    Vary: 'Accept-Encoding',
    ETag: etag,
  };
  if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });
  body ??= await readFile(full);
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.length);
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}
