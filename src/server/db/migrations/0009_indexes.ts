import type { Kysely } from 'kysely';
import type { Flavor } from '../flavor';

/**
 * Indexes for scale (issue 10, "how cost grows"): the columns that reference a member, an
 * upload or an order and led no index. Neither SQLite nor PostgreSQL indexes a foreign key by
 * itself, so each of these was a full scan of a table that grows with the members, measured
 * with EXPLAIN QUERY PLAN (tests/api/indexes.test.ts):
 *
 * - `members.referred_by`: deleting a member sets its friends' `referred_by` to null (the
 *   foreign key and member/delete.ts): a scan of every member per deleted account;
 * - `email_verifications.member_id`: the cascade, and member/delete.ts's
 *   `member_id = ? or email = ?` (an OR is searched only when both sides have an index);
 * - `children.avatar_upload_id`: deleting an upload (an avatar replaced, an account deleted)
 *   sets it to null in `children`: a scan of every child per upload;
 * - `referral_rewards.order_id`: deleting an order (an account deleted) cascades to the
 *   rewards, and SQLite checks it when an order is written.
 *
 * The same statements on SQLite and PostgreSQL.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, _flavor: Flavor): Promise<void> {
  await db.schema.createIndex('members_referred_by_idx').on('members').column('referred_by').execute();
  await db.schema.createIndex('email_verifications_member_idx').on('email_verifications').column('member_id').execute();
  await db.schema.createIndex('children_avatar_idx').on('children').column('avatar_upload_id').execute();
  await db.schema.createIndex('referral_rewards_order_idx').on('referral_rewards').column('order_id').execute();
}
