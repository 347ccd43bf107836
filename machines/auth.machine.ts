import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toCallError, type CallError, type Member } from './types';

/**
 * Who is signed in (SPEC §3 "User state", §4 "Login state", "Auth error 20006").
 *
 * - A stored token (local storage `User-Auth-Token`, read by the app
 *   and passed as input) is checked with `loadMember`; without one the visitor
 *   is signed out.
 * - Login stores the member and the api token; logout always ends signed out,
 *   even when the call fails (other sign-out errors are only logged, SPEC §8).
 * - `session.invalidated` (status code "20006" from ANY call) is accepted in
 *   every state: it clears token and member and removes the stored login.
 *   Where the visitor goes then is the route guard's decision
 *   (routeGuard.machine.ts: the login page, unless the route is public).
 *
 * Storage is an action the app provides; the calls are actors. The root actor
 * (app.machine.ts) tells the other machines what it sees of this one as
 * `auth.changed` (`authViewOf`).
 */

export interface AuthContext {
  token: string | null;
  member: Member | null;
  /** The last failed login, for the login form (field errors included). */
  error: CallError | null;
}

export interface AuthInput {
  /** The token found in storage at start, if any. */
  token?: string | null;
}

export type AuthEvent =
  | { type: 'auth.login'; email: string; password: string }
  | { type: 'auth.logout' }
  | { type: 'session.invalidated' }
  | { type: 'member.reload' }
  | { type: 'member.updated'; member: Member };

export interface LoginOutput {
  member: Member;
  api_token: string;
}

/** What the other machines need to know of the auth actor: still checking, signed in (with whom), or not. */
export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';

export interface AuthView {
  status: AuthStatus;
  /** The member when signed in, else null. */
  member: Member | null;
}

/** Sent by the root actor to its children whenever the auth view changes. */
export type AuthChangedEvent = { type: 'auth.changed' } & AuthView;

/** Codes that mean the stored login is no longer any good. */
const SESSION_ERROR_CODES = ['20006', '401'];

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actions: {
    /** Persist the api token (local storage; the server sets the cookie). Provided by the app. */
    storeToken: (_, _params: { token: string }) => {},
    /** Remove the stored login. Provided by the app. */
    clearStoredToken: () => {},
    clearSession: assign({ token: null, member: null }),
  },
  actors: {
    loadMember: fromPromise<Member, { token: string }>(async () => {
      throw new Error('loadMember is provided by the app');
    }),
    login: fromPromise<LoginOutput, { email: string; password: string }>(async () => {
      throw new Error('login is provided by the app');
    }),
    logout: fromPromise<void, { token: string | null }>(async () => {
      throw new Error('logout is provided by the app');
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== '',
    isSessionError: (_, params: { error: unknown }) =>
      SESSION_ERROR_CODES.includes(toCallError(params.error).code),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ token: input?.token ?? null, member: null, error: null }),
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
          on: { 'member.reload': 'reloading' },
        },
        reloading: {
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
      },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: ['clearSession', 'clearStoredToken'] },
        onError: { target: 'signedOut', actions: ['clearSession', 'clearStoredToken'] },
      },
    },
  },
});

/** The auth actor as the other machines see it: signing in or out counts as signed out. */
export function authViewOf(snapshot: SnapshotFrom<typeof authMachine>): AuthView {
  if (snapshot.matches('checking')) return { status: 'checking', member: null };
  if (snapshot.matches('signedIn')) return { status: 'signedIn', member: snapshot.context.member };
  return { status: 'signedOut', member: null };
}
