import type { Kysely, Selectable, Transaction } from 'kysely';
import { extendClassEnd, withinReferralWindow } from '../../../machines/rules/membership';
import { earnsReferralReward, packUnremittable } from '../../../machines/rules/points';
import { amountToPay, orderExpiresAt, orderProblems } from '../../../machines/rules/store';
import type { Database, OrdersTable, PayMethod } from '../db/schema';
import { fail, messages } from '../http/reply';
import { balanceOf, movePoints, NotEnoughPoints } from './ledger';
import { verifyConfirmation, type PaymentConfirmation, type PaymentProvider } from './payments';

/**
 * Orders (SPEC §7 send-order, §9; issue 26): an order is made `pending` with the points the
 * member chose to use and the NT$ left to pay. The points are HELD at once: taken from the
 * balance by a ledger row (item 'purchase') in the same transaction as the order, so two orders
 * can never spend the same points and a confirmed payment always finds them. The order moves
 * only on the payment provider's verified confirmation, in ONE transaction (`settle`):
 * paid → the plan's months added to `class_end_at` and the member's `type` set, a pack's points
 * credited, the recommender's reward paid; failed (declined) → the held points given back (item
 * 'returned'). A pending order not paid within ORDER_HOLD_MINUTES expires and gives its points
 * back too (`releaseExpiredOrders`, run before the member's next store call).
 *
 * A payment confirmed for an order that had already given its points back (declined, expired)
 * is still delivered when the points can be held again; when they cannot, the order becomes
 * `refund_due`: paid and not delivered, owed back to the parent, and shown in the transaction
 * records. A confirmation of a paid or refund_due order changes nothing (the status UPDATEs are
 * conditional).
 *
 * Where points come from decides where they may go (machines/rules/points.ts): money through a
 * real provider makes remittable points; the sandbox makes none, so a pack bought through it is
 * unremittable and a plan bought through it pays no referral reward.
 */

type Db = Kysely<Database> | Transaction<Database>;
type OrderRow = Selectable<OrdersTable>;

/** SPEC §9: the recommender's reward when the friend becomes a paying member. */
export const REFERRAL_REWARD_POINTS = 50;

/** An order as the contract's `Order` has it. */
export function orderView(order: OrderRow) {
  return {
    id: order.id,
    product_id: order.product_id!,
    kind: order.kind,
    plan: order.plan,
    pack_points: order.pack_points,
    price: order.price,
    amount: order.amount,
    used_points: order.used_points,
    pay_method: order.pay_method,
    status: order.status,
    payment_url: order.status === 'pending' ? order.payment_url : null,
    created_at: order.created_at,
    paid_at: order.paid_at,
  };
}

/**
 * A transaction record, as the contract's `TransactionRecord` has it: a paid order, or one
 * paid and not delivered (`refund_due`: the amount is owed back to the parent).
 */
export function transactionRecordView(order: OrderRow) {
  return {
    id: order.id,
    status: order.status === 'refund_due' ? ('refund_due' as const) : ('paid' as const),
    kind: order.kind,
    plan: order.plan,
    pack_points: order.pack_points,
    created_at: order.created_at,
    amount: order.amount,
    used_points: order.used_points,
    pay_method: order.pay_method,
  };
}

/**
 * Creates a pending order, holds the points it uses and starts its payment, in one
 * transaction; an order paid fully with points (amount 0) is settled at once in the same
 * transaction. Refuses, storing nothing: no payment provider (the store sells nothing then),
 * an unknown product, more points than the price or than the balance.
 */
export async function createOrder(
  db: Kysely<Database>,
  provider: PaymentProvider | null,
  input: { memberId: number; productId: number; points: number; payMethod: PayMethod; now: Date },
): Promise<OrderRow> {
  if (!provider) throw fail.field('product_id', messages.purchasesUnavailable);
  await releaseExpiredOrders(db, input.memberId, input.now);
  return db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', input.productId)
      .where('on_sale', '=', 1)
      .executeTakeFirst();
    if (!product) throw fail.field('product_id', messages.productUnavailable);
    const balance = await balanceOf(trx, input.memberId);
    // the order rule the buy-and-pay modal applies (machines/rules/store.ts): points within the price and the balance
    const problems = orderProblems({ payMethod: input.payMethod, points: input.points }, { balance: balance.points, price: product.price });
    if (problems) throw fail.invalid(problems);

    const at = input.now.toISOString();
    const amount = amountToPay(product.price, input.points);
    const { id } = await trx
      .insertInto('orders')
      .values({
        member_id: input.memberId,
        product_id: product.id,
        kind: product.kind,
        plan: product.plan,
        months: product.months,
        pack_points: product.pack_points,
        price: product.price,
        amount,
        used_points: input.points,
        pay_method: input.payMethod,
        status: 'pending',
        payment_url: null,
        paid_at: null,
        created_at: at,
        provider: amount === 0 ? 'points' : provider.name,
        expires_at: orderExpiresAt(input.now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The hold: the points leave the balance now (unremittable ones first), with the order.
    const taken = await movePoints(trx, { memberId: input.memberId, item: 'purchase', points: -input.points, at, field: 'points' });
    if (taken !== 0) await trx.updateTable('orders').set({ used_unremittable: -taken }).where('id', '=', id).execute();

    if (amount === 0) {
      // Nothing to pay through a provider: the points alone pay it, now.
      await settle(trx, { orderId: id, status: 'paid' }, input.now);
    } else {
      const { paymentUrl } = await provider.createPayment({ id, amount });
      await trx.updateTable('orders').set({ payment_url: paymentUrl }).where('id', '=', id).execute();
    }
    return trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
}

/**
 * The one way into `settle` from outside: the provider's confirmation, verified (its
 * signature with our shared secret, and its amount against the order's) before anything
 * happens. A forged, unsigned or altered confirmation is a 422 on `signature`.
 */
export async function receiveConfirmation(
  db: Kysely<Database>,
  secret: Buffer,
  confirmation: PaymentConfirmation,
  now: Date,
): Promise<OrderRow> {
  if (!verifyConfirmation(secret, confirmation)) throw fail.field('signature', messages.paymentInvalid);
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', confirmation.order_id).executeTakeFirst();
    if (!order) throw fail.notFound();
    if (order.amount !== confirmation.amount) throw fail.field('signature', messages.paymentInvalid);
    await settle(trx, { orderId: order.id, status: confirmation.status }, now);
    return trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  });
}

/**
 * Gives back the points of the member's pending orders whose time ran out (ORDER_HOLD_MINUTES),
 * each order with its points in one transaction. Cheap when there is none (one indexed read).
 */
export async function releaseExpiredOrders(db: Kysely<Database>, memberId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  const stale = await db
    .selectFrom('orders')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('expires_at', '<=', at)
    .execute();
  for (const { id } of stale) {
    await db.transaction().execute((trx) => giveBack(trx, id, 'expired', at));
  }
}

/** A pending order ends without payment (`failed`: declined; `expired`): its held points come back, once. */
async function giveBack(trx: Transaction<Database>, orderId: number, status: 'failed' | 'expired', at: string) {
  const ended = await trx.updateTable('orders').set({ status }).where('id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
  if (Number(ended.numUpdatedRows) !== 1) return;
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  await movePoints(trx, { memberId: order.member_id, item: 'returned', points: order.used_points, unremittable: order.used_unremittable, at });
}

/** Statuses a paid confirmation may still turn into a delivery: the order gave its points back meanwhile. */
const ENDED_UNPAID = ['failed', 'expired', 'cancelled'] as const;

/**
 * Settles an order inside the caller's transaction. Idempotent: every status change is one
 * conditional UPDATE, so a second confirmation (or two at once) finds nothing to move.
 * - failed: a pending order ends, its points come back;
 * - paid, pending order: delivered (its points are held);
 * - paid, an order that gave its points back: delivered if they can be held again, else
 *   `refund_due` (owed back, shown in the transaction records).
 */
async function settle(trx: Transaction<Database>, input: { orderId: number; status: 'paid' | 'failed' }, now: Date) {
  const at = now.toISOString();
  if (input.status === 'failed') {
    await giveBack(trx, input.orderId, 'failed', at);
    return;
  }
  const claimed = await trx
    .updateTable('orders')
    .set({ status: 'paid', paid_at: at, payment_url: null })
    .where('id', '=', input.orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) {
    await deliver(trx, input.orderId, now);
    return;
  }

  const late = await trx
    .updateTable('orders')
    .set({ status: 'paid', paid_at: at, payment_url: null })
    .where('id', '=', input.orderId)
    .where('status', 'in', ENDED_UNPAID)
    .executeTakeFirst();
  if (Number(late.numUpdatedRows) !== 1) return;
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', input.orderId).executeTakeFirstOrThrow();
  try {
    const taken = await movePoints(trx, { memberId: order.member_id, item: 'purchase', points: -order.used_points, at, field: 'points' });
    await trx.updateTable('orders').set({ used_unremittable: -taken }).where('id', '=', order.id).execute();
  } catch (error) {
    if (!(error instanceof NotEnoughPoints)) throw error;
    // Paid, but the points it was to use are gone: nothing is delivered, the payment is owed back.
    await trx.updateTable('orders').set({ status: 'refund_due' }).where('id', '=', order.id).execute();
    return;
  }
  await deliver(trx, order.id, now);
}

/** NT$ a real provider took for the order: none through the sandbox (no money moves there) or when points paid it all. */
function realMoneyOf(order: OrderRow): number {
  return order.provider === 'sandbox' || order.provider === 'points' ? 0 : order.amount;
}

/** What a paid order gives: a pack's points, or a plan's months and perhaps the recommender's reward. */
async function deliver(trx: Transaction<Database>, orderId: number, now: Date) {
  const at = now.toISOString();
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const funding = { realMoney: realMoneyOf(order), usedPoints: order.used_points, usedUnremittable: order.used_unremittable };

  if (order.kind === 'points') {
    const unremittable = packUnremittable(order.pack_points, funding);
    await movePoints(trx, { memberId: order.member_id, item: 'purchase', points: order.pack_points, unremittable, at });
    return;
  }

  const member = await trx
    .selectFrom('members')
    .select(['class_end_at', 'referred_by', 'created_at'])
    .where('id', '=', order.member_id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('members')
    .set({ type: order.plan, class_end_at: extendClassEnd(member.class_end_at, now, order.months), updated_at: at })
    .where('id', '=', order.member_id)
    .execute();

  // SPEC §9 and issue 26: the reward only for a plan paid with real value (machines/rules/points.ts)
  if (member.referred_by !== null && withinReferralWindow(member.created_at, now) && earnsReferralReward(funding, REFERRAL_REWARD_POINTS)) {
    // Once per friend, ever: the primary key on friend_id refuses a second row, whatever runs at the same time.
    const rewarded = await trx
      .insertInto('referral_rewards')
      .values({
        friend_id: order.member_id,
        recommender_id: member.referred_by,
        order_id: order.id,
        points: REFERRAL_REWARD_POINTS,
        created_at: at,
      })
      .onConflict((oc) => oc.column('friend_id').doNothing())
      .returning('friend_id')
      .executeTakeFirst();
    if (rewarded) {
      await movePoints(trx, { memberId: member.referred_by, item: 'recommendation', points: REFERRAL_REWARD_POINTS, at });
    }
  }
}

/** The member's own order, else 404 (another member's order is never reachable). */
export async function ownOrder(db: Db, memberId: number, orderId: number): Promise<OrderRow> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!order) throw fail.notFound();
  return order;
}
