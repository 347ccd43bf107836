import type { SnapshotFrom } from 'xstate';
import type { dailyTaskMachine, MissionSticker } from './dailyTask.machine';
import { canTakeStar, starItemIndex } from '../rules/dailyTask';

/**
 * What /task shows (SPEC §2: staged progress circles, stars, the sticker area,
 * close button; §4 the completion modal), read from a dailyTask snapshot. Pure:
 * the page renders it and sends events. Where the next star goes and whether
 * today takes one more are the server's own rules (./rules/dailyTask.ts).
 */
export interface DayCircleView {
  stars: number;
  target: number;
  /** The day's target is reached. */
  full: boolean;
  /** The item collected today. */
  today: boolean;
  /** The next completed lesson's star goes here. */
  next: boolean;
}

export interface DailyTaskView {
  /** The member's daily task is off: the page says how a parent turns it on. */
  off: boolean;
  loading: boolean;
  /** The load failed: the retry button shows. */
  loadFailed: boolean;
  /** One circle per day of the mission; empty until loaded. */
  days: DayCircleView[];
  /** The counter: days done of the target. */
  daysDone: number;
  daysTarget: number;
  /** Lessons still wanted today (0: today is done, or the mission is). */
  lessonsLeftToday: number;
  /** Today's circle is full: come back tomorrow. */
  todayDone: boolean;
  completionOpen: boolean;
  complete: boolean;
  /** The daily-mission stickers (the sticker area). */
  stickers: MissionSticker[];
}

export function connectDailyTask(snapshot: SnapshotFrom<typeof dailyTaskMachine>): DailyTaskView {
  const { mission, stickers } = snapshot.context;
  const today = snapshot.context.today();
  const loaded = mission !== null && snapshot.matches('active');
  const next = loaded && canTakeStar(mission, today) ? starItemIndex(mission, today) : -1;
  const nextItem = loaded && next >= 0 ? mission.mission_items[next]! : null;
  const items = loaded ? mission.mission_items : [];
  const todays = items.find((item) => item.collected_date === today);
  return {
    off: snapshot.matches('off'),
    loading: snapshot.matches('loading') || snapshot.matches('starting'),
    loadFailed: snapshot.matches('loadFailed'),
    days: items.map((item, i) => ({
      stars: item.current_star,
      target: item.target_stars,
      full: item.current_star >= item.target_stars,
      today: item.collected_date === today,
      next: i === next,
    })),
    daysDone: loaded ? mission.current_days : 0,
    daysTarget: loaded ? mission.target_days : 0,
    lessonsLeftToday: nextItem ? nextItem.target_stars - nextItem.current_star : 0,
    todayDone: todays !== undefined && todays.current_star >= todays.target_stars,
    completionOpen: snapshot.matches({ active: 'completionModal' }),
    complete: snapshot.matches({ active: 'complete' }),
    stickers: loaded ? stickers : [],
  };
}
