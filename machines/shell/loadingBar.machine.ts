import { assign, setup } from 'xstate';

/**
 * The loading progress bar during fetches (SPEC §2: throttle 200 ms,
 * duration 5000 ms). The API client reports each request's start and end.
 *
 * - Quick calls never show the bar: it appears only after requests have been
 *   pending for `showDelay` (200 ms).
 * - It stays at most `maxDuration` (5000 ms), then hides even if requests are
 *   still pending, and waits for them to end before it can show again.
 * - It hides as soon as no request is pending.
 */
export interface LoadingBarContext {
  /** Requests started and not yet ended. */
  pending: number;
}

export type LoadingBarEvent = { type: 'request.start' } | { type: 'request.end' };

export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
  },
  actions: {
    countStart: assign({ pending: ({ context }) => context.pending + 1 }),
    countEnd: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
  },
  guards: {
    isLastRequest: ({ context }) => context.pending <= 1,
  },
  delays: {
    showDelay: 200,
    maxDuration: 5000,
  },
}).createMachine({
  id: 'loadingBar',
  context: { pending: 0 },
  initial: 'idle',
  on: {
    'request.start': { actions: 'countStart' },
  },
  states: {
    idle: {
      on: {
        'request.start': { target: 'waiting', actions: 'countStart' },
        'request.end': { actions: 'countEnd' },
      },
    },
    waiting: {
      after: { showDelay: 'visible' },
      on: {
        'request.end': [
          { guard: 'isLastRequest', target: 'idle', actions: 'countEnd' },
          { actions: 'countEnd' },
        ],
      },
    },
    visible: {
      after: { maxDuration: 'expired' },
      on: {
        'request.end': [
          { guard: 'isLastRequest', target: 'idle', actions: 'countEnd' },
          { actions: 'countEnd' },
        ],
      },
    },
    /** Shown long enough: hidden until every pending request has ended. */
    expired: {
      on: {
        'request.end': [
          { guard: 'isLastRequest', target: 'idle', actions: 'countEnd' },
          { actions: 'countEnd' },
        ],
      },
    },
  },
});
