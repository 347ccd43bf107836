import { withDefault } from '../../../../machines/rules/childStats';
import { authMachine } from '../../../../machines/shell/auth.machine';
import type { AuthEvent, LoginOutput } from '../../../../machines/shell/auth.types';
import type { Child, Member } from '../../../../machines/types';
import { callError, fakeCall, logAction, sampleMember } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const RIGHT_PASSWORD = 'secret123';

/** The fake server's member: three children, the current one as last chosen there. */
const [first] = sampleMember.child;
const children: Child[] = [
  first!,
  { ...first!, id: 12, child_id: 12, name: 'Xiao Hua', gender: 'girl', is_default: 0 },
  { ...first!, id: 13, child_id: 13, name: 'Xiao Bao', gender: 'boy', is_default: 0 },
];
let chosenOnServer = first!.id;
const serverMember = (): Member => ({ ...sampleMember, child: withDefault(children, chosenOnServer) });

const events: FlowEvents<AuthEvent> = [
  { label: 'Log in (right password)', event: { type: 'auth.login', email: 'parent@example.com', password: RIGHT_PASSWORD } },
  { label: 'Log in (wrong password)', event: { type: 'auth.login', email: 'parent@example.com', password: 'wrong-pass' } },
  { label: 'Reload member', event: { type: 'member.reload' } },
  { label: 'Choose Xiao Ming', event: { type: 'member.chooseChild', childId: 11 } },
  { label: 'Choose Xiao Hua', event: { type: 'member.chooseChild', childId: 12 } },
  { label: 'Choose Xiao Bao (server fails)', event: { type: 'member.chooseChild', childId: 13 } },
  { label: 'Member updated (new name)', event: { type: 'member.updated', member: { ...sampleMember, name: 'Mei Lin' } } },
  { label: 'Log out', event: { type: 'auth.logout' } },
  { label: 'Session invalidated (20006)', event: { type: 'session.invalidated' } },
];

export const flow: FlowDefinition = {
  id: 'auth',
  title: 'Auth (sign in, sign out, 20006)',
  description:
    'Starts with a stored token, which the fake server accepts. Log in succeeds only with the right password; ' +
    '"Session invalidated" is what any call answering code 20006 sends, in every state. The member has three ' +
    'children, Xiao Ming current: choosing another makes it current at once, saves and reloads the member; the fake ' +
    'server refuses Xiao Bao, so the reload puts Xiao Ming back.',
  machine: authMachine.provide({
    actions: {
      storeToken: logAction('storeToken'),
      clearStoredToken: logAction('clearStoredToken'),
    },
    actors: {
      loadMember: fakeCall<Member, { token: string }>(serverMember),
      login: fakeCall<LoginOutput, { email: string; password: string }>(({ email, password }) => {
        if (password !== RIGHT_PASSWORD) {
          throw callError('422', 'Email or password incorrect', { password: ['Email or password incorrect'] });
        }
        return { member: { ...serverMember(), email }, api_token: 'tok-new' };
      }),
      logout: fakeCall<void, { token: string | null }>(() => undefined),
      chooseChild: fakeCall<Child, { childId: number }>(({ childId }) => {
        if (childId === 13) throw callError('500', 'Server error');
        chosenOnServer = childId;
        return serverMember().child.find((child) => child.id === childId)!;
      }),
    },
  }),
  input: { token: 'tok-stored' },
  events,
};
