import { assign, fromPromise, raise, setup } from 'xstate';
import { canRemit } from '../rules/remittance';
import { toCallError, type CallError } from '../types';

/**
 * The remittance modal of the account center: transferring points out to a
 * bank account (SPEC §2 "withdraw"; §3 point remittance request: bank_name,
 * bank_code, bank_account_name, bank_account_number, id_number, address,
 * phone, email; §5 "Points transfer needs at least 2000 points"; §7 POST
 * point/remit with the bank fields in the query; §8 'Transfer is successful',
 * 'Opps! There's somthing wrong. Please try again', 'Please confirm if your
 * information is correct').
 *
 * `open` has two regions:
 *
 * - `form`: `deciding` reads the rule (`canRemit`, machines/rules/remittance.ts)
 *   on the member's points: under 2000 the modal says so at once (`refused`)
 *   and shows no form; else `editing` ⇄ `sending` (POST point/remit, what the
 *   form validated, src/forms/remittance.ts) → `sent` ('Transfer is
 *   successful'; `remitted` tells the app, which reloads the member: the points
 *   are held). A refusal keeps the form: a 422 is "please confirm your
 *   information" with the server's field errors on their fields, anything
 *   else "something went wrong, please try again" (connect).
 * - `requests`: the member's past requests (masked account and id numbers, as
 *   the server sends them), loaded when the modal opens and again after a
 *   request was made; a failed load has a retry.
 *
 * The modal closes from anywhere except while the request is being sent.
 * `points.sync` follows the member's balance (the page sends it when the
 * member reloads).
 */

/** The bank fields of a request, as POST point/remit takes them. */
export interface RemitRequest {
  bank_name: string;
  bank_code: string;
  bank_account_name: string;
  bank_account_number: string;
  id_number: string;
  address: string;
  phone: string;
  email: string;
}

/** A past request as the server lists it: numbers masked. */
export interface RemittanceRecord {
  id: number;
  points: number;
  bank_name: string;
  bank_code: string;
  bank_account_name: string;
  /** Masked: only the last 4 characters shown ('••••••1234'). */
  bank_account_number: string;
  /** Masked as the account number. */
  id_number: string;
  /** pending until the transfer is made by hand. */
  status: 'pending' | 'transferred' | 'rejected';
  created_at: string;
}

export interface RemittanceInput {
  points: number;
}

export interface RemittanceContext {
  points: number;
  requests: RemittanceRecord[] | null;
  /** The last refused request, field errors included. */
  error: CallError | null;
  /** The last failed load of the past requests. */
  requestsError: CallError | null;
}

export type RemittanceEvent =
  | { type: 'remit.open' }
  | { type: 'remit.close' }
  | ({ type: 'remit.submit' } & RemitRequest)
  | { type: 'requests.retry' }
  | { type: 'requests.reload' }
  | { type: 'points.sync'; points: number };

export const remittanceMachine = setup({
  types: {
    context: {} as RemittanceContext,
    events: {} as RemittanceEvent,
    input: {} as RemittanceInput,
  },
  actors: {
    /** POST point/remit with the bank fields in the query. Provided by the app. */
    remitPoints: fromPromise<unknown, RemitRequest>(async () => {
      throw new Error('remitPoints is provided by the app');
    }),
    /** The member's past remittance requests, masked. Provided by the app. */
    loadRequests: fromPromise<RemittanceRecord[], void>(async () => {
      throw new Error('loadRequests is provided by the app');
    }),
  },
  actions: {
    /** A request was made and its points held: the app reloads the member. Provided by the app. */
    remitted: () => {},
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    clearRequestsError: assign({ requestsError: null }),
    setRequestsError: assign({ requestsError: (_, params: { error: unknown }) => toCallError(params.error) }),
    keepRequests: assign({ requests: (_, params: { requests: RemittanceRecord[] }) => params.requests }),
    syncPoints: assign({ points: (_, params: { points: number }) => params.points }),
    reloadRequests: raise({ type: 'requests.reload' }),
  },
  guards: {
    mayRemit: ({ context }) => canRemit(context.points),
  },
}).createMachine({
  id: 'remittance',
  context: ({ input }) => ({ points: input.points, requests: null, error: null, requestsError: null }),
  initial: 'closed',
  on: {
    'points.sync': {
      actions: { type: 'syncPoints', params: ({ event }) => ({ points: event.points }) },
    },
  },
  states: {
    closed: {
      on: { 'remit.open': { target: 'open', actions: 'clearError' } },
    },
    open: {
      type: 'parallel',
      states: {
        form: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'mayRemit', target: 'editing' }, { target: 'refused' }],
            },
            /** Under 2000 points: said before anything is typed; no form. */
            refused: {
              on: { 'remit.close': '#remittance.closed' },
            },
            editing: {
              on: {
                'remit.submit': 'sending',
                'remit.close': '#remittance.closed',
              },
            },
            sending: {
              entry: 'clearError',
              invoke: {
                id: 'remitPoints',
                src: 'remitPoints',
                input: ({ event }) => {
                  const { type: _type, ...request } = event as Extract<RemittanceEvent, { type: 'remit.submit' }>;
                  return request;
                },
                onDone: { target: 'sent', actions: ['remitted', 'reloadRequests'] },
                onError: {
                  target: 'editing',
                  actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            /** 'Transfer is successful'. */
            sent: {
              on: { 'remit.close': '#remittance.closed' },
            },
          },
        },
        requests: {
          initial: 'loading',
          states: {
            loading: {
              entry: 'clearRequestsError',
              invoke: {
                id: 'loadRequests',
                src: 'loadRequests',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'keepRequests', params: ({ event }) => ({ requests: event.output }) },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'setRequestsError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            loaded: { on: { 'requests.reload': 'loading' } },
            failed: { on: { 'requests.retry': 'loading', 'requests.reload': 'loading' } },
          },
        },
      },
    },
  },
});
