import { expect, vi } from 'vitest';
import { createActor, fromCallback, type EventObject, type InspectionEvent } from 'xstate';
import { registrationMachine } from '../../../machines/account/registration.machine';
import type {
  CodeSent,
  RegisterForm,
  RegisterRequest,
  Registration,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  VerifyRequest,
} from '../../../machines/account/registration.types';
import type { ResendCooldownInput } from '../../../machines/account/resendCooldown.machine';
import type { NavigateParams } from '../../../machines/routes';
import { connectRegistration } from '../../../src/pages/account/connect';
import { replyEvents } from '../modelPaths';
import { defineModel, type ModelFamily } from '../models';
import { apiError, fakeCall } from './registration.fakes';

/**
 * Model paths of the registration machine: one per transition, from a fresh
 * form, from a stored registration whose resend cooldown still runs, and for a
 * signed-in member whose e-mail was never sent a code. Replayed on a real actor
 * with fake calls, a fake clock and a fake resend cooldown child (its own model
 * is resendCooldown.model.ts): the test plays the child, sending
 * `resend.requested`, and checks what the parent tells it. Every state and
 * transition of the definition must be walked.
 *
 * At every step the screen (`connectRegistration`) is checked against what a
 * person should see there, worked out from the path: whether a code was sent,
 * whether the code may be submitted, what is busy, which error shows.
 */

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

const request: RegisterForm = {
  email: 'parent@example.com',
  password: 'secret123',
  name: 'Mei',
  env_language: 2,
  privacyAccepted: true,
};
const stored: Registration = { email: 'parent@example.com', name: 'Mei', email_verification_id: 'ev-7' };

const userEvents: RegistrationEvent[] = [
  { type: 'registration.submit', ...request },
  { type: 'registration.submit', ...request, privacyAccepted: false },
  { type: 'code.submit', code: '123456' },
  { type: 'code.resend' },
  { type: 'resend.requested' },
];

const REGISTERED = 'This e-mail has been registered';
const NO_CONSENT = 'Please read and agree to the privacy policy';
const INVALID_CODE = 'The verification code is invalid or has expired';
const TOO_MANY = 'Too many attempts. Please try again later.';

const events = [
  ...userEvents,
  ...replyEvents(registrationMachine, {
    register: {
      outputs: [{ email_verification_id: 'ev-7' } satisfies CodeSent],
      errors: [apiError('422', REGISTERED)],
    },
    verify: { outputs: [null], errors: [apiError('422', INVALID_CODE)] },
    resend: {
      outputs: [{ email_verification_id: 'ev-8' } satisfies CodeSent],
      errors: [apiError('429', TOO_MANY)],
    },
  }),
];

function setup(input: RegistrationInput, inspect: (event: InspectionEvent) => void) {
  const fakes = {
    register: fakeCall<CodeSent, RegisterRequest>(),
    verify: fakeCall<unknown, VerifyRequest>(),
    resend: fakeCall<CodeSent, { email: string }>(),
  };
  /** The app's actions in order: storage by name, navigations by their NavigateParams. */
  const calls: (string | NavigateParams)[] = [];
  /** The fake cooldown child: what it was started with and every event the parent sent it. */
  const child = { inputs: [] as ResendCooldownInput[], received: [] as EventObject[] };
  const resendCooldown = fromCallback<EventObject, ResendCooldownInput>(({ input, receive }) => {
    child.inputs.push(input);
    receive((event) => void child.received.push(event));
  });
  const machine = registrationMachine.provide({
    actors: {
      register: fakes.register.logic,
      verify: fakes.verify.logic,
      resend: fakes.resend.logic,
      resendCooldown: resendCooldown as never,
    },
    actions: {
      storeRegistration: () => void calls.push('storeRegistration'),
      storeCaptchaExpireTime: () => void calls.push('storeCaptchaExpireTime'),
      clearRegistration: () => void calls.push('clearRegistration'),
      navigate: (_, params) => void calls.push(params),
    },
  });
  const actor = createActor(machine, { input: { ...input, now: () => Date.now() }, inspect });
  return { actor, machine, fakes, calls, child };
}

function family(prefix: string, input: RegistrationInput): ModelFamily {
  return {
    name: prefix.replace(/: $/, ''),
    paths: {
      input: { ...input, now: () => T0 },
      events,
      prefix,
      // An error on screen is part of the state a person sees: walk each transition with and without one.
      contextKey: (context: RegistrationContext) => context.error !== null,
    },
    start: (inspect) => {
      vi.setSystemTime(T0);
      const { actor, machine, fakes, calls, child } = setup(input, inspect);
      // What the person should see, worked out from the path alone (not from the machine's state).
      let stage: 'editing' | 'registering' | 'code' | 'verified' = input.registration ? 'code' : 'editing';
      let codeSent = input.registration?.email_verification_id != null;
      let verifying = false;
      let resending = false;
      let error: string | null = null;
      actor.start();
      return {
        actor,
        machine,
        fakes,
        check: (snapshot, event) => {
          switch (event.type) {
            case 'registration.submit':
              if (stage === 'editing') {
                [stage, error] = (event as { privacyAccepted?: boolean }).privacyAccepted
                  ? ['registering', null]
                  : ['editing', NO_CONSENT];
              }
              break;
            case 'xstate.done.actor.register':
              [stage, codeSent] = ['code', true];
              break;
            case 'xstate.error.actor.register':
              [stage, error] = ['editing', REGISTERED];
              break;
            case 'code.submit':
              if (stage === 'code' && codeSent && !verifying) [verifying, error] = [true, null];
              break;
            case 'xstate.done.actor.verify':
              [stage, verifying, resending] = ['verified', false, false];
              break;
            case 'xstate.error.actor.verify':
              [verifying, error] = [false, INVALID_CODE];
              break;
            case 'resend.requested':
              if (stage === 'code' && !resending) [resending, error] = [true, null];
              break;
            case 'xstate.done.actor.resend':
              [resending, codeSent] = [false, true];
              break;
            case 'xstate.error.actor.resend':
              [resending, error] = [false, TOO_MANY];
              break;
          }
          const codeEntry = stage === 'code';

          const view = connectRegistration(snapshot as never, undefined);
          expect(view.email, 'the code goes to the registered address').toBe(
            stage === 'editing' ? '' : 'parent@example.com',
          );
          expect(view.codeSent, 'the page says a code was sent').toBe(codeSent && stage !== 'editing');
          expect(view.canSubmit, 'Verify is offered once a code was sent and no check runs').toBe(
            codeEntry && codeSent && !verifying,
          );
          expect(view.submitting, 'Verify shows it is busy').toBe(verifying);
          expect(view.resending, 'Resend shows it is busy').toBe(resending);
          expect(view.error?.message ?? null, 'the error on screen').toBe(error);
          expect(view.finished, 'the flow is over once verified').toBe(stage === 'verified');

          const last = child.received.at(-1);
          if (event.type === 'code.resend') expect(last, 'the resend is handed to the cooldown child').toEqual({ type: 'code.resend' });
          if (event.type === 'xstate.done.actor.resend') {
            expect(last, 'the child waits 60 s from now').toEqual({ type: 'resend.done', captchaExpireTime: Date.now() + 60_000 });
            expect(calls.slice(-2)).toEqual(['storeRegistration', 'storeCaptchaExpireTime']);
          }
          if (event.type === 'xstate.error.actor.resend') expect(last, 'the child offers the button again').toEqual({ type: 'resend.failed' });
          if (event.type === 'registration.submit' && stage === 'registering') {
            expect(fakes.register.calls.at(-1), 'the consent goes with the registration').toEqual({
              email: request.email,
              password: request.password,
              name: request.name,
              env_language: request.env_language,
              privacy_accepted: 1,
            });
          }
          if (event.type === 'xstate.done.actor.register') {
            expect(child.inputs.at(-1)?.captchaExpireTime, 'the counter starts at 60 s').toBe(Date.now() + 60_000);
            expect(calls, 'a sent code is stored, then the code page opens').toEqual([
              'storeRegistration',
              'storeCaptchaExpireTime',
              { to: 'registerCaptcha' },
            ]);
          }
          if (snapshot.matches('verified')) {
            expect(snapshot.status).toBe('done');
            expect(calls.slice(-2), 'verified: forget the registration, then log in').toEqual([
              'clearRegistration',
              { to: 'login', replace: true, state: { notice: 'registered' } },
            ]);
          }
        },
      };
    },
  };
}

export const model = defineModel({
  machine: registrationMachine,
  families: [
    family('new: ', {}),
    family('stored, 25 s to wait: ', { registration: stored, captchaExpireTime: T0 + 25_000 }),
    family('member without a code: ', { registration: { ...stored, email_verification_id: null } }),
  ],
});
