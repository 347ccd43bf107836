import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { resetTodayOfMember } from '../rewards/missions';
import type { SettingsInput } from './schemas';
import { fail } from '../http/reply';

/**
 * Applies the given settings: name and gender on the member, the rest on its settings; with
 * `child_id`, the child's own learning settings (machines/rules/learningSettings.ts
 * CHILD_LEARNING_FIELDS, the school term included) on that child instead (404 for a child not
 * the member's).
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
  const { name, gender, child_id: childId, ...fields } = input;
  // with a child: the child's own learning settings change on that child only (issue 28)
  const { language, second_language, phonetic_symbol, write_number, write_hint, eng_spell_hint, school_term, ...memberWide } = fields;
  const childFields = { language, second_language, phonetic_symbol, write_number, write_hint, eng_spell_hint, school_term };
  // the school term is a child's alone (the schema refuses it without `child_id`)
  const { school_term: _childOnly, ...memberFields } = fields;
  const setting = childId === undefined ? memberFields : memberWide;
  if (childId !== undefined) {
    const childChanges = Object.fromEntries(
      Object.entries(childFields).filter(([, value]) => value !== undefined),
    ) as Partial<typeof childFields>;
    const child = await trx
      .selectFrom('children')
      .select('id')
      .where('id', '=', childId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    // another member's child or an unknown one: the same 404 (ids cannot be enumerated)
    if (!child) throw fail.notFound();
    if (Object.keys(childChanges).length > 0) {
      await trx.updateTable('children').set(childChanges).where('id', '=', childId).execute();
    }
  }
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
