import type { Kysely, Selectable, Transaction } from 'kysely';
import { extendClassEnd, withinReferralWindow } from '../../../machines/rules/membership';
import { amountToPay, orderProblems } from '../../../machines/rules/store';
import type { Database, OrdersTable, PayMethod } from '../db/schema';
import { fail, messages } from '../http/reply';
import { balanceOf, movePoints, NotEnoughPoints } from './ledger';
import { verifyConfirmation, type PaymentConfirmation, type PaymentProvider } from './payments';

/**
 * Orders (SPEC §7 send-order, §9): an order is made `pending` with the points the member
 * chose to use and the NT$ left to pay; it moves only on the payment provider's verified
 * confirmation, in ONE transaction (`settle`): paid → the used points spent, the plan's
 * months added to `class_end_at` and the member's `type` set, a pack's points credited,
 * the recommender's reward paid; failed → nothing moves. A confirmation of an order that
 * is no longer pending changes nothing (the status UPDATE is conditional on 'pending').
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

/** A transaction record (a paid order), as the contract's `TransactionRecord` has it. */
export function transactionRecordView(order: OrderRow) {
  return {
    id: order.id,
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
 * Creates a pending order and its payment; an order paid fully with points (amount 0) is
 * settled at once in the same transaction. Refuses, storing nothing: an unknown product,
 * more points than the price or than the balance.
 */
export async function createOrder(
  db: Kysely<Database>,
  provider: PaymentProvider,
  input: { memberId: number; productId: number; points: number; payMethod: PayMethod; now: Date },
): Promise<OrderRow> {
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
    const problems = orderProblems({ payMethod: input.payMethod, points: input.points }, { balance, price: product.price });
    if (problems) throw fail.invalid(problems);

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
        created_at: input.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

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
 * Settles a pending order inside the caller's transaction. Idempotent: the status moves
 * from 'pending' by one conditional UPDATE, so a second confirmation (or two at once)
 * finds nothing to move and changes nothing.
 */
async function settle(trx: Transaction<Database>, input: { orderId: number; status: 'paid' | 'failed' }, now: Date) {
  const at = now.toISOString();
  if (input.status === 'failed') {
    await trx.updateTable('orders').set({ status: 'failed' }).where('id', '=', input.orderId).where('status', '=', 'pending').execute();
    return;
  }
  const claimed = await trx
    .updateTable('orders')
    .set({ status: 'paid', paid_at: at })
    .where('id', '=', input.orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return;
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', input.orderId).executeTakeFirstOrThrow();

  try {
    await movePoints(trx, { memberId: order.member_id, item: 'purchase', points: -order.used_points, at, field: 'points' });
  } catch (error) {
    if (!(error instanceof NotEnoughPoints)) throw error;
    // The balance no longer covers the points chosen at ordering: the order fails, nothing moves.
    await trx.updateTable('orders').set({ status: 'failed', paid_at: null }).where('id', '=', order.id).execute();
    return;
  }

  if (order.kind === 'points') {
    await movePoints(trx, { memberId: order.member_id, item: 'purchase', points: order.pack_points, at });
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

  if (member.referred_by !== null && withinReferralWindow(member.created_at, now)) {
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
