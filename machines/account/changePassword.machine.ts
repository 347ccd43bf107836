import { assign, fromPromise, setup } from 'xstate';
import { toCallError, type CallError } from '../types';

/**
 * The reset-password modal of the account center (SPEC §2 "reset password";
 * §5 change password: the new password must match its confirmation and differ
 * from the old one, a wrong old password is an error, 8 to 12 characters;
 * §7 POST member/password with origin_password and password in the query).
 *
 * - `password.open` opens the modal on an empty form; `password.close` closes
 *   it, except while the call runs.
 * - `password.submit` carries what the form validated (src/forms/account.ts
 *   `changePasswordSchema`) and calls `changePassword`.
 * - A refusal keeps the modal open with the failure in `error`: the server's
 *   `origin_password` error (the old password is wrong) shows on the old
 *   password's field, `password` on the new one's.
 * - Done, the modal says so (`changed`) until closed. The server ends the
 *   member's other sessions; this one stays signed in.
 */

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

export interface ChangePasswordContext {
  error: CallError | null;
}

export type ChangePasswordEvent =
  | { type: 'password.open' }
  | { type: 'password.close' }
  | ({ type: 'password.submit' } & PasswordChange);

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    /** POST member/password?origin_password=…&password=…. Provided by the app. */
    changePassword: fromPromise<unknown, PasswordChange>(async () => {
      throw new Error('changePassword is provided by the app');
    }),
  },
  actions: {
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
  },
}).createMachine({
  id: 'changePassword',
  context: { error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'password.open': { target: 'open', actions: 'clearError' } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'password.submit': 'saving',
            'password.close': '#changePassword.closed',
          },
        },
        saving: {
          entry: 'clearError',
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ event }) => {
              const { oldPassword, newPassword } = event as Extract<ChangePasswordEvent, { type: 'password.submit' }>;
              return { oldPassword, newPassword };
            },
            onDone: 'changed',
            onError: {
              target: 'editing',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** The new password is set: the modal says so until closed. */
        changed: {
          on: { 'password.close': '#changePassword.closed' },
        },
      },
    },
  },
});
