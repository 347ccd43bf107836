// The yardstick for `npm run bench`: the smallest Hono app on @hono/node-server,
// replying a JSON wrapper like the real API does, so the ratio shows what our
// middleware, validation and database add.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.json({ status: { code: '1', message: 'success' }, data: { ok: true } }));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8081), hostname: '127.0.0.1' });
