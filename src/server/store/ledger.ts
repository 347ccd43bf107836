import type { Kysely, Transaction } from 'kysely';
import { spendUnremittable, type SpendKind } from '../../../machines/rules/points';
import type { Database, PointItem } from '../db/schema';
import { ApiError, fail, messages } from '../http/reply';

type Db = Transaction<Database> | Kysely<Database>;

/**
 * The one way a member's points move (SPEC §3 point record, §9 1 point = NT$1): a signed
 * row of the ledger `point_records` and the same change to `members.points`, the
 * balance, inside the caller's transaction, so the balance always equals the sum of the
 * member's rows. The star ledger (rewards/stars.ts) works the same way.
 *
 * Each row also carries its change to the UNREMITTABLE part of the balance
 * (`members.unremittable_points`, the sum of the rows' `unremittable`): points that never were
 * money (machines/rules/points.ts). A credit says how much of it is unremittable; a spend
 * takes its split from the rule: a store spend takes the unremittable part first, a
 * remittance only remittable points.
 *
 * A spend (negative `points`) only happens when the balance covers it: the balance check
 * and the debit are one conditional UPDATE (`points >= n`, or `points - unremittable_points
 * >= n` for a remittance), which also locks the member's row until the caller's transaction
 * ends, so two spends at once cannot both take the last points and the split read after it
 * is the one in force. When it does not, nothing is written and the call fails with 'You
 * currently only have {point} points' on `field` (SPEC §5, §8), which rolls the caller's
 * transaction back unless the caller catches it (NotEnoughPoints).
 *
 * Returns the row's change to the unremittable part (what a spend took from it).
 */
export async function movePoints(
  trx: Db,
  move: {
    memberId: number;
    item: PointItem;
    points: number;
    at: string;
    field?: string;
    /** A credit: how many of its points are unremittable (default 0). */
    unremittable?: number;
    /** A spend: in the store (default) or a remittance. */
    spend?: SpendKind;
  },
): Promise<number> {
  const { memberId, item, points, at } = move;
  if (!Number.isInteger(points)) throw new Error(`movePoints: ${points} is not a whole number of points`);
  if (points === 0) return 0;
  const kind = move.spend ?? 'store';
  const updated = await trx
    .updateTable('members')
    .set((eb) => ({ points: eb('points', '+', points) }))
    .where('id', '=', memberId)
    .$if(points < 0 && kind === 'store', (q) => q.where('points', '>=', -points))
    .$if(points < 0 && kind === 'remittance', (q) => q.where((eb) => eb(eb('points', '-', eb.ref('unremittable_points')), '>=', -points)))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    if (points >= 0) throw fail.notFound();
    const row = await trx.selectFrom('members').select('points').where('id', '=', memberId).executeTakeFirst();
    if (!row) throw fail.notFound();
    throw new NotEnoughPoints(move.field ?? 'points', row.points);
  }

  let unremittable: number;
  if (points > 0) {
    unremittable = Math.min(points, Math.max(0, move.unremittable ?? 0));
  } else {
    // the row is ours until the transaction ends: the balance before this spend is the one now plus the spend
    const after = await trx.selectFrom('members').select(['points', 'unremittable_points']).where('id', '=', memberId).executeTakeFirstOrThrow();
    const before = { points: after.points - points, unremittable: after.unremittable_points };
    const taken = spendUnremittable(before, -points, kind);
    if (taken === null) throw new Error(`movePoints: the balance of member ${memberId} does not cover ${-points} points`);
    unremittable = -taken;
  }
  if (unremittable !== 0) {
    await trx
      .updateTable('members')
      .set((eb) => ({ unremittable_points: eb('unremittable_points', '+', unremittable) }))
      .where('id', '=', memberId)
      .execute();
  }
  await trx.insertInto('point_records').values({ member_id: memberId, item, points, unremittable, created_at: at }).execute();
  return unremittable;
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

/** The member's balance and its unremittable part, read in the caller's transaction. */
export async function balanceOf(trx: Db, memberId: number): Promise<{ points: number; unremittable: number }> {
  const row = await trx.selectFrom('members').select(['points', 'unremittable_points']).where('id', '=', memberId).executeTakeFirst();
  if (!row) throw fail.sessionInvalid();
  return { points: row.points, unremittable: row.unremittable_points };
}
