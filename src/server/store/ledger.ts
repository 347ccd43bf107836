import type { Kysely, Transaction } from 'kysely';
import type { Database, PointItem } from '../db/schema';
import { ApiError, fail, messages } from '../http/reply';

/**
 * The one way a member's points move (SPEC §3 point record, §9 1 point = NT$1): a signed
 * row of the ledger `point_records` and the same change to `members.points`, the
 * balance, inside the caller's transaction, so the balance always equals the sum of the
 * member's rows. The star ledger (rewards/stars.ts) works the same way.
 *
 * A spend (negative `points`) only happens when the balance covers it: the balance check
 * and the debit are one conditional UPDATE (`points >= n`), so two spends at once cannot
 * both take the last points. When it does not, nothing is written and the call fails
 * with 'You currently only have {point} points' on `field` (SPEC §5, §8), which rolls the
 * caller's transaction back unless the caller catches it (NotEnoughPoints).
 */
export async function movePoints(
  trx: Transaction<Database> | Kysely<Database>,
  move: { memberId: number; item: PointItem; points: number; at: string; field?: string },
): Promise<void> {
  const { memberId, item, points, at } = move;
  if (!Number.isInteger(points)) throw new Error(`movePoints: ${points} is not a whole number of points`);
  if (points === 0) return;
  const updated = await trx
    .updateTable('members')
    .set((eb) => ({ points: eb('points', '+', points) }))
    .where('id', '=', memberId)
    .$if(points < 0, (q) => q.where('points', '>=', -points))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    if (points >= 0) throw fail.notFound();
    const row = await trx.selectFrom('members').select('points').where('id', '=', memberId).executeTakeFirst();
    if (!row) throw fail.notFound();
    throw new NotEnoughPoints(move.field ?? 'points', row.points);
  }
  await trx.insertInto('point_records').values({ member_id: memberId, item, points, created_at: at }).execute();
}

/**
 * The refusal of a spend the balance does not cover: an ordinary 422 on its field (the
 * error handler sends it like any other), with the balance in the message; a caller
 * that must go on after it (a payment confirmation) catches it by this class.
 */
export class NotEnoughPoints extends ApiError {
  constructor(
    readonly field: string,
    readonly balance: number,
  ) {
    const message = messages.notEnoughPoints(balance);
    super(422, '422', message, { [field]: [message] });
  }
}

/** The member's balance, read in the caller's transaction. */
export async function balanceOf(trx: Transaction<Database> | Kysely<Database>, memberId: number): Promise<number> {
  const row = await trx.selectFrom('members').select('points').where('id', '=', memberId).executeTakeFirst();
  if (!row) throw fail.sessionInvalid();
  return row.points;
}
