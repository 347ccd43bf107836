import {
  resendCooldownMachine,
  type ResendCooldownEvent,
  type ResendCooldownInput,
} from '../../../../machines/account/resendCooldown.machine';
import { RESEND_COOLDOWN_MS } from '../../../../machines/countdown';
import { logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * The resend cooldown alone, with the designer playing its parent: "Resend
 * code" asks the parent (logged as requestResend), then "Parent: code sent" or
 * "Parent: send failed" answers. The times are read when used (getters), so
 * the wait always starts from now, however long the page was open.
 */

const events: FlowEvents<ResendCooldownEvent> = [
  { label: 'Resend code', event: { type: 'code.resend' } },
  {
    label: 'Parent: code sent (wait 60 s)',
    event: {
      type: 'resend.done',
      get captchaExpireTime() {
        return Date.now() + RESEND_COOLDOWN_MS;
      },
    },
  },
  { label: 'Parent: send failed', event: { type: 'resend.failed' } },
];

const input: ResendCooldownInput = {
  /** A stored wait of 10 s, as after a reload of /register-captcha. */
  get captchaExpireTime() {
    return Date.now() + 10_000;
  },
};

export const flow: FlowDefinition = {
  id: 'resendCooldown',
  title: 'Resend cooldown (code-entry screens)',
  description:
    'Starts with 10 s left of a stored wait; the counter (secondsLeft) ticks each second. When the wait is over, ' +
    '"Resend code" asks the parent to send; answer as the parent with "code sent" (a new 60 s wait) or "send failed".',
  machine: resendCooldownMachine.provide({
    actions: { requestResend: logAction('requestResend') },
  }),
  input,
  events,
};
