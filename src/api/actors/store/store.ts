import { fromPromise } from 'xstate';
import type { SendOrderInput, StoreOrder, StoreProduct } from '../../../../machines/store/purchase.types';
import type { PaymentDecision } from '../../../../machines/store/sandboxPay.machine';
import { api, unwrap } from '../../client';

/**
 * The store calls of SPEC §7 as actors for the purchase and sandbox-payment machines. Each
 * resolves with the reply's `data` or rejects with the client's `ApiError` (code, message,
 * field errors).
 */

/** GET products → the plans and point packs. */
export const loadProducts = fromPromise<StoreProduct[], void>(({ signal }) => unwrap(api.GET('/products', { signal })));

/** POST send-order → the pending order (or one already paid by points). */
export const sendOrder = fromPromise<StoreOrder, SendOrderInput>(({ input }) => unwrap(api.POST('/send-order', { body: input })));

/** GET orders/{id} → one of the member's orders. */
export const loadOrder = fromPromise<StoreOrder, { orderId: number }>(({ input, signal }) =>
  unwrap(api.GET('/orders/{id}', { signal, params: { path: { id: input.orderId } } })),
);

/** POST payments/sandbox/{id} → the order after the sandbox provider's answer. */
export const decideSandboxPayment = fromPromise<StoreOrder, { orderId: number; decision: PaymentDecision }>(({ input }) =>
  unwrap(api.POST('/payments/sandbox/{id}', { params: { path: { id: input.orderId } }, body: { decision: input.decision } })),
);

/** The purchase machine's calls. */
export const purchaseActors = { loadProducts, sendOrder };

/** The sandbox-payment machine's calls. */
export const sandboxPayActors = { loadOrder, decide: decideSandboxPayment };
