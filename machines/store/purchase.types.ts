import type { PayMethod } from '../rules/store';
import type { CallError } from '../types';

/** The purchase's types (purchase.machine.ts): the products and orders of the store calls, input, context and events. */

export type Plan = 'monthly' | 'seasonal' | 'yearly';

/** A product of GET products: a membership plan or a pack of points. */
export interface StoreProduct {
  id: number;
  /** A membership plan (its `plan` and `months` set) or a point pack (its `pack_points` set). */
  kind: 'membership' | 'points';
  plan: Plan | null;
  /** English name, for records: the app labels a card by `plan` or `pack_points`. */
  name: string;
  /** How it is billed, in English (the app shows its own text by `plan`). */
  method_name: string;
  /** NT$, struck through (equal to `price` when there is no discount). */
  original_price: number;
  /** NT$. */
  price: number;
  /** NT$ per month; null for a point pack. */
  average_price: number | null;
  /** Months of membership a plan gives (1, 3, 12); 0 for a pack. */
  months: number;
  /** Points a pack gives; 0 for a plan. */
  pack_points: number;
  /** Whether it can be bought now: false when the server has no payment provider (nothing is sold). */
  purchasable: boolean;
}

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'refund_due';

/** An order (POST send-order, GET orders/{id}). */
export interface StoreOrder {
  id: number;
  product_id: number;
  kind: 'membership' | 'points';
  plan: Plan | null;
  pack_points: number;
  /** NT$, the price when ordered. */
  price: number;
  /** NT$ left to pay after the points. */
  amount: number;
  used_points: number;
  pay_method: PayMethod;
  status: OrderStatus;
  /** Where the parent pays while pending (the sandbox page `/store/pay/{id}`); null otherwise. */
  payment_url: string | null;
  created_at: string;
  paid_at: string | null;
}

export interface SendOrderInput {
  product_id: number;
  points: number;
  pay_method: PayMethod;
}

export interface PurchaseInput {
  /** For the parent gate's questions: `Math.random` in the app. */
  random: () => number;
  /** The member's point balance. */
  balance: number;
}

export interface PurchaseContext {
  random: () => number;
  balance: number;
  products: StoreProduct[];
  /** The product in the buy-and-pay modal (or behind the gate). */
  chosenId: number | null;
  payMethod: PayMethod | null;
  points: number;
  /** The parent passed the gate while the store is open. */
  gatePassed: boolean;
  /** Why the products did not load, or why the order was refused (field errors by field). */
  error: CallError | null;
  /** The order sent last. */
  order: StoreOrder | null;
}

export type PurchaseEvent =
  | { type: 'products.retry' }
  | { type: 'product.choose'; productId: number }
  | { type: 'gate.answer'; answer: string }
  | { type: 'gate.close' }
  | { type: 'method.choose'; method: PayMethod }
  | { type: 'points.set'; points: number }
  | { type: 'order.send' }
  | { type: 'modal.close' }
  | { type: 'balance.sync'; points: number };
