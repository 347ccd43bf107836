import { Hono } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { email, object, queryOf } from '../http/validate';

/**
 * Development helpers, mounted only when NODE_ENV is development or test (see
 * createApp): `GET /api/dev/outbox?email=E` lists the mails sent to E, newest first,
 * so tests and developers can read verification codes.
 */
export function devRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/dev/outbox', async (c) => {
    const input = await queryOf(c, object({ email }));
    const rows = await ctx.db
      .selectFrom('mail_outbox')
      .select(['to_email', 'subject', 'text', 'code', 'created_at'])
      .where('to_email', '=', input.email)
      .orderBy('id', 'desc')
      .execute();
    return ok(
      c,
      rows.map((row) => ({
        to: row.to_email,
        subject: row.subject,
        text: row.text,
        code: row.code,
        created_at: row.created_at,
      })),
    );
  });

  return app;
}
