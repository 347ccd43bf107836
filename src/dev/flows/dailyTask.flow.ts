import {
  dailyTaskMachine,
  type DailyMission,
  type DailyTaskEvent,
  type LoadMissionInput,
  type SaveMissionInput,
} from '../../../machines/dailyTask.machine';
import { localDay } from '../../../machines/rules/dailyTask';
import { callError, fakeCall } from './fakes';
import type { FlowDefinition, FlowEvents } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Yesterday is done; today's item wants two stars, and then the mission is complete. */
function sampleMission(): DailyMission {
  return {
    current_days: 1,
    target_days: 2,
    mission_items: [
      { collected_date: localDay(new Date(Date.now() - DAY_MS)), current_star: 2, target_stars: 2 },
      { collected_date: null, current_star: 0, target_stars: 2 },
    ],
  };
}

let saves = 0;

const events: FlowEvents<DailyTaskEvent> = [
  { label: 'Add a star', event: { type: 'star.add' } },
  { label: 'Lessons per day → 3', event: { type: 'lessons.change', perDay: 3 } },
  { label: 'Lessons per day → 1', event: { type: 'lessons.change', perDay: 1 } },
  { label: 'Confirm the change (reset today)', event: { type: 'change.confirm' } },
  { label: 'Cancel the change', event: { type: 'change.cancel' } },
  { label: 'Close the completion modal', event: { type: 'modal.close' } },
  { label: 'Retry loading', event: { type: 'mission.retry' } },
  { label: 'Retry saving', event: { type: 'save.retry' } },
];

export const flow: FlowDefinition = {
  id: 'dailyTask',
  title: 'Daily task',
  description:
    "Yesterday's item is done; today's item needs two stars, and the second one completes the mission (the " +
    'completion modal). A full item takes no more stars. Changing the lessons per day warns first; confirming ' +
    "resets today's item. Every change is saved; the third save fails once, to show the retry.",
  machine: dailyTaskMachine.provide({
    actors: {
      loadMission: fakeCall<DailyMission, LoadMissionInput>(() => sampleMission()),
      saveMission: fakeCall<unknown, SaveMissionInput>(() => {
        saves += 1;
        if (saves === 3) throw callError('500', 'Server error');
        return null;
      }),
    },
  }),
  input: { childId: 11, lessonsPerDay: 2 },
  events,
};
