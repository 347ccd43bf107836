import { expect } from 'vitest';
import { createActor } from 'xstate';
import { authMachine } from '../../../machines/shell/auth.machine';
import type { AuthEvent, LoginOutput } from '../../../machines/shell/auth.types';
import { currentChild, type Child, type Member } from '../../../machines/types';
import { makeChild, makeMember } from '../../fixtures/member';
import { replyEvents } from '../modelPaths';
import { defineModel, type ModelFamily } from '../models';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the auth machine: one per transition, from a stored token and
 * from none, replayed on a real actor with fake calls. Every state and
 * transition of the definition must be walked.
 */

const member = makeMember({
  id: 7,
  child: [makeChild({ id: 11, is_default: 1 }), makeChild({ id: 12, name: 'Lili', is_default: 0 })],
});

const userEvents: AuthEvent[] = [
  { type: 'auth.login', email: 'parent@example.com', password: 'secret123' },
  { type: 'auth.logout' },
  { type: 'member.reload' },
  { type: 'member.chooseChild', childId: 12 },
  { type: 'member.updated', member: { ...member, name: 'Mei Lin' } },
  { type: 'session.invalidated' },
];

const events = [
  ...userEvents,
  ...replyEvents(authMachine, {
    loadMember: {
      outputs: [member],
      errors: [apiError('20006', 'Session expired. Please log in again.'), apiError('network', 'Could not reach the server.')],
    },
    login: {
      outputs: [{ member, api_token: 'tok-new' } satisfies LoginOutput],
      errors: [apiError('422', 'Email or password incorrect')],
    },
    logout: { outputs: [undefined], errors: [apiError('500', 'Server error')] },
    chooseChild: { outputs: [makeChild({ id: 12, name: 'Lili', is_default: 1 })], errors: [apiError('500', 'Server error')] },
  }),
];

function family(token: string | null, name: string): ModelFamily {
  return {
    name,
    paths: { input: { token }, events },
    start: (inspect) => {
      const loadMember = fakeCall<Member, { token: string }>();
      const login = fakeCall<LoginOutput, { email: string; password: string }>();
      const logout = fakeCall<void, { token: string | null }>();
      const chooseChild = fakeCall<Child, { childId: number }>();
      const calls: string[] = [];
      const machine = authMachine.provide({
        actors: { loadMember: loadMember.logic, login: login.logic, logout: logout.logic, chooseChild: chooseChild.logic },
        actions: {
          storeToken: () => void calls.push('storeToken'),
          clearStoredToken: () => void calls.push('clearStoredToken'),
        },
      });
      const actor = createActor(machine, { input: { token }, inspect }).start();
      return {
        actor,
        machine,
        fakes: { loadMember, login, logout, chooseChild },
        check: (snapshot, event) => {
          const { token: held, member: who } = snapshot.context;
          if (snapshot.matches('signedIn')) {
            expect(who, 'a signed-in actor holds the member').not.toBeNull();
            expect(held, 'a signed-in actor holds the token').not.toBeNull();
          }
          if (snapshot.matches('signedOut')) expect(who, 'signed out, no member').toBeNull();
          if (event.type === 'member.chooseChild' && snapshot.matches({ signedIn: 'choosingChild' })) {
            expect(currentChild(who)?.id, 'the chosen child is current at once').toBe(12);
          }
          if (event.type.startsWith('xstate.error.actor') && event.type.includes('choosingChild')) {
            expect(snapshot.context.chooseChildError, 'a failed change is kept').not.toBeNull();
            expect(snapshot.matches({ signedIn: 'reloading' }), 'and the server\'s child is fetched again').toBe(true);
          }
          if (event.type === 'session.invalidated') {
            // where the visitor goes then is the route guard's decision (routeGuard.machine.test.ts)
            expect(calls.at(-1), '20006 removes the stored login').toBe('clearStoredToken');
            expect(held).toBeNull();
          }
          // What a person sees: Log out in the header only while signed in; the login form busy while signing in.
          expect(snapshot.can({ type: 'auth.logout' }), 'Log out offered').toBe(snapshot.matches('signedIn'));
          expect(snapshot.can({ type: 'auth.login', email: 'a@b.c', password: 'x' }), 'login form usable').toBe(
            snapshot.matches('signedOut'),
          );
          if (/error\.actor\..*(loadingMember|reloading)$/.test(event.type)) {
            const code = (event as { error?: { code?: string } }).error?.code;
            const cleared = calls.includes('clearStoredToken');
            expect(cleared, `a failed member check with code ${code}`).toBe(code === '20006');
          }
        },
      };
    },
  };
}

export const model = defineModel({
  machine: authMachine,
  families: [family('tok-stored', 'stored token'), family(null, 'no token')],
});
