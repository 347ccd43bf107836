import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Payment providers (SPEC §9: international credit card, Alipay, WeChat Pay).
 *
 * A provider takes an order's amount somewhere else and then tells us how it went with a
 * confirmation it SIGNS: HMAC-SHA256, with the secret we share with it, over
 * `{order_id}.{status}.{amount}`. Nothing happens to an order until a confirmation's
 * signature verifies (`verifyConfirmation`, called by POST payments/notify and by the
 * sandbox alike), and its amount is the order's (store/orders.ts).
 *
 * A server has the provider its operator names (PAYMENT_PROVIDER, context.ts), or none: then
 * nothing is sold (issue 26). The one built in is the sandbox provider: no money moves, so
 * nothing bought through it is ever money (machines/rules/points.ts). Its payment page is the
 * app's own /store/pay/{id}, which says plainly that it is a sandbox; the parent's
 * confirm or decline reaches POST payments/sandbox/{id}, where the sandbox signs the
 * confirmation exactly as a real provider would and hands it to the same verifying path.
 * A real provider is another implementation of `PaymentProvider` whose service calls
 * POST payments/notify.
 */
export interface PaymentConfirmation {
  order_id: number;
  status: 'paid' | 'failed';
  /** NT$ the provider took. */
  amount: number;
  /** HMAC-SHA256 of `{order_id}.{status}.{amount}`, lower-case hex. */
  signature: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** Starts a payment for the order; returns where the parent pays it. */
  createPayment(order: { id: number; amount: number }): Promise<{ paymentUrl: string }>;
}

/** The sandbox also answers for the parent: confirm or decline. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  decide(order: { id: number; amount: number }, decision: 'confirm' | 'decline'): PaymentConfirmation;
}

const payload = (c: Omit<PaymentConfirmation, 'signature'>) => `${c.order_id}.${c.status}.${c.amount}`;

/** The signature a provider holding `secret` puts on a confirmation. */
export function signConfirmation(secret: Buffer, c: Omit<PaymentConfirmation, 'signature'>): string {
  return createHmac('sha256', secret).update(payload(c)).digest('hex');
}

/** Whether the confirmation was signed with `secret` (compared in constant time). */
export function verifyConfirmation(secret: Buffer, c: PaymentConfirmation): boolean {
  if (!/^[0-9a-f]{64}$/.test(c.signature)) return false;
  const expected = Buffer.from(signConfirmation(secret, c), 'hex');
  return timingSafeEqual(expected, Buffer.from(c.signature, 'hex'));
}

/** The sandbox provider: pays on the parent's click on our own page, signs with `secret`. */
export function sandboxProvider(secret: Buffer): SandboxProvider {
  return {
    name: 'sandbox',
    async createPayment(order) {
      return { paymentUrl: `/store/pay/${order.id}` };
    },
    decide(order, decision) {
      const unsigned = { order_id: order.id, status: decision === 'confirm' ? 'paid' : 'failed', amount: order.amount } as const;
      return { ...unsigned, signature: signConfirmation(secret, unsigned) };
    },
  };
}
