import type { Kysely } from 'kysely';
import { remittablePoints } from '../../../machines/rules/points';
import type { Database, MemberSettingsRow } from '../db/schema';
import { toChildJson, type ChildJson } from '../children/serialize';

export type SettingJson = Omit<MemberSettingsRow, 'member_id'>;

/** A member as the API shows it (contract schema `Member`); never the password. */
export interface MemberJson {
  id: number;
  email: string;
  name: string;
  gender: 'male' | 'female' | null;
  type: 'monthly' | 'seasonal' | 'yearly' | null;
  is_email_valid: 0 | 1;
  class: { class_end_at: string | null };
  setting: SettingJson;
  invite_code: string;
  points: number;
  /** The part of `points` that may be transferred out (machines/rules/points.ts; issue 26). */
  remittable_points: number;
  child: ChildJson[];
}

/**
 * Loads a member with settings and children; null when the member does not exist.
 * `totalWords`: the words of the curriculum (the one in memory, `ctx.content.words.size`),
 * which each child's progress counts toward.
 */
export async function loadMember(
  db: Kysely<Database>,
  memberId: number,
  now: Date,
  totalWords: number,
): Promise<MemberJson | null> {
  const member = await db
    .selectFrom('members')
    .innerJoin('member_settings', 'member_settings.member_id', 'members.id')
    .selectAll('member_settings')
    .select([
      'members.id',
      'members.email',
      'members.name',
      'members.gender',
      'members.type',
      'members.is_email_valid',
      'members.class_end_at',
      'members.invite_code',
      'members.points',
      'members.unremittable_points',
    ])
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  if (!member) return null;

  const children = await db.selectFrom('children').selectAll().where('member_id', '=', memberId).orderBy('id').execute();

  return {
    id: member.id,
    email: member.email,
    name: member.name,
    gender: member.gender,
    type: member.type,
    is_email_valid: member.is_email_valid,
    class: { class_end_at: member.class_end_at },
    setting: {
      env_language: member.env_language,
      language: member.language,
      second_language: member.second_language,
      phonetic_symbol: member.phonetic_symbol,
      study_time_limit: member.study_time_limit,
      daily_task: member.daily_task,
      daily_task_times: member.daily_task_times,
      write_number: member.write_number,
      write_hint: member.write_hint,
      eng_spell_hint: member.eng_spell_hint,
      bgm: member.bgm,
    },
    invite_code: member.invite_code,
    points: member.points,
    remittable_points: remittablePoints({ points: member.points, unremittable: member.unremittable_points }),
    child: children.map((row) => toChildJson(row, now, totalWords)),
  };
}
