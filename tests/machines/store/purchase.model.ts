import { expect, vi } from 'vitest';
import { createActor, type ActorRefFrom, type EventObject } from 'xstate';
import { resultOf, type calculationGateMachine } from '../../../machines/shell/calculationGate.machine';
import { connectPurchase, type PurchaseView } from '../../../machines/store/purchase.connect';
import { purchaseMachine } from '../../../machines/store/purchase.machine';
import type { PurchaseContext, PurchaseEvent, StoreOrder, StoreProduct } from '../../../machines/store/purchase.types';
import { seededRandom } from '../../../machines/random';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { apiError, fakeCall } from '../account/registration.fakes';
import { BALANCE, MONTHLY, PRODUCTS, paidWithPoints, pendingOrder } from './purchase.fixtures';

/**
 * Model paths of buying in the store: the products load (or fail and are retried), the parent
 * chooses the monthly plan, passes the parent gate (or closes it, or answers it wrong), chooses
 * a method and the points, and sends the order: it goes to the sandbox page, or the points paid
 * it all, or the server refuses it. Replayed on real actors with fake calls; the gate is answered
 * as a grown-up would, by reading its question.
 *
 * After each step the store is checked against what the path says a parent sees: the gate, the
 * modal with the amount left to pay (price − points, live), the messages of SPEC §8 on their
 * fields ('Please select payment method', 'You currently only have {point} points'), that a
 * second purchase in the same visit asks no gate again, and what the app was told to do (go to
 * the payment page once, reload the member once the points paid it all).
 */

const GATE_PASSED = { type: 'xstate.done.actor.gate' };
const WRONG_ANSWER = { type: 'gate.answer', answer: 'wrong' } as const;

const pointsRefused = apiError('422', 'The request is not valid', { points: [`You currently only have ${BALANCE} points`] });

const userEvents: PurchaseEvent[] = [
  { type: 'products.retry' },
  { type: 'product.choose', productId: MONTHLY.id },
  WRONG_ANSWER,
  { type: 'gate.close' },
  { type: 'method.choose', method: 'alipay' },
  { type: 'points.set', points: 30 },
  { type: 'points.set', points: 80 },
  { type: 'order.send' },
  { type: 'modal.close' },
  { type: 'balance.sync', points: 400 },
];

const events: EventObject[] = [
  ...userEvents,
  GATE_PASSED,
  ...replyEvents(purchaseMachine, {
    loadProducts: { outputs: [PRODUCTS], errors: [apiError('500', 'Server error')] },
    sendOrder: { outputs: [pendingOrder(30), paidWithPoints], errors: [pointsRefused] },
  }),
];

function contextKey(context: PurchaseContext): unknown {
  return [context.gatePassed, context.payMethod !== null, context.points, context.balance];
}

/** Fewer paths: the balance changes only while browsing; a retry only after a failure. */
function filter(snapshot: { value: unknown }, event: EventObject): boolean {
  if (event.type === 'balance.sync') return snapshot.value === 'browsing';
  return true;
}

const LABELS: Record<string, string> = {
  [GATE_PASSED.type]: 'pass the gate',
  'gate.close': 'close the gate',
  'modal.close': 'close the modal',
  'order.send': 'send the order',
};

function describeEvent(any: EventObject): string | undefined {
  const output = (any as { output?: StoreOrder }).output;
  if (any.type === 'xstate.done.actor.sendOrder' && output) return output.payment_url ? 'order sent (to pay)' : 'order paid by points';
  const event = any as PurchaseEvent;
  if (event.type === 'gate.answer') return 'answer the gate wrong';
  if (event.type === 'points.set') return `use ${event.points} points`;
  if (event.type === 'method.choose') return `pay by ${event.method}`;
  if (event.type === 'balance.sync') return `balance ${event.points}`;
  if (event.type === 'product.choose') return 'buy the monthly plan';
  return LABELS[event.type];
}

type Phase = 'loading' | 'failed' | 'browsing' | 'gate' | 'editing' | 'sending' | 'paid' | 'redirecting';

/** What the path so far says the parent sees, written out in the parent's terms. */
function expectedStore() {
  let phase: Phase = 'loading';
  let products: StoreProduct[] = [];
  let chosen: StoreProduct | null = null;
  let gatePassed = false;
  let method: string | null = null;
  let points = 0;
  let balance = BALANCE;
  let errors: Record<string, string[]> = {};
  let order: StoreOrder | null = null;
  return (event: EventObject): PurchaseView => {
    switch (event.type) {
      case 'xstate.done.actor.loadProducts':
        phase = 'browsing';
        products = PRODUCTS;
        break;
      case 'xstate.error.actor.loadProducts':
        phase = 'failed';
        break;
      case 'products.retry':
        phase = 'loading';
        break;
      case 'product.choose':
        chosen = MONTHLY;
        [method, points, errors, order] = [null, 0, {}, null];
        phase = gatePassed ? 'editing' : 'gate';
        break;
      case GATE_PASSED.type:
        phase = 'editing';
        gatePassed = true;
        break;
      case 'gate.close':
      case 'modal.close':
        phase = 'browsing';
        chosen = null;
        errors = {};
        break;
      case 'method.choose':
        method = (event as Extract<PurchaseEvent, { type: 'method.choose' }>).method;
        delete errors.pay_method;
        errors = { ...errors };
        break;
      case 'points.set':
        points = Math.min((event as Extract<PurchaseEvent, { type: 'points.set' }>).points, chosen!.price);
        delete errors.points;
        errors = { ...errors };
        break;
      case 'order.send': {
        const problems: Record<string, string[]> = {};
        if (!method) problems.pay_method = ['Please select payment method'];
        if (points > balance) problems.points = [`You currently only have ${balance} points`];
        if (Object.keys(problems).length > 0) errors = problems;
        else [phase, errors] = ['sending', {}];
        break;
      }
      case 'xstate.done.actor.sendOrder':
        order = (event as unknown as { output: StoreOrder }).output;
        phase = order.payment_url ? 'redirecting' : 'paid';
        break;
      case 'xstate.error.actor.sendOrder':
        phase = 'editing';
        errors = pointsRefused.errors;
        break;
      case 'balance.sync':
        balance = (event as Extract<PurchaseEvent, { type: 'balance.sync' }>).points;
        break;
    }
    const inModal = phase === 'editing' || phase === 'sending' || phase === 'paid';
    return {
      status: phase === 'loading' || phase === 'failed' || phase === 'redirecting' ? phase : 'ready',
      loadError: phase === 'failed' ? 'Server error' : null,
      plans: products.filter((p) => p.kind === 'membership'),
      pointPacks: products.filter((p) => p.kind === 'points'),
      balance,
      canChoose: phase === 'browsing',
      purchasesOpen: products.some((p) => p.purchasable),
      gateOpen: phase === 'gate',
      modal:
        inModal && chosen
          ? {
              product: chosen,
              payMethod: method as never,
              points,
              maxPoints: Math.min(balance, chosen.price),
              amount: chosen.price - points,
              sending: phase === 'sending',
              paid: phase === 'paid',
              canSend: phase === 'editing',
              canClose: phase !== 'sending',
              fieldErrors: errors,
              formError: null,
            }
          : null,
      order,
    };
  };
}

export const model = defineModel({
  machine: purchaseMachine,
  families: [
    {
      name: 'a parent buys the monthly plan',
      paths: {
        input: { random: () => 0.5, balance: BALANCE },
        events,
        contextKey,
        filter: filter as never,
        dropPrefixes: true,
        describeEvent,
      },
      start: (inspect) => {
        const loadProducts = fakeCall<StoreProduct[], void>();
        const sendOrder = fakeCall<StoreOrder, unknown>();
        const openPayment = vi.fn();
        const memberChanged = vi.fn();
        const machine = purchaseMachine.provide({
          actors: { loadProducts: loadProducts.logic, sendOrder: sendOrder.logic as never },
          actions: { openPayment: (_, params) => openPayment(params.order), memberChanged },
        });
        const actor = createActor(machine, { input: { random: seededRandom(9), balance: BALANCE }, inspect }).start();
        const gateQuestion = () => {
          const gate = actor.getSnapshot().children.gate as ActorRefFrom<typeof calculationGateMachine> | undefined;
          if (!gate) throw new Error('the gate is not open');
          return gate.getSnapshot().context.question;
        };
        const expected = expectedStore();
        let redirected = 0;
        let reloaded = 0;
        return {
          actor,
          machine,
          fakes: { loadProducts, sendOrder },
          drive: (event) => {
            if (event.type === GATE_PASSED.type) {
              actor.send({ type: 'gate.answer', answer: String(resultOf(gateQuestion())) });
              return true;
            }
            if (event.type === WRONG_ANSWER.type) {
              actor.send({ type: 'gate.answer', answer: String(resultOf(gateQuestion()) + 1) });
              return true;
            }
            return false;
          },
          check: (snapshot, event) => {
            expect(connectPurchase(snapshot as never), `the store after ${event.type}`).toEqual(expected(event));
            if (event.type === 'xstate.done.actor.sendOrder') {
              const order = (event as unknown as { output: StoreOrder }).output;
              if (order.payment_url) redirected += 1;
              else reloaded += 1;
            }
            expect(openPayment, 'the app goes to the payment page once per order to pay').toHaveBeenCalledTimes(redirected);
            expect(memberChanged, 'the member is reloaded once the points paid it all').toHaveBeenCalledTimes(reloaded);
            if (event.type === 'order.send' && snapshot.matches({ paying: 'sending' })) {
              expect(sendOrder.calls.at(-1), 'the order sent').toEqual({
                product_id: MONTHLY.id,
                points: snapshot.context.points,
                pay_method: snapshot.context.payMethod,
              });
            }
          },
        };
      },
    },
  ],
});
