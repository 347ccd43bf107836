import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  canTakeStar,
  isComplete,
  withStar,
  withTodayReset,
  type DailyMission,
  type MissionItem,
} from '../../../machines/rules/dailyTask';
import type { DailyMissionsTable, Database } from '../db/schema';
import { earnAwards } from './awards';

/**
 * A child's daily missions (SPEC §3 Daily mission, §4 Daily task), kept by the server:
 * the client never adds a star (the dailyTask machine only shows what GET dailyMissions
 * says). The rules are the dailyTask machine's own (machines/rules/dailyTask.ts).
 *
 * - A mission is `MISSION_TARGET_DAYS` (7) items, one per day worked on: a week of practice,
 *   short enough for a child to see the end, and the streak the app promised before
 *   missions were built. Each item's `target_stars` is the member's `daily_task_times`
 *   (lessons per day) when the mission starts, or when a parent changes it (below).
 * - A star goes to the mission when the child completes a lesson (the lesson pass with
 *   completion, the first time: `recordPass`), in the same transaction, while the member's
 *   `daily_task` is on. `withStar` places it (today's item, else the first undated one); a
 *   star that does not fit (`canTakeStar` false: today's item is full, or no item is left)
 *   is refused silently: it does not spill onto the next item, and the lesson pass still
 *   succeeds.
 * - The star that brings `current_days` to `target_days` completes the mission
 *   (`completed_at`): the child earns the missions awards due (awards.ts), and GET
 *   check/children/mission reports it once. The next star after a completed mission
 *   starts a new mission.
 * - A parent who changes `daily_task_times` (PUT members/{id}) resets today's progress of
 *   each child's unfinished mission with `withTodayReset`, in the same transaction (a
 *   finished mission stays as it is: the next one takes the new number).
 * - Every write first locks the child's row (a no-op UPDATE of `children`), so two passes
 *   of one child at once are applied one after the other on PostgreSQL too.
 */
export const MISSION_TARGET_DAYS = 7;

type Db = Kysely<Database> | Transaction<Database>;
type MissionRow = Selectable<DailyMissionsTable>;

/** A new mission: `MISSION_TARGET_DAYS` empty items of `lessonsPerDay` stars each. */
export function newMission(lessonsPerDay: number): DailyMission {
  return {
    current_days: 0,
    target_days: MISSION_TARGET_DAYS,
    mission_items: Array.from({ length: MISSION_TARGET_DAYS }, (): MissionItem => ({
      collected_date: null,
      current_star: 0,
      target_stars: lessonsPerDay,
    })),
  };
}

function missionOf(row: MissionRow): DailyMission {
  return { current_days: row.current_days, target_days: row.target_days, mission_items: JSON.parse(row.items) as MissionItem[] };
}

async function latestMission(db: Db, childId: number): Promise<MissionRow | undefined> {
  return db.selectFrom('daily_missions').selectAll().where('child_id', '=', childId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The daily-task settings of a child's member. */
async function taskSettingsOf(db: Db, childId: number) {
  return db
    .selectFrom('children')
    .innerJoin('member_settings', 'member_settings.member_id', 'children.member_id')
    .select(['member_settings.daily_task', 'member_settings.daily_task_times'])
    .where('children.id', '=', childId)
    .executeTakeFirstOrThrow();
}

/** Locks a child's row until the transaction ends (PostgreSQL; SQLite runs one write transaction at a time). */
async function lockChild(trx: Transaction<Database>, childId: number) {
  await trx.updateTable('children').set((eb) => ({ star: eb.ref('star') })).where('id', '=', childId).execute();
}

/**
 * The mission GET dailyMissions shows: the child's newest (a finished one until the next
 * star starts another), or, before the first star, a new one of the member's lessons per day
 * (not stored until a star needs it).
 */
export async function currentMission(db: Db, childId: number): Promise<DailyMission> {
  const row = await latestMission(db, childId);
  if (row) return missionOf(row);
  const { daily_task_times } = await taskSettingsOf(db, childId);
  return newMission(daily_task_times);
}

/** A completed lesson's star for the daily mission (inside the pass's transaction); see the module comment. */
export async function addMissionStar(trx: Transaction<Database>, input: { childId: number; today: string; at: string }) {
  const { childId, today, at } = input;
  const settings = await taskSettingsOf(trx, childId);
  if (settings.daily_task !== 1) return;
  await lockChild(trx, childId);
  let row = await latestMission(trx, childId);
  if (!row || row.completed_at !== null) {
    const fresh = newMission(settings.daily_task_times);
    row = await trx
      .insertInto('daily_missions')
      .values({
        child_id: childId,
        target_days: fresh.target_days,
        current_days: 0,
        items: JSON.stringify(fresh.mission_items),
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const mission = missionOf(row);
  if (!canTakeStar(mission, today)) return;
  const next = withStar(mission, today);
  const completes = isComplete(next);
  await trx
    .updateTable('daily_missions')
    .set({
      items: JSON.stringify(next.mission_items),
      current_days: next.current_days,
      updated_at: at,
      ...(completes && { completed_at: at }),
    })
    .where('id', '=', row.id)
    .execute();
  if (completes) await earnAwards(trx, childId, at);
}

/** After a parent changed lessons per day: today's progress of each child's unfinished mission starts again. */
export async function resetTodayOfMember(trx: Transaction<Database>, input: { memberId: number; today: string; lessonsPerDay: number; at: string }) {
  const children = await trx.selectFrom('children').select('id').where('member_id', '=', input.memberId).execute();
  for (const { id } of children) {
    await lockChild(trx, id);
    const row = await latestMission(trx, id);
    if (!row || row.completed_at !== null) continue;
    const reset = withTodayReset(missionOf(row), input.today, input.lessonsPerDay);
    await trx
      .updateTable('daily_missions')
      .set({ items: JSON.stringify(reset.mission_items), current_days: reset.current_days, updated_at: input.at })
      .where('id', '=', row.id)
      .execute();
  }
}

/** 1 when a mission of the child was completed and not yet reported; reports it (once). */
export async function takeMissionCompletion(db: Db, childId: number): Promise<0 | 1> {
  const taken = await db
    .updateTable('daily_missions')
    .set({ completion_shown: 1 })
    .where('child_id', '=', childId)
    .where('completed_at', 'is not', null)
    .where('completion_shown', '=', 0)
    .returning('id')
    .execute();
  return taken.length > 0 ? 1 : 0;
}
