import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { spaSecurityHeaders } from './http/security-headers';

export const NOT_BUILT_MESSAGE = 'The web app is not built (dist/ is missing): run npm run build';

/**
 * The built SPA from `distDir`: files as they are (their gzip twins to a browser that takes
 * gzip), and index.html for any other path
 * without a file extension, so the client router handles it. Hashed /assets/* are
 * cached for a year, index.html never (a new build is seen at once), other files for an
 * hour. Without a build, a clear 503.
 */
export function spaApp(distDir: string): Hono {
  const app = new Hono();
  app.use('*', spaSecurityHeaders());

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    if (c.res.status === 200) c.header('Cache-Control', cacheControl(c.req.path, c.res.headers.get('Content-Type')));
  });

  if (!existsSync(join(distDir, 'index.html'))) {
    app.all('*', (c) => c.text(NOT_BUILT_MESSAGE, 503));
    return app;
  }

  // the build's own bookkeeping (manifest, chunk sizes) is not for browsers
  app.all('/.vite/*', (c) => c.text('Not found', 404));
  // `precompressed`: the build's gzip twins (vite.config.ts precompressAssets) to browsers that take gzip
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get(
    '*',
    async (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? c.text('Not found', 404) : next()),
    serveStatic({ root: distDir, path: 'index.html', precompressed: true }),
  );
  app.notFound((c) => c.text('Not found', 404));
  return app;
}

function cacheControl(path: string, contentType: string | null): string {
  if (contentType?.startsWith('text/html')) return 'no-cache';
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
