import { expect, vi } from 'vitest';
import { createActor, fromCallback, type EventObject, type InspectionEvent } from 'xstate';
import {
  passwordResetMachine,
  type PasswordResetContext,
  type PasswordResetEvent,
  type PasswordResetInput,
  type ResetRequest,
  type SetNewPasswordRequest,
} from '../../../machines/account/passwordReset.machine';
import type { ResendCooldownInput } from '../../../machines/account/resendCooldown.machine';
import type { NavigateParams } from '../../../machines/routes';
import { connectPasswordReset } from '../../../src/pages/account/connect';
import { replyEvents } from '../modelPaths';
import { defineModel, type ModelFamily } from '../models';
import { apiError, fakeCall } from './registration.fakes';

/**
 * Model paths of the forgotten-password machine: one per transition, from the
 * e-mail form, from a stored request whose resend cooldown still runs, and from
 * one whose cooldown has run out. Replayed on a real actor with fake calls, a
 * fake clock and a fake resend cooldown child (its own model is
 * resendCooldown.model.ts): the test plays the child, sending
 * `resend.requested`, and checks what the parent tells it. Every state and
 * transition of the definition must be walked.
 *
 * At every step the screen (`connectPasswordReset`) is checked against what a
 * person should see there, worked out from the path: the address, whether the
 * new password may be submitted, what is busy, which error shows.
 */

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

const stored: ResetRequest = { email: 'parent@example.com', email_verification_id: 'ev-7' };

const userEvents: PasswordResetEvent[] = [
  { type: 'email.submit', email: 'parent@example.com' },
  { type: 'password.submit', code: '123456', password: 'newsecret1' },
  { type: 'code.resend' },
  { type: 'resend.requested' },
];

const TOO_MANY = 'Too many attempts. Please try again later.';
const INVALID_CODE = 'The verification code is invalid or has expired';

const events = [
  ...userEvents,
  ...replyEvents(passwordResetMachine, {
    sendCode: {
      outputs: [{ email_verification_id: 'ev-8' }],
      errors: [apiError('429', TOO_MANY)],
    },
    setNewPassword: { outputs: [null], errors: [apiError('422', INVALID_CODE)] },
  }),
];

function setup(input: PasswordResetInput, inspect: (event: InspectionEvent) => void) {
  const fakes = {
    sendCode: fakeCall<{ email_verification_id: string }, { email: string }>(),
    setNewPassword: fakeCall<unknown, SetNewPasswordRequest>(),
  };
  /** The app's actions in order: storage by name, navigations by their NavigateParams. */
  const calls: (string | NavigateParams)[] = [];
  /** The fake cooldown child: what it was started with and every event the parent sent it. */
  const child = { inputs: [] as ResendCooldownInput[], received: [] as EventObject[] };
  const resendCooldown = fromCallback<EventObject, ResendCooldownInput>(({ input, receive }) => {
    child.inputs.push(input);
    receive((event) => void child.received.push(event));
  });
  const machine = passwordResetMachine.provide({
    actors: {
      sendCode: fakes.sendCode.logic,
      setNewPassword: fakes.setNewPassword.logic,
      resendCooldown: resendCooldown as never,
    },
    actions: {
      storeRequest: () => void calls.push('storeRequest'),
      storeCaptchaExpireTime: () => void calls.push('storeCaptchaExpireTime'),
      clearRequest: () => void calls.push('clearRequest'),
      navigate: (_, params) => void calls.push(params),
    },
  });
  const actor = createActor(machine, { input: { ...input, now: () => Date.now() }, inspect });
  return { actor, machine, fakes, calls, child };
}

function family(prefix: string, input: PasswordResetInput): ModelFamily {
  return {
    name: prefix.replace(/: $/, ''),
    paths: {
      input: { ...input, now: () => T0 },
      events,
      prefix,
      // An error on screen is part of the state a person sees: walk each transition with and without one.
      contextKey: (context: PasswordResetContext) => context.error !== null,
    },
    start: (inspect) => {
      vi.setSystemTime(T0);
      const { actor, machine, fakes, calls, child } = setup(input, inspect);
      // What the person should see, worked out from the path alone (not from the machine's state).
      let stage: 'editing' | 'sending' | 'code' | 'done' = input.request ? 'code' : 'editing';
      let codeSent = input.request != null;
      let email = input.request?.email ?? '';
      let saving = false;
      let resending = false;
      let error: string | null = null;
      actor.start();
      return {
        actor,
        machine,
        fakes,
        check: (snapshot, event) => {
          switch (event.type) {
            case 'email.submit':
              if (stage === 'editing') [stage, email, error] = ['sending', 'parent@example.com', null];
              break;
            case 'xstate.done.actor.sendCode':
              [stage, codeSent] = ['code', true];
              break;
            case 'xstate.error.actor.sendCode':
              [stage, error] = ['editing', TOO_MANY];
              break;
            case 'password.submit':
              if (stage === 'code' && !saving) [saving, error] = [true, null];
              break;
            case 'xstate.done.actor.setNewPassword':
              [stage, saving, resending] = ['done', false, false];
              break;
            case 'xstate.error.actor.setNewPassword':
              [saving, error] = [false, INVALID_CODE];
              break;
            case 'resend.requested':
              if (stage === 'code' && !resending) [resending, error] = [true, null];
              break;
            case 'xstate.done.actor.resendCode':
              resending = false;
              break;
            case 'xstate.error.actor.resendCode':
              [resending, error] = [false, TOO_MANY];
              break;
          }
          const codeEntry = stage === 'code';

          const view = connectPasswordReset(snapshot as never, undefined);
          expect(view.email, 'the code goes to the address typed').toBe(email);
          expect(view.codeSent, 'the page says a code was sent').toBe(codeSent);
          expect(view.canSubmit, 'Save is offered while the code is awaited and no save runs').toBe(codeEntry && !saving);
          expect(view.submitting, 'Save shows it is busy').toBe(saving);
          expect(view.resending, 'Resend shows it is busy').toBe(resending);
          expect(view.error?.message ?? null, 'the error on screen').toBe(error);
          expect(view.finished, 'the flow is over once the password is set').toBe(stage === 'done');

          const last = child.received.at(-1);
          if (event.type === 'code.resend') expect(last, 'the resend is handed to the cooldown child').toEqual({ type: 'code.resend' });
          if (event.type === 'xstate.done.actor.resendCode') {
            expect(last, 'the child waits 60 s from now').toEqual({ type: 'resend.done', captchaExpireTime: Date.now() + 60_000 });
            expect(calls.slice(-2)).toEqual(['storeRequest', 'storeCaptchaExpireTime']);
          }
          if (event.type === 'xstate.error.actor.resendCode') expect(last, 'the child offers the button again').toEqual({ type: 'resend.failed' });
          if (event.type === 'xstate.done.actor.sendCode') {
            expect(child.inputs.at(-1)?.captchaExpireTime, 'the counter starts at 60 s').toBe(Date.now() + 60_000);
            expect(calls, 'a sent code is stored, then the code page opens').toEqual([
              'storeRequest',
              'storeCaptchaExpireTime',
              { to: 'forgetCaptcha' },
            ]);
          }
          if (snapshot.matches('done')) {
            expect(snapshot.status).toBe('done');
            expect(calls.slice(-2), 'done: forget the request, then log in').toEqual([
              'clearRequest',
              { to: 'login', replace: true, state: { notice: 'passwordReset' } },
            ]);
          }
        },
      };
    },
  };
}

export const model = defineModel({
  machine: passwordResetMachine,
  families: [
    family('new: ', {}),
    family('stored, 25 s to wait: ', { request: stored, captchaExpireTime: T0 + 25_000 }),
    family('stored, wait over: ', { request: stored, captchaExpireTime: T0 - 1 }),
  ],
});
