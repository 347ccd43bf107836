import type { Kysely, Transaction } from 'kysely';
import { canAfford } from '../../../machines/rules/shop';
import type { Database, StarReason } from '../db/schema';
import { fail, messages } from '../http/reply';

/**
 * The one way a child's stars move (issue 9): a signed row in the star ledger and
 * the same change to `children.star`, the balance, inside the caller's transaction,
 * so the balance always equals the sum of the child's rows.
 *
 * A spend (negative `stars`) only happens when the balance covers it, as the shop
 * decides it (machines/rules/shop.ts `canAfford`, the rule the SPA's shop uses too). The
 * debit is then a conditional UPDATE on the same condition, so two spends at once cannot
 * both take the last stars. When it does not, nothing is written and the call fails with
 * 'Oops! Not enough stars!' on `field` (SPEC §5, §8), which rolls the caller's
 * transaction back.
 */
export async function moveStars(
  trx: Transaction<Database> | Kysely<Database>,
  move: { childId: number; reason: StarReason; stars: number; at: string; field?: string },
): Promise<void> {
  const { childId, reason, stars, at } = move;
  if (!Number.isInteger(stars)) throw new Error(`moveStars: ${stars} is not a whole number of stars`);
  if (stars === 0) return;
  if (stars < 0) {
    const child = await trx.selectFrom('children').select('star').where('id', '=', childId).executeTakeFirst();
    if (!child) throw fail.notFound();
    if (!canAfford(child.star, -stars)) throw fail.field(move.field ?? 'stars', messages.notEnoughStars);
  }
  const updated = await trx
    .updateTable('children')
    .set((eb) => ({ star: eb('star', '+', stars) }))
    .where('id', '=', childId)
    .$if(stars < 0, (q) => q.where('star', '>=', -stars))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    if (stars < 0) throw fail.field(move.field ?? 'stars', messages.notEnoughStars);
    throw fail.notFound();
  }
  await trx.insertInto('star_records').values({ child_id: childId, reason, stars, created_at: at }).execute();
}
