import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * E-mail codes kept as a keyed hash (issue 10, member/verification.ts `codeHash`): a plain
 * SHA-256 of the row id and a 6-digit code could be reversed by anyone who read the table.
 * Codes still open were hashed the old way and would never match again: they are marked used,
 * so their owners get the "invalid or expired" message and ask for a new one (a code lives
 * 10 minutes, so only codes of the last 10 minutes before the upgrade are touched).
 *
 * `mail_outbox` goes: nothing has written to it since 0010 (development mail is kept in
 * memory, src/server/mail.ts), and a table that once held codes in clear should not linger.
 * The same statements on SQLite and PostgreSQL.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.updateTable('email_verifications').set({ used_at: new Date().toISOString() }).where('used_at', 'is', null).execute();
  await db.schema.dropTable('mail_outbox').execute();
}
