import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * The store of issue 9: the products on sale (with their prices, see the README's
 * "Prices"), what an order needs to be paid through a provider, the referral rewards
 * (one per friend, by a unique key) and the remittance requests.
 *
 * The point ledger itself is `point_records` (0001); `members.points` is its sum,
 * kept so by src/server/store/ledger.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, flavor: Flavor): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', flavor.id)
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('plan', 'varchar(10)')
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('method_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pack_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // NT$ (1 point = NT$1). Why these prices: the README, "Prices".
  await db
    .insertInto('products')
    .values([
      { kind: 'membership', plan: 'monthly', name: 'Monthly plan', method_name: 'Billed every month', original_price: 390, price: 290, months: 1, pack_points: 0, position: 1 },
      { kind: 'membership', plan: 'seasonal', name: 'Seasonal plan', method_name: 'Billed every 3 months', original_price: 1170, price: 790, months: 3, pack_points: 0, position: 2 },
      { kind: 'membership', plan: 'yearly', name: 'Yearly plan', method_name: 'Billed every 12 months', original_price: 4680, price: 2690, months: 12, pack_points: 0, position: 3 },
      { kind: 'points', plan: null, name: '300 points', method_name: 'One-time purchase', original_price: 300, price: 300, months: 0, pack_points: 300, position: 4 },
      { kind: 'points', plan: null, name: '800 points', method_name: 'One-time purchase', original_price: 800, price: 800, months: 0, pack_points: 800, position: 5 },
      { kind: 'points', plan: null, name: '2700 points', method_name: 'One-time purchase', original_price: 2700, price: 2700, months: 0, pack_points: 2700, position: 6 },
    ])
    .execute();

  // What an order needs beyond 0001: what it was for and what it cost then, where it is
  // paid and when it was settled. Old rows (there are none in use) read as plans.
  await db.schema.alterTable('orders').addColumn('kind', 'varchar(12)', (c) => c.notNull().defaultTo('membership')).execute();
  await db.schema.alterTable('orders').addColumn('months', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('pack_points', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('price', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('payment_url', 'varchar(300)').execute();
  await db.schema.alterTable('orders').addColumn('paid_at', 'varchar(30)').execute();

  // One reward per friend, ever: the primary key makes a second one impossible, whatever
  // runs at the same time.
  await db.schema
    .createTable('referral_rewards')
    .addColumn('friend_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('recommender_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('referral_rewards_recommender_idx')
    .on('referral_rewards')
    .column('recommender_id')
    .execute();

  // bank_account_number and id_number hold AES-256-GCM ciphertext (security/sealed.ts).
  await db.schema
    .createTable('remittances')
    .addColumn('id', 'integer', flavor.id)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_code', 'varchar(10)', (c) => c.notNull())
    .addColumn('bank_account_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_account_number', 'varchar(200)', (c) => c.notNull())
    .addColumn('id_number', 'varchar(200)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('remittances_member_idx').on('remittances').column('member_id').execute();
}
