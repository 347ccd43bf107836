/**
 * The store's rules (SPEC §5 "Buying needs enough points", §8 payment messages, §9: 1 point
 * = NT$1, payment methods): what an order may be and what is left to pay. The purchase machine
 * checks an order with them before it is sent; the server's POST send-order imports the same
 * functions, so the two never disagree.
 */

/** SPEC §9: international credit card; Alipay or WeChat Pay. */
export type PayMethod = 'credit_card' | 'alipay' | 'wechat_pay';

/** The payment methods in the order the buy-and-pay modal offers them. */
export const PAY_METHODS: readonly PayMethod[] = ['credit_card', 'alipay', 'wechat_pay'];

/** SPEC §8: the order's message when no payment method is chosen. */
export const SELECT_PAY_METHOD = 'Please select payment method';

/** SPEC §8: the message when an order uses more points than the member has (server's `notEnoughPoints`). */
export function notEnoughPointsMessage(balance: number): string {
  return `You currently only have ${balance} points`;
}

/** The message when the points are not a whole number (the server's `pointsAmount`). */
export const POINTS_WHOLE = 'Must be a whole number of points';

/** The message when an order uses more points than the price (POST send-order's refusal). */
export const POINTS_OVER_PRICE = 'The points cannot be more than the price';

export function isPayMethod(value: unknown): value is PayMethod {
  return typeof value === 'string' && (PAY_METHODS as readonly string[]).includes(value);
}

/** The most points an order may use: never more than the member has, nor more than the price. */
export function maxPointsFor(balance: number, price: number): number {
  return Math.max(0, Math.min(Math.floor(balance), Math.floor(price)));
}

/** Points as typed, made a whole number from 0 to the price (the balance is checked on sending). */
export function pointsWithinPrice(points: number, price: number): number {
  if (!Number.isFinite(points)) return 0;
  return Math.min(Math.max(0, Math.floor(points)), Math.max(0, price));
}

/** NT$ left to pay after the points (1 point = NT$1); never below 0. */
export function amountToPay(price: number, points: number): number {
  return Math.max(0, price - Math.max(0, points));
}

/** An order as the buyer has filled it in. */
export interface OrderDraft {
  payMethod: PayMethod | null | undefined | string;
  points: number;
}

/**
 * What is wrong with an order, by field (the shape of a 422's `errors`), or null when it may
 * be sent: a payment method is required (even when points pay it all: SPEC §8 asks for it before
 * anything else), and the points must be a whole number from 0 to the price and at most the
 * member's balance.
 */
export function orderProblems(draft: OrderDraft, limits: { balance: number; price: number }): Record<string, string[]> | null {
  const problems: Record<string, string[]> = {};
  if (!isPayMethod(draft.payMethod)) problems.pay_method = [SELECT_PAY_METHOD];
  if (!Number.isInteger(draft.points) || draft.points < 0) {
    problems.points = [POINTS_WHOLE];
  } else if (draft.points > limits.price) {
    problems.points = [POINTS_OVER_PRICE];
  } else if (draft.points > limits.balance) {
    problems.points = [notEnoughPointsMessage(limits.balance)];
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * How long a pending order holds the points it uses (issue 26): an order not paid within this
 * time expires and gives them back; a payment confirmed later is still delivered when the points
 * can be taken again, else owed back (src/server/store/orders.ts).
 */
export const ORDER_HOLD_MINUTES = 60;

/** When an order made at `createdAt` expires (ISO). */
export function orderExpiresAt(createdAt: Date): string {
  return new Date(createdAt.getTime() + ORDER_HOLD_MINUTES * 60_000).toISOString();
}
