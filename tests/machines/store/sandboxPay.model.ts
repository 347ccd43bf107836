import { expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { StoreOrder } from '../../../machines/store/purchase.types';
import { connectSandboxPay, type SandboxPayView } from '../../../machines/store/sandboxPay.connect';
import { sandboxPayMachine, type SandboxPayEvent } from '../../../machines/store/sandboxPay.machine';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { apiError, fakeCall } from '../account/registration.fakes';
import { pendingOrder } from './purchase.fixtures';

/**
 * Model paths of the sandbox payment page: the order loads (pending, already paid, already
 * declined, or not at all and is retried), the parent confirms or declines, the call answers
 * paid, declined or fails (and the parent tries again). After each step the page is checked
 * against what the path says a parent sees, and the member is reloaded once per decision the
 * server took.
 */

const pending = pendingOrder(30);
const paid: StoreOrder = { ...pending, status: 'paid' };
const declined: StoreOrder = { ...pending, status: 'failed' };

const userEvents: SandboxPayEvent[] = [{ type: 'payment.confirm' }, { type: 'payment.decline' }, { type: 'order.retry' }];

const events: EventObject[] = [
  ...userEvents,
  ...replyEvents(sandboxPayMachine, {
    loadOrder: { outputs: [pending, paid, declined], errors: [apiError('404', 'Not found')] },
    decide: { outputs: [paid, declined], errors: [apiError('500', 'Server error')] },
  }),
];

function describeEvent(event: EventObject): string | undefined {
  const output = (event as { output?: StoreOrder }).output;
  if (output && event.type.startsWith('xstate.done.actor.')) return `${event.type.slice('xstate.done.actor.'.length)} ok (${output.status})`;
  return undefined;
}

/** What the path so far says the parent sees. */
function expectedPage() {
  let status: SandboxPayView['status'] = 'loading';
  let order: StoreOrder | null = null;
  let deciding: SandboxPayView['deciding'] = null;
  let error: string | null = null;
  return (event: EventObject): SandboxPayView => {
    const output = (event as { output?: StoreOrder }).output;
    switch (event.type) {
      case 'xstate.done.actor.loadOrder':
        order = output!;
        status = order.status === 'pending' ? 'ready' : order.status === 'paid' ? 'paid' : 'declined';
        break;
      case 'xstate.error.actor.loadOrder':
        [status, error] = ['loadFailed', 'Not found'];
        break;
      case 'order.retry':
        [status, error] = ['loading', null];
        break;
      case 'payment.confirm':
      case 'payment.decline':
        status = 'deciding';
        deciding = event.type === 'payment.confirm' ? 'confirm' : 'decline';
        break;
      case 'xstate.done.actor.confirm':
      case 'xstate.done.actor.decline':
        order = output!;
        [status, deciding, error] = [order.status === 'paid' ? 'paid' : 'declined', null, null];
        break;
      case 'xstate.error.actor.confirm':
      case 'xstate.error.actor.decline':
        [status, deciding, error] = ['failed', null, 'Server error'];
        break;
    }
    return {
      status,
      order,
      canDecide: status === 'ready' || status === 'failed',
      deciding,
      error: status === 'loadFailed' || status === 'failed' ? error : null,
    };
  };
}

export const model = defineModel({
  machine: sandboxPayMachine,
  families: [
    {
      name: 'a parent pays in the sandbox',
      paths: { input: { orderId: pending.id }, events, dropPrefixes: true, describeEvent },
      start: (inspect) => {
        const loadOrder = fakeCall<StoreOrder, { orderId: number }>();
        const decide = fakeCall<StoreOrder, { orderId: number; decision: string }>();
        const memberChanged = vi.fn();
        const machine = sandboxPayMachine.provide({
          actors: { loadOrder: loadOrder.logic, decide: decide.logic as never },
          actions: { memberChanged },
        });
        const actor = createActor(machine, { input: { orderId: pending.id }, inspect }).start();
        const expected = expectedPage();
        let decided = 0;
        return {
          actor,
          machine,
          fakes: { loadOrder, decide },
          check: (snapshot, event) => {
            expect(connectSandboxPay(snapshot as never), `the page after ${event.type}`).toEqual(expected(event));
            if (/^xstate\.done\.actor\.(confirm|decline)$/.test(event.type)) decided += 1;
            expect(memberChanged, 'the member is reloaded after each decision').toHaveBeenCalledTimes(decided);
            if (event.type === 'payment.confirm' || event.type === 'payment.decline') {
              expect(decide.calls.at(-1)).toEqual({
                orderId: pending.id,
                decision: event.type === 'payment.confirm' ? 'confirm' : 'decline',
              });
            }
            expect(loadOrder.calls.every((call) => call.orderId === pending.id)).toBe(true);
          },
        };
      },
    },
  ],
});
