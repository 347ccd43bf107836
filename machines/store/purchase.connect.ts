import type { SnapshotFrom } from 'xstate';
import { chosenProduct, type purchaseMachine } from './purchase.machine';
import type { StoreOrder, StoreProduct } from './purchase.types';
import { amountToPay, maxPointsFor, type PayMethod } from '../rules/store';
import type { CallError } from '../types';

/** The buy-and-pay modal as it shows. */
export interface PayModalView {
  product: StoreProduct;
  payMethod: PayMethod | null;
  points: number;
  /** The most points the parent may use: min(balance, price). */
  maxPoints: number;
  /** NT$ left to pay after the points, live. */
  amount: number;
  /** The order is being sent: the form is busy. */
  sending: boolean;
  /** The points paid the whole order: the modal says it is done. */
  paid: boolean;
  /** The send button takes the order (not while sending, nor once paid). */
  canSend: boolean;
  /** The modal's close button works (not while sending). */
  canClose: boolean;
  /** Field errors (pay_method, points) by field, as the server's messages. */
  fieldErrors: Record<string, string[]>;
  /** A failure that is not on a field (e.g. the network). */
  formError: string | null;
}

/** What the store page shows. */
export interface PurchaseView {
  status: 'loading' | 'failed' | 'ready' | 'redirecting';
  /** Why the products did not load (a server message). */
  loadError: string | null;
  /** The membership plans (monthly, seasonal, yearly), in the server's order. */
  plans: StoreProduct[];
  /** The point packs. */
  pointPacks: StoreProduct[];
  balance: number;
  /** The buy buttons work (the store is browsing). */
  canChoose: boolean;
  /** Something can be bought: false when the server has no payment provider (the page says so, no buy button). */
  purchasesOpen: boolean;
  /** The parent gate shows (the child `gate`). */
  gateOpen: boolean;
  /** The buy-and-pay modal, or null. */
  modal: PayModalView | null;
  /** The order sent last (on the way to the provider, or paid with points). */
  order: StoreOrder | null;
}

const FIELDS = ['pay_method', 'points'];

function formErrorOf(error: CallError | null): string | null {
  if (!error) return null;
  const onFields = Object.keys(error.errors).some((field) => FIELDS.includes(field));
  return onFields ? null : error.message;
}

/** The purchase machine's view model (src/pages/store/Store.tsx renders it). */
export function connectPurchase(snapshot: SnapshotFrom<typeof purchaseMachine>): PurchaseView {
  const { context } = snapshot;
  const product = chosenProduct(context);
  const inModal = snapshot.matches('paying') && product !== null;
  const modal: PayModalView | null =
    inModal && product
      ? {
          product,
          payMethod: context.payMethod,
          points: context.points,
          maxPoints: maxPointsFor(context.balance, product.price),
          amount: amountToPay(product.price, context.points),
          sending: snapshot.matches({ paying: 'sending' }),
          paid: snapshot.matches({ paying: 'paid' }),
          canSend: snapshot.can({ type: 'order.send' }),
          canClose: snapshot.can({ type: 'modal.close' }),
          fieldErrors: context.error?.errors ?? {},
          formError: formErrorOf(context.error),
        }
      : null;
  const status = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.matches('redirecting')
        ? 'redirecting'
        : 'ready';
  return {
    status,
    loadError: status === 'failed' ? (context.error?.message ?? 'Error') : null,
    plans: context.products.filter((p) => p.kind === 'membership'),
    pointPacks: context.products.filter((p) => p.kind === 'points'),
    balance: context.balance,
    canChoose: snapshot.matches('browsing'),
    purchasesOpen: context.products.some((p) => p.purchasable),
    gateOpen: snapshot.matches('gate'),
    modal,
    order: context.order,
  };
}
