import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * The parent's consent to the privacy policy (issue 9): `members.privacy_accepted_at`, the
 * moment the parent ticked "I agree" when signing up (POST member/register refuses a
 * registration without it). Members who signed up before the policy existed have none
 * (null). The same statement on SQLite and PostgreSQL.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema.alterTable('members').addColumn('privacy_accepted_at', 'varchar(30)').execute();
}
