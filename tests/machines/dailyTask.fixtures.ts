import { createActor, type InspectionEvent } from 'xstate';
import {
  dailyTaskMachine,
  type DailyMission,
  type DailyTaskInput,
  type LoadMissionInput,
  type SaveMissionInput,
} from '../../machines/dailyTask.machine';
import { fakeCall } from './registration.fakes';

export const YESTERDAY = '2025-01-05';
export const TODAY = '2025-01-06';

/** One day done, today's item waiting for its two stars: two stars complete the mission. */
export const oneDayToGo: DailyMission = {
  current_days: 1,
  target_days: 2,
  mission_items: [
    { collected_date: YESTERDAY, current_star: 2, target_stars: 2 },
    { collected_date: null, current_star: 0, target_stars: 2 },
  ],
};

export const alreadyComplete: DailyMission = {
  current_days: 2,
  target_days: 2,
  mission_items: [
    { collected_date: YESTERDAY, current_star: 2, target_stars: 2 },
    { collected_date: TODAY, current_star: 2, target_stars: 2 },
  ],
};

/** A started actor of the daily task with controllable `loadMission` and `saveMission`; today is TODAY. */
export function setupActor(input: Partial<DailyTaskInput> = {}, inspect?: (event: InspectionEvent) => void) {
  const load = fakeCall<DailyMission, LoadMissionInput>();
  const save = fakeCall<unknown, SaveMissionInput>();
  const machine = dailyTaskMachine.provide({ actors: { loadMission: load.logic, saveMission: save.logic } });
  const actor = createActor(machine, {
    input: { childId: 7, lessonsPerDay: 2, today: () => TODAY, ...input },
    ...(inspect ? { inspect } : {}),
  });
  actor.start();
  return { actor, load, save };
}
