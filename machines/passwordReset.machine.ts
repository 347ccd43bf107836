import { assign, fromPromise, setup } from 'xstate';
import { cooldownEnd, msLeft, restoreCooldownEnd, secondsLeft, ticker, TICK_MS } from './countdown';
import { toCallError, type CallError } from './types';

/**
 * Forgotten password (SPEC §2 /forget, /forget/captcha; §7 member/forgotpwSend,
 * member/setNewPassword).
 *
 * - `email.submit` calls `sendCode` (forgotpwSend); the server e-mails a code and
 *   replies an `email_verification_id`. The request (e-mail and id) is kept by
 *   `storeRequest`, so /forget/captcha works after a reload.
 * - While the code is awaited: `password.submit` (code and new password) calls
 *   `setNewPassword`; beside it runs the same 60 s resend cooldown as the
 *   registration (`captchaExpireTime` kept by `storeCaptchaExpireTime`, restored
 *   from input); `code.resend` calls `sendCode` again.
 * - Done is final: `clearRequest`, then `goToLogin` (with a success note).
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
  captchaExpireTime: number | null;
  secondsLeft: number;
  error: CallError | null;
}

export type PasswordResetEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'password.submit'; code: string; password: string }
  | { type: 'code.resend' }
  | { type: 'clock.tick' };

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    sendCode: fromPromise<{ email_verification_id: string }, { email: string }>(async () => {
      throw new Error('sendCode is provided by the app');
    }),
    setNewPassword: fromPromise<unknown, SetNewPasswordRequest>(async () => {
      throw new Error('setNewPassword is provided by the app');
    }),
    ticker,
  },
  actions: {
    /** Keep the request (e-mail and verification id). Provided by the app. */
    storeRequest: (_, _params: { request: ResetRequest }) => {},
    /** Keep the cooldown end. Provided by the app. */
    storeCaptchaExpireTime: (_, _params: { captchaExpireTime: number }) => {},
    /** Forget the request once the password is set. Provided by the app. */
    clearRequest: () => {},
    /** Show /forget/captcha. Provided by the app. */
    goToCodeEntry: () => {},
    /** Show /login with a success note. Provided by the app. */
    goToLogin: () => {},
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    updateSecondsLeft: assign({
      secondsLeft: ({ context }) => secondsLeft(context.captchaExpireTime, context.now()),
    }),
    startCooldown: assign(({ context }) => {
      const end = cooldownEnd(context.now());
      return { captchaExpireTime: end, secondsLeft: secondsLeft(end, context.now()) };
    }),
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    isCoolingDown: ({ context }) => msLeft(context.captchaExpireTime, context.now()) > 0,
  },
  delays: {
    /** Until `captchaExpireTime`: 60 s after a send, less after a reload. */
    resendCooldown: ({ context }) => msLeft(context.captchaExpireTime, context.now()),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const captchaExpireTime = restoreCooldownEnd(input.captchaExpireTime, now());
    return {
      now,
      email: input.request?.email ?? '',
      request: input.request ?? null,
      captchaExpireTime,
      secondsLeft: secondsLeft(captchaExpireTime, now()),
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
            'goToCodeEntry',
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
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'isCoolingDown', target: 'coolingDown' }, { target: 'ready' }],
            },
            coolingDown: {
              entry: 'updateSecondsLeft',
              invoke: { id: 'ticker', src: 'ticker', input: { intervalMs: TICK_MS } },
              on: { 'clock.tick': { actions: 'updateSecondsLeft' } },
              after: { resendCooldown: 'ready' },
            },
            ready: {
              entry: assign({ secondsLeft: 0 }),
              on: { 'code.resend': 'sending' },
            },
            sending: {
              entry: 'clearError',
              invoke: {
                id: 'resendCode',
                src: 'sendCode',
                input: ({ context }) => ({ email: context.request!.email }),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    // The new code comes with its own id; what was typed so far stays.
                    assign({
                      request: ({ context, event }) => ({
                        email: context.request!.email,
                        email_verification_id: event.output.email_verification_id,
                      }),
                    }),
                    'startCooldown',
                    { type: 'storeRequest', params: ({ context }) => ({ request: context.request! }) },
                    {
                      type: 'storeCaptchaExpireTime',
                      params: ({ context }) => ({ captchaExpireTime: context.captchaExpireTime! }),
                    },
                  ],
                },
                onError: {
                  target: 'ready',
                  actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: ['clearRequest', 'goToLogin'],
    },
  },
});
