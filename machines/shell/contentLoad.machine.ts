import { assign, fromPromise, setup } from 'xstate';
import { toCallError, type CallError } from '../types';

/**
 * Content a screen shows once it has loaded (home's categories and award
 * check, the lesson track of a radical): one call, reusable by any screen.
 *
 * - `loading` invokes `load` with the input's `request` (whatever the call
 *   needs: a radical id, nothing). Its answer is kept in `data` (`loaded`).
 * - A failed call is kept in `error` (`failed`, the screen says so);
 *   `content.retry` calls again.
 * - A call the server has not built yet (HTTP 501, code "501": "This feature
 *   is not available yet.") ends in `unavailable` (final): the screen shows
 *   nothing for it, not an error, and there is nothing to retry.
 * - `content.reload` calls again from `loaded` (the data may have changed
 *   elsewhere); the data stays on screen meanwhile.
 *
 * The call is a placeholder actor the app provides
 * (`contentLoadMachine.provide({ actors: { load } })`, src/api/actors/lessons/learning.ts);
 * the data is `unknown` here and typed by the screen's view (`connectContentLoad<T>`).
 */

/** The code of a reply for a call owned by a later issue (src/api/openapi.yaml). */
export const NOT_IMPLEMENTED_CODE = '501';

export interface ContentLoadInput {
  /** What the call needs (ids); `undefined` when nothing. */
  request?: unknown;
}

export interface ContentLoadContext {
  request: unknown;
  /** The last answer; null until one arrived. */
  data: unknown;
  /** The last failure; null once a call answers. */
  error: CallError | null;
}

export type ContentLoadEvent = { type: 'content.retry' } | { type: 'content.reload' };

export const contentLoadMachine = setup({
  types: {
    context: {} as ContentLoadContext,
    events: {} as ContentLoadEvent,
    input: {} as ContentLoadInput,
  },
  actors: {
    /** The call. Provided by the app. */
    load: fromPromise<unknown, unknown>(async () => {
      throw new Error('load is provided by the app');
    }),
  },
  actions: {
    keepData: assign({
      data: ({ event }) => (event as unknown as { output: unknown }).output,
      error: null,
    }),
    keepError: assign({
      error: ({ event }) => toCallError((event as unknown as { error: unknown }).error),
    }),
  },
  guards: {
    isNotImplemented: ({ event }) => toCallError((event as unknown as { error: unknown }).error).code === NOT_IMPLEMENTED_CODE,
  },
}).createMachine({
  id: 'contentLoad',
  context: ({ input }) => ({ request: input.request, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: ContentLoadContext }) => context.request,
        onDone: { target: 'loaded', actions: 'keepData' },
        onError: [
          { guard: 'isNotImplemented', target: 'unavailable', actions: 'keepError' },
          { target: 'failed', actions: 'keepError' },
        ],
      },
    },
    loaded: {
      on: { 'content.reload': 'loading' },
    },
    failed: {
      on: { 'content.retry': 'loading' },
    },
    /** The server does not offer this call yet: nothing to show, nothing to retry. */
    unavailable: {
      type: 'final',
    },
  },
});
