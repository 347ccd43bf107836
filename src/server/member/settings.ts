import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SettingsInput } from './schemas';

/** Applies the given settings: name and gender on the member, the rest on its settings. */
export async function updateSettings(
  trx: Kysely<Database>,
  memberId: number,
  input: SettingsInput,
  now: Date,
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
    await trx
      .updateTable('member_settings')
      .set(settingChanges)
      .where('member_id', '=', memberId)
      .execute();
  }
}
