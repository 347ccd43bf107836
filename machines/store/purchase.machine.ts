import { and, assign, forwardTo, fromPromise, setup } from 'xstate';
import { calculationGateMachine } from '../shell/calculationGate.machine';
import { orderProblems, pointsWithinPrice, type PayMethod } from '../rules/store';
import { toCallError, type CallError } from '../types';
import type {
  PurchaseContext,
  PurchaseEvent,
  PurchaseInput,
  SendOrderInput,
  StoreOrder,
  StoreProduct,
} from './purchase.types';

/**
 * Buying in the store (SPEC §2 /store and the "buy and pay" modal, §5 "Buying needs enough
 * points", §7 GET products and POST send-order, §8 payment messages, §9 methods and 1 point =
 * NT$1).
 *
 * - `loading` fetches the products (GET products); `browsing` shows the plans and point packs.
 * - Products the server says are not `purchasable` (no payment provider: nothing is sold) are
 *   shown, never chosen.
 * - `product.choose` asks the parent gate first (SPEC §6: purchases only behind it): the
 *   calculation gate runs as the child `gate` (`gate.answer` forwarded, `gate.close` back to
 *   browsing). Passed once, the gate is not asked again while the store stays open (the parent
 *   is there; leaving the page forgets it).
 * - `paying` is the buy-and-pay modal: `method.choose`, `points.set` (a whole number from 0 to
 *   the price; the balance is checked on sending), the amount left to pay is
 *   `amountToPay(price, points)` (rules/store.ts), shown live. `order.send` checks the order
 *   with `orderProblems` (the rule the server shares): no method gives 'Please select payment
 *   method', more points than the balance 'You currently only have {point} points'; a valid
 *   order is sent (POST send-order) and a refusal (422) shows on its field.
 * - A sent order with something left to pay goes to the provider's page (`openPayment` with
 *   the order's `payment_url`: the sandbox page in the embedded server) and the machine is
 *   done; an order the points paid in full is `paid` at once: the app refreshes the member
 *   (`memberChanged`) and the modal says so.
 * - `balance.sync` keeps the member's balance (points) as the app reloads the member.
 */

/** The chosen product, if any. */
export function chosenProduct(context: Pick<PurchaseContext, 'products' | 'chosenId'>): StoreProduct | null {
  return context.products.find((p) => p.id === context.chosenId) ?? null;
}

/** The order as filled in, checked by the shared rule (null when it may be sent). */
export function problemsOf(context: PurchaseContext): Record<string, string[]> | null {
  const product = chosenProduct(context);
  return orderProblems(
    { payMethod: context.payMethod, points: context.points },
    { balance: context.balance, price: product?.price ?? 0 },
  );
}

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
  },
  actors: {
    calculationGate: calculationGateMachine,
    /** GET products. Provided by the app. */
    loadProducts: fromPromise<StoreProduct[], void>(async () => {
      throw new Error('loadProducts is provided by the app');
    }),
    /** POST send-order. Provided by the app. */
    sendOrder: fromPromise<StoreOrder, SendOrderInput>(async () => {
      throw new Error('sendOrder is provided by the app');
    }),
  },
  actions: {
    /** Go to the provider's payment page (the order's payment_url). Provided by the app. */
    openPayment: (_, _params: { order: StoreOrder }) => {},
    /** The server changed the member (points spent, membership extended): reload it. Provided by the app. */
    memberChanged: () => {},
    forwardToGate: forwardTo('gate'),
    keepProducts: assign({ products: (_, params: { products: StoreProduct[] }) => params.products, error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    choose: assign({
      chosenId: (_, params: { productId: number }) => params.productId,
      payMethod: null,
      points: 0,
      error: null,
      order: null,
    }),
    forgetChoice: assign({ chosenId: null, error: null }),
    passGate: assign({ gatePassed: true }),
    setMethod: assign(({ context }, params: { method: PayMethod }) => ({
      payMethod: params.method,
      error: withoutField(context.error, 'pay_method'),
    })),
    setPoints: assign(({ context }, params: { points: number }) => ({
      points: pointsWithinPrice(params.points, chosenProduct(context)?.price ?? 0),
      error: withoutField(context.error, 'points'),
    })),
    showProblems: assign({
      error: ({ context }) => ({ code: '422', message: 'The request is not valid', errors: problemsOf(context) ?? {} }),
    }),
    clearError: assign({ error: null }),
    keepOrder: assign({ order: (_, params: { order: StoreOrder }) => params.order }),
    syncBalance: assign({ balance: (_, params: { points: number }) => params.points }),
  },
  guards: {
    /** A product of the list that can be bought now (the server has a payment provider). */
    isPurchasable: ({ context, event }) =>
      event.type === 'product.choose' && context.products.some((p) => p.id === event.productId && p.purchasable),
    gatePassed: ({ context }) => context.gatePassed,
    hasProblems: ({ context }) => problemsOf(context) !== null,
    needsPayment: (_, params: { order: StoreOrder }) => params.order.payment_url !== null && params.order.status === 'pending',
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    random: input.random,
    balance: input.balance,
    products: [],
    chosenId: null,
    payMethod: null,
    points: 0,
    gatePassed: false,
    error: null,
    order: null,
  }),
  on: {
    'balance.sync': { actions: { type: 'syncBalance', params: ({ event }) => ({ points: event.points }) } },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        onDone: {
          target: 'browsing',
          actions: { type: 'keepProducts', params: ({ event }) => ({ products: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'products.retry': 'loading' },
    },
    browsing: {
      on: {
        'product.choose': [
          {
            guard: and(['isPurchasable', 'gatePassed']),
            target: 'paying',
            actions: { type: 'choose', params: ({ event }) => ({ productId: event.productId }) },
          },
          {
            guard: 'isPurchasable',
            target: 'gate',
            actions: { type: 'choose', params: ({ event }) => ({ productId: event.productId }) },
          },
        ],
      },
    },
    /** The parent gate, before the buy-and-pay modal. */
    gate: {
      invoke: {
        id: 'gate',
        src: 'calculationGate',
        input: ({ context }) => ({ random: context.random }),
        onDone: { target: 'paying', actions: 'passGate' },
      },
      on: {
        'gate.answer': { actions: 'forwardToGate' },
        'gate.close': { target: 'browsing', actions: 'forgetChoice' },
      },
    },
    /** The buy-and-pay modal. */
    paying: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'method.choose': { actions: { type: 'setMethod', params: ({ event }) => ({ method: event.method }) } },
            'points.set': { actions: { type: 'setPoints', params: ({ event }) => ({ points: event.points }) } },
            'order.send': [{ guard: 'hasProblems', actions: 'showProblems' }, { target: 'sending' }],
            'modal.close': { target: '#purchase.browsing', actions: 'forgetChoice' },
          },
        },
        sending: {
          entry: 'clearError',
          invoke: {
            id: 'sendOrder',
            src: 'sendOrder',
            input: ({ context }) => ({
              product_id: context.chosenId ?? 0,
              points: context.points,
              pay_method: context.payMethod ?? 'credit_card',
            }),
            onDone: [
              {
                guard: { type: 'needsPayment', params: ({ event }) => ({ order: event.output }) },
                target: '#purchase.redirecting',
                actions: [
                  { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
                  { type: 'openPayment', params: ({ event }) => ({ order: event.output }) },
                ],
              },
              {
                target: 'paid',
                actions: [{ type: 'keepOrder', params: ({ event }) => ({ order: event.output }) }, 'memberChanged'],
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** The points paid it all: nothing left for a provider. */
        paid: {
          on: { 'modal.close': { target: '#purchase.browsing', actions: 'forgetChoice' } },
        },
      },
    },
    /** On the way to the provider's page. */
    redirecting: {
      type: 'final',
    },
  },
});

/** The error without one field's messages (the parent changed that field). */
function withoutField(error: CallError | null, field: string): CallError | null {
  if (!error || !(field in error.errors)) return error;
  const errors = { ...error.errors };
  delete errors[field];
  return Object.keys(errors).length > 0 ? { ...error, errors } : null;
}
