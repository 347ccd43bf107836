import {
  passwordResetMachine,
  type PasswordResetEvent,
  type SetNewPasswordRequest,
} from '../../../../machines/account/passwordReset.machine';
import { callError, fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const RIGHT_CODE = '123456';
const INVALID_CODE = 'The verification code is invalid or has expired';

let sent = 0;

const events: FlowEvents<PasswordResetEvent> = [
  { label: 'Send me a code', event: { type: 'email.submit', email: 'parent@example.com' } },
  { label: 'New password, right code', event: { type: 'password.submit', code: RIGHT_CODE, password: 'newsecret1' } },
  { label: 'New password, wrong code', event: { type: 'password.submit', code: '000000', password: 'newsecret1' } },
  { label: 'Resend code', event: { type: 'code.resend' } },
];

export const flow: FlowDefinition = {
  id: 'passwordReset',
  title: 'Forgotten password',
  description:
    `Any e-mail gets a code (the server answers the same for unknown addresses). The code ${RIGHT_CODE} is right. ` +
    '"Resend code" opens after the real 60 s cooldown.',
  machine: passwordResetMachine.provide({
    actions: {
      storeRequest: logAction('storeRequest'),
      storeCaptchaExpireTime: logAction('storeCaptchaExpireTime'),
      clearRequest: logAction('clearRequest'),
      navigate: logAction('navigate'),
    },
    actors: {
      sendCode: fakeCall<{ email_verification_id: string }, { email: string }>(() => ({
        email_verification_id: `ev-${(sent += 1)}`,
      })),
      setNewPassword: fakeCall<unknown, SetNewPasswordRequest>(({ code }) => {
        if (code !== RIGHT_CODE) throw callError('422', INVALID_CODE, { code: [INVALID_CODE] });
        return null;
      }),
    },
  }),
  input: {},
  events,
};
