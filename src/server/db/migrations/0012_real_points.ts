import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Issue 26, money: points that never were money, and points held by an order.
 *
 * - `members.unremittable_points`: the part of the balance that may be spent in the store but
 *   never transferred out (machines/rules/points.ts); `point_records.unremittable` is each
 *   ledger row's signed change to it, so the part, like the balance, is the sum of the rows.
 * - `orders.provider` (who took the payment: `sandbox`, `points` when the points paid it all,
 *   or a real provider's name), `orders.used_unremittable` (how many of the points the order
 *   holds are unremittable) and `orders.expires_at` (when a pending order gives its points back).
 *   New statuses: `expired`, and `refund_due` (a confirmed payment that could not be delivered:
 *   owed back to the parent).
 *
 * Existing data: until now the only payment provider was the sandbox (no money ever moved)
 * and every other point was a registration bonus or a reward paid for a sandbox payment, so
 * every existing point is unremittable. Pending orders never held their points: they expire
 * now (a payment confirmed for one later is delivered if the points are still there, else owed
 * back: store/orders.ts). The same statements on SQLite and PostgreSQL.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema.alterTable('members').addColumn('unremittable_points', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('point_records').addColumn('unremittable', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('provider', 'varchar(30)', (c) => c.notNull().defaultTo('sandbox')).execute();
  await db.schema.alterTable('orders').addColumn('used_unremittable', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('expires_at', 'varchar(30)').execute();

  await db.updateTable('members').set((eb) => ({ unremittable_points: eb.ref('points') })).execute();
  await db.updateTable('point_records').set((eb) => ({ unremittable: eb.ref('points') })).execute();
  await db.updateTable('orders').set({ status: 'expired' }).where('status', '=', 'pending').execute();
}
