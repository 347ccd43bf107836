import { authMachine, type AuthEvent, type LoginOutput } from '../../../machines/auth.machine';
import type { Member } from '../../../machines/types';
import { callError, fakeCall, logAction, sampleMember } from './fakes';
import type { FlowDefinition, FlowEvents } from './types';

const RIGHT_PASSWORD = 'secret123';

const events: FlowEvents<AuthEvent> = [
  { label: 'Log in (right password)', event: { type: 'auth.login', email: 'parent@example.com', password: RIGHT_PASSWORD } },
  { label: 'Log in (wrong password)', event: { type: 'auth.login', email: 'parent@example.com', password: 'wrong-pass' } },
  { label: 'Reload member', event: { type: 'member.reload' } },
  { label: 'Member updated (new name)', event: { type: 'member.updated', member: { ...sampleMember, name: 'Mei Lin' } } },
  { label: 'Log out', event: { type: 'auth.logout' } },
  { label: 'Session invalidated (20006)', event: { type: 'session.invalidated' } },
];

export const flow: FlowDefinition = {
  id: 'auth',
  title: 'Auth (sign in, sign out, 20006)',
  description:
    'Starts with a stored token, which the fake server accepts. Log in succeeds only with the right password; ' +
    '"Session invalidated" is what any call answering code 20006 sends, in every state.',
  machine: authMachine.provide({
    actions: {
      storeToken: logAction('storeToken'),
      clearStoredToken: logAction('clearStoredToken'),
    },
    actors: {
      loadMember: fakeCall<Member, { token: string }>(() => sampleMember),
      login: fakeCall<LoginOutput, { email: string; password: string }>(({ email, password }) => {
        if (password !== RIGHT_PASSWORD) {
          throw callError('422', 'Email or password incorrect', { password: ['Email or password incorrect'] });
        }
        return { member: { ...sampleMember, email }, api_token: 'tok-new' };
      }),
      logout: fakeCall<void, { token: string | null }>(() => undefined),
    },
  }),
  input: { token: 'tok-stored' },
  events,
};
