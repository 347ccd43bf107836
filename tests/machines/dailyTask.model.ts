import { expect, vi } from 'vitest';
import { connectDailyTask } from '../../machines/dailyTask.connect';
import {
  dailyTaskMachine,
  type DailyMission,
  type DailyTaskContext,
  type DailyTaskEvent,
  type DailyTaskInput,
} from '../../machines/dailyTask.machine';
import { alreadyComplete, oneDayToGo, setupActor, TODAY } from './dailyTask.fixtures';
import { replyEvents } from './modelPaths';
import { defineModel } from './models';
import { apiError } from './registration.fakes';

/**
 * Model paths of the daily task (/task): one per transition between (state,
 * mission, queued save), replayed on a real actor with fake load and save calls.
 *
 * At every step the page (`connectDailyTask`) is checked against what the path
 * says a learner sees: the day circles and the day counter, whether a star can
 * be added, the warning before a change of lessons per day resets today, the
 * completion modal, and the busy / retry state of loading and saving.
 */

const userEvents: DailyTaskEvent[] = [
  { type: 'star.add' },
  { type: 'lessons.change', perDay: 3 },
  { type: 'change.confirm' },
  { type: 'change.cancel' },
  { type: 'modal.close' },
  { type: 'mission.retry' },
  { type: 'save.retry' },
];

const events = [
  ...userEvents,
  ...replyEvents(dailyTaskMachine, {
    loadMission: { outputs: [oneDayToGo, alreadyComplete], errors: [apiError('500', 'Server error')] },
    saveMission: { outputs: [null], errors: [apiError('500', 'Server error')] },
  }),
];

const input: DailyTaskInput = { childId: 7, lessonsPerDay: 2, today: () => TODAY };

export const model = defineModel({
  machine: dailyTaskMachine,
  families: [
    {
      name: 'two lessons a day, one day done',
      paths: {
        input,
        events,
        // One path per transition between (state, mission, queued save): every transition is walked.
        contextKey: (context: DailyTaskContext) => [context.mission, context.saveQueued],
      },
      start: (inspect) => {
        vi.setSystemTime(new Date(2025, 0, 6, 9, 0));
        const fixture = setupActor(input, inspect);
        // What /task should show, worked out from the path alone (not by the machine's rules). Both
        // missions have two days: yesterday full (2 of 2) and today's item, which takes every star.
        type Mode = 'loading' | 'loadFailed' | 'tracking' | 'modal' | 'complete' | 'warning';
        let mode: Mode = 'loading';
        let todayStars = 0;
        let todayTarget = 2;
        let perDay = 2;
        let sync: 'idle' | 'saving' | 'failed' = 'idle';
        let queued = false;
        const todayFull = () => todayStars >= todayTarget;
        const changed = () => {
          if (sync === 'saving') queued = true;
          else [sync, queued] = ['saving', false];
        };
        return {
          actor: fixture.actor,
          machine: dailyTaskMachine,
          fakes: { loadMission: fixture.load, saveMission: fixture.save },
          check: (snapshot, event) => {
            switch (event.type) {
              case 'xstate.done.actor.loadMission': {
                const loaded = (event as unknown as { output: DailyMission }).output;
                todayStars = loaded.mission_items[1]!.current_star;
                mode = todayFull() ? 'complete' : 'tracking';
                break;
              }
              case 'xstate.error.actor.loadMission':
                mode = 'loadFailed';
                break;
              case 'mission.retry':
                mode = 'loading';
                break;
              case 'star.add':
                if (mode === 'tracking' && !todayFull()) {
                  todayStars += 1;
                  mode = todayFull() ? 'modal' : 'tracking';
                  changed();
                }
                break;
              case 'modal.close':
                if (mode === 'modal') mode = 'complete';
                break;
              case 'lessons.change':
                if ((mode === 'tracking' || mode === 'complete') && perDay !== 3) mode = 'warning';
                break;
              case 'change.confirm':
                if (mode === 'warning') {
                  [perDay, todayStars, todayTarget, mode] = [3, 0, 3, 'tracking'];
                  changed();
                }
                break;
              case 'change.cancel':
                if (mode === 'warning') mode = todayFull() ? 'complete' : 'tracking';
                break;
              case 'xstate.done.actor.saveMission':
                [sync, queued] = queued ? ['saving', false] : ['idle', false];
                break;
              case 'xstate.error.actor.saveMission':
                [sync, queued] = ['failed', false];
                break;
              case 'save.retry':
                if (sync === 'failed') sync = 'saving';
                break;
            }

            const view = connectDailyTask(snapshot as never);
            const loaded = mode !== 'loading' && mode !== 'loadFailed';
            expect(view.loading).toBe(mode === 'loading');
            expect(view.loadFailed, 'the retry button after a failed load').toBe(mode === 'loadFailed');
            expect(
              view.days.map((day) => [day.stars, day.target, day.full]),
              'the circles: yesterday full, today as far as it got',
            ).toEqual(loaded ? [[2, 2, true], [todayStars, todayTarget, todayFull()]] : []);
            expect(view.days.map((day) => day.today), 'today is the second circle once it has a star').toEqual(
              loaded ? [false, todayStars > 0] : [],
            );
            expect([view.daysDone, view.daysTarget], 'the day counter').toEqual(loaded ? [todayFull() ? 2 : 1, 2] : [0, 0]);
            expect(view.canAddStar, 'a star can be added until today is full').toBe(mode === 'tracking' && !todayFull());
            expect(view.warningOpen, 'the warning before resetting today').toBe(mode === 'warning');
            expect(view.completionOpen, 'the completion modal').toBe(mode === 'modal');
            expect(view.complete).toBe(mode === 'complete');
            expect(view.saving).toBe(loaded && sync === 'saving');
            expect(view.saveFailed, 'the retry button after a failed save').toBe(loaded && sync === 'failed');
          },
        };
      },
    },
  ],
});
