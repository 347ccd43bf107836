import { and, assign, fromPromise, not, setup } from 'xstate';
import {
  defaultChildId,
  isDefaultChild,
  isKnownChild,
  leniencyOf,
  withDefault,
  withLeniency,
} from '../rules/childStats';
import { toCallError, type CallError, type Child, type WriteLeniency } from '../types';

/**
 * The member's children with their counters (SPEC §2 /set-up/child, §3 Child,
 * §4 "Stars and words"; POST children/{id}?is_default=1). The stars and words
 * are the server's to count (a pass of POST lesson/schedule, rules/lessonProgression.ts
 * `passRewards`); they arrive here with the reloaded member (`children.sync`).
 *
 * - `child.makeDefault { childId }` is optimistic: at once that child gets
 *   `is_default` 1 and every other child 0, then `makeDefault` (POST
 *   children/{id}?is_default=1) runs. When it fails the previous default comes
 *   back (only the `is_default` flags)
 *   and the failure is kept in `error`; when it succeeds `defaultChildChanged`
 *   tells the app. The app's `makeDefault` asks the auth actor
 *   (`member.chooseChild`), which outlives the page: it saves, reloads the
 *   member, and the API client sends the new Child-Id from then on.
 * - Only one change of the default runs at a time: the radio buttons are
 *   enabled by `snapshot.can({ type: 'child.makeDefault', childId })`, false
 *   while saving, for the current default child and for an unknown child.
 * - `children.sync { children }` replaces the list (the member was reloaded),
 *   except while a change is being saved.
 * - `child.setLeniency { childId, leniency }` (beyond the spec: the child's
 *   writing leniency, strict / normal / gentle) is optimistic the same way:
 *   the child's `write_leniency` changes at once, `saveLeniency` (POST
 *   children/{id}?write_leniency=…) runs, a failure puts the previous one
 *   back with the error, a success tells the app (`leniencyChanged`).
 *   One change at a time, of either kind.
 *
 * The default and the leniency are the functions of ./rules/childStats.ts,
 * which the server shares.
 *
 * Decisions where the spec is silent: events naming an unknown child are
 * ignored.
 */

export interface ChildStatsInput {
  children: Child[];
}

export interface ChildStatsContext {
  children: Child[];
  /** The default child before the change being saved (null: there was none). */
  previousDefaultId: number | null;
  /** The child's leniency before the change being saved (null: none is saved). */
  previousLeniency: { childId: number; leniency: WriteLeniency } | null;
  /** The last failed change (of the default or of a leniency). */
  error: CallError | null;
}

export type ChildStatsEvent =
  | { type: 'child.makeDefault'; childId: number }
  | { type: 'child.setLeniency'; childId: number; leniency: WriteLeniency }
  | { type: 'children.sync'; children: Child[] };

export interface MakeDefaultInput {
  childId: number;
}

export interface SaveLeniencyInput {
  childId: number;
  leniency: WriteLeniency;
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
    /** POST children/{id}?write_leniency=…. Provided by the app. */
    saveLeniency: fromPromise<Child, SaveLeniencyInput>(async () => {
      throw new Error('saveLeniency is provided by the app');
    }),
  },
  actions: {
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
    markLeniency: assign(({ context }, params: SaveLeniencyInput) => ({
      previousLeniency: { childId: params.childId, leniency: leniencyOf(context.children, params.childId)! },
      children: withLeniency(context.children, params.childId, params.leniency),
      error: null,
    })),
    rollBackLeniency: assign(({ context }) => ({
      children: context.previousLeniency
        ? withLeniency(context.children, context.previousLeniency.childId, context.previousLeniency.leniency)
        : context.children,
      previousLeniency: null,
    })),
    forgetPreviousLeniency: assign({ previousLeniency: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    /** The default child changed on the server. Provided by the app. */
    defaultChildChanged: (_, _params: { childId: number }) => {},
    /** A child's writing leniency changed on the server. Provided by the app. */
    leniencyChanged: (_, _params: { childId: number }) => {},
  },
  guards: {
    isKnownChild: ({ context, event }) => isKnownChild(context.children, childIdOf(event)),
    isDefaultChild: ({ context, event }) => isDefaultChild(context.children, childIdOf(event)),
    isNewLeniency: (_, params: SaveLeniencyInput & { children: Child[] }) => {
      const current = leniencyOf(params.children, params.childId);
      return current !== null && current !== params.leniency;
    },
  },
}).createMachine({
  id: 'childStats',
  context: ({ input }) => ({ children: input.children, previousDefaultId: null, previousLeniency: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'child.makeDefault': {
          guard: and(['isKnownChild', not('isDefaultChild')]),
          target: 'savingDefault',
          actions: 'markDefault',
        },
        'child.setLeniency': {
          guard: {
            type: 'isNewLeniency',
            params: ({ context, event }) => ({ children: context.children, childId: event.childId, leniency: event.leniency }),
          },
          target: 'savingLeniency',
          actions: { type: 'markLeniency', params: ({ event }) => ({ childId: event.childId, leniency: event.leniency }) },
        },
        'children.sync': { actions: 'replaceChildren' },
      },
    },
    savingLeniency: {
      invoke: {
        id: 'saveLeniency',
        src: 'saveLeniency',
        input: ({ event }) => {
          const { childId, leniency } = event as Extract<Ev, { type: 'child.setLeniency' }>;
          return { childId, leniency };
        },
        onDone: {
          target: 'idle',
          actions: ['forgetPreviousLeniency', { type: 'leniencyChanged', params: ({ event }) => ({ childId: event.output.id }) }],
        },
        onError: {
          target: 'idle',
          actions: ['rollBackLeniency', { type: 'setError', params: ({ event }) => ({ error: event.error }) }],
        },
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
