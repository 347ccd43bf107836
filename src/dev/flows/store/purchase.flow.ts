import { purchaseMachine } from '../../../../machines/store/purchase.machine';
import type { PurchaseEvent, SendOrderInput, StoreOrder, StoreProduct } from '../../../../machines/store/purchase.types';
import { amountToPay, notEnoughPointsMessage } from '../../../../machines/rules/store';
import { callError, fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const BALANCE = 50;

const products: StoreProduct[] = [
  { id: 1, kind: 'membership', plan: 'monthly', name: 'Monthly plan', method_name: 'Billed monthly', original_price: 390, price: 299, average_price: 299, months: 1, pack_points: 0, purchasable: true },
  { id: 2, kind: 'membership', plan: 'seasonal', name: 'Seasonal plan', method_name: 'Billed every 3 months', original_price: 1170, price: 799, average_price: 266, months: 3, pack_points: 0, purchasable: true },
  { id: 3, kind: 'membership', plan: 'yearly', name: 'Yearly plan', method_name: 'Billed yearly', original_price: 4680, price: 2690, average_price: 224, months: 12, pack_points: 0, purchasable: true },
  { id: 4, kind: 'points', plan: null, name: '500 points', method_name: 'One payment', original_price: 500, price: 500, average_price: null, months: 0, pack_points: 500, purchasable: true },
];

let nextId = 70;

const events: FlowEvents<PurchaseEvent> = [
  { label: 'Retry loading the products', event: { type: 'products.retry' } },
  { label: 'Buy the monthly plan', event: { type: 'product.choose', productId: 1 } },
  { label: 'Buy 500 points', event: { type: 'product.choose', productId: 4 } },
  { label: 'Answer the gate wrong', event: { type: 'gate.answer', answer: '-1' } },
  { label: 'Close the gate', event: { type: 'gate.close' } },
  { label: 'Pay by credit card', event: { type: 'method.choose', method: 'credit_card' } },
  { label: 'Pay by Alipay', event: { type: 'method.choose', method: 'alipay' } },
  { label: 'Use 30 points', event: { type: 'points.set', points: 30 } },
  { label: `Use 80 points (more than the ${BALANCE} held)`, event: { type: 'points.set', points: 80 } },
  { label: 'Send the order', event: { type: 'order.send' } },
  { label: 'Close the modal', event: { type: 'modal.close' } },
  { label: 'The balance becomes 1000', event: { type: 'balance.sync', points: 1000 } },
];

export const flow: FlowDefinition = {
  id: 'purchase',
  title: 'Buy in the store (plans, parent gate, buy-and-pay modal)',
  description:
    `A parent with ${BALANCE} points. The gate's answer is not shown here: pass it from the inspector or answer ` +
    'wrong to see the message. The fake server takes an order the checks let through: with something left to ' +
    'pay it answers with the sandbox page (openPayment is logged), paid in full by points it is paid at once.',
  machine: purchaseMachine.provide({
    actors: {
      loadProducts: fakeCall<StoreProduct[], void>(() => products),
      sendOrder: fakeCall<StoreOrder, SendOrderInput>((input) => {
        const product = products.find((p) => p.id === input.product_id);
        if (!product) throw callError('404', 'Not found');
        if (input.points > 1000) throw callError('422', 'The request is not valid', { points: [notEnoughPointsMessage(1000)] });
        nextId += 1;
        const amount = amountToPay(product.price, input.points);
        return {
          id: nextId,
          product_id: product.id,
          kind: product.kind,
          plan: product.plan,
          pack_points: product.pack_points,
          price: product.price,
          amount,
          used_points: input.points,
          pay_method: input.pay_method,
          status: amount === 0 ? 'paid' : 'pending',
          payment_url: amount === 0 ? null : `/store/pay/${nextId}`,
          created_at: new Date().toISOString(),
          paid_at: amount === 0 ? new Date().toISOString() : null,
        };
      }),
    },
    actions: { openPayment: logAction('openPayment'), memberChanged: logAction('memberChanged') },
  }),
  input: { random: Math.random, balance: BALANCE },
  events,
};
