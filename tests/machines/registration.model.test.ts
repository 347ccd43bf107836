import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  registrationMachine,
  type CodeSent,
  type RegisterRequest,
  type Registration,
  type RegistrationContext,
  type RegistrationEvent,
  type RegistrationInput,
  type VerifyRequest,
} from '../../machines/registration.machine';
import { CoverageRecorder } from './coverage';
import { replay, replyEvents, transitionPaths } from './modelPaths';
import { apiError, fakeCall } from './registration.fakes';

/**
 * Model paths of the registration machine: one per transition, from a fresh
 * form, from a stored registration whose resend cooldown still runs, and for a
 * signed-in member whose e-mail was never sent a code. Replayed on a real actor
 * with fake calls and a fake clock (the ticker and the cooldown run for real).
 * Every state and transition of the definition must be walked.
 */

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

const request: RegisterRequest = { email: 'parent@example.com', password: 'secret123', name: 'Mei', env_language: 2 };
const stored: Registration = { email: 'parent@example.com', name: 'Mei', email_verification_id: 'ev-7' };

const userEvents: RegistrationEvent[] = [
  { type: 'registration.submit', ...request },
  { type: 'code.submit', code: '123456' },
  { type: 'code.resend' },
  { type: 'clock.tick' },
];

const events = [
  ...userEvents,
  ...replyEvents(registrationMachine, {
    register: {
      outputs: [{ email_verification_id: 'ev-7' } satisfies CodeSent],
      errors: [apiError('422', 'This e-mail has been registered')],
    },
    verify: { outputs: [null], errors: [apiError('422', 'The verification code is invalid or has expired')] },
    resend: {
      outputs: [{ email_verification_id: 'ev-8' } satisfies CodeSent],
      errors: [apiError('429', 'Too many attempts. Please try again later.')],
    },
  }),
];

const recorder = new CoverageRecorder(registrationMachine);

function setup(input: RegistrationInput) {
  const fakes = {
    register: fakeCall<CodeSent, RegisterRequest>(),
    verify: fakeCall<unknown, VerifyRequest>(),
    resend: fakeCall<CodeSent, { email: string }>(),
  };
  const calls: string[] = [];
  const machine = registrationMachine.provide({
    actors: { register: fakes.register.logic, verify: fakes.verify.logic, resend: fakes.resend.logic },
    actions: {
      storeRegistration: () => void calls.push('storeRegistration'),
      storeCaptchaExpireTime: () => void calls.push('storeCaptchaExpireTime'),
      clearRegistration: () => void calls.push('clearRegistration'),
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

describe('registration machine model paths', () => {
  const families: { prefix: string; input: RegistrationInput }[] = [
    { prefix: 'new: ', input: {} },
    { prefix: 'stored, 25 s to wait: ', input: { registration: stored, captchaExpireTime: T0 + 25_000 } },
    { prefix: 'member without a code: ', input: { registration: { ...stored, email_verification_id: null } } },
  ];

  for (const { prefix, input } of families) {
    for (const path of transitionPaths(registrationMachine, { input: { ...input, now: () => T0 }, events, prefix })) {
      it(path.description, async () => {
        const { actor, machine, fakes, calls } = setup(input);
        actor.start();
        await replay(path, {
          actor,
          machine,
          fakes,
          check: (snapshot, event) => {
            const context = snapshot.context as RegistrationContext;
            if (snapshot.matches('awaitingCode')) expect(context.registration, 'the code belongs to a registration').not.toBeNull();
            if (snapshot.matches({ awaitingCode: { resend: 'coolingDown' } })) {
              expect(context.secondsLeft, 'the counter shows the wait').toBeGreaterThan(0);
              expect(snapshot.can({ type: 'code.resend' }), 'no resend while the counter runs').toBe(false);
            }
            if (snapshot.matches({ awaitingCode: { resend: 'ready' } })) {
              expect(context.secondsLeft).toBe(0);
              expect(snapshot.can({ type: 'code.resend' })).toBe(true);
            }
            if (event.type === 'xstate.done.actor.register') {
              expect(calls, 'a sent code is stored, then the code page opens').toEqual([
                'storeRegistration',
                'storeCaptchaExpireTime',
                'goToCodeEntry',
              ]);
            }
            if (snapshot.matches('verified')) {
              expect(snapshot.status).toBe('done');
              expect(calls.slice(-2), 'verified: forget the registration, then log in').toEqual(['clearRegistration', 'goToLogin']);
            }
            if (/^xstate\.error\./.test(event.type)) expect(context.error, 'a failed call shows its error').not.toBeNull();
          },
        });
        actor.stop();
      });
    }
  }

  it('walked every state and every transition of the registration machine', () => {
    recorder.assertFullCoverage();
  });
});
