import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { connectAccountSettings, type AccountSettingsView } from '../../../machines/account/accountSettings.connect';
import { accountSettingsMachine, type AccountSettingsEvent } from '../../../machines/account/accountSettings.machine';
import { replyEvents } from '../modelPaths';
import { defineModel, type ModelFamily } from '../models';
import { nameRefused, savedMember, settingsDraft, setupAccountSettings } from './accountCenter.fixtures';

/**
 * Model paths of the account settings form, from a page in traditional
 * Chinese (env_language 2). The server answers with the member in traditional
 * Chinese (the language stays) or in English (the app switches language), or
 * refuses the name.
 *
 * Checked after each step: saving shows and takes no second save; the saved
 * notice after a save; the refused name on its field until the next save; the
 * app told of every saved member, and asked to switch language only when the
 * saved language is not the one shown (once: after the switch English is the
 * language shown).
 */

const events: EventObject[] = [
  { type: 'settings.save', ...settingsDraft } satisfies AccountSettingsEvent,
  ...replyEvents(accountSettingsMachine, {
    saveSettings: { outputs: [savedMember(2), savedMember(3)], errors: [nameRefused] },
  }),
];

function family(): ModelFamily {
  return {
    name: 'a page in traditional Chinese',
    paths: {
      input: { envLanguage: 2 },
      events,
      contextKey: (context: { envLanguage: number }) => context.envLanguage,
      describeEvent: (event: { type: string; output?: { setting: { env_language: number } } }) =>
        event.type === 'xstate.done.actor.saveSettings' ? `saved in env_language ${event.output!.setting.env_language}` : undefined,
    },
    start: (inspect) => {
      const { actor, machine, saveSettings, memberSaved, switchLanguage } = setupAccountSettings(2, inspect);
      let view: AccountSettingsView = { saving: false, canSave: true, saved: false, fieldErrors: {}, formError: null };
      let shown = 2;
      let saves = 0;
      const switches: number[] = [];
      return {
        actor,
        machine,
        fakes: { saveSettings },
        check: (snapshot, event) => {
          if (event.type === 'settings.save') view = { saving: true, canSave: false, saved: false, fieldErrors: {}, formError: null };
          if (event.type === 'xstate.done.actor.saveSettings') {
            const env = (event as unknown as { output: { setting: { env_language: number } } }).output.setting.env_language;
            view = { saving: false, canSave: true, saved: true, fieldErrors: {}, formError: null };
            saves += 1;
            if (env !== shown) switches.push(env);
            shown = env;
          }
          if (event.type === 'xstate.error.actor.saveSettings') {
            view = { saving: false, canSave: true, saved: false, fieldErrors: { name: ['Must fill in'] }, formError: null };
          }
          expect(connectAccountSettings(snapshot as never), `the form after ${event.type}`).toEqual(view);
          expect(memberSaved).toHaveBeenCalledTimes(saves);
          expect(switchLanguage.mock.calls.map(([params]) => params.envLanguage)).toEqual(switches);
          if (event.type === 'settings.save') expect(saveSettings.calls.at(-1)).toEqual(settingsDraft);
        },
      };
    },
  };
}

export const model = defineModel({ machine: accountSettingsMachine, families: [family()] });
