import { createActor, type InspectionEvent } from 'xstate';
import { dailyTaskMachine, type DailyTaskInput, type LoadMissionInput, type MissionLoad, type MissionSticker } from '../../../machines/rewards/dailyTask.machine';
import { type DailyMission } from '../../../machines/rules/dailyTask';
import { fakeCall } from '../account/registration.fakes';

export const YESTERDAY = '2025-01-05';
export const TODAY = '2025-01-06';

/** One day done, today's item with one of its two stars. */
export const oneDayToGo: DailyMission = {
  current_days: 1,
  target_days: 2,
  mission_items: [
    { collected_date: YESTERDAY, current_star: 2, target_stars: 2 },
    { collected_date: TODAY, current_star: 1, target_stars: 2 },
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

/** A new mission the next star started after a completed one. */
export const newlyStarted: DailyMission = {
  current_days: 0,
  target_days: 2,
  mission_items: [
    { collected_date: TODAY, current_star: 1, target_stars: 2 },
    { collected_date: null, current_star: 0, target_stars: 2 },
  ],
};

export const stickers: MissionSticker[] = [
  { id: 8, name: '完成每日打卡', english: 'Daily check-in done', white_picture: '/w8.svg', black_picture: '/b8.svg', has_sticker: 1, target: 1 },
  { id: 9, name: '打卡三次', english: 'Three check-ins', white_picture: '/w9.svg', black_picture: '/b9.svg', has_sticker: 0, target: 3 },
];

export const loadOf = (mission: DailyMission, completed = false): MissionLoad => ({ mission, completed, stickers });

/** A started actor of the daily task with a controllable `loadMission`; today is TODAY. */
export function setupActor(input: Partial<DailyTaskInput> = {}, inspect?: (event: InspectionEvent) => void) {
  const load = fakeCall<MissionLoad, LoadMissionInput>();
  const machine = dailyTaskMachine.provide({ actors: { loadMission: load.logic } });
  const actor = createActor(machine, {
    input: { childId: 7, enabled: true, today: () => TODAY, ...input },
    ...(inspect ? { inspect } : {}),
  });
  actor.start();
  return { actor, load };
}
