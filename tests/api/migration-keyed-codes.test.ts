import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';

/**
 * Migration 0011_keyed_codes on a database as 0010 left it: codes hashed the old way (a plain
 * SHA-256) can never match again, so the open ones are closed (their owners ask for a new code),
 * the used ones stay as they were, and the old outbox table is gone.
 * SQLite in memory; the same statements run on PostgreSQL in every PostgreSQL API test.
 */
describe('migration 0011_keyed_codes', () => {
  const { db, flavor } = openDatabase({ memory: true });
  afterAll(() => db.destroy());

  it('closes the codes still open, keeps the used ones, and drops mail_outbox', async () => {
    expect(await migrateTo(db, flavor, '0010_rate_limit_keys')).toContain('0010_rate_limit_keys');
    const row = { email: 'mei@example.com', member_id: null, purpose: 'register' as const, code_hash: 'a'.repeat(64), attempts: 0 };
    await db
      .insertInto('email_verifications')
      .values([
        { ...row, id: 'open', expires_at: '2026-11-24T10:10:00.000Z', used_at: null, created_at: '2026-11-24T10:00:00.000Z' },
        { ...row, id: 'used', expires_at: '2026-11-24T09:10:00.000Z', used_at: '2026-11-24T09:05:00.000Z', created_at: '2026-11-24T09:00:00.000Z' },
      ])
      .execute();

    expect(await migrateToLatest(db, flavor)).toContain('0011_keyed_codes');

    const rows = await db.selectFrom('email_verifications').select(['id', 'used_at']).orderBy('id').execute();
    expect(rows.find((r) => r.id === 'open')?.used_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(rows.find((r) => r.id === 'used')?.used_at).toBe('2026-11-24T09:05:00.000Z');
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toContain('email_verifications');
    expect(tables).not.toContain('mail_outbox');
  });
});
