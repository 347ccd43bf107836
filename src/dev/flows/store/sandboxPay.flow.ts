import type { StoreOrder } from '../../../../machines/store/purchase.types';
import { sandboxPayMachine, type PaymentDecision, type SandboxPayEvent } from '../../../../machines/store/sandboxPay.machine';
import { fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const order: StoreOrder = {
  id: 71,
  product_id: 1,
  kind: 'membership',
  plan: 'monthly',
  pack_points: 0,
  price: 299,
  amount: 269,
  used_points: 30,
  pay_method: 'alipay',
  status: 'pending',
  payment_url: '/store/pay/71',
  created_at: '2026-11-23T04:00:00.000Z',
  paid_at: null,
};

const events: FlowEvents<SandboxPayEvent> = [
  { label: 'Confirm the test payment', event: { type: 'payment.confirm' } },
  { label: 'Decline it', event: { type: 'payment.decline' } },
  { label: 'Retry loading the order', event: { type: 'order.retry' } },
];

export const flow: FlowDefinition = {
  id: 'sandboxPay',
  title: 'Sandbox payment page',
  description:
    'A pending monthly order (NT$269 to pay, 30 points used). The fake provider marks it paid on Confirm and ' +
    'failed on Decline; memberChanged (the member reload) is logged.',
  machine: sandboxPayMachine.provide({
    actors: {
      loadOrder: fakeCall<StoreOrder, { orderId: number }>(() => order),
      decide: fakeCall<StoreOrder, { orderId: number; decision: PaymentDecision }>(({ decision }) => ({
        ...order,
        status: decision === 'confirm' ? 'paid' : 'failed',
      })),
    },
    actions: { memberChanged: logAction('memberChanged') },
  }),
  input: { orderId: order.id },
  events,
};
