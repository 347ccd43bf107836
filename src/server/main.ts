import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import type { AppContext } from './context';
import { fairServer } from './http/fair-turns';
import { isApiPath, keptReplies } from './http/kept-replies';
import { NOT_BUILT_MESSAGE, spaApp } from './spa';
import { contextFromEnv, portFromEnv, prepare } from './startup';

/**
 * `npm start`: ONE Node process serving the built SPA (./dist) and the API (/api) on
 * http://localhost:8080. NODE_ENV is read from the environment, default production.
 */
let ctx: AppContext;
try {
  ctx = contextFromEnv(process.env, 'production');
} catch (error) {
  // a setting that cannot work (a bad PORT-like value, keys missing on PostgreSQL): say it plainly
  console.error(`the server could not start: ${(error as Error).message}`);
  process.exit(1);
}
const { logger } = ctx;

try {
  const port = portFromEnv(process.env);
  await prepare(ctx, { port });

  const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
  if (!existsSync(distDir)) logger.warn(NOT_BUILT_MESSAGE);
  const api = getRequestListener(createApp(ctx).fetch);
  const web = getRequestListener(spaApp(distDir).fetch);
  const kept = keptReplies(ctx);

  // requests in arrival order, a slice of work per turn, so new connections are taken in (http/fair-turns.ts)
  const server = fairServer((req, res) => {
    if (!isApiPath(req.url)) void web(req, res);
    else if (!kept(req, res)) void api(req, res);
  });
  server.listen(port, () => {
    logger.info(`Hanzi House is running at http://localhost:${port} (NODE_ENV=${ctx.config.nodeEnv})`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    // give open requests 10 s, then leave anyway
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => {
      ctx.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  logger.error('the server could not start', { error });
  await ctx.close().catch(() => {});
  process.exit(1);
}
