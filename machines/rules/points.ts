import { MIN_REMIT_POINTS } from './remittance';

/**
 * Where a member's points came from, and so where they may go (issue 26; SPEC §9: 1 point =
 * NT$1, a friend's 50 points on registration, the recommender's 50 points, the transfer of
 * points "as income" from 2,000 on).
 *
 * A balance has two parts:
 * - the REMITTABLE part: points that stand for real money — a pack paid through a real payment
 *   provider, the recommender's reward for a friend's real payment;
 * - the UNREMITTABLE part: points that never were money — the registration bonus, a pack
 *   "bought" through the sandbox provider (no money moves there), and whatever was bought with
 *   such points. They may be spent in the store like any other point, never transferred out.
 *
 * A store spend takes the unremittable part first (what cannot leave goes first); a remittance
 * takes only the remittable part, and the 2,000 minimum applies to that part. What an order
 * paid with comes back the same way when the order gives its points back.
 *
 * Pure: the server's ledger (src/server/store/ledger.ts) and orders call these, the remittance
 * modal shows `remittablePoints`. No xstate, no DOM.
 */

/** A balance and the part of it that may never be transferred out (0 ≤ unremittable ≤ points). */
export interface PointBalance {
  points: number;
  unremittable: number;
}

/** The points that may be transferred out to a bank account. */
export function remittablePoints(balance: PointBalance): number {
  return Math.max(0, balance.points - Math.min(balance.points, Math.max(0, balance.unremittable)));
}

/** Whether the remittable part reaches the transfer minimum (SPEC §5: at least 2000 points). */
export function canRemitBalance(balance: PointBalance): boolean {
  return remittablePoints(balance) >= MIN_REMIT_POINTS;
}

/** What a spend is: a store purchase (any point, unremittable first) or a remittance (remittable points only). */
export type SpendKind = 'store' | 'remittance';

/**
 * How many of `spend` points come out of the unremittable part, or null when the balance does
 * not cover the spend (a remittance sees only the remittable part).
 */
export function spendUnremittable(balance: PointBalance, spend: number, kind: SpendKind): number | null {
  if (!Number.isInteger(spend) || spend < 0) return null;
  if (kind === 'remittance') return spend <= remittablePoints(balance) ? 0 : null;
  if (spend > balance.points) return null;
  return Math.min(spend, Math.max(0, balance.unremittable));
}

/**
 * What an order was paid with: NT$ through a REAL payment provider (the sandbox and the
 * points-only path pay none), and the points it used, split into their two parts.
 */
export interface OrderFunding {
  /** NT$ a real provider took (0 through the sandbox). */
  realMoney: number;
  /** Points the order used. */
  usedPoints: number;
  /** Of those, the unremittable ones. */
  usedUnremittable: number;
}

/** The real value that went into an order: real money plus the remittable points it used. */
export function realValue(funding: OrderFunding): number {
  return Math.max(0, funding.realMoney) + Math.max(0, funding.usedPoints - funding.usedUnremittable);
}

/**
 * The unremittable part of a point pack's credit: a pack stands for real money only as far as
 * real value paid for it (a pack bought through the sandbox, or with the registration bonus,
 * stays unremittable: buying a pack never turns unreal points into money).
 */
export function packUnremittable(packPoints: number, funding: OrderFunding): number {
  return Math.max(0, packPoints - Math.min(packPoints, realValue(funding)));
}

/**
 * SPEC §9: the recommender gets 50 points when the friend becomes a paying member. Paid only
 * when the friend's plan was paid with real value at least the reward: a plan "paid" through
 * the sandbox, or with the friend's own bonus or sandbox points, pays nobody anything, so no
 * free plan ever creates points that can be transferred out.
 */
export function earnsReferralReward(funding: OrderFunding, reward: number): boolean {
  return realValue(funding) >= Math.max(1, reward);
}
