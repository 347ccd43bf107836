import { expect } from 'vitest';
import { connectDailyTask } from '../../../machines/rewards/dailyTask.connect';
import { dailyTaskMachine, type DailyTaskContext, type DailyTaskEvent, type DailyTaskInput, type MissionLoad } from '../../../machines/rewards/dailyTask.machine';
import { alreadyComplete, loadOf, newlyStarted, oneDayToGo, setupActor, stickers, TODAY } from './dailyTask.fixtures';
import { replyEvents } from '../modelPaths';
import { defineModel, type ModelFamily } from '../models';
import { apiError } from '../account/registration.fakes';

/**
 * Model paths of the daily task (/task): one per transition, replayed on a real
 * actor with a fake load (GET dailyMissions + check/children/mission + stickers).
 *
 * At every step the page (`connectDailyTask`) is checked against what the path
 * says a learner sees: the daily task off (and nothing asked of the server), the
 * busy / retry state of loading, the day circles and counter, the lessons still
 * wanted today and where the next star goes, the completion modal exactly when the
 * server reports a completion not yet shown, and the sticker area. There is no event
 * that adds a star: the server alone gives them.
 */

const events = [
  { type: 'modal.close' } satisfies DailyTaskEvent,
  { type: 'mission.retry' } satisfies DailyTaskEvent,
  ...replyEvents(dailyTaskMachine, {
    loadMission: {
      outputs: [loadOf(oneDayToGo), loadOf(alreadyComplete), loadOf(alreadyComplete, true), loadOf(newlyStarted, true)],
      errors: [apiError('500', 'Server error')],
    },
  }),
];

function family(name: string, input: DailyTaskInput): ModelFamily {
  return {
    name,
    paths: {
      input,
      events,
      prefix: `${name}: `,
      contextKey: (context: DailyTaskContext) => [context.mission, context.completedNow],
    },
    start: (inspect) => {
      const fixture = setupActor(input, inspect);
      // What /task shows, worked out from the path alone.
      type Mode = 'off' | 'loading' | 'loadFailed' | 'tracking' | 'modal' | 'complete';
      let mode: Mode = input.enabled ? 'loading' : 'off';
      let loaded: MissionLoad | null = null;
      let loads = input.enabled ? 1 : 0;
      return {
        actor: fixture.actor,
        machine: dailyTaskMachine,
        fakes: { loadMission: fixture.load },
        check: (snapshot, event) => {
          switch (event.type) {
            case 'xstate.done.actor.loadMission':
              loaded = (event as unknown as { output: MissionLoad }).output;
              mode = loaded.completed ? 'modal' : loaded.mission === alreadyComplete ? 'complete' : 'tracking';
              break;
            case 'xstate.error.actor.loadMission':
              mode = 'loadFailed';
              break;
            case 'mission.retry':
              if (mode === 'loadFailed') [mode, loads] = ['loading', loads + 1];
              break;
            case 'modal.close':
              if (mode === 'modal') mode = loaded!.mission === alreadyComplete ? 'complete' : 'tracking';
              break;
          }
          const view = connectDailyTask(snapshot as never);
          const shown = mode === 'tracking' || mode === 'modal' || mode === 'complete';
          const mission = shown ? loaded!.mission : null;
          expect(fixture.load.calls.length, 'the server is asked once per load, never while off').toBe(loads);
          expect(view.off, 'the daily task is off').toBe(mode === 'off');
          expect(view.loading).toBe(mode === 'loading');
          expect(view.loadFailed, 'the retry button after a failed load').toBe(mode === 'loadFailed');
          expect(view.completionOpen, 'the completion modal, only for a completion the server reports').toBe(mode === 'modal');
          expect(view.complete).toBe(mode === 'complete');
          expect(
            view.days.map((day) => [day.stars, day.target, day.full, day.today, day.next]),
            'the circles: stars of target, full, today, where the next star goes',
          ).toEqual(
            mission === oneDayToGo
              ? [[2, 2, true, false, false], [1, 2, false, true, true]]
              : mission === alreadyComplete
                ? [[2, 2, true, false, false], [2, 2, true, true, false]]
                : mission === newlyStarted
                  ? [[1, 2, false, true, true], [0, 2, false, false, false]]
                  : [],
          );
          expect([view.daysDone, view.daysTarget], 'the day counter').toEqual(mission ? [mission.current_days, 2] : [0, 0]);
          expect(view.lessonsLeftToday, 'lessons still wanted today').toBe(mission === oneDayToGo || mission === newlyStarted ? 1 : 0);
          expect(view.todayDone, "today's circle is full").toBe(mission === alreadyComplete);
          expect(view.stickers, 'the sticker area').toEqual(shown ? stickers : []);
        },
      };
    },
  };
}

export const model = defineModel({
  machine: dailyTaskMachine,
  families: [
    family('the daily task on', { childId: 7, enabled: true, today: () => TODAY }),
    family('the daily task off', { childId: 7, enabled: false, today: () => TODAY }),
  ],
});
