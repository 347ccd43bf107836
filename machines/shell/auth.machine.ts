import { assign, setup, type SnapshotFrom } from 'xstate';
import { providedByTheApp } from './provided';
import { isDefaultChild, isKnownChild, withDefault } from '../rules/childStats';
import { isSignedOutCode } from '../rules/session';
import { toCallError } from '../types';
import type { AuthContext, AuthEvent, AuthInput, AuthProvided, AuthView } from './auth.types';

/**
 * Who is signed in (SPEC §3 "User state", §4 "Login state", "Auth error 20006").
 *
 * - A stored token (local storage `User-Auth-Token`, read by the app
 *   and passed as input) is checked with `loadMember`; without one the visitor
 *   is signed out.
 * - Login stores the member and the api token; logout removes the stored login
 *   at once (the screens show signed out from its start, so a page reloaded
 *   before the call answers must not find it) and always ends signed out,
 *   even when the call fails (other sign-out errors are only logged, SPEC §8).
 * - `session.invalidated` (status code "20006" from ANY call) is accepted in
 *   every state: it clears token and member and removes the stored login.
 *   Where the visitor goes then is the route guard's decision
 *   (routeGuard.machine.ts: the login page, unless the route is public).
 *
 * - `member.reload` fetches the member again; asked again while a reload runs, it
 *   starts over (the newer request may follow a write the running one missed).
 * - `member.chooseChild { childId }` makes that child the current child: at once
 *   in the member (optimistic), then `chooseChild` (POST children/{id}?is_default=1)
 *   and a reload, which also puts the server's choice back when the call failed
 *   (the failure stays in `chooseChildError`). It lives here, not in the page that
 *   asks for it: a parent who leaves the child settings right after a tap still
 *   finds the new child at home, and the API client sends its Child-Id.
 *
 * Storage is an action the app provides; the calls are actors. The root actor
 * (app.machine.ts) tells the other machines what it sees of this one as
 * `auth.changed` (`authViewOf`).
 */

/**
 * The machine over what the app provides: `appLogic` builds it once with the app's own (a machine's
 * `provide` would build it a second time). `authMachine` below is the same machine with stand-ins.
 */
export function authMachineWith(provided: AuthProvided) {
  return setup({
    types: {
      context: {} as AuthContext,
      events: {} as AuthEvent,
      input: {} as AuthInput,
    },
    actions: {
      ...provided.actions,
      clearSession: assign({ token: null, member: null, chooseChildError: null }),
    },
    actors: provided.actors,
    guards: {
      hasToken: ({ context }) => context.token !== null && context.token !== '',
      /** A child of this member that is not the current child already. */
      isOtherChild: ({ context, event }) => {
        const { childId } = event as Extract<AuthEvent, { type: 'member.chooseChild' }>;
        const children = context.member?.child ?? [];
        return isKnownChild(children, childId) && !isDefaultChild(children, childId);
      },
      isSessionError: (_, params: { error: unknown }) =>
        isSignedOutCode(toCallError(params.error).code),
    },
  }).createMachine({
    id: 'auth',
    context: ({ input }) => ({ token: input?.token ?? null, member: null, error: null, chooseChildError: null }),
    initial: 'checking',
    on: {
      'session.invalidated': {
        target: '.signedOut',
        actions: ['clearSession', 'clearStoredToken'],
      },
    },
    states: {
      checking: {
        initial: 'deciding',
        states: {
          deciding: {
            always: [{ guard: 'hasToken', target: 'loadingMember' }, { target: '#auth.signedOut' }],
          },
          loadingMember: {
            invoke: {
              src: 'loadMember',
              input: ({ context }) => ({ token: context.token ?? '' }),
              onDone: {
                target: '#auth.signedIn',
                actions: assign({ member: ({ event }) => event.output }),
              },
              onError: [
                {
                  guard: { type: 'isSessionError', params: ({ event }) => ({ error: event.error }) },
                  target: '#auth.signedOut',
                  actions: ['clearSession', 'clearStoredToken'],
                },
                // A network or server failure: the stored login stays for the next visit.
                { target: '#auth.signedOut', actions: 'clearSession' },
              ],
            },
          },
        },
      },
      signedOut: {
        on: {
          'auth.login': 'signingIn',
        },
      },
      signingIn: {
        entry: assign({ error: null }),
        invoke: {
          src: 'login',
          input: ({ event }) => {
            const { email, password } = event as Extract<AuthEvent, { type: 'auth.login' }>;
            return { email, password };
          },
          onDone: {
            target: 'signedIn',
            actions: [
              assign({ token: ({ event }) => event.output.api_token, member: ({ event }) => event.output.member }),
              { type: 'storeToken', params: ({ event }) => ({ token: event.output.api_token }) },
            ],
          },
          onError: {
            target: 'signedOut',
            actions: assign({ error: ({ event }) => toCallError(event.error) }),
          },
        },
      },
      signedIn: {
        initial: 'idle',
        on: {
          'auth.logout': 'signingOut',
          'member.updated': { actions: assign({ member: ({ event }) => event.member }) },
        },
        states: {
          idle: {
            on: {
              'member.reload': 'reloading',
              'member.chooseChild': { guard: 'isOtherChild', target: 'choosingChild' },
            },
          },
          reloading: {
            on: {
              'member.reload': { target: 'reloading', reenter: true },
              'member.chooseChild': { guard: 'isOtherChild', target: 'choosingChild' },
            },
            invoke: {
              src: 'loadMember',
              input: ({ context }) => ({ token: context.token ?? '' }),
              onDone: {
                target: 'idle',
                actions: assign({ member: ({ event }) => event.output }),
              },
              onError: [
                {
                  guard: { type: 'isSessionError', params: ({ event }) => ({ error: event.error }) },
                  target: '#auth.signedOut',
                  actions: ['clearSession', 'clearStoredToken'],
                },
                // Keep the member we have; the next reload tries again.
                { target: 'idle' },
              ],
            },
          },
          // One change at a time (the child settings page offers none while this runs);
          // a reload asked for meanwhile comes anyway when the change is done.
          choosingChild: {
            entry: assign(({ context, event }) => {
              const { childId } = event as Extract<AuthEvent, { type: 'member.chooseChild' }>;
              const member = context.member!;
              return { member: { ...member, child: withDefault(member.child, childId) }, chooseChildError: null };
            }),
            invoke: {
              src: 'chooseChild',
              input: ({ event }) => ({ childId: (event as Extract<AuthEvent, { type: 'member.chooseChild' }>).childId }),
              onDone: 'reloading',
              // the reload puts the server's current child back
              onError: { target: 'reloading', actions: assign({ chooseChildError: ({ event }) => toCallError(event.error) }) },
            },
          },
        },
      },
      signingOut: {
        // the device forgets the login at once: the screens already show signed out (authViewOf), and a
        // page reloaded or closed before the call answers must not find the token again
        entry: 'clearStoredToken',
        invoke: {
          src: 'logout',
          input: ({ context }) => ({ token: context.token }),
          onDone: { target: 'signedOut', actions: 'clearSession' },
          onError: { target: 'signedOut', actions: 'clearSession' },
        },
      },
    },
  });
}

/** With stand-ins for what the app provides: the machine of the tests, the flows and the Stately inspector. */
export const authMachine = /* @__PURE__ */ authMachineWith({
  actions: { storeToken: () => {}, clearStoredToken: () => {} },
  actors: {
    loadMember: providedByTheApp('loadMember'),
    login: providedByTheApp('login'),
    logout: providedByTheApp('logout'),
    chooseChild: providedByTheApp('chooseChild'),
  },
});

/** The auth actor as the other machines see it: signing in or out counts as signed out. */
export function authViewOf(snapshot: SnapshotFrom<typeof authMachine>): AuthView {
  if (snapshot.matches('checking')) return { status: 'checking', member: null };
  if (snapshot.matches('signedIn')) return { status: 'signedIn', member: snapshot.context.member };
  return { status: 'signedOut', member: null };
}
