import type { Kysely, Transaction } from 'kysely';
import {
  CHILD_LEARNING_FIELDS,
  STARTING_LEARNING_FIELDS,
  learningSettingsOf,
  type EffectiveLearningSettings,
} from '../../../machines/rules/learningSettings';
import type { ChildSetting } from '../../../machines/types';
import type { ChildRow, Database } from '../db/schema';

/**
 * Each child's own learning settings (issue 28, migration 0013): a new child starts with the
 * member's (`startingSettingsOf`, in the transaction that creates it) and without a school term
 * (issue 29, migration 0014: the child's alone); the content calls read the settings of the child
 * they are for (`effectiveSettingsOf`, the shared rule).
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The settings a new child of the member starts with: the member's, as they are now (no school term: the column's null). */
export async function startingSettingsOf(db: Db, memberId: number): Promise<Omit<ChildSetting, 'school_term'>> {
  return db
    .selectFrom('member_settings')
    .select([...STARTING_LEARNING_FIELDS])
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}

/** The child's own settings as the contract's `ChildSetting`. */
export function childSettingJson(row: Pick<ChildRow, (typeof CHILD_LEARNING_FIELDS)[number]>): ChildSetting {
  return {
    language: row.language,
    second_language: row.second_language,
    phonetic_symbol: row.phonetic_symbol,
    write_number: row.write_number,
    write_hint: row.write_hint,
    eng_spell_hint: row.eng_spell_hint,
    school_term: row.school_term,
  };
}

/** A child's own settings row (undefined for an unknown child). */
export function childSettingRowOf(db: Db, childId: number) {
  return db.selectFrom('children').select([...CHILD_LEARNING_FIELDS, 'write_leniency']).where('id', '=', childId).executeTakeFirst();
}

/**
 * The effective learning settings of a call for `childId` (the child named by Child-Id, else the
 * member's default child): the child's own, the member's when there is no child
 * (machines/rules/learningSettings.ts `learningSettingsOf`).
 */
export async function effectiveSettingsOf(db: Db, memberId: number, childId: number | null): Promise<EffectiveLearningSettings> {
  const [memberSetting, child] = await Promise.all([
    db.selectFrom('member_settings').select([...STARTING_LEARNING_FIELDS]).where('member_id', '=', memberId).executeTakeFirst(),
    childId === null
      ? undefined
      : db
          .selectFrom('children')
          .select([...CHILD_LEARNING_FIELDS, 'write_leniency'])
          .where('id', '=', childId)
          .where('member_id', '=', memberId)
          .executeTakeFirst(),
  ]);
  return learningSettingsOf(memberSetting, child ? { setting: childSettingJson(child), write_leniency: child.write_leniency } : null);
}
