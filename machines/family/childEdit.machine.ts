import { assign, fromPromise, setup } from 'xstate';
import { canRemoveChild } from '../rules/children';
import { toCallError, type CallError, type Child } from '../types';

/**
 * Editing and removing a child (SPEC §2 child cards: "name with edit icon"; §7
 * POST children/{id}, multipart avatar plus query gender, name, birthday; issue 9:
 * DELETE children/{id}).
 *
 * - `edit.open { childId }` (a card's edit icon) opens the edit form of that child;
 *   `edit.close` closes it (not while a call runs).
 * - `child.save { name, gender, birthday, avatar }` (the form's validated values)
 *   calls `updateChild`; a success closes the form with the "saved" notice and
 *   `childChanged` (the app reloads the member); a failure keeps the form with the
 *   error (a 422's field errors on their fields).
 * - `remove.ask` opens the confirmation that says what is lost; only when the
 *   member has another child (`canRemoveChild`, the rule the server applies: a
 *   member keeps one child). `remove.cancel` goes back to the form;
 *   `remove.confirm` calls `removeChild` (DELETE children/{id}): a success closes
 *   everything with the "removed" notice and `childRemoved` (the app reloads the
 *   member: the server has made another child current when this one was); a
 *   failure stays on the confirmation with the error.
 * - `children.sync { children }` follows the member (the count the rule reads).
 */

/** The edit form's values, validated (src/forms/child.ts). */
export interface ChildChanges {
  name: string;
  gender: 'boy' | 'girl';
  birthday: string;
  /** A new avatar, or null to keep the one it has. */
  avatar: Blob | null;
}

export interface UpdateChildInput extends ChildChanges {
  childId: number;
}

export interface RemoveChildInput {
  childId: number;
}

export interface ChildEditInput {
  children: Child[];
}

export interface ChildEditContext {
  children: Child[];
  /** The child being edited (or removed). */
  childId: number | null;
  error: CallError | null;
  /** The last thing done, for the notice. */
  notice: { kind: 'saved' | 'removed'; name: string } | null;
}

export type ChildEditEvent =
  | { type: 'edit.open'; childId: number }
  | { type: 'edit.close' }
  | ({ type: 'child.save' } & ChildChanges)
  | { type: 'remove.ask' }
  | { type: 'remove.cancel' }
  | { type: 'remove.confirm' }
  | { type: 'children.sync'; children: Child[] };

const nameOf = (context: ChildEditContext) => context.children.find((c) => c.id === context.childId)?.name ?? '';

export const childEditMachine = setup({
  types: {
    context: {} as ChildEditContext,
    events: {} as ChildEditEvent,
    input: {} as ChildEditInput,
  },
  actors: {
    /** POST children/{id} (multipart avatar, query name, gender, birthday). Provided by the app. */
    updateChild: fromPromise<Child, UpdateChildInput>(async () => {
      throw new Error('updateChild is provided by the app');
    }),
    /** DELETE children/{id}. Provided by the app. */
    removeChild: fromPromise<null, RemoveChildInput>(async () => {
      throw new Error('removeChild is provided by the app');
    }),
  },
  actions: {
    openChild: assign((_, params: { childId: number }) => ({ childId: params.childId, error: null, notice: null })),
    closeChild: assign({ childId: null, error: null }),
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    noteSaved: assign({ notice: (_, params: { name: string }) => ({ kind: 'saved' as const, name: params.name }) }),
    noteRemoved: assign({ notice: ({ context }) => ({ kind: 'removed' as const, name: nameOf(context) }) }),
    syncChildren: assign({ children: (_, params: { children: Child[] }) => params.children }),
    /** A child changed on the server: the app reloads the member. Provided by the app. */
    childChanged: (_, _params: { childId: number }) => {},
    /** A child was removed on the server: the app reloads the member. Provided by the app. */
    childRemoved: (_, _params: { childId: number }) => {},
  },
  guards: {
    isKnownChild: ({ context }, params: { childId: number }) => context.children.some((c) => c.id === params.childId),
    mayRemove: ({ context }) => canRemoveChild(context.children.length),
  },
}).createMachine({
  id: 'childEdit',
  context: ({ input }) => ({ children: input.children, childId: null, error: null, notice: null }),
  initial: 'closed',
  on: {
    'children.sync': { actions: { type: 'syncChildren', params: ({ event }) => event } },
  },
  states: {
    closed: {
      on: {
        'edit.open': {
          guard: { type: 'isKnownChild', params: ({ event }) => event },
          target: 'editing',
          actions: { type: 'openChild', params: ({ event }) => event },
        },
      },
    },
    editing: {
      initial: 'form',
      states: {
        form: {
          on: {
            'child.save': 'saving',
            'edit.close': { target: '#childEdit.closed', actions: 'closeChild' },
            'remove.ask': { guard: 'mayRemove', target: 'confirmingRemoval', actions: 'clearError' },
          },
        },
        saving: {
          entry: 'clearError',
          invoke: {
            id: 'updateChild',
            src: 'updateChild',
            input: ({ context, event }) => {
              const { name, gender, birthday, avatar } = event as Extract<ChildEditEvent, { type: 'child.save' }>;
              return { childId: context.childId!, name, gender, birthday, avatar };
            },
            onDone: {
              target: '#childEdit.closed',
              actions: [
                { type: 'noteSaved', params: ({ event }) => ({ name: event.output.name }) },
                { type: 'childChanged', params: ({ event }) => ({ childId: event.output.id }) },
                'closeChild',
              ],
            },
            onError: {
              target: 'form',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        /** The dialog that says what is lost. */
        confirmingRemoval: {
          on: {
            'remove.cancel': { target: 'form', actions: 'clearError' },
            'remove.confirm': 'removing',
          },
        },
        removing: {
          entry: 'clearError',
          invoke: {
            id: 'removeChild',
            src: 'removeChild',
            input: ({ context }) => ({ childId: context.childId! }),
            onDone: {
              target: '#childEdit.closed',
              actions: [
                'noteRemoved',
                { type: 'childRemoved', params: ({ context }) => ({ childId: context.childId! }) },
                'closeChild',
              ],
            },
            onError: {
              target: 'confirmingRemoval',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
