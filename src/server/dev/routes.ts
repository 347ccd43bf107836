import { Hono } from 'hono';
import type { AppContext } from '../context';
import type { AppEnv } from '../http/env';
import { ok } from '../http/reply';
import { email, object, queryOf } from '../http/validate';

/**
 * Development helpers, mounted only when NODE_ENV is development or test (see
 * createApp): `GET /api/dev/outbox?email=E` lists the mails sent to E, newest first,
 * so tests and developers can read verification codes. The outbox is in memory (mail.ts):
 * no code is ever stored in the database.
 */
export function devRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.get('/dev/outbox', async (c) => {
    const input = await queryOf(c, object({ email }));
    const mails = ctx.mailer.outbox?.to(input.email) ?? [];
    return ok(
      c,
      mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        code: mail.code ?? null,
        created_at: mail.created_at,
      })),
    );
  });

  return app;
}
