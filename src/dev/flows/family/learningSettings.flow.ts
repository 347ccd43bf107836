import {
  learningSettingsMachine,
  type LearningSettingsEvent,
  type SaveSettingsInput,
} from '../../../../machines/family/learningSettings.machine';
import type { Child, Member } from '../../../../machines/types';
import { callError, fakeCall, logAction, sampleMember } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const TOO_LONG = 'Must be a whole number of minutes from 0 to 600';

/** Two children of one parent with different settings (issue 28): Ming reads Taiwan's script with zhuyin, Lan the mainland's with pinyin. */
const ming: Child = { ...sampleMember.child[0]!, setting: { language: 'tw', second_language: 'none', phonetic_symbol: 'phonetic', write_number: 2, write_hint: 1, eng_spell_hint: 1 } };
const lan: Child = {
  ...ming,
  id: 12,
  child_id: 12,
  name: 'Xiao Lan',
  gender: 'girl',
  is_default: 0,
  setting: { language: 'cn', second_language: 'english', phonetic_symbol: 'rom', write_number: 1, write_hint: 0, eng_spell_hint: 1 },
};
const member: Member = { ...sampleMember, child: [ming, lan] };

const events: FlowEvents<LearningSettingsEvent> = [
  { label: 'Zhuyin', event: { type: 'setting.change', changes: { phonetic_symbol: 'phonetic' } } },
  { label: 'Pinyin', event: { type: 'setting.change', changes: { phonetic_symbol: 'rom' } } },
  { label: 'Study-time limit 20 min', event: { type: 'setting.change', changes: { study_time_limit: 20 } } },
  { label: 'Study-time limit 900 min (server refuses)', event: { type: 'setting.change', changes: { study_time_limit: 900 } } },
  { label: 'Lessons per day 3 (asks first)', event: { type: 'setting.change', changes: { daily_task_times: 3 } } },
  { label: 'Music off', event: { type: 'setting.change', changes: { bgm: 0 } } },
  { label: 'Save', event: { type: 'settings.save' } },
  { label: 'Undo changes', event: { type: 'settings.discard' } },
  { label: 'Warning: reset and save', event: { type: 'reset.confirm' } },
  { label: 'Warning: cancel', event: { type: 'reset.cancel' } },
  { label: 'Edit Xiao Lan (cn, pinyin)', event: { type: 'child.choose', childId: lan.id } },
  { label: 'Edit Xiao Ming (tw, zhuyin)', event: { type: 'child.choose', childId: ming.id } },
  { label: 'Member changed elsewhere (sample)', event: { type: 'settings.sync', setting: member.setting, children: member.child } },
];

export const flow: FlowDefinition = {
  id: 'learningSettings',
  title: 'Learning settings (set-up)',
  description:
    "The draft changes on each control; save sends only the changed fields, with the shown child's id (its reading " +
    'and writing settings are its own). Choosing another child works only without unsaved changes. Changing the ' +
    "lessons per day asks first (today's daily-task progress starts over). The fake server refuses a study-time " +
    'limit over 600 minutes with a 422 on that field, and saves anything else (settingsSaved hands the member to the app).',
  machine: learningSettingsMachine.provide({
    actors: {
      saveSettings: fakeCall<Member, SaveSettingsInput>(({ childId, changes }) => {
        if ((changes.study_time_limit ?? 0) > 600) throw callError('422', TOO_LONG, { study_time_limit: [TOO_LONG] });
        const { language, second_language, phonetic_symbol, write_number, write_hint, eng_spell_hint, ...wide } = changes;
        const own = Object.fromEntries(
          Object.entries({ language, second_language, phonetic_symbol, write_number, write_hint, eng_spell_hint }).filter(([, v]) => v !== undefined),
        );
        return {
          ...member,
          setting: { ...member.setting, ...wide },
          child: member.child.map((child) => (child.id === childId ? { ...child, setting: { ...child.setting!, ...own } } : child)),
        };
      }),
    },
    actions: { settingsSaved: logAction('settingsSaved'), chooseChild: logAction('chooseChild') },
  }),
  input: { memberId: member.id, setting: member.setting, children: member.child },
  events,
};
