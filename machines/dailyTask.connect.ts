import type { SnapshotFrom } from 'xstate';
import type { dailyTaskMachine } from './dailyTask.machine';

/**
 * What /task shows (SPEC §2: staged progress circles, stars, close button;
 * §4 the change warning and the completion modal), read from a dailyTask
 * snapshot. Pure: the page renders it and sends events.
 */
export interface DayCircleView {
  stars: number;
  target: number;
  /** The day's target is reached. */
  full: boolean;
  /** The item collected today. */
  today: boolean;
}

export interface DailyTaskView {
  loading: boolean;
  /** The load failed: the retry button shows. */
  loadFailed: boolean;
  /** One circle per day of the mission; empty until loaded. */
  days: DayCircleView[];
  /** The counter: days done of the target. */
  daysDone: number;
  daysTarget: number;
  /** A star may be added now. */
  canAddStar: boolean;
  /** The warning before resetting today's progress. */
  warningOpen: boolean;
  completionOpen: boolean;
  complete: boolean;
  saving: boolean;
  /** The last save failed: the retry button shows. */
  saveFailed: boolean;
}

export function connectDailyTask(snapshot: SnapshotFrom<typeof dailyTaskMachine>): DailyTaskView {
  const { mission } = snapshot.context;
  const today = snapshot.context.today();
  return {
    loading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    days: (mission?.mission_items ?? []).map((item) => ({
      stars: item.current_star,
      target: item.target_stars,
      full: item.current_star >= item.target_stars,
      today: item.collected_date === today,
    })),
    daysDone: mission?.current_days ?? 0,
    daysTarget: mission?.target_days ?? 0,
    canAddStar: snapshot.can({ type: 'star.add' }),
    warningOpen: snapshot.matches({ active: { mission: 'confirmingChange' } }),
    completionOpen: snapshot.matches({ active: { mission: 'completionModal' } }),
    complete: snapshot.matches({ active: { mission: 'complete' } }),
    saving: snapshot.matches({ active: { sync: 'saving' } }),
    saveFailed: snapshot.matches({ active: { sync: 'saveFailed' } }),
  };
}
