import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import {
  resendCooldownMachine,
  type ResendCooldownEvent,
  type ResendCooldownInput,
} from '../../machines/resendCooldown.machine';
import { connectResendCooldown } from '../../src/pages/account/connect';
import { CoverageRecorder } from './coverage';
import { replay, transitionPaths } from './modelPaths';

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

const recorder = new CoverageRecorder(resendCooldownMachine);

/** For walking the graph alone: no parent to ask (sendParent would throw), so the request is a no-op. */
const standalone = resendCooldownMachine.provide({ actions: { requestResend: () => {} } });

function setup(input: ResendCooldownInput) {
  const requests: string[] = [];
  const machine = resendCooldownMachine.provide({
    actions: { requestResend: () => void requests.push('resend.requested') },
  });
  const actor = createActor(machine, { input: { ...input, now: () => Date.now() }, inspect: recorder.inspect });
  return { actor, machine, requests };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('resend cooldown machine model paths', () => {
  const families: { prefix: string; input: ResendCooldownInput }[] = [
    { prefix: 'no code sent yet: ', input: { captchaExpireTime: null } },
    { prefix: 'stored, 25 s to wait: ', input: { captchaExpireTime: T0 + 25_000 } },
    { prefix: 'stored, wait over: ', input: { captchaExpireTime: T0 - 1 } },
  ];

  for (const { prefix, input } of families) {
    for (const path of transitionPaths(standalone, { input: { ...input, now: () => T0 }, events, prefix })) {
      it(path.description, async () => {
        const { actor, machine, requests } = setup(input);
        // What the person should see, worked out from the path and the clock: when the wait
        // ends, whether a send is on its way (asked, not yet answered), how often one was asked.
        let waitUntil = input.captchaExpireTime ?? null;
        let pending = false;
        let asked = 0;
        actor.start();
        await replay(path, {
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
        });
        actor.stop();
      });
    }
  }

  it('walked every state and every transition of the resend cooldown machine', () => {
    recorder.assertFullCoverage();
  });
});
