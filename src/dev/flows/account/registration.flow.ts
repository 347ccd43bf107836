import { registrationMachine } from '../../../../machines/account/registration.machine';
import type {
  CodeSent,
  RegisterRequest,
  RegistrationEvent,
  VerifyRequest,
} from '../../../../machines/account/registration.types';
import { callError, fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const RIGHT_CODE = '123456';
const TAKEN_EMAIL = 'taken@example.com';
const INVALID_CODE = 'The verification code is invalid or has expired';

let sent = 0;
const codeSent = (): CodeSent => ({ email_verification_id: `ev-${(sent += 1)}` });

const events: FlowEvents<RegistrationEvent> = [
  {
    label: 'Register',
    event: {
      type: 'registration.submit',
      email: 'parent@example.com',
      password: 'secret123',
      name: 'Mei',
      env_language: 2,
      privacyAccepted: true,
    },
  },
  {
    label: 'Register without agreeing to the privacy policy',
    event: {
      type: 'registration.submit',
      email: 'parent@example.com',
      password: 'secret123',
      name: 'Mei',
      env_language: 2,
      privacyAccepted: false,
    },
  },
  {
    label: 'Register (e-mail taken)',
    event: {
      type: 'registration.submit',
      email: TAKEN_EMAIL,
      password: 'secret123',
      name: 'Mei',
      env_language: 2,
      privacyAccepted: true,
    },
  },
  { label: 'Enter the right code', event: { type: 'code.submit', code: RIGHT_CODE } },
  { label: 'Enter a wrong code', event: { type: 'code.submit', code: '000000' } },
  { label: 'Resend code', event: { type: 'code.resend' } },
];

export const flow: FlowDefinition = {
  id: 'registration',
  title: 'Registration and e-mail code',
  description:
    `Registering ${TAKEN_EMAIL} fails as already registered; any other address gets a code. ` +
    `The code ${RIGHT_CODE} is right. "Resend code" opens after the real 60 s cooldown (the resendCooldown child counts secondsLeft).`,
  machine: registrationMachine.provide({
    actions: {
      storeRegistration: logAction('storeRegistration'),
      storeCaptchaExpireTime: logAction('storeCaptchaExpireTime'),
      clearRegistration: logAction('clearRegistration'),
      navigate: logAction('navigate'),
    },
    actors: {
      register: fakeCall<CodeSent, RegisterRequest>(({ email }) => {
        if (email === TAKEN_EMAIL) {
          throw callError('422', 'This e-mail has been registered', { email: ['This e-mail has been registered'] });
        }
        return codeSent();
      }),
      verify: fakeCall<unknown, VerifyRequest>(({ code }) => {
        if (code !== RIGHT_CODE) throw callError('422', INVALID_CODE, { code: [INVALID_CODE] });
        return null;
      }),
      resend: fakeCall<CodeSent, { email: string }>(codeSent),
    },
  }),
  input: {},
  events,
};
