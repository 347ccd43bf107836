import {
  learningSettingsMachine,
  type LearningSettingsEvent,
  type SaveSettingsInput,
} from '../../../../machines/family/learningSettings.machine';
import type { Member } from '../../../../machines/types';
import { callError, fakeCall, logAction, sampleMember } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const TOO_LONG = 'Must be a whole number of minutes from 0 to 600';

const events: FlowEvents<LearningSettingsEvent> = [
  { label: 'Zhuyin', event: { type: 'setting.change', changes: { phonetic_symbol: 'phonetic' } } },
  { label: 'Study-time limit 20 min', event: { type: 'setting.change', changes: { study_time_limit: 20 } } },
  { label: 'Study-time limit 900 min (server refuses)', event: { type: 'setting.change', changes: { study_time_limit: 900 } } },
  { label: 'Lessons per day 3 (asks first)', event: { type: 'setting.change', changes: { daily_task_times: 3 } } },
  { label: 'Music off', event: { type: 'setting.change', changes: { bgm: 0 } } },
  { label: 'Save', event: { type: 'settings.save' } },
  { label: 'Undo changes', event: { type: 'settings.discard' } },
  { label: 'Warning: reset and save', event: { type: 'reset.confirm' } },
  { label: 'Warning: cancel', event: { type: 'reset.cancel' } },
  { label: 'Member changed elsewhere (sample)', event: { type: 'settings.sync', setting: sampleMember.setting } },
];

export const flow: FlowDefinition = {
  id: 'learningSettings',
  title: 'Learning settings (set-up)',
  description:
    'The draft changes on each control; save sends only the changed fields. Changing the lessons per day asks ' +
    "first (today's daily-task progress starts over). The fake server refuses a study-time limit over 600 " +
    'minutes with a 422 on that field, and saves anything else (settingsSaved hands the member to the app).',
  machine: learningSettingsMachine.provide({
    actors: {
      saveSettings: fakeCall<Member, SaveSettingsInput>(({ changes }) => {
        if ((changes.study_time_limit ?? 0) > 600) throw callError('422', TOO_LONG, { study_time_limit: [TOO_LONG] });
        return { ...sampleMember, setting: { ...sampleMember.setting, ...changes } };
      }),
    },
    actions: { settingsSaved: logAction('settingsSaved') },
  }),
  input: { memberId: sampleMember.id, setting: sampleMember.setting },
  events,
};
