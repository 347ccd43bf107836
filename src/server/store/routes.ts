import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { requireAuth, requireChild } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fail, ok, messages } from '../http/reply';
import { id, integer, jsonBody, object, pathId } from '../http/validate';
import { balanceOf } from './ledger';
import { createOrder, orderView, ownOrder, receiveConfirmation, releaseExpiredOrders, transactionRecordView } from './orders';
import { sandboxProvider } from './payments';
import { assertTransferable, parseRemitQuery, remittanceView, requestRemittance } from './remit';

/**
 * The store and the member's points (SPEC §7, §9): products, orders and their payment,
 * point records (the ledger, store/ledger.ts) and remittance requests. Products are
 * public; the provider's confirmation (payments/notify) is public too, its HMAC signature
 * being its credential. Everything else is the member's own: another member's order or
 * request is never reachable (404).
 *
 * The payment provider is chosen by name (PAYMENT_PROVIDER, context.ts): 'sandbox' is the test
 * provider (no money moves; its page says so); without one the products are shown as not
 * purchasable and send-order refuses with 'Purchases are not available yet' (issue 26).
 */
export function storeRoutes(ctx: AppContext) {
  const { db } = ctx;
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const child = requireChild(ctx);
  const provider = ctx.config.paymentProvider === 'sandbox' ? sandboxProvider(ctx.keys.payment) : null;
  /** Pending orders whose time ran out give their points back before the member's store calls see the balance. */
  const release = (memberId: number) => releaseExpiredOrders(db, memberId, ctx.now());

  /** Plans first (monthly, seasonal, yearly), then point packs by size. */
  app.get('/products', async (c) => {
    const rows = await db.selectFrom('products').selectAll().where('on_sale', '=', 1).orderBy('position').orderBy('id').execute();
    return ok(
      c,
      rows.map((p) => ({
        id: p.id,
        kind: p.kind,
        plan: p.plan,
        name: p.name,
        method_name: p.method_name,
        original_price: p.original_price,
        price: p.price,
        average_price: p.months > 0 ? Math.round(p.price / p.months) : null,
        months: p.months,
        pack_points: p.pack_points,
        purchasable: provider !== null,
      })),
    );
  });

  app.post('/send-order', auth, async (c) => {
    const input = await jsonBody(c, orderBody);
    const order = await createOrder(db, provider, {
      memberId: c.get('auth').memberId,
      productId: input.product_id,
      points: input.points,
      payMethod: input.pay_method,
      now: ctx.now(),
    });
    return ok(c, orderView(order));
  });

  /** Transaction records: the member's paid orders, and those paid but owed back (refund_due), newest first. */
  app.get('/orders', auth, child, async (c) => {
    const rows = await db
      .selectFrom('orders')
      .selectAll()
      .where('member_id', '=', c.get('auth').memberId)
      .where('status', 'in', ['paid', 'refund_due'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return ok(c, rows.map(transactionRecordView));
  });

  app.get('/orders/:id', auth, async (c) => {
    await release(c.get('auth').memberId);
    return ok(c, orderView(await ownOrder(db, c.get('auth').memberId, pathId(c))));
  });

  /** The sandbox pay page's answer: the sandbox signs it and it goes the verifying way. */
  app.post('/payments/sandbox/:id', auth, async (c) => {
    // only where the operator turned the sandbox on by name: elsewhere it does not exist
    if (!provider) throw fail.notFound();
    await release(c.get('auth').memberId);
    const order = await ownOrder(db, c.get('auth').memberId, pathId(c));
    const { decision } = await jsonBody(c, decisionBody);
    if (order.status !== 'pending') return ok(c, orderView(order));
    const settled = await receiveConfirmation(db, ctx.keys.payment, provider.decide(order, decision), ctx.now());
    return ok(c, orderView(settled));
  });

  /** The provider's signed confirmation (server to server). */
  app.post('/payments/notify', async (c) => {
    const confirmation = await jsonBody(c, confirmationBody);
    const order = await receiveConfirmation(db, ctx.keys.payment, confirmation, ctx.now());
    return ok(c, { order_id: order.id, status: order.status });
  });

  /** Point records (the ledger), newest first. */
  app.get('/pointRecords', auth, child, async (c) => {
    await release(c.get('auth').memberId);
    const rows = await db
      .selectFrom('point_records')
      .select(['id', 'item', 'points', 'created_at'])
      .where('member_id', '=', c.get('auth').memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return ok(c, rows);
  });

  /** The member's remittance requests, newest first, numbers masked. */
  app.get('/point/remit', auth, async (c) => {
    const rows = await db
      .selectFrom('remittances')
      .selectAll()
      .where('member_id', '=', c.get('auth').memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return ok(c, rows.map((row) => remittanceView(row, ctx.keys.remit)));
  });

  /**
   * A bank transfer of the remittable part of the member's points (bank fields in the query,
   * as SPEC §7 has it; the query string is never logged: see the contract). The fields first,
   * then the balance (checked again inside the transaction that holds it).
   */
  app.post('/point/remit', auth, child, async (c) => {
    const memberId = c.get('auth').memberId;
    const fields = await parseRemitQuery(c.req.query());
    await release(memberId);
    assertTransferable(await balanceOf(db, memberId));
    const row = await requestRemittance(db, ctx.keys.remit, { memberId, fields, now: ctx.now() });
    return ok(c, remittanceView(row, ctx.keys.remit), messages.transferSuccess);
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

const decisionBody = object({
  decision: v.picklist(['confirm', 'decline'], messages.decision),
});

const confirmationBody = object({
  order_id: id,
  status: v.picklist(['paid', 'failed'], messages.invalidValue),
  amount: integer(0, 100_000_000, messages.invalidValue),
  signature: v.pipe(v.string(messages.paymentInvalid), v.maxLength(200, messages.paymentInvalid)),
});
