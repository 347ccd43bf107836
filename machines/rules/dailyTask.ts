/**
 * Where a star goes in the daily task, and when a day and the mission are done
 * (SPEC §3 Daily mission, §4 "Daily task"). Pure functions over the daily
 * mission: the dailyTask machine calls them, and the server imports them to
 * enforce the same rules. No xstate, no DOM.
 *
 * - A star goes to the item whose `collected_date` is today, else to the first
 *   item with no `collected_date` (which then gets today's date).
 * - An item takes stars up to its `target_stars`; a star that does not fit is
 *   refused, it does not spill onto the next item.
 * - The star that brings an item to its target raises `current_days` by one.
 * - The mission is complete when `current_days` reaches `target_days`.
 * - "Today" is the member's local calendar day, YYYY-MM-DD.
 */

export interface MissionItem {
  /** YYYY-MM-DD (the member's local day) the item was worked on; null when not yet. */
  collected_date: string | null;
  current_star: number;
  target_stars: number;
}

export interface DailyMission {
  current_days: number;
  target_days: number;
  mission_items: MissionItem[];
}

/** YYYY-MM-DD of a moment in the device's local time zone (the member's day): ./localDay.ts. */

/** The item a star goes to: today's item, else the first one never worked on; -1 when none. */
export function starItemIndex(mission: DailyMission, today: string): number {
  const todays = mission.mission_items.findIndex((item) => item.collected_date === today);
  if (todays >= 0) return todays;
  return mission.mission_items.findIndex((item) => item.collected_date === null);
}

/** Whether a star would fit: the item it goes to exists and is below its target. */
export function canTakeStar(mission: DailyMission | null, today: string): boolean {
  if (!mission) return false;
  const item = mission.mission_items[starItemIndex(mission, today)];
  return item !== undefined && item.current_star < item.target_stars;
}

/** The mission after one star today (unchanged when the star does not fit). */
export function withStar(mission: DailyMission, today: string): DailyMission {
  if (!canTakeStar(mission, today)) return mission;
  const index = starItemIndex(mission, today);
  const mission_items = mission.mission_items.map((item, i) =>
    i === index ? { ...item, collected_date: today, current_star: item.current_star + 1 } : item,
  );
  const reachedTarget = mission_items[index]!.current_star === mission_items[index]!.target_stars;
  return { ...mission, mission_items, current_days: mission.current_days + (reachedTarget ? 1 : 0) };
}

/** The mission with today's progress reset and the new lessons-per-day applied (see the doc comment). */
export function withTodayReset(mission: DailyMission, today: string, lessonsPerDay: number): DailyMission {
  const todays = mission.mission_items.find((item) => item.collected_date === today);
  const dayTakenBack = todays !== undefined && todays.current_star >= todays.target_stars;
  return {
    ...mission,
    current_days: Math.max(0, mission.current_days - (dayTakenBack ? 1 : 0)),
    mission_items: mission.mission_items.map((item) => {
      if (item.collected_date === today) return { collected_date: null, current_star: 0, target_stars: lessonsPerDay };
      if (item.collected_date === null) return { ...item, target_stars: lessonsPerDay };
      return item;
    }),
  };
}

export function isComplete(mission: DailyMission | null): boolean {
  return mission !== null && mission.current_days >= mission.target_days;
}
