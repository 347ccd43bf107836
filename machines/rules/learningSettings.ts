import type { Member, MemberSetting } from '../types';

/**
 * Learning settings (SPEC §3 `setting`): what a challenge plays with. A member's own
 * settings apply; without a member (or a setting), those of a new member: each word
 * written once, the writing outline and the spelling hint on (the server's
 * `defaultSettings`, src/server/member/accounts.ts, stores the same for a new member).
 */

/** What a new member's challenge plays with: each word written once, the outline and the spelling hint on. */
export const NEW_MEMBER_CHALLENGE_SETTINGS = { write_number: 1, write_hint: 1, eng_spell_hint: 1 } as const;

/** The learning settings a challenge plays with: the member's, else the defaults of a new member. */
export function challengeSettingsOf(
  member: Member | null,
): Pick<MemberSetting, 'write_number' | 'write_hint' | 'eng_spell_hint'> {
  const setting = member?.setting;
  return {
    write_number: setting?.write_number ?? NEW_MEMBER_CHALLENGE_SETTINGS.write_number,
    write_hint: setting?.write_hint ?? NEW_MEMBER_CHALLENGE_SETTINGS.write_hint,
    eng_spell_hint: setting?.eng_spell_hint ?? NEW_MEMBER_CHALLENGE_SETTINGS.eng_spell_hint,
  };
}
