import type { PromiseActorLogic } from 'xstate';
import type { CallError, Child, Member } from '../types';

/** The auth machine's types (auth.machine.ts): context, input, events, what the app provides, and the view the other machines get of it. */

export interface AuthContext {
  token: string | null;
  member: Member | null;
  /** The last failed login, for the login form (field errors included). */
  error: CallError | null;
  /** The last failed change of the current child (null after a good one). */
  chooseChildError: CallError | null;
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
  | { type: 'member.chooseChild'; childId: number }
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

/** What the app provides (src/app/appActor.ts `appLogic`), built into the machine once. */
export interface AuthProvided {
  actions: {
    /** Persist the api token (local storage; the server sets the cookie). */
    storeToken: (_: unknown, params: { token: string }) => void;
    /** Remove the stored login. */
    clearStoredToken: () => void;
  };
  actors: {
    loadMember: PromiseActorLogic<Member, { token: string }>;
    login: PromiseActorLogic<LoginOutput, { email: string; password: string }>;
    logout: PromiseActorLogic<void, { token: string | null }>;
    /** POST children/{id}?is_default=1. */
    chooseChild: PromiseActorLogic<Child, { childId: number }>;
  };
}
