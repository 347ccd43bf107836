import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { requireAuth, requireChild } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fail, messages, ok } from '../http/reply';
import { email, id, integer, jsonBody, object, queryOf, text } from '../http/validate';

/** SPEC §9: points can be transferred out from 2000 on. */
export const MIN_TRANSFER_POINTS = 2000;

/**
 * The store and the member's points (SPEC §7, §9): products, orders, point records and
 * the remittance request. Records are real (read from the database); placing an
 * order and transferring points belong to a later issue and reply 501 once their
 * input and the point balance have been checked. Products are public.
 */
export function storeRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const child = requireChild(ctx);

  async function pointsOf(memberId: number) {
    const row = await db.selectFrom('members').select('points').where('id', '=', memberId).executeTakeFirst();
    if (!row) throw fail.sessionInvalid();
    return row.points;
  }

  app.get('/products', (c) => ok(c, []));

  app.post('/send-order', auth, async (c) => {
    const input = await jsonBody(c, orderBody);
    const points = await pointsOf(c.get('auth').memberId);
    if (input.points > points) {
      throw fail.field('points', messages.notEnoughPoints(points));
    }
    throw fail.notBuilt();
  });

  /** Transaction records: the member's paid orders, newest first. */
  app.get('/orders', auth, child, async (c) => {
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'plan', 'created_at', 'amount', 'used_points', 'pay_method'])
      .where('member_id', '=', c.get('auth').memberId)
      .where('status', '=', 'paid')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return ok(c, rows);
  });

  // The contract of issue 9 (src/api/openapi.yaml); the server side follows in the next commits.
  app.get('/orders/:id', auth, () => {
    throw fail.notFound();
  });
  app.post('/payments/sandbox/:id', auth, () => {
    throw fail.notFound();
  });
  app.post('/payments/notify', () => {
    throw fail.notFound();
  });
  app.get('/point/remit', auth, (c) => ok(c, []));

  /** Point records, newest first. */
  app.get('/pointRecords', auth, child, async (c) => {
    const rows = await db
      .selectFrom('point_records')
      .select(['id', 'item', 'points', 'created_at'])
      .where('member_id', '=', c.get('auth').memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return ok(c, rows);
  });

  /** A bank transfer of points (bank fields in the query, as SPEC §7 has it). */
  app.post('/point/remit', auth, child, async (c) => {
    await queryOf(c, remitQuery);
    const points = await pointsOf(c.get('auth').memberId);
    if (points < MIN_TRANSFER_POINTS) {
      throw fail.field('points', messages.transferMinimum(MIN_TRANSFER_POINTS));
    }
    throw fail.notBuilt();
  });

  return app;
}

const orderBody = object({
  product_id: id,
  points: integer(0, 100_000_000, messages.pointsAmount),
  /** SPEC §8: a missing or unknown method reads 'Please select payment method'. */
  pay_method: v.pipe(
    v.optional(v.unknown(), ''),
    v.picklist(['credit_card', 'alipay', 'wechat_pay'], messages.payMethod),
  ),
});

const remitQuery = object({
  bank_name: text(100),
  bank_code: text(20),
  bank_account_name: text(100),
  bank_account_number: v.pipe(text(40), v.regex(/^[0-9 -]+$/, messages.accountNumber)),
  id_number: text(20),
  address: text(200),
  phone: v.pipe(text(30), v.regex(/^\+?[0-9 ()-]+$/, messages.phone)),
  email,
});
