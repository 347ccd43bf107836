import { assign, fromPromise, setup } from 'xstate';
import { toCallError, type CallError, type Child } from '../types';

/**
 * Adding a child profile (SPEC §2 "Child set-up page": the empty add-child
 * card opens a form; §3 Child; §7 POST children, multipart gender, name,
 * birthday, avatar).
 *
 * - The add-child card is `closed` until `form.open`; a parent without any
 *   child (set-up mode, SPEC §4) finds the form already open, so the first
 *   thing a new parent sees is how to add a child.
 * - `child.submit` carries the values the form has already validated
 *   (src/forms/child.ts) and calls `addChild` (POST children). Only one call
 *   runs at a time: `child.submit` and `form.close` are refused while saving.
 * - A refused call (422 with field errors, or any failure) keeps the form
 *   open with the failure in `error`, so the page puts each field error on
 *   its field; the next submit clears it.
 * - A saved child closes the form and is kept in `added` (for the "added"
 *   notice), and `childAdded` tells the app, which reloads the member (the
 *   session machine then sees a child and set-up mode ends).
 *
 * Decisions where the spec is silent: closing and reopening the form forgets
 * the last error and notice; the form opens by itself only when there is no
 * child at all.
 */

/** The values of the add-child form, validated (POST children). */
export interface NewChild {
  name: string;
  gender: 'boy' | 'girl';
  /** YYYY-MM-DD, in the past. */
  birthday: string;
  /** The avatar file, or null for the default picture. */
  avatar: Blob | null;
}

export interface ChildFormInput {
  /** How many children the member has when the page opens. */
  childCount: number;
}

export interface ChildFormContext {
  /** How many children the member had when the page opened (decides where the form starts). */
  childCount: number;
  /** The last failed call, field errors included. */
  error: CallError | null;
  /** The child the last successful submit created. */
  added: Child | null;
}

export type ChildFormEvent =
  | { type: 'form.open' }
  | { type: 'form.close' }
  | ({ type: 'child.submit' } & NewChild);

export const childFormMachine = setup({
  types: {
    context: {} as ChildFormContext,
    events: {} as ChildFormEvent,
    input: {} as ChildFormInput,
  },
  actors: {
    /** POST children (multipart). Provided by the app. */
    addChild: fromPromise<Child, NewChild>(async () => {
      throw new Error('addChild is provided by the app');
    }),
  },
  actions: {
    /** A child was created on the server: the app reloads the member. Provided by the app. */
    childAdded: (_, _params: { child: Child }) => {},
    forgetOutcome: assign({ error: null, added: null }),
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    keepAdded: assign({ added: (_, params: { child: Child }) => params.child }),
  },
  guards: {
    hasNoChild: ({ context }) => context.childCount === 0,
  },
}).createMachine({
  id: 'childForm',
  context: ({ input }) => ({ childCount: input.childCount, error: null, added: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasNoChild', target: 'open' },
        { target: 'closed' },
      ],
    },
    /** The empty add-child card. */
    closed: {
      on: { 'form.open': { target: 'open', actions: 'forgetOutcome' } },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'child.submit': 'saving',
            'form.close': '#childForm.closed',
          },
        },
        saving: {
          entry: 'clearError',
          invoke: {
            id: 'addChild',
            src: 'addChild',
            input: ({ event }) => {
              const { name, gender, birthday, avatar } = event as Extract<ChildFormEvent, { type: 'child.submit' }>;
              return { name, gender, birthday, avatar };
            },
            onDone: {
              target: '#childForm.closed',
              actions: [
                { type: 'keepAdded', params: ({ event }) => ({ child: event.output }) },
                { type: 'childAdded', params: ({ event }) => ({ child: event.output }) },
              ],
            },
            onError: {
              target: 'editing',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
