import { assign, fromPromise, setup } from 'xstate';
import { isComplete, type DailyMission } from '../rules/dailyTask';
import { localDay } from '../rules/localDay';
import { toCallError, type CallError } from '../types';

/**
 * The daily task of the current child (SPEC §2 /task, §3 Daily mission,
 * §4 "Daily task"; loaded with GET dailyMissions, Locale-Type 1, Child-Id, and
 * GET check/children/mission).
 *
 * The server owns the stars: it gives the mission a star when the child
 * completes a lesson (POST lesson/schedule) while the member's daily task is
 * on, by the rules of ./rules/dailyTask.ts (`withStar`, `canTakeStar`), and
 * resets today when a parent changes the lessons per day (PUT members/{id},
 * `withTodayReset`). This machine never adds a star nor saves a mission: it
 * shows the mission the server keeps, so no client can give itself a star.
 *
 * - With the daily task off (the member's `setting.daily_task` 0, input
 *   `enabled` false) nothing is loaded: `off`, where the page says how a
 *   parent turns it on.
 * - `loadMission` brings the mission and whether one was completed since the
 *   last check (check/children/mission answers 1 once). A completion not yet
 *   shown opens the completion modal (`completionModal`); `modal.close` leaves
 *   the mission `complete` (or `tracking`, when the next star already started
 *   a new one). A mission complete and already shown is `complete`, no modal.
 * - The view (dailyTask.connect.ts) reads the circles, today's item and the
 *   lessons still wanted today with the same rules (`starItemIndex`,
 *   `canTakeStar`), and "today" is the member's local day (`localDay`), the
 *   same day the app sends the server in the Local-Date header.
 */


/** A sticker a daily mission earns (GET member/awards, kind missions), for the sticker area. */
export interface MissionSticker {
  id: number;
  name: string;
  english: string;
  white_picture: string;
  black_picture: string;
  has_sticker: 0 | 1;
  /** The completed missions it needs. */
  target: number;
}

export interface DailyTaskInput {
  /** The child whose mission this is (sent as Child-Id). */
  childId: number | null;
  /** The member's `setting.daily_task` is on. */
  enabled: boolean;
  /** Today's date, YYYY-MM-DD in the member's local day; `localDay(new Date())` unless a test injects one. */
  today?: () => string;
}

export interface DailyTaskContext {
  childId: number | null;
  enabled: boolean;
  today: () => string;
  /** null until loaded. */
  mission: DailyMission | null;
  /** A mission was completed since the last check: the completion modal is due. */
  completedNow: boolean;
  /** The daily-mission stickers, got or not got. */
  stickers: MissionSticker[];
  /** The failed load. */
  error: CallError | null;
}

export type DailyTaskEvent = { type: 'modal.close' } | { type: 'mission.retry' };

export interface LoadMissionInput {
  childId: number | null;
}

/** What `loadMission` brings: the mission, the completion check, the stickers. */
export interface MissionLoad {
  mission: DailyMission;
  /** GET check/children/mission said is_completed 1. */
  completed: boolean;
  stickers: MissionSticker[];
}

export const dailyTaskMachine = setup({
  types: {
    context: {} as DailyTaskContext,
    events: {} as DailyTaskEvent,
    input: {} as DailyTaskInput,
  },
  actors: {
    /** GET dailyMissions (Locale-Type 1), GET check/children/mission and the stickers. Provided by the app. */
    loadMission: fromPromise<MissionLoad, LoadMissionInput>(async () => {
      throw new Error('loadMission is provided by the app');
    }),
  },
  actions: {
    keepLoad: assign((_, params: { load: MissionLoad }) => ({
      mission: params.load.mission,
      completedNow: params.load.completed,
      stickers: params.load.stickers,
    })),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
  },
  guards: {
    isEnabled: ({ context }) => context.enabled,
    isCompletedNow: ({ context }) => context.completedNow,
    isMissionComplete: ({ context }) => isComplete(context.mission),
  },
}).createMachine({
  id: 'dailyTask',
  context: ({ input }) => ({
    childId: input.childId,
    enabled: input.enabled,
    today: input.today ?? (() => localDay(new Date())),
    mission: null,
    completedNow: false,
    stickers: [],
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isEnabled', target: 'loading' }, { target: 'off' }],
    },
    off: {},
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadMission',
        src: 'loadMission',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'active', actions: { type: 'keepLoad', params: ({ event }) => ({ load: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'mission.retry': 'loading' },
    },
    active: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'isCompletedNow', target: 'completionModal' },
            { guard: 'isMissionComplete', target: 'complete' },
            { target: 'tracking' },
          ],
        },
        tracking: {},
        completionModal: {
          on: {
            'modal.close': [
              { guard: 'isMissionComplete', target: 'complete', actions: assign({ completedNow: false }) },
              { target: 'tracking', actions: assign({ completedNow: false }) },
            ],
          },
        },
        complete: {},
      },
    },
  },
});
