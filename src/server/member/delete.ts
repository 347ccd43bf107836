import type { Kysely } from 'kysely';
import { deleteChild } from '../children/remove';
import type { Database } from '../db/schema';

/**
 * Removes a member and everything it owns: children with everything of each
 * (children/remove.ts `deleteChild`: progress, stars, missions, awards, books, paints), sessions, codes, uploads, referral rewards (as friend or recommender), remittance
 * requests, point records, orders and settings (the development outbox is in memory, never in
 * the database: mail.ts). Run inside ONE transaction. The foreign keys cascade as well;
 * the explicit deletes keep this true whatever a later table forgets.
 */
export async function deleteMember(trx: Kysely<Database>, memberId: number, email: string) {
  await trx.deleteFrom('sessions').where('member_id', '=', memberId).execute();
  await trx
    .deleteFrom('email_verifications')
    .where((eb) => eb.or([eb('member_id', '=', memberId), eb('email', '=', email)]))
    .execute();
  const children = await trx.selectFrom('children').selectAll().where('member_id', '=', memberId).execute();
  for (const child of children) await deleteChild(trx, child);
  await trx.deleteFrom('uploads').where('member_id', '=', memberId).execute();
  await trx
    .deleteFrom('referral_rewards')
    .where((eb) => eb.or([eb('friend_id', '=', memberId), eb('recommender_id', '=', memberId)]))
    .execute();
  await trx.deleteFrom('remittances').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('point_records').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('orders').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('member_settings').where('member_id', '=', memberId).execute();
  await trx.updateTable('members').set({ referred_by: null }).where('referred_by', '=', memberId).execute();
  await trx.deleteFrom('members').where('id', '=', memberId).execute();
}
