import { assign, fromPromise, setup } from 'xstate';
import { toCallError, type CallError } from '../types';

/**
 * The read side of the account center (SPEC §2 "account center", the point
 * records and transaction records modals and the description modal with its
 * copy note; §3 Member "recommendation code, points, point records,
 * transaction records"; §7 GET pointRecords, GET orders).
 *
 * Two regions:
 *
 * - `copy`: the referral code's copy button (on the page and in the
 *   description modal). `code.copy` asks the app's `copyText` (the clipboard);
 *   the result stays shown (`copied` / `copyFailed`) until the next copy. A
 *   failed copy says so: the code is on screen to be written down.
 * - `dialog`: at most one modal at a time. The description explains the
 *   referral; the two record modals load their list each time they open (a
 *   purchase or a transfer may have happened since), show it, or say the load
 *   failed with a retry.
 */

/** A row of GET pointRecords (the contract's PointRecord). */
export interface PointRecord {
  id: number;
  /** `purchase` also when an order holds its points; `returned` when an unpaid order gives them back. */
  item: 'transferred' | 'purchase' | 'recommendation' | 'returned';
  /** Positive when earned, negative when spent or transferred. */
  points: number;
  created_at: string;
}

export type PayMethod = 'credit_card' | 'alipay' | 'wechat_pay';

/** A row of GET orders (the contract's TransactionRecord). */
export interface TransactionRecord {
  id: number;
  /** `refund_due`: paid, nothing delivered: the amount is owed back to the parent. */
  status: 'paid' | 'refund_due';
  /** null for a point package. */
  plan: 'monthly' | 'seasonal' | 'yearly' | null;
  created_at: string;
  /** NT$ paid. */
  amount: number;
  used_points: number;
  pay_method: PayMethod;
}

export interface AccountCenterInput {
  /** The member's referral code (Member.invite_code). */
  code: string;
}

export interface AccountCenterContext {
  code: string;
  pointRecords: PointRecord[] | null;
  transactionRecords: TransactionRecord[] | null;
  /** The last failed load of a record list. */
  error: CallError | null;
}

export type AccountCenterEvent =
  | { type: 'code.copy' }
  | { type: 'description.open' }
  | { type: 'share.open' }
  /** In the share modal: the device's own share sheet (Web Share), with the code and how to use it. */
  | { type: 'code.share' }
  | { type: 'pointRecords.open' }
  | { type: 'transactionRecords.open' }
  | { type: 'records.retry' }
  | { type: 'dialog.close' };

export const accountCenterMachine = setup({
  types: {
    context: {} as AccountCenterContext,
    events: {} as AccountCenterEvent,
    input: {} as AccountCenterInput,
  },
  actors: {
    /** Writes the code to the clipboard. Provided by the app. */
    copyText: fromPromise<void, { text: string }>(async () => {
      throw new Error('copyText is provided by the app');
    }),
    /** GET pointRecords. Provided by the app. */
    loadPointRecords: fromPromise<PointRecord[], void>(async () => {
      throw new Error('loadPointRecords is provided by the app');
    }),
    /** GET orders. Provided by the app. */
    loadTransactionRecords: fromPromise<TransactionRecord[], void>(async () => {
      throw new Error('loadTransactionRecords is provided by the app');
    }),
  },
  actions: {
    /** Opens the device's share sheet with the code (Web Share: nothing leaves but what the parent picks). Provided by the app. */
    shareText: (_, _params: { text: string }) => {},
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    keepPointRecords: assign({ pointRecords: (_, params: { records: PointRecord[] }) => params.records }),
    keepTransactionRecords: assign({
      transactionRecords: (_, params: { records: TransactionRecord[] }) => params.records,
    }),
  },
}).createMachine({
  id: 'accountCenter',
  type: 'parallel',
  context: ({ input }) => ({ code: input.code, pointRecords: null, transactionRecords: null, error: null }),
  states: {
    copy: {
      initial: 'idle',
      states: {
        idle: { on: { 'code.copy': 'copying' } },
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: context.code }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        /** "Copied" shows until the next copy. */
        copied: { on: { 'code.copy': 'copying' } },
        /** The clipboard refused: the code is on screen to be written down. */
        copyFailed: { on: { 'code.copy': 'copying' } },
      },
    },
    dialog: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'description.open': 'description',
            'share.open': 'share',
            'pointRecords.open': 'pointRecords',
            'transactionRecords.open': 'transactionRecords',
          },
        },
        /** How referral works, with the code and its copy button. */
        description: {
          on: { 'dialog.close': 'closed' },
        },
        /** SPEC §2 share modal (icons): the code by the device's share sheet, by e-mail, or copied. */
        share: {
          on: {
            'dialog.close': 'closed',
            'code.share': { actions: { type: 'shareText', params: ({ context }) => ({ text: context.code }) } },
          },
        },
        pointRecords: {
          initial: 'loading',
          on: { 'dialog.close': 'closed' },
          states: {
            loading: {
              entry: 'clearError',
              invoke: {
                id: 'loadPointRecords',
                src: 'loadPointRecords',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'keepPointRecords', params: ({ event }) => ({ records: event.output }) },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            loaded: {},
            failed: { on: { 'records.retry': 'loading' } },
          },
        },
        transactionRecords: {
          initial: 'loading',
          on: { 'dialog.close': 'closed' },
          states: {
            loading: {
              entry: 'clearError',
              invoke: {
                id: 'loadTransactionRecords',
                src: 'loadTransactionRecords',
                onDone: {
                  target: 'loaded',
                  actions: { type: 'keepTransactionRecords', params: ({ event }) => ({ records: event.output }) },
                },
                onError: {
                  target: 'failed',
                  actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            loaded: {},
            failed: { on: { 'records.retry': 'loading' } },
          },
        },
      },
    },
  },
});
