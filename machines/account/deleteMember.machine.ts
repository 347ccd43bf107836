import { assign, fromPromise, setup } from 'xstate';
import { toCallError, type CallError } from '../types';

/**
 * The delete-member modal of the account center (SPEC §2 "delete member (radio
 * choices and three acknowledgements)"; §5 "Account deletion requires the
 * password and three confirmed acknowledgements"; §7 POST member/selfDelete
 * with the password; §8 'Incorrect Password', success 'Account Deleted').
 *
 * - `delete.open` opens the modal; `delete.close` closes it, except while the
 *   call runs and once the account is gone.
 * - `delete.submit` is taken only when all three acknowledgements are ticked
 *   (`allAcknowledged`, the rule; the form also says which one is missing).
 *   The reason chosen with the radio buttons is the parent's answer to "why
 *   are you leaving": SPEC §7 sends the password only, so it is not sent.
 * - A wrong password keeps the modal open with the server's 'Incorrect
 *   Password' on the password field.
 * - Deleted, the modal says 'Account Deleted' (`deleted`); `delete.finish`
 *   (its OK button) ends in `signedOut`: `accountDeleted` tells the app, which
 *   signs out and goes to the landing page. The session no longer exists on the
 *   server, so nothing else is called meanwhile.
 */

/** How many acknowledgements the modal asks for. */
export const ACKNOWLEDGEMENT_COUNT = 3;

export const DELETE_REASONS = ['notUsing', 'childFinished', 'tooExpensive', 'otherApp', 'other'] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

export interface DeleteRequest {
  password: string;
  /** The three acknowledgements, in order; all must be true. */
  acknowledgements: boolean[];
  reason: DeleteReason | null;
}

export interface DeleteMemberContext {
  error: CallError | null;
}

export type DeleteMemberEvent =
  | { type: 'delete.open' }
  | { type: 'delete.close' }
  | ({ type: 'delete.submit' } & DeleteRequest)
  | { type: 'delete.finish' };

/** The rule of SPEC §5: every acknowledgement confirmed. */
export function allAcknowledged(acknowledgements: readonly boolean[]): boolean {
  return acknowledgements.length === ACKNOWLEDGEMENT_COUNT && acknowledgements.every((ticked) => ticked === true);
}

export const deleteMemberMachine = setup({
  types: {
    context: {} as DeleteMemberContext,
    events: {} as DeleteMemberEvent,
  },
  actors: {
    /** POST member/selfDelete with the password. Provided by the app. */
    deleteSelf: fromPromise<unknown, { password: string }>(async () => {
      throw new Error('deleteSelf is provided by the app');
    }),
  },
  actions: {
    /** The account is gone: the app signs out and goes to the landing page. Provided by the app. */
    accountDeleted: () => {},
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
  },
  guards: {
    allAcknowledged: ({ event }) =>
      event.type === 'delete.submit' && allAcknowledged(event.acknowledgements),
  },
}).createMachine({
  id: 'deleteMember',
  context: { error: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'delete.open': { target: 'open', actions: 'clearError' } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'delete.submit': { guard: 'allAcknowledged', target: 'deleting' },
            'delete.close': '#deleteMember.closed',
          },
        },
        deleting: {
          entry: 'clearError',
          invoke: {
            id: 'deleteSelf',
            src: 'deleteSelf',
            input: ({ event }) => ({ password: (event as Extract<DeleteMemberEvent, { type: 'delete.submit' }>).password }),
            onDone: '#deleteMember.deleted',
            onError: {
              target: 'editing',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** 'Account Deleted' shows; its OK button signs out. */
    deleted: {
      on: { 'delete.finish': 'signedOut' },
    },
    signedOut: {
      type: 'final',
      entry: 'accountDeleted',
    },
  },
});
