import { and, assign, fromPromise, not, setup } from 'xstate';
import { defaultChildId, isDefaultChild, isKnownChild, withDefault, withStarAdded, withWordAdded } from './rules/childStats';
import { toCallError, type CallError, type Child } from './types';

/**
 * The member's children and their counters (SPEC §2 /set-up/child, §3 Child,
 * §4 "Stars and words"; POST children/{id}?is_default=1).
 *
 * - `star.add { childId }` / `word.add { childId }` add one to that child's
 *   `star` / `complete_words`; the other children do not change.
 * - `child.makeDefault { childId }` is optimistic: at once that child gets
 *   `is_default` 1 and every other child 0, then `makeDefault` (POST
 *   children/{id}?is_default=1) runs. When it fails the previous default comes
 *   back (only the `is_default` flags: stars and words added meanwhile stay)
 *   and the failure is kept in `error`; when it succeeds `defaultChildChanged`
 *   tells the app (which sends the new Child-Id from then on).
 * - Only one change of the default runs at a time: the radio buttons are
 *   enabled by `snapshot.can({ type: 'child.makeDefault', childId })`, false
 *   while saving, for the current default child and for an unknown child.
 * - `children.sync { children }` replaces the list (the member was reloaded),
 *   except while a change of the default is being saved.
 *
 * The counting and the default are the functions of ./rules/childStats.ts,
 * which the server shares.
 *
 * Decisions where the spec is silent: events naming an unknown child are
 * ignored; the counters are local (the server counts its own on the passes).
 */

export interface ChildStatsInput {
  children: Child[];
}

export interface ChildStatsContext {
  children: Child[];
  /** The default child before the change being saved (null: there was none). */
  previousDefaultId: number | null;
  /** The last failed change of the default. */
  error: CallError | null;
}

export type ChildStatsEvent =
  | { type: 'star.add'; childId: number }
  | { type: 'word.add'; childId: number }
  | { type: 'child.makeDefault'; childId: number }
  | { type: 'children.sync'; children: Child[] };

export interface MakeDefaultInput {
  childId: number;
}

type Ev = ChildStatsEvent;
const childIdOf = (event: Ev) => (event as Extract<Ev, { childId: number }>).childId;

export const childStatsMachine = setup({
  types: {
    context: {} as ChildStatsContext,
    events: {} as ChildStatsEvent,
    input: {} as ChildStatsInput,
  },
  actors: {
    /** POST children/{id}?is_default=1. Provided by the app. */
    makeDefault: fromPromise<Child, MakeDefaultInput>(async () => {
      throw new Error('makeDefault is provided by the app');
    }),
  },
  actions: {
    addStar: assign({ children: ({ context, event }) => withStarAdded(context.children, childIdOf(event)) }),
    addWord: assign({ children: ({ context, event }) => withWordAdded(context.children, childIdOf(event)) }),
    markDefault: assign(({ context, event }) => ({
      previousDefaultId: defaultChildId(context.children),
      children: withDefault(context.children, childIdOf(event)),
      error: null,
    })),
    rollBackDefault: assign({
      children: ({ context }) => withDefault(context.children, context.previousDefaultId),
      previousDefaultId: null,
    }),
    forgetPreviousDefault: assign({ previousDefaultId: null }),
    replaceChildren: assign({
      children: ({ event }) => (event as Extract<Ev, { type: 'children.sync' }>).children,
    }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    /** The default child changed on the server. Provided by the app. */
    defaultChildChanged: (_, _params: { childId: number }) => {},
  },
  guards: {
    isKnownChild: ({ context, event }) => isKnownChild(context.children, childIdOf(event)),
    isDefaultChild: ({ context, event }) => isDefaultChild(context.children, childIdOf(event)),
  },
}).createMachine({
  id: 'childStats',
  context: ({ input }) => ({ children: input.children, previousDefaultId: null, error: null }),
  initial: 'idle',
  on: {
    'star.add': { guard: 'isKnownChild', actions: 'addStar' },
    'word.add': { guard: 'isKnownChild', actions: 'addWord' },
  },
  states: {
    idle: {
      on: {
        'child.makeDefault': {
          guard: and(['isKnownChild', not('isDefaultChild')]),
          target: 'savingDefault',
          actions: 'markDefault',
        },
        'children.sync': { actions: 'replaceChildren' },
      },
    },
    savingDefault: {
      invoke: {
        id: 'makeDefault',
        src: 'makeDefault',
        input: ({ event }) => ({ childId: childIdOf(event) }),
        onDone: {
          target: 'idle',
          actions: [
            'forgetPreviousDefault',
            { type: 'defaultChildChanged', params: ({ event }) => ({ childId: event.output.id }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: ['rollBackDefault', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
});
