import { assign, fromPromise, raise, setup } from 'xstate';
import { canTakeStar, isComplete, localDay, withStar, withTodayReset, type DailyMission } from './rules/dailyTask';
import { toCallError, type CallError } from './types';

/**
 * The daily task of the current child (SPEC §2 /task, §3 Daily mission,
 * §4 "Daily task"; loaded with GET dailyMissions, Locale-Type 1, Child-Id).
 *
 * A mission is `target_days` items, one per day worked on. The rules (the
 * functions of ./rules/dailyTask.ts, which the server shares):
 * - `star.add` goes to the item whose `collected_date` is today; when there is
 *   none, to the first item without a `collected_date`, which then gets today's
 *   date. An item never holds more than its `target_stars`: a star that does
 *   not fit is refused (`snapshot.can({ type: 'star.add' })` is false), it does
 *   not spill onto the next item.
 * - The star that brings an item to its target raises `current_days` by one;
 *   this happens once per item, since a full item takes no more stars.
 * - The star that brings `current_days` to `target_days` opens the completion
 *   modal (`mission.completionModal`); `modal.close` leaves the mission
 *   `complete`. A mission that is already complete when loaded shows no modal.
 * - `lessons.change { perDay }` (the parent changed `daily_task_times`) first
 *   asks (`mission.confirmingChange`, the warning); only `change.confirm`
 *   resets today's progress, `change.cancel` keeps everything.
 *
 * Decisions where the spec is silent:
 * - "Today" is the member's local calendar day, i.e. the device's local date
 *   (`localDay(new Date())`), not the UTC date: a child practising at 07:30 in
 *   Taipei works on that morning's item, not on the previous UTC day. Tests
 *   inject `today`.
 * - Resetting today's progress empties the item collected today (no date, no
 *   stars); if that item had reached its target, the day it had added to
 *   `current_days` is taken back. Items not yet worked on (and the reset one)
 *   take the new lessons-per-day as their `target_stars`; past days keep theirs.
 *   Saving `daily_task_times` itself belongs to the settings flow.
 * - Every change of the mission is saved with `saveMission` (the save call
 *   comes with a later issue). Saves never overlap: a change made while a save
 *   is running is saved right after it; a failed save is kept in `saveError`
 *   and retried on `save.retry` or with the next change.
 */

export type { DailyMission, MissionItem } from './rules/dailyTask';

export interface DailyTaskInput {
  /** The child whose mission this is (sent as Child-Id). */
  childId: number | null;
  /** The member's `setting.daily_task_times`. */
  lessonsPerDay: number;
  /** Today's date, YYYY-MM-DD in the member's local day; `localDay(new Date())` unless a test injects one. */
  today?: () => string;
}

export interface DailyTaskContext {
  childId: number | null;
  lessonsPerDay: number;
  today: () => string;
  /** null until loaded. */
  mission: DailyMission | null;
  /** The lessons-per-day awaiting confirmation while the warning shows. */
  pendingLessonsPerDay: number | null;
  /** A change arrived while a save was running: save again when it ends. */
  saveQueued: boolean;
  /** The failed load. */
  error: CallError | null;
  /** The last failed save. */
  saveError: CallError | null;
}

export type DailyTaskEvent =
  | { type: 'star.add' }
  | { type: 'lessons.change'; perDay: number }
  | { type: 'change.confirm' }
  | { type: 'change.cancel' }
  | { type: 'modal.close' }
  | { type: 'mission.retry' }
  | { type: 'save.retry' }
  /** Raised by the machine itself after every change of the mission; starts a save. */
  | { type: 'mission.changed' };

export interface LoadMissionInput {
  childId: number | null;
}

export interface SaveMissionInput {
  childId: number | null;
  mission: DailyMission;
  lessonsPerDay: number;
}

export const dailyTaskMachine = setup({
  types: {
    context: {} as DailyTaskContext,
    events: {} as DailyTaskEvent,
    input: {} as DailyTaskInput,
  },
  actors: {
    /** GET dailyMissions (Locale-Type 1, Child-Id). Provided by the app. */
    loadMission: fromPromise<DailyMission, LoadMissionInput>(async () => {
      throw new Error('loadMission is provided by the app');
    }),
    /** Saves the mission (the call comes with a later issue). Provided by the app. */
    saveMission: fromPromise<unknown, SaveMissionInput>(async () => {
      throw new Error('saveMission is provided by the app');
    }),
  },
  actions: {
    addStar: assign({
      mission: ({ context }) => (context.mission ? withStar(context.mission, context.today()) : null),
    }),
    rememberLessonsPerDay: assign({
      pendingLessonsPerDay: ({ event }) => (event as Extract<DailyTaskEvent, { type: 'lessons.change' }>).perDay,
    }),
    forgetLessonsPerDay: assign({ pendingLessonsPerDay: null }),
    resetTodayProgress: assign(({ context }) => {
      const lessonsPerDay = context.pendingLessonsPerDay ?? context.lessonsPerDay;
      return {
        lessonsPerDay,
        pendingLessonsPerDay: null,
        mission: context.mission ? withTodayReset(context.mission, context.today(), lessonsPerDay) : null,
      };
    }),
    announceChange: raise({ type: 'mission.changed' }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    setSaveError: assign({ saveError: (_, params: { error: unknown }) => toCallError(params.error) }),
  },
  guards: {
    hasRoomForStar: ({ context }) => canTakeStar(context.mission, context.today()),
    isMissionComplete: ({ context }) => isComplete(context.mission),
    isNewLessonsPerDay: ({ context, event }) => {
      const { perDay } = event as Extract<DailyTaskEvent, { type: 'lessons.change' }>;
      return Number.isInteger(perDay) && perDay >= 1 && perDay !== context.lessonsPerDay;
    },
    isSaveQueued: ({ context }) => context.saveQueued,
  },
}).createMachine({
  id: 'dailyTask',
  context: ({ input }) => ({
    childId: input.childId,
    lessonsPerDay: input.lessonsPerDay,
    today: input.today ?? (() => localDay(new Date())),
    mission: null,
    pendingLessonsPerDay: null,
    saveQueued: false,
    error: null,
    saveError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadMission',
        src: 'loadMission',
        input: ({ context }) => ({ childId: context.childId }),
        onDone: { target: 'active', actions: assign({ mission: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'mission.retry': 'loading' },
    },
    active: {
      type: 'parallel',
      states: {
        mission: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'isMissionComplete', target: 'complete' }, { target: 'tracking' }],
            },
            tracking: {
              on: {
                'star.add': { guard: 'hasRoomForStar', target: 'scoring', actions: ['addStar', 'announceChange'] },
                'lessons.change': { guard: 'isNewLessonsPerDay', target: 'confirmingChange', actions: 'rememberLessonsPerDay' },
              },
            },
            scoring: {
              always: [{ guard: 'isMissionComplete', target: 'completionModal' }, { target: 'tracking' }],
            },
            completionModal: {
              on: { 'modal.close': 'complete' },
            },
            complete: {
              on: {
                'lessons.change': { guard: 'isNewLessonsPerDay', target: 'confirmingChange', actions: 'rememberLessonsPerDay' },
              },
            },
            confirmingChange: {
              on: {
                'change.confirm': { target: 'deciding', actions: ['resetTodayProgress', 'announceChange'] },
                'change.cancel': { target: 'deciding', actions: 'forgetLessonsPerDay' },
              },
            },
          },
        },
        sync: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'mission.changed': 'saving' },
            },
            saving: {
              entry: assign({ saveQueued: false, saveError: null }),
              on: { 'mission.changed': { actions: assign({ saveQueued: true }) } },
              invoke: {
                id: 'saveMission',
                src: 'saveMission',
                input: ({ context }) => ({
                  childId: context.childId,
                  mission: context.mission!,
                  lessonsPerDay: context.lessonsPerDay,
                }),
                onDone: [{ guard: 'isSaveQueued', target: 'saving', reenter: true }, { target: 'idle' }],
                onError: {
                  target: 'saveFailed',
                  actions: { type: 'setSaveError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            saveFailed: {
              on: { 'save.retry': 'saving', 'mission.changed': 'saving' },
            },
          },
        },
      },
    },
  },
});
