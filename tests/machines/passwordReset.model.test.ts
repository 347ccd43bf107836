import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  passwordResetMachine,
  type PasswordResetContext,
  type PasswordResetEvent,
  type PasswordResetInput,
  type ResetRequest,
  type SetNewPasswordRequest,
} from '../../machines/passwordReset.machine';
import { CoverageRecorder } from './coverage';
import { replay, replyEvents, transitionPaths } from './modelPaths';
import { apiError, fakeCall } from './registration.fakes';

/**
 * Model paths of the forgotten-password machine: one per transition, from the
 * e-mail form, from a stored request whose resend cooldown still runs, and from
 * one whose cooldown has run out. Replayed on a real actor with fake calls and a
 * fake clock. Every state and transition of the definition must be walked.
 */

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

const stored: ResetRequest = { email: 'parent@example.com', email_verification_id: 'ev-7' };

const userEvents: PasswordResetEvent[] = [
  { type: 'email.submit', email: 'parent@example.com' },
  { type: 'password.submit', code: '123456', password: 'newsecret1' },
  { type: 'code.resend' },
  { type: 'clock.tick' },
];

const events = [
  ...userEvents,
  ...replyEvents(passwordResetMachine, {
    sendCode: {
      outputs: [{ email_verification_id: 'ev-8' }],
      errors: [apiError('429', 'Too many attempts. Please try again later.')],
    },
    setNewPassword: { outputs: [null], errors: [apiError('422', 'The verification code is invalid or has expired')] },
  }),
];

const recorder = new CoverageRecorder(passwordResetMachine);

function setup(input: PasswordResetInput) {
  const fakes = {
    sendCode: fakeCall<{ email_verification_id: string }, { email: string }>(),
    setNewPassword: fakeCall<unknown, SetNewPasswordRequest>(),
  };
  const calls: string[] = [];
  const machine = passwordResetMachine.provide({
    actors: { sendCode: fakes.sendCode.logic, setNewPassword: fakes.setNewPassword.logic },
    actions: {
      storeRequest: () => void calls.push('storeRequest'),
      storeCaptchaExpireTime: () => void calls.push('storeCaptchaExpireTime'),
      clearRequest: () => void calls.push('clearRequest'),
      goToCodeEntry: () => void calls.push('goToCodeEntry'),
      goToLogin: () => void calls.push('goToLogin'),
    },
  });
  const actor = createActor(machine, { input: { ...input, now: () => Date.now() }, inspect: recorder.inspect });
  return { actor, machine, fakes, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('password reset machine model paths', () => {
  const families: { prefix: string; input: PasswordResetInput }[] = [
    { prefix: 'new: ', input: {} },
    { prefix: 'stored, 25 s to wait: ', input: { request: stored, captchaExpireTime: T0 + 25_000 } },
    { prefix: 'stored, wait over: ', input: { request: stored, captchaExpireTime: T0 - 1 } },
  ];

  for (const { prefix, input } of families) {
    for (const path of transitionPaths(passwordResetMachine, { input: { ...input, now: () => T0 }, events, prefix })) {
      it(path.description, async () => {
        const { actor, machine, fakes, calls } = setup(input);
        actor.start();
        await replay(path, {
          actor,
          machine,
          fakes,
          check: (snapshot, event) => {
            const context = snapshot.context as PasswordResetContext;
            if (snapshot.matches('awaitingCode')) expect(context.request, 'the code belongs to a request').not.toBeNull();
            if (snapshot.matches({ awaitingCode: { resend: 'coolingDown' } })) {
              expect(context.secondsLeft, 'the counter shows the wait').toBeGreaterThan(0);
              expect(snapshot.can({ type: 'code.resend' }), 'no resend while the counter runs').toBe(false);
            }
            if (snapshot.matches({ awaitingCode: { resend: 'ready' } })) {
              expect(context.secondsLeft).toBe(0);
              expect(snapshot.can({ type: 'code.resend' })).toBe(true);
            }
            if (event.type === 'xstate.done.actor.sendCode') {
              expect(calls, 'a sent code is stored, then the code page opens').toEqual([
                'storeRequest',
                'storeCaptchaExpireTime',
                'goToCodeEntry',
              ]);
            }
            if (snapshot.matches('done')) {
              expect(snapshot.status).toBe('done');
              expect(calls.slice(-2), 'done: forget the request, then log in').toEqual(['clearRequest', 'goToLogin']);
            }
            if (/^xstate\.error\./.test(event.type)) expect(context.error, 'a failed call shows its error').not.toBeNull();
          },
        });
        actor.stop();
      });
    }
  }

  it('walked every state and every transition of the password reset machine', () => {
    recorder.assertFullCoverage();
  });
});
