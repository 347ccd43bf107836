import { assign, forwardTo, fromPromise, sendTo, setup } from 'xstate';
import { cooldownEnd, restoreCooldownEnd } from '../countdown';
import { resendCooldownMachine } from './resendCooldown.machine';
import type { NavigateParams } from '../routes';
import { toCallError, type CallError } from '../types';

/**
 * Forgotten password (SPEC §2 /forget, /forget/captcha; §7 member/forgotpwSend,
 * member/setNewPassword).
 *
 * - `email.submit` calls `sendCode` (forgotpwSend); the server e-mails a code and
 *   replies an `email_verification_id`. The request (e-mail and id) is kept by
 *   `storeRequest`, so /forget/captcha works after a reload, and the app is
 *   asked to `navigate { to: 'forgetCaptcha' }`.
 * - While the code is awaited: `password.submit` (code and new password) calls
 *   `setNewPassword`; beside it runs the same 60 s resend cooldown as the
 *   registration, the child `resendCooldown` (`captchaExpireTime` kept by
 *   `storeCaptchaExpireTime`, restored from input). `code.resend` is forwarded
 *   to it; when it asks (`resend.requested`) `sendCode` runs again and the
 *   child is told `resend.done { captchaExpireTime }` or `resend.failed`.
 * - Done is final: `clearRequest`, then `navigate { to: 'login', replace: true,
 *   state: { notice: 'passwordReset' } }` (the login page shows a success note).
 */

/** What is kept between /forget and /forget/captcha. */
export interface ResetRequest {
  email: string;
  email_verification_id: string;
}

export interface SetNewPasswordRequest {
  email: string;
  email_verification_id: string;
  code: string;
  password: string;
}

export interface PasswordResetInput {
  request?: ResetRequest | null;
  captchaExpireTime?: number | null;
  now?: () => number;
}

export interface PasswordResetContext {
  now: () => number;
  /** The e-mail typed on /forget; kept while its code is being sent. */
  email: string;
  request: ResetRequest | null;
  /** Epoch ms from which a code may be resent; the child counts down to it. */
  captchaExpireTime: number | null;
  error: CallError | null;
}

export type PasswordResetEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'password.submit'; code: string; password: string }
  /** Forwarded to the resend cooldown child, which accepts it only when the wait is over. */
  | { type: 'code.resend' }
  /** From the resend cooldown child: send a code again. */
  | { type: 'resend.requested' };

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    children: {} as { resendCooldown: 'resendCooldown' },
  },
  actors: {
    sendCode: fromPromise<{ email_verification_id: string }, { email: string }>(async () => {
      throw new Error('sendCode is provided by the app');
    }),
    setNewPassword: fromPromise<unknown, SetNewPasswordRequest>(async () => {
      throw new Error('setNewPassword is provided by the app');
    }),
    resendCooldown: resendCooldownMachine,
  },
  actions: {
    /** Keep the request (e-mail and verification id). Provided by the app. */
    storeRequest: (_, _params: { request: ResetRequest }) => {},
    /** Keep the cooldown end. Provided by the app. */
    storeCaptchaExpireTime: (_, _params: { captchaExpireTime: number }) => {},
    /** Forget the request once the password is set. Provided by the app. */
    clearRequest: () => {},
    /** Go to a route (the code entry, then login with a notice), localized by the app. Provided by the app. */
    navigate: (_, _params: NavigateParams) => {},
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    startCooldown: assign({ captchaExpireTime: ({ context }) => cooldownEnd(context.now()) }),
    forwardResend: forwardTo('resendCooldown'),
    /** Tell the cooldown child the code went out: it waits until the new end. */
    resendDone: sendTo('resendCooldown', ({ context }) => ({
      type: 'resend.done' as const,
      captchaExpireTime: context.captchaExpireTime!,
    })),
    resendFailed: sendTo('resendCooldown', { type: 'resend.failed' as const }),
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      now,
      email: input.request?.email ?? '',
      request: input.request ?? null,
      captchaExpireTime: restoreCooldownEnd(input.captchaExpireTime, now()),
      error: null,
    };
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasRequest', target: 'awaitingCode' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'email.submit': {
          target: 'sending',
          actions: assign({ email: ({ event }) => event.email }),
        },
      },
    },
    sending: {
      entry: 'clearError',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'awaitingCode',
          actions: [
            assign({
              request: ({ context, event }) => ({
                email: context.email,
                email_verification_id: event.output.email_verification_id,
              }),
            }),
            'startCooldown',
            { type: 'storeRequest', params: ({ context }) => ({ request: context.request! }) },
            {
              type: 'storeCaptchaExpireTime',
              params: ({ context }) => ({ captchaExpireTime: context.captchaExpireTime! }),
            },
            { type: 'navigate', params: { to: 'forgetCaptcha' } },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    awaitingCode: {
      type: 'parallel',
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'password.submit': 'saving' },
            },
            saving: {
              entry: 'clearError',
              invoke: {
                id: 'setNewPassword',
                src: 'setNewPassword',
                input: ({ context, event }) => {
                  const { code, password } = event as Extract<PasswordResetEvent, { type: 'password.submit' }>;
                  return {
                    email: context.request!.email,
                    email_verification_id: context.request!.email_verification_id,
                    code,
                    password,
                  };
                },
                onDone: { target: '#passwordReset.done' },
                onError: {
                  target: 'idle',
                  actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        resend: {
          invoke: {
            id: 'resendCooldown',
            src: 'resendCooldown',
            input: ({ context }) => ({ captchaExpireTime: context.captchaExpireTime, now: context.now }),
          },
          on: { 'code.resend': { actions: 'forwardResend' } },
          initial: 'idle',
          states: {
            idle: {
              on: { 'resend.requested': 'sending' },
            },
            sending: {
              entry: 'clearError',
              invoke: {
                id: 'resendCode',
                src: 'sendCode',
                input: ({ context }) => ({ email: context.request!.email }),
                onDone: {
                  target: 'idle',
                  actions: [
                    // The new code comes with its own id; what was typed so far stays.
                    assign({
                      request: ({ context, event }) => ({
                        email: context.request!.email,
                        email_verification_id: event.output.email_verification_id,
                      }),
                    }),
                    'startCooldown',
                    'resendDone',
                    { type: 'storeRequest', params: ({ context }) => ({ request: context.request! }) },
                    {
                      type: 'storeCaptchaExpireTime',
                      params: ({ context }) => ({ captchaExpireTime: context.captchaExpireTime! }),
                    },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: ['resendFailed', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
                },
              },
            },
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: [
        'clearRequest',
        { type: 'navigate', params: { to: 'login', replace: true, state: { notice: 'passwordReset' } } },
      ],
    },
  },
});
