import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect';
import { migrateTo } from '../../src/server/db/migrate';

/**
 * Migration 0012_real_points on a database as 0011 left it (issue 26): until then the only
 * payment provider was the sandbox, so every existing point becomes unremittable (the ledger
 * rows carry it, the balance's part is their sum), and pending orders, which never held their
 * points, expire. SQLite in memory; the same statements run on PostgreSQL in every PostgreSQL
 * API test.
 */
describe('migration 0012_real_points', () => {
  const { db, flavor } = openDatabase({ memory: true });
  afterAll(() => db.destroy());

  it('makes every existing point unremittable and expires the pending orders', async () => {
    expect(await migrateTo(db, flavor, '0011_keyed_codes')).toContain('0011_keyed_codes');
    const at = '2026-11-24T10:00:00.000Z';
    const member = { password_hash: 'x', name: 'Mei', gender: null, type: null, class_end_at: null, is_email_valid: 1, referred_by: null, created_at: at, updated_at: at };
    await db
      .insertInto('members')
      .values([
        { ...member, id: 1, email: 'sandbox@example.com', invite_code: 'AAAA2222', points: 2700 },
        { ...member, id: 2, email: 'none@example.com', invite_code: 'BBBB3333', points: 0 },
      ] as never)
      .execute();
    await db
      .insertInto('point_records')
      .values([
        { member_id: 1, item: 'purchase', points: 2700, created_at: at },
        { member_id: 1, item: 'recommendation', points: 50, created_at: at },
        { member_id: 1, item: 'purchase', points: -50, created_at: at },
      ] as never)
      .execute();
    const order = { member_id: 1, product_id: 1, plan: 'monthly', amount: 290, used_points: 0, pay_method: 'credit_card', created_at: at };
    await db
      .insertInto('orders')
      .values([
        { ...order, id: 1, status: 'pending' },
        { ...order, id: 2, status: 'paid' },
      ] as never)
      .execute();

    expect(await migrateTo(db, flavor, '0012_real_points')).toEqual(['0012_real_points']);

    const members = await db.selectFrom('members').select(['id', 'points', 'unremittable_points']).orderBy('id').execute();
    expect(members).toEqual([
      { id: 1, points: 2700, unremittable_points: 2700 },
      { id: 2, points: 0, unremittable_points: 0 },
    ]);
    const rows = await db.selectFrom('point_records').select(['points', 'unremittable']).orderBy('id').execute();
    expect(rows).toEqual([
      { points: 2700, unremittable: 2700 },
      { points: 50, unremittable: 50 },
      { points: -50, unremittable: -50 },
    ]);
    const orders = await db.selectFrom('orders').select(['id', 'status', 'provider', 'used_unremittable', 'expires_at']).orderBy('id').execute();
    expect(orders).toEqual([
      { id: 1, status: 'expired', provider: 'sandbox', used_unremittable: 0, expires_at: null },
      { id: 2, status: 'paid', provider: 'sandbox', used_unremittable: 0, expires_at: null },
    ]);
  });
});
