import { assign, fromPromise, setup } from 'xstate';
import type { StoreOrder } from './purchase.types';
import { toCallError, type CallError } from '../types';

/**
 * The sandbox payment page (/store/pay/:id): the embedded payment provider's stand-in, which
 * says plainly that it is a test payment and that no money moves, shows the order, and
 * confirms or declines it on the parent's click.
 *
 * - `loading` fetches the order (`loadOrder`); an order already paid goes straight to `paid`,
 *   one already failed or cancelled to `declined`; a pending one is `ready`. A failed load
 *   is `loadFailed` (`order.retry`).
 * - `ready`: `payment.confirm` or `payment.decline` runs `decide` (the sandbox call); while it
 *   runs (`deciding`) nothing else is taken. A paid order is `paid`, anything else `declined`;
 *   either way the server may have changed the member (points, membership), so the app
 *   reloads it (`memberChanged`). A failed call is `failed`, from which the parent may try
 *   again (confirm or decline).
 */

export type PaymentDecision = 'confirm' | 'decline';

export interface SandboxPayInput {
  orderId: number;
}

export interface SandboxPayContext {
  orderId: number;
  order: StoreOrder | null;
  error: CallError | null;
}

export type SandboxPayEvent =
  | { type: 'payment.confirm' }
  | { type: 'payment.decline' }
  | { type: 'order.retry' };

export const sandboxPayMachine = setup({
  types: {
    context: {} as SandboxPayContext,
    events: {} as SandboxPayEvent,
    input: {} as SandboxPayInput,
  },
  actors: {
    /** The order (GET orders/{id}). Provided by the app. */
    loadOrder: fromPromise<StoreOrder, { orderId: number }>(async () => {
      throw new Error('loadOrder is provided by the app');
    }),
    /** The sandbox provider's confirmation or decline. Provided by the app. */
    decide: fromPromise<StoreOrder, { orderId: number; decision: PaymentDecision }>(async () => {
      throw new Error('decide is provided by the app');
    }),
  },
  actions: {
    /** The server changed the member (points spent, membership extended): reload it. Provided by the app. */
    memberChanged: () => {},
    keepOrder: assign({ order: (_, params: { order: StoreOrder }) => params.order, error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
  },
  guards: {
    isPaid: (_, params: { order: StoreOrder }) => params.order.status === 'paid',
    isPending: (_, params: { order: StoreOrder }) => params.order.status === 'pending',
  },
}).createMachine({
  id: 'sandboxPay',
  context: ({ input }) => ({ orderId: input.orderId, order: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => ({ order: event.output }) },
            target: 'ready',
            actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
          },
          {
            guard: { type: 'isPaid', params: ({ event }) => ({ order: event.output }) },
            target: 'paid',
            actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
          },
          {
            target: 'declined',
            actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'order.retry': 'loading' },
    },
    ready: {
      on: {
        'payment.confirm': 'deciding.confirming',
        'payment.decline': 'deciding.declining',
      },
    },
    deciding: {
      initial: 'confirming',
      states: {
        confirming: {
          invoke: {
            id: 'confirm',
            src: 'decide',
            input: ({ context }) => ({ orderId: context.orderId, decision: 'confirm' as const }),
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => ({ order: event.output }) },
                target: '#sandboxPay.paid',
                actions: [{ type: 'keepOrder', params: ({ event }) => ({ order: event.output }) }, 'memberChanged'],
              },
              {
                target: '#sandboxPay.declined',
                actions: [{ type: 'keepOrder', params: ({ event }) => ({ order: event.output }) }, 'memberChanged'],
              },
            ],
            onError: {
              target: '#sandboxPay.failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        declining: {
          invoke: {
            id: 'decline',
            src: 'decide',
            input: ({ context }) => ({ orderId: context.orderId, decision: 'decline' as const }),
            onDone: [
              {
                guard: { type: 'isPaid', params: ({ event }) => ({ order: event.output }) },
                target: '#sandboxPay.paid',
                actions: [{ type: 'keepOrder', params: ({ event }) => ({ order: event.output }) }, 'memberChanged'],
              },
              {
                target: '#sandboxPay.declined',
                actions: [{ type: 'keepOrder', params: ({ event }) => ({ order: event.output }) }, 'memberChanged'],
              },
            ],
            onError: {
              target: '#sandboxPay.failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** The call failed: the order is as it was; the parent may try again. */
    failed: {
      on: {
        'payment.confirm': 'deciding.confirming',
        'payment.decline': 'deciding.declining',
      },
    },
    paid: { type: 'final' },
    declined: { type: 'final' },
  },
});
