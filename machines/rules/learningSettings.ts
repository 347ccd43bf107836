import type { Child, ChildSetting, Member, MemberSetting, WriteLeniency } from '../types';
// the type only: the phonetic rules stay out of the first load, which reads the settings
import type { SpellingKind } from './phonetic';
import type { SchoolTermCode } from './schoolTerm';

/**
 * Learning settings (SPEC §3 `setting`, issue 28 "siblings differ").
 *
 * Each child has their own learning settings (`Child.setting`: script, phonetic system,
 * English, writing; and `write_leniency`). The member's `setting` keeps the same fields as the
 * ones a new child starts with (the server copies them at the child's creation) and the
 * account-wide ones (study_time_limit, daily_task, daily_task_times, bgm, env_language), which
 * are not here.
 *
 * The effective settings of a child: the child's own, else (a child written before issue 28,
 * a member without children) the member's, else those of a new member. The whole app reads
 * them through `currentLearningSettings(member)` (the current child: `is_default`, else the
 * first), the server through `learningSettingsOf(memberSetting, child)` with the child its
 * call is for.
 */

/**
 * The learning settings a new child starts with: the member's `setting` holds them too (a new
 * child's, copied at its creation), and a child written before issue 28 reads the member's.
 */
export const STARTING_LEARNING_FIELDS = [
  'language',
  'second_language',
  'phonetic_symbol',
  'write_number',
  'write_hint',
  'eng_spell_hint',
] as const satisfies readonly (keyof ChildSetting & keyof MemberSetting)[];

export type StartingLearningField = (typeof STARTING_LEARNING_FIELDS)[number];

/**
 * The learning settings each child has of their own (PUT members/{id} with `child_id`), in the
 * order the settings page shows them: the starting ones and the school term (issue 29), which is
 * the child's alone (the member has none; a new child starts without one).
 */
export const CHILD_LEARNING_FIELDS = [...STARTING_LEARNING_FIELDS, 'school_term'] as const satisfies readonly (keyof ChildSetting)[];

export type ChildLearningField = (typeof CHILD_LEARNING_FIELDS)[number];

/** A child's effective learning settings: their own settings and their writing leniency. */
export interface EffectiveLearningSettings extends ChildSetting {
  /** The child's school term, null when none is chosen (machines/rules/schoolTerm.ts). */
  school_term: SchoolTermCode | null;
  write_leniency: WriteLeniency;
}

/** What a new member's challenge plays with: each word written once, the writing outline and the spelling hint on. */
export const NEW_MEMBER_CHALLENGE_SETTINGS = { write_number: 1, write_hint: 1, eng_spell_hint: 1 } as const;

/** The learning settings without any member (nobody signed in): Taiwan's script with zhuyin, no English, a new member's writing. */
export const NEW_MEMBER_LEARNING_SETTINGS: EffectiveLearningSettings = {
  language: 'tw',
  second_language: 'none',
  phonetic_symbol: 'phonetic',
  ...NEW_MEMBER_CHALLENGE_SETTINGS,
  school_term: null,
  write_leniency: 'normal',
};

type SettingSource = Partial<Pick<MemberSetting, StartingLearningField>> | null | undefined;
type ChildSource = { setting?: Partial<ChildSetting> | null; write_leniency?: WriteLeniency | null } | null | undefined;

/**
 * A child's effective learning settings: each field the child's own, else the member's, else a
 * new member's; the school term only ever the child's (none chosen: null). The server calls it
 * with the rows of the member and of the child its call is for.
 */
export function learningSettingsOf(memberSetting: SettingSource, child: ChildSource): EffectiveLearningSettings {
  const own = child?.setting ?? null;
  const pick = <K extends StartingLearningField>(field: K): EffectiveLearningSettings[K] =>
    (own?.[field] ?? memberSetting?.[field] ?? NEW_MEMBER_LEARNING_SETTINGS[field]) as EffectiveLearningSettings[K];
  return {
    language: pick('language'),
    second_language: pick('second_language'),
    phonetic_symbol: pick('phonetic_symbol'),
    write_number: pick('write_number'),
    write_hint: pick('write_hint'),
    eng_spell_hint: pick('eng_spell_hint'),
    school_term: own?.school_term ?? null,
    write_leniency: child?.write_leniency ?? NEW_MEMBER_LEARNING_SETTINGS.write_leniency,
  };
}

/** The member's current child: the default one, else the first; null without children. */
export function currentChildOf(member: Pick<Member, 'child'> | null | undefined): Child | null {
  const children = member?.child ?? [];
  return children.find((child) => child.is_default === 1) ?? children[0] ?? null;
}

/**
 * THE learning settings of the screens: the current child's effective settings (script of the
 * content, zhuyin or pinyin, English, writing). Switching the current child switches them.
 */
export function currentLearningSettings(member: Pick<Member, 'setting' | 'child'> | null | undefined): EffectiveLearningSettings {
  return learningSettingsOf(member?.setting, currentChildOf(member));
}

/** The child's own learning settings (what PUT members/{id} with `child_id` changes). */
export function childSettingOf(settings: ChildSetting): ChildSetting {
  const { language, second_language, phonetic_symbol, write_number, write_hint, eng_spell_hint, school_term = null } = settings;
  return { language, second_language, phonetic_symbol, write_number, write_hint, eng_spell_hint, school_term };
}

/**
 * The learning settings a challenge plays with: the current child's writing settings, and what
 * its spell step spells (`spellingOf`: English only with English chosen, else the child's
 * phonetic system, issue 28 §2).
 */
export function challengeSettingsOf(
  member: Pick<Member, 'setting' | 'child'> | null,
): Pick<MemberSetting, 'write_number' | 'write_hint' | 'eng_spell_hint'> & { spelling: SpellingKind } {
  const settings = currentLearningSettings(member);
  const { write_number, write_hint, eng_spell_hint } = settings;
  return { write_number, write_hint, eng_spell_hint, spelling: spellingOf(settings) };
}

/** The spelling a child meets: English only with English chosen, else the child's phonetic system. */
export function spellingOf(setting: Pick<MemberSetting, 'second_language' | 'phonetic_symbol'> | null | undefined): SpellingKind {
  if (setting?.second_language === 'english') return 'english';
  return setting?.phonetic_symbol === 'rom' ? 'pinyin' : 'zhuyin';
}
