import { describe, expect, it } from 'vitest';
import {
  CHILD_LEARNING_FIELDS,
  NEW_MEMBER_CHALLENGE_SETTINGS,
  NEW_MEMBER_LEARNING_SETTINGS,
  STARTING_LEARNING_FIELDS,
  challengeSettingsOf,
  currentLearningSettings,
  learningSettingsOf,
  spellingOf,
} from '../../../machines/rules/learningSettings';
import { defaultSettings } from '../../../src/server/member/accounts';
import type { ChildSetting, Member, MemberSetting } from '../../../machines/types';
import { makeChild, makeMember } from '../../fixtures/member';

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

describe("each child's own learning settings (issue 28: siblings differ)", () => {
  const ming = makeChild({ id: 11, is_default: 1, write_leniency: 'gentle', setting: { language: 'tw', second_language: 'none', phonetic_symbol: 'phonetic', write_number: 2, write_hint: 1, eng_spell_hint: 1 } });
  const lan = makeChild({ id: 12, is_default: 0, write_leniency: 'strict', setting: { language: 'cn', second_language: 'english', phonetic_symbol: 'rom', write_number: 3, write_hint: 0, eng_spell_hint: 0, school_term: '2-1' } });
  const member = makeMember({ setting: { language: 'tw', second_language: 'none', phonetic_symbol: 'phonetic', write_number: 1 }, child: [ming, lan] });

  it("the screens read the current child's own settings, not the member's", () => {
    expect(currentLearningSettings(member)).toEqual({ ...ming.setting, school_term: null, write_leniency: 'gentle' });
  });

  it('switching the current child switches every setting: script, phonetic system, English, writing, school term and leniency', () => {
    const switched = { ...member, child: [{ ...ming, is_default: 0 as const }, { ...lan, is_default: 1 as const }] };
    expect(currentLearningSettings(switched)).toEqual({
      language: 'cn',
      second_language: 'english',
      phonetic_symbol: 'rom',
      write_number: 3,
      write_hint: 0,
      eng_spell_hint: 0,
      school_term: '2-1',
      write_leniency: 'strict',
    });
    expect(challengeSettingsOf(switched)).toEqual({ write_number: 3, write_hint: 0, eng_spell_hint: 0, spelling: 'english' });
    // and back: Ming spells zhuyin (English off, zhuyin)
    expect(challengeSettingsOf(member).spelling).toBe('zhuyin');
  });

  it('without a default child the first child is the current one (as the server picks it)', () => {
    const none = { ...member, child: [{ ...lan, is_default: 0 as const }, { ...ming, is_default: 0 as const }] };
    expect(currentLearningSettings(none).language).toBe('cn');
  });

  it("a child written before its own settings (an older client's sample) reads the member's", () => {
    const older = makeChild({ id: 13, write_leniency: 'normal' });
    const withOlder = makeMember({ setting: { language: 'cn', phonetic_symbol: 'rom', write_number: 4 }, child: [older] });
    expect(currentLearningSettings(withOlder)).toMatchObject({ language: 'cn', phonetic_symbol: 'rom', write_number: 4, write_leniency: 'normal' });
  });

  it("each field is the child's own even where it equals a default, field by field over the member's", () => {
    const partial = { setting: { language: 'cn' } as Partial<ChildSetting>, write_leniency: 'gentle' as const };
    expect(learningSettingsOf({ language: 'tw', phonetic_symbol: 'rom', second_language: 'english', write_number: 5, write_hint: 0, eng_spell_hint: 0 }, partial)).toEqual({
      language: 'cn',
      second_language: 'english',
      phonetic_symbol: 'rom',
      write_number: 5,
      write_hint: 0,
      eng_spell_hint: 0,
      school_term: null,
      write_leniency: 'gentle',
    });
  });

  it("a member without children reads the member's; nobody signed in reads a new member's", () => {
    expect(currentLearningSettings(makeMember({ setting: { language: 'cn' } }))).toMatchObject({ language: 'cn', write_leniency: 'normal' });
    expect(currentLearningSettings(null)).toEqual(NEW_MEMBER_LEARNING_SETTINGS);
    expect(NEW_MEMBER_LEARNING_SETTINGS).toMatchObject(NEW_MEMBER_CHALLENGE_SETTINGS);
  });

  it('the child-owned fields are the six a new child starts with and the school term, none of the family-wide ones', () => {
    expect([...STARTING_LEARNING_FIELDS].sort()).toEqual(['eng_spell_hint', 'language', 'phonetic_symbol', 'second_language', 'write_hint', 'write_number']);
    expect([...CHILD_LEARNING_FIELDS].sort()).toEqual([...STARTING_LEARNING_FIELDS, 'school_term'].sort());
  });

  it("the school term is the child's alone: never the member's, none chosen for a child without one", () => {
    const member = makeMember({ setting: { language: 'tw' } });
    const withTerm = makeChild({ id: 1, setting: { ...(member.setting as ChildSetting), school_term: '1-2' } });
    expect(learningSettingsOf(member.setting, withTerm).school_term).toBe('1-2');
    expect(learningSettingsOf(member.setting, makeChild({ id: 2, setting: { ...(member.setting as ChildSetting), school_term: null } })).school_term).toBeNull();
    // a child written before issue 29 (no school_term in its setting), a child without settings, no child
    expect(learningSettingsOf(member.setting, makeChild({ id: 3, setting: member.setting as ChildSetting })).school_term).toBeNull();
    expect(learningSettingsOf({ ...member.setting, school_term: '2-2' } as MemberSetting, makeChild({ id: 4 })).school_term).toBeNull();
    expect(learningSettingsOf(member.setting, null).school_term).toBeNull();
    expect(NEW_MEMBER_LEARNING_SETTINGS.school_term).toBeNull();
  });
});

describe('which spelling a child meets', () => {
  it('is English only when English is the second language', () => {
    expect(spellingOf({ second_language: 'english', phonetic_symbol: 'phonetic' })).toBe('english');
    expect(spellingOf({ second_language: 'english', phonetic_symbol: 'rom' })).toBe('english');
  });

  it("is the reading in the child's phonetic system otherwise", () => {
    expect(spellingOf({ second_language: 'none', phonetic_symbol: 'phonetic' })).toBe('zhuyin');
    expect(spellingOf({ second_language: 'none', phonetic_symbol: 'rom' })).toBe('pinyin');
  });

  it('is zhuyin without settings (a new member in Taiwan: English off, zhuyin)', () => {
    expect(spellingOf(null)).toBe('zhuyin');
  });
});
