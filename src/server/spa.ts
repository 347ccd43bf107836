import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

export const NOT_BUILT_MESSAGE = 'The web app is not built (dist/ is missing): run npm run build';

/**
 * The built SPA from `distDir`: files as they are (hashed /assets/* cached for a year,
 * index.html never cached), and index.html for any other path without a file
 * extension, so the client router handles it. Without a build, a clear 503.
 */
export function spaApp(distDir: string): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
  });

  if (!existsSync(join(distDir, 'index.html'))) {
    app.all('*', (c) => c.text(NOT_BUILT_MESSAGE, 503));
    return app;
  }

  const cacheFor = (path: string) =>
    path.endsWith('index.html')
      ? 'no-cache'
      : /[\\/]assets[\\/]/.test(path)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600';

  app.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (path, c) => {
        c.header('Cache-Control', cacheFor(path));
      },
    }),
  );
  app.get(
    '*',
    async (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? c.text('Not found', 404) : next()),
    serveStatic({
      root: distDir,
      path: 'index.html',
      onFound: (_path, c) => {
        c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
