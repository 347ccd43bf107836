import type { Member, MemberSetting } from '../types';
import { spellingOf, type SpellingKind } from './phonetic';

/**
 * Learning settings (SPEC §3 `setting`): what a challenge plays with. A member's own
 * settings apply; without a member (or a setting), those of a new member: each word
 * written once, the writing outline and the spelling hint on (the server's
 * `defaultSettings`, src/server/member/accounts.ts, stores the same for a new member).
 */

/** What a new member's challenge plays with: each word written once, the outline and the spelling hint on. */
export const NEW_MEMBER_CHALLENGE_SETTINGS = { write_number: 1, write_hint: 1, eng_spell_hint: 1 } as const;

/**
 * The learning setting that applies to what the child sees now (script, phonetic system,
 * English): the one place the screens and the challenge read it. Today the member's; once each
 * child has learning settings of their own, the current child's (one line here).
 */
export function learningSettingOf(member: Member | null | undefined): Partial<MemberSetting> | undefined {
  return member?.setting;
}

/**
 * The learning settings a challenge plays with: the member's, else the defaults of a new member;
 * and what its spell step spells (`spellingOf`: English only with English chosen).
 */
export function challengeSettingsOf(
  member: Member | null,
): Pick<MemberSetting, 'write_number' | 'write_hint' | 'eng_spell_hint'> & { spelling: SpellingKind } {
  const setting = learningSettingOf(member);
  return {
    write_number: setting?.write_number ?? NEW_MEMBER_CHALLENGE_SETTINGS.write_number,
    write_hint: setting?.write_hint ?? NEW_MEMBER_CHALLENGE_SETTINGS.write_hint,
    eng_spell_hint: setting?.eng_spell_hint ?? NEW_MEMBER_CHALLENGE_SETTINGS.eng_spell_hint,
    spelling: spellingOf({
      second_language: setting?.second_language ?? 'none',
      phonetic_symbol: setting?.phonetic_symbol ?? 'phonetic',
    }),
  };
}
