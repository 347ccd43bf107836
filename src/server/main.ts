import { existsSync } from 'node:fs';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import type { AppContext } from './context';
import { fairServer } from './http/fair-turns';
import { isApiPath, keptReplies } from './http/kept-replies';
import { NOT_BUILT_MESSAGE, spaApp } from './spa';
import { contextFromEnv, logStartSummary, portFromEnv, prepare } from './startup';
import { projectFile } from './root';

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
  const { demoPassword } = await prepare(ctx);

  const distDir = projectFile('dist');
  if (!existsSync(distDir)) logger.warn(NOT_BUILT_MESSAGE);
  const api = getRequestListener(createApp(ctx).fetch);
  const web = getRequestListener(spaApp(distDir, { trustProxy: ctx.config.trustProxy }).fetch);
  const kept = keptReplies(ctx);

  // requests in arrival order, a slice of work per turn, so new connections are taken in (http/fair-turns.ts)
  const server = fairServer((req, res) => {
    if (!isApiPath(req.url)) void web(req, res);
    else if (!kept(req, res)) void api(req, res);
  });
  // PORT=0: a port the system picks, which the summary names (the tests start servers this way,
  // so two of them can never be handed the same port)
  server.listen(port, () => {
    const bound = server.address();
    const address = `http://localhost:${typeof bound === 'object' && bound ? bound.port : port}`;
    logStartSummary(ctx, { address, mode: `NODE_ENV=${ctx.config.nodeEnv}`, demoPassword });
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
