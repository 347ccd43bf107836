import { dailyTaskMachine, type DailyTaskEvent, type LoadMissionInput, type MissionLoad } from '../../../../machines/rewards/dailyTask.machine';
import { type DailyMission } from '../../../../machines/rules/dailyTask';
import { localDay } from '../../../../machines/rules/localDay';
import { callError, fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Six days done, the last one today: the check says the mission was just completed. */
function sampleLoad(): MissionLoad {
  const day = (ago: number) => localDay(new Date(Date.now() - ago * DAY_MS));
  const mission: DailyMission = {
    current_days: 7,
    target_days: 7,
    mission_items: [6, 5, 4, 3, 2, 1, 0].map((ago) => ({ collected_date: day(ago), current_star: 2, target_stars: 2 })),
  };
  return {
    mission,
    completed: true,
    stickers: [
      { id: 8, name: '完成每日打卡', english: 'Daily check-in done', white_picture: '', black_picture: '', has_sticker: 1, target: 1 },
      { id: 9, name: '打卡三次', english: 'Three check-ins', white_picture: '', black_picture: '', has_sticker: 0, target: 3 },
    ],
  };
}

let loads = 0;

const events: FlowEvents<DailyTaskEvent> = [
  { label: 'Close the completion modal', event: { type: 'modal.close' } },
  { label: 'Retry loading', event: { type: 'mission.retry' } },
];

export const flow: FlowDefinition = {
  id: 'dailyTask',
  title: 'Daily task',
  description:
    'Shows the mission the server keeps (the server adds the stars when lessons are completed). The first load ' +
    'fails, to show the retry; the retry brings a mission completed today, which the check reports once: the ' +
    'completion modal opens. With the daily task off (input enabled false) nothing loads.',
  machine: dailyTaskMachine.provide({
    actors: {
      loadMission: fakeCall<MissionLoad, LoadMissionInput>(() => {
        loads += 1;
        if (loads === 1) throw callError('500', 'Server error');
        return sampleLoad();
      }),
    },
  }),
  input: { childId: 11, enabled: true },
  events,
};
