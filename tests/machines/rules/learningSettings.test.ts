import { describe, expect, it } from 'vitest';
import { challengeSettingsOf } from '../../../machines/rules/learningSettings';
import { defaultSettings } from '../../../src/server/member/accounts';
import type { Member, MemberSetting } from '../../../machines/types';

/** The learning settings a challenge plays with (SPEC §3 `setting`): plain calls, no machine. */

function memberWith(setting: Partial<MemberSetting>): Member {
  return { setting } as Member;
}

describe('the learning settings a challenge plays with', () => {
  it("plays with a new member's defaults when nobody is signed in: written once, outline and spelling hint on", () => {
    expect(challengeSettingsOf(null)).toEqual({ write_number: 1, write_hint: 1, eng_spell_hint: 1, spelling: 'zhuyin' });
  });

  it("plays with the member's own settings, hints off included", () => {
    expect(challengeSettingsOf(memberWith({ write_number: 3, write_hint: 0, eng_spell_hint: 0 }))).toEqual({
      write_number: 3,
      write_hint: 0,
      eng_spell_hint: 0,
      spelling: 'zhuyin',
    });
  });

  it('takes each missing setting from the defaults, one by one', () => {
    expect(challengeSettingsOf(memberWith({ write_number: 5 }))).toMatchObject({ write_number: 5, write_hint: 1, eng_spell_hint: 1 });
    expect(challengeSettingsOf(memberWith({ write_hint: 0 }))).toMatchObject({ write_number: 1, write_hint: 0, eng_spell_hint: 1 });
    expect(challengeSettingsOf(memberWith({ eng_spell_hint: 0 }))).toMatchObject({ write_number: 1, write_hint: 1, eng_spell_hint: 0 });
  });

  it('reads only what a challenge needs', () => {
    expect(Object.keys(challengeSettingsOf(memberWith({ write_number: 2, bgm: 1 }))).sort()).toEqual(['eng_spell_hint', 'spelling', 'write_hint', 'write_number']);
  });

  it('spells English only when English is chosen; otherwise the reading in the phonetic system (issue 28 §2)', () => {
    expect(challengeSettingsOf(memberWith({ second_language: 'english', phonetic_symbol: 'phonetic' })).spelling).toBe('english');
    expect(challengeSettingsOf(memberWith({ second_language: 'none', phonetic_symbol: 'phonetic' })).spelling).toBe('zhuyin');
    expect(challengeSettingsOf(memberWith({ second_language: 'none', phonetic_symbol: 'rom' })).spelling).toBe('pinyin');
  });
});

describe("a new member's stored settings", () => {
  it('are what a challenge plays with when nobody is signed in, in every interface language (one owner: NEW_MEMBER_CHALLENGE_SETTINGS)', () => {
    for (const envLanguage of [1, 2, 3] as const) {
      const { spelling: _spelling, ...stored } = challengeSettingsOf(null);
      expect(defaultSettings(envLanguage)).toMatchObject(stored);
    }
  });
});
