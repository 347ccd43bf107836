import { accountSettingsMachine, type AccountSettings, type AccountSettingsEvent } from '../../../../machines/account/accountSettings.machine';
import type { Member } from '../../../../machines/types';
import { callError, fakeCall, logAction, sampleMember } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const events: FlowEvents<AccountSettingsEvent> = [
  { label: 'Save Mei, female, traditional Chinese (2)', event: { type: 'settings.save', name: 'Mei', gender: 'female', env_language: 2 } },
  { label: 'Save Mei, female, English (3): switches the language', event: { type: 'settings.save', name: 'Mei', gender: 'female', env_language: 3 } },
  { label: 'Save an empty name (server refuses)', event: { type: 'settings.save', name: '', gender: 'male', env_language: 2 } },
];

export const flow: FlowDefinition = {
  id: 'accountSettings',
  title: 'Account settings (name, gender, interface language)',
  description: 'The page is in traditional Chinese (env_language 2). An empty name is refused with a 422 on name.',
  machine: accountSettingsMachine.provide({
    actors: {
      saveSettings: fakeCall<Member, AccountSettings>(({ name, gender, env_language }) => {
        if (name === '') throw callError('422', 'Must fill in', { name: ['Must fill in'] });
        return { ...sampleMember, name, gender, setting: { ...sampleMember.setting, env_language } };
      }),
    },
    actions: { memberSaved: logAction('memberSaved'), switchLanguage: logAction('switchLanguage') },
  }),
  input: { envLanguage: 2 },
  events,
};
