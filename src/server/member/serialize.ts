import type { Kysely } from 'kysely';
import { remittablePoints } from '../../../machines/rules/points';
import type { components } from '../../api/schema';
import type { Database } from '../db/schema';
import { toChildJson } from '../children/serialize';

/**
 * A member as the API shows it (never the password): the contract's `Member`, taken from the
 * generated types (src/api/schema.d.ts), never written again here (tests/unit/machine-types.test.ts).
 */
export type MemberJson = components['schemas']['Member'];

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
