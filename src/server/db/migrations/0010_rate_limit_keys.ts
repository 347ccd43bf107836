import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Rate-limit keys hashed and expiring (issue 10): the old table kept attacker-chosen keys
 * and deleted members' e-mails in clear, and a key's rows went only on that key's next hit.
 * The new `rate_limits` holds one row per key — an HMAC of the rule and subject
 * (http/rate-limit.ts) — with its window, the time of its last hit (the growing delay
 * between wrong passwords) and when it expires; expired rows are deleted on a later write.
 * The old counts (keys in clear) are dropped: they lived 15 minutes at most.
 *
 * The development outbox no longer lives in `mail_outbox` (codes in clear): its old rows go.
 * The same statements on SQLite and PostgreSQL.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute();
  await db.deleteFrom('mail_outbox').execute();
}
