import { assign, sendParent, setup } from 'xstate';
import { msLeft, restoreCooldownEnd, secondsLeft, ticker, TICK_MS } from '../countdown';

/**
 * The resend button of the code-entry screens and its seconds counter (SPEC §2
 * /register-captcha "send code, resend, seconds counter", /forget/captcha;
 * §3 captchaExpireTime). One child machine that the registration and the
 * password-reset machines both invoke while a code is awaited.
 *
 * - `checking` → `coolingDown` while `captchaExpireTime` (epoch ms, from input)
 *   is ahead, else `ready`. A 1 s ticker refreshes `secondsLeft`; the delay
 *   `resendCooldown` (until `captchaExpireTime`) ends the wait.
 * - `code.resend` is accepted only in `ready` (the button is enabled by
 *   `snapshot.can({ type: 'code.resend' })`); the child then waits in `sending`
 *   and asks its parent to send (`requestResend`: `resend.requested`). The
 *   parent owns the call and the storage, and answers `resend.done
 *   { captchaExpireTime }` (the new end of the wait) or `resend.failed`.
 *
 * What the parent sends: `code.resend` (forwarded from the page), `resend.done`,
 * `resend.failed`. What it receives: `resend.requested`. Time comes from
 * `input.now`.
 */

export interface ResendCooldownInput {
  /** The end of the wait, epoch ms (stored, or just set by a send); null when no code was sent. */
  captchaExpireTime?: number | null;
  /** The clock; `Date.now` unless a test injects one. */
  now?: () => number;
}

export interface ResendCooldownContext {
  now: () => number;
  /** Epoch ms from which a code may be resent; null when none was sent. */
  captchaExpireTime: number | null;
  /** Whole seconds until the resend is available, for the counter on screen. */
  secondsLeft: number;
}

export type ResendCooldownEvent =
  | { type: 'code.resend' }
  | { type: 'clock.tick' }
  /** From the parent: the code went out; wait until `captchaExpireTime`. */
  | { type: 'resend.done'; captchaExpireTime: number }
  /** From the parent: the send failed; the button is offered again. */
  | { type: 'resend.failed' };

/** What the child sends its parent. */
export interface ResendRequested {
  type: 'resend.requested';
}

export const resendCooldownMachine = setup({
  types: {
    context: {} as ResendCooldownContext,
    events: {} as ResendCooldownEvent,
    input: {} as ResendCooldownInput,
  },
  actors: {
    ticker,
  },
  actions: {
    /** Ask the parent to send a code (it answers `resend.done` or `resend.failed`). */
    requestResend: sendParent({ type: 'resend.requested' } satisfies ResendRequested),
    updateSecondsLeft: assign({
      secondsLeft: ({ context }) => secondsLeft(context.captchaExpireTime, context.now()),
    }),
    restartCooldown: assign(({ context, event }) => {
      const end = (event as Extract<ResendCooldownEvent, { type: 'resend.done' }>).captchaExpireTime;
      return { captchaExpireTime: end, secondsLeft: secondsLeft(end, context.now()) };
    }),
  },
  guards: {
    isCoolingDown: ({ context }) => msLeft(context.captchaExpireTime, context.now()) > 0,
  },
  delays: {
    /** Until `captchaExpireTime`: 60 s after a send, less after a reload. */
    resendCooldown: ({ context }) => msLeft(context.captchaExpireTime, context.now()),
  },
}).createMachine({
  id: 'resendCooldown',
  context: ({ input }) => {
    const now = input.now ?? Date.now;
    const captchaExpireTime = restoreCooldownEnd(input.captchaExpireTime, now());
    return { now, captchaExpireTime, secondsLeft: secondsLeft(captchaExpireTime, now()) };
  },
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
      entry: 'requestResend',
      on: {
        'resend.done': { target: 'coolingDown', actions: 'restartCooldown' },
        'resend.failed': 'ready',
      },
    },
  },
});
