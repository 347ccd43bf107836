import { assign, fromPromise, setup } from 'xstate';

/**
 * The get-sticker modal (SPEC §2 modals "get sticker"; §7 GET check/children/award):
 * when a child comes back to /home or /task after learning, the screen runs this
 * machine, which asks the server for the awards earned since the last check and
 * shows each one's sticker, one after the other.
 *
 * - `checking` calls `checkAwards` (GET check/children/award: each earned award is
 *   reported once, the server marks it shown). None: `idle`. A failed check is
 *   also `idle`, quietly: a sticker is a bonus, never an error on the way home (the
 *   award stays earned and is listed in the collection).
 * - `showing` holds the queue; `sticker.close` shows the next one, and after the
 *   last goes `idle`.
 * - `award.check` (from `idle`) asks again, e.g. when the child comes back from a
 *   lesson to a screen that stayed open.
 */

/** An award as GET check/children/award sends it (the contract's Award, the fields shown). */
export interface EarnedAward {
  id: number;
  name: string;
  english: string;
  white_picture: string;
}

export interface AwardCheckContext {
  /** The stickers still to show; the first is on screen while `showing`. */
  queue: EarnedAward[];
}

export type AwardCheckEvent = { type: 'sticker.close' } | { type: 'award.check' };

export const awardCheckMachine = setup({
  types: {
    context: {} as AwardCheckContext,
    events: {} as AwardCheckEvent,
  },
  actors: {
    /** GET check/children/award → the awards earned and not yet shown. Provided by the app. */
    checkAwards: fromPromise<EarnedAward[]>(async () => {
      throw new Error('checkAwards is provided by the app');
    }),
  },
  actions: {
    keepAwards: assign({ queue: (_, params: { awards: EarnedAward[] }) => params.awards }),
    showNext: assign({ queue: ({ context }) => context.queue.slice(1) }),
  },
  guards: {
    hasAwards: (_, params: { awards: EarnedAward[] }) => params.awards.length > 0,
    hasMore: ({ context }) => context.queue.length > 1,
  },
}).createMachine({
  id: 'awardCheck',
  context: { queue: [] },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'checkAwards',
        src: 'checkAwards',
        onDone: [
          {
            guard: { type: 'hasAwards', params: ({ event }) => ({ awards: event.output }) },
            target: 'showing',
            actions: { type: 'keepAwards', params: ({ event }) => ({ awards: event.output }) },
          },
          { target: 'idle' },
        ],
        onError: 'idle',
      },
    },
    showing: {
      on: {
        'sticker.close': [
          { guard: 'hasMore', target: 'showing', reenter: true, actions: 'showNext' },
          { target: 'idle', actions: 'showNext' },
        ],
      },
    },
    idle: {
      on: { 'award.check': 'checking' },
    },
  },
});
