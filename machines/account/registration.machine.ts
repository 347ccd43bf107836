import { assign, forwardTo, fromPromise, sendTo, setup } from 'xstate';
import { cooldownEnd, restoreCooldownEnd } from '../countdown';
import { PRIVACY_CONSENT_FIELD, PRIVACY_CONSENT_MESSAGE } from '../rules/consent';
import { resendCooldownMachine } from './resendCooldown.machine';
import type { NavigateParams } from '../routes';
import { toCallError } from '../types';
import type {
  CodeSent,
  RegisterRequest,
  Registration,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  VerifyRequest,
} from './registration.types';

/**
 * Registration and e-mail verification (SPEC §2 /register, /register-captcha;
 * §3 Registration; §7 member/register, member/verfiy, member/resend/register).
 *
 * - `registration.submit` carries the parent's consent to the privacy policy
 *   (`privacyAccepted`, the form's "I agree" box): without it nothing is sent and
 *   the error `PRIVACY_CONSENT_MESSAGE` stands on the `privacy_accepted` field
 *   (rules/consent.ts; the server refuses the same way). With it
 *   `registration.submit` calls `register`; the server e-mails a code and
 *   replies an `email_verification_id`. The registration info (e-mail, nickname,
 *   id) is kept by `storeRegistration`, so /register-captcha works after a reload,
 *   and the app is asked to `navigate { to: 'registerCaptcha' }`.
 * - While a code is awaited two things run side by side: entering the code
 *   (`code.submit` calls `verify`) and the resend. The resend button and its
 *   counter are the child `resendCooldown` (resendCooldown.machine.ts): the
 *   parent forwards `code.resend` to it; when the child asks
 *   (`resend.requested`) the parent calls `resend` and answers `resend.done
 *   { captchaExpireTime }` or `resend.failed`. After any send the resend is
 *   refused for 60 s; the end of the cooldown (`captchaExpireTime`, epoch ms) is
 *   kept by `storeCaptchaExpireTime` and restored from input, so a reload
 *   continues the counter.
 * - A verified registration is final: `clearRegistration`, then `navigate
 *   { to: 'login', replace: true, state: { notice: 'registered' } }` (the login
 *   page shows the success message of SPEC §8).
 *
 * - A parent who mistyped the e-mail comes back to /register from the code entry:
 *   the page starts the machine with the pending registration (`input.replaces`,
 *   its `email_verification_id`), and the next `register` carries it as
 *   `replaces`, so the server removes that unverified registration.
 *
 * Storage and navigation are no-op actions the app provides; the calls are
 * actors the app provides; time comes from `input.now`.
 */

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    children: {} as { resendCooldown: 'resendCooldown' },
  },
  actors: {
    register: fromPromise<CodeSent, RegisterRequest>(async () => {
      throw new Error('register is provided by the app');
    }),
    verify: fromPromise<unknown, VerifyRequest>(async () => {
      throw new Error('verify is provided by the app');
    }),
    resend: fromPromise<CodeSent, { email: string }>(async () => {
      throw new Error('resend is provided by the app');
    }),
    resendCooldown: resendCooldownMachine,
  },
  actions: {
    /** Keep the registration info (local storage 'registration'). Provided by the app. */
    storeRegistration: (_, _params: { registration: Registration }) => {},
    /** Keep the cooldown end (local storage 'captchaExpireTime'). Provided by the app. */
    storeCaptchaExpireTime: (_, _params: { captchaExpireTime: number }) => {},
    /** Forget both once the e-mail is verified. Provided by the app. */
    clearRegistration: () => {},
    /** Go to a route (the code entry, then login with a notice), localized by the app. Provided by the app. */
    navigate: (_, _params: NavigateParams) => {},
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    /** The missing consent, shown on its field as a refused call would be. */
    refuseWithoutConsent: assign({
      error: {
        code: '422',
        message: PRIVACY_CONSENT_MESSAGE,
        errors: { [PRIVACY_CONSENT_FIELD]: [PRIVACY_CONSENT_MESSAGE] },
      },
    }),
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
    consentGiven: ({ event }) => event.type === 'registration.submit' && event.privacyAccepted === true,
    hasRegistration: ({ context }) => context.registration !== null,
    codeWasSent: ({ context }) => context.registration?.email_verification_id != null,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    return {
      now,
      registration: input.registration ?? null,
      captchaExpireTime: restoreCooldownEnd(input.captchaExpireTime, now()),
      error: null,
      replaces: input.replaces ?? null,
    };
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasRegistration', target: 'awaitingCode' }, { target: 'editing' }],
    },
    editing: {
      on: {
        'registration.submit': [
          {
            guard: 'consentGiven',
            target: 'registering',
            actions: assign({
              registration: ({ event }) => ({ email: event.email, name: event.name, email_verification_id: null }),
            }),
          },
          { actions: 'refuseWithoutConsent' },
        ],
      },
    },
    registering: {
      entry: 'clearError',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context, event }): RegisterRequest => {
          const { type: _type, privacyAccepted: _agreed, ...fields } = event as Extract<
            RegistrationEvent,
            { type: 'registration.submit' }
          >;
          return { ...fields, privacy_accepted: 1, ...(context.replaces ? { replaces: context.replaces } : {}) };
        },
        onDone: {
          target: 'awaitingCode',
          actions: [
            assign({
              registration: ({ context, event }) => ({
                email: context.registration?.email ?? '',
                name: context.registration?.name ?? '',
                email_verification_id: event.output.email_verification_id,
              }),
              // the corrected registration is gone on the server
              replaces: null,
            }),
            'startCooldown',
            {
              type: 'storeRegistration',
              params: ({ context }) => ({ registration: context.registration! }),
            },
            {
              type: 'storeCaptchaExpireTime',
              params: ({ context }) => ({ captchaExpireTime: context.captchaExpireTime! }),
            },
            { type: 'navigate', params: { to: 'registerCaptcha' } },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ registration: null }),
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          ],
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
              on: {
                'code.submit': { guard: 'codeWasSent', target: 'verifying' },
              },
            },
            verifying: {
              entry: 'clearError',
              invoke: {
                id: 'verify',
                src: 'verify',
                input: ({ context, event }) => ({
                  email: context.registration!.email,
                  email_verification_id: context.registration!.email_verification_id!,
                  code: (event as Extract<RegistrationEvent, { type: 'code.submit' }>).code,
                }),
                onDone: { target: '#registration.verified' },
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
                id: 'resend',
                src: 'resend',
                input: ({ context }) => ({ email: context.registration!.email }),
                onDone: {
                  target: 'idle',
                  actions: [
                    // The new code comes with its own id; what was typed so far stays.
                    assign({
                      registration: ({ context, event }) => ({
                        ...context.registration!,
                        email_verification_id: event.output.email_verification_id,
                      }),
                    }),
                    'startCooldown',
                    'resendDone',
                    {
                      type: 'storeRegistration',
                      params: ({ context }) => ({ registration: context.registration! }),
                    },
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
    verified: {
      type: 'final',
      entry: [
        'clearRegistration',
        { type: 'navigate', params: { to: 'login', replace: true, state: { notice: 'registered' } } },
      ],
    },
  },
});
