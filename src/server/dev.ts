import { createServer as createHttpServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app';
import { isApiPath, keptReplies } from './http/kept-replies';
import { contextFromEnv, logStartSummary, portFromEnv, prepare } from './startup';

/**
 * `npm run dev`: one HTTP server on PORT (default 8080) with the API at /api and the
 * Vite dev server (middleware mode, hot reload over the same server) for everything
 * else. NODE_ENV defaults to development, so the dev outbox is on; PAYMENT_PROVIDER defaults to
 * the sandbox (test payments).
 */
// the development server takes test payments unless told otherwise: PAYMENT_PROVIDER names the
// sandbox here explicitly, never implied by NODE_ENV (README, PAYMENT_PROVIDER)
const ctx = contextFromEnv({ PAYMENT_PROVIDER: 'sandbox', ...process.env }, 'development');
const port = portFromEnv(process.env);
const { demoPassword } = await prepare(ctx);

const apiListener = getRequestListener(createApp(ctx).fetch);
const kept = keptReplies(ctx);
const httpServer = createHttpServer();
const vite = await createViteServer({
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'spa',
});

httpServer.on('request', (req, res) => {
  if (isApiPath(req.url)) {
    if (!kept(req, res)) void apiListener(req, res);
  } else {
    vite.middlewares(req, res);
  }
});

httpServer.listen(port, () => {
  logStartSummary(ctx, { address: `http://localhost:${port}`, mode: `NODE_ENV=${ctx.config.nodeEnv}, Vite dev server with hot reload`, demoPassword });
});

const stop = async () => {
  httpServer.close();
  await vite.close();
  await ctx.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
