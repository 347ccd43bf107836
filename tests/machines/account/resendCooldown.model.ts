import { expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import {
  resendCooldownMachine,
  type ResendCooldownEvent,
  type ResendCooldownInput,
} from '../../../machines/account/resendCooldown.machine';
import { connectResendCooldown } from '../../../src/pages/account/connect';
import { defineModel, type ModelFamily } from '../models';

/**
 * Model paths of the resend cooldown (the resend button and its seconds
 * counter on /register-captcha and /forget/captcha): one per transition, with
 * no code sent yet, with a stored wait of 25 s, and with a wait already over.
 * Replayed on a real actor with a fake clock (the ticker and the delay run for
 * real). At every step the button and the counter a person sees
 * (`connectResendCooldown`) are checked against values worked out here from
 * the clock and the path, not by the machine's own code.
 */

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
/** The end of the wait the parent reports after a resend (its own clock + 60 s, pinned here). */
const RESENT_UNTIL = T0 + 120_000;

const events: ResendCooldownEvent[] = [
  { type: 'code.resend' },
  { type: 'clock.tick' },
  { type: 'resend.done', captchaExpireTime: RESENT_UNTIL },
  { type: 'resend.failed' },
];

/**
 * The definition the graph walks: alone, with no parent to ask (sendParent would throw),
 * so the request is a no-op; the replays provide one that records it.
 */
const standalone = resendCooldownMachine.provide({ actions: { requestResend: () => {} } });

function family(name: string, prefix: string, input: ResendCooldownInput): ModelFamily {
  return {
    name,
    paths: { input: { ...input, now: () => T0 }, events, prefix },
    start: (inspect) => {
      vi.setSystemTime(T0);
      const requests: string[] = [];
      const machine = resendCooldownMachine.provide({
        actions: { requestResend: () => void requests.push('resend.requested') },
      });
      const actor = createActor(machine, { input: { ...input, now: () => Date.now() }, inspect }).start();
      // What the person should see, worked out from the path and the clock: when the wait
      // ends, whether a send is on its way (asked, not yet answered), how often one was asked.
      let waitUntil = input.captchaExpireTime ?? null;
      let pending = false;
      let asked = 0;
      return {
        actor,
        machine,
        fakes: {},
        check: (snapshot, event: EventObject) => {
          const waiting = () => waitUntil !== null && waitUntil > Date.now();
          if (event.type === 'code.resend' && !pending && !waiting()) {
            pending = true;
            asked += 1;
          }
          if (event.type === 'resend.done' && pending) {
            pending = false;
            waitUntil = (event as Extract<ResendCooldownEvent, { type: 'resend.done' }>).captchaExpireTime;
          }
          if (event.type === 'resend.failed' && pending) pending = false;
          const view = connectResendCooldown(snapshot as never);

          expect(view.canResend, 'the button is enabled exactly when the wait is over and no send is on its way').toBe(
            !waiting() && !pending,
          );
          expect(view.secondsLeft, 'the counter shows the whole seconds still to wait').toBe(
            waiting() && !pending ? Math.ceil((waitUntil! - Date.now()) / 1000) : 0,
          );
          expect(requests, 'each accepted resend asks the parent once').toHaveLength(asked);
        },
      };
    },
  };
}

export const model = defineModel({
  machine: standalone,
  families: [
    family('no code sent yet', 'no code sent yet: ', { captchaExpireTime: null }),
    family('a stored wait of 25 s', 'stored, 25 s to wait: ', { captchaExpireTime: T0 + 25_000 }),
    family('a stored wait already over', 'stored, wait over: ', { captchaExpireTime: T0 - 1 }),
  ],
});
