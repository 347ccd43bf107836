import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { resetTodayOfMember } from '../rewards/missions';
import type { SettingsInput } from './schemas';

/**
 * Applies the given settings: name and gender on the member, the rest on its settings.
 * A new `daily_task_times` (lessons per day) resets today's progress of the children's
 * daily missions (SPEC §4, src/server/rewards/missions.ts), in the same transaction;
 * `today` is the member's day (src/server/rewards/today.ts).
 */
export async function updateSettings(
  trx: Transaction<Database>,
  memberId: number,
  input: SettingsInput,
  now: Date,
  today: string,
) {
  const { name, gender, ...setting } = input;
  const memberChanges = { ...(name !== undefined && { name }), ...(gender !== undefined && { gender }) };
  await trx
    .updateTable('members')
    .set({ ...memberChanges, updated_at: now.toISOString() })
    .where('id', '=', memberId)
    .execute();

  const settingChanges = Object.fromEntries(
    Object.entries(setting).filter(([, value]) => value !== undefined),
  ) as Partial<typeof setting>;
  if (Object.keys(settingChanges).length > 0) {
    const lessonsPerDay = settingChanges.daily_task_times;
    if (lessonsPerDay !== undefined) {
      const before = await trx
        .selectFrom('member_settings')
        .select('daily_task_times')
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      if (before.daily_task_times !== lessonsPerDay) {
        await resetTodayOfMember(trx, { memberId, today, lessonsPerDay, at: now.toISOString() });
      }
    }
    await trx
      .updateTable('member_settings')
      .set(settingChanges)
      .where('member_id', '=', memberId)
      .execute();
  }
}
