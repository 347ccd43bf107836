import { assign, fromPromise, setup } from 'xstate';
import { toCallError, type CallError, type Member } from '../types';

/**
 * The account settings of the account center (SPEC §2 "account center": name,
 * gender, environment language; §3 Member, setting.env_language 1 simplified,
 * 2 traditional, 3 English; §7 PUT members/{id} with account settings).
 *
 * - `settings.save` carries the values the form has validated and calls
 *   `saveSettings`; one save at a time.
 * - A saved member goes to the app (`memberSaved`: the auth actor's member
 *   follows, so the header and the other screens show the new name).
 * - When the saved interface language differs from the one the page is shown
 *   in (input `envLanguage`), `switchLanguage` asks the app to change the
 *   interface language the way the language switcher does (the same screen
 *   under the other locale prefix, the locale cookie stored on the way).
 * - A refusal (422 field errors or any failure) keeps the values on the form,
 *   with the failure in `error` for the fields; the next save clears it.
 */

export type EnvLanguage = 1 | 2 | 3;

/** The account settings of PUT members/{id}. */
export interface AccountSettings {
  name: string;
  /** null: not chosen (not sent). */
  gender: 'male' | 'female' | null;
  env_language: EnvLanguage;
}

export interface AccountSettingsInput {
  /** The env_language code of the language the page is shown in. */
  envLanguage: EnvLanguage;
}

export interface AccountSettingsContext {
  envLanguage: EnvLanguage;
  error: CallError | null;
  /** The last save succeeded (the "saved" notice), until the next save. */
  saved: boolean;
}

export type AccountSettingsEvent = { type: 'settings.save' } & AccountSettings;

export const accountSettingsMachine = setup({
  types: {
    context: {} as AccountSettingsContext,
    events: {} as AccountSettingsEvent,
    input: {} as AccountSettingsInput,
  },
  actors: {
    /** PUT members/{id} with the account settings → the member. Provided by the app. */
    saveSettings: fromPromise<Member, AccountSettings>(async () => {
      throw new Error('saveSettings is provided by the app');
    }),
  },
  actions: {
    /** The member as the server has it now. Provided by the app (the auth actor's `member.updated`). */
    memberSaved: (_, _params: { member: Member }) => {},
    /** Show the app in another interface language. Provided by the app. */
    switchLanguage: (_, _params: { envLanguage: EnvLanguage }) => {},
    startSave: assign({ error: null, saved: false }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    markSaved: assign({
      saved: true,
      envLanguage: (_, params: { envLanguage: EnvLanguage }) => params.envLanguage,
    }),
  },
  guards: {
    changesLanguage: ({ context }, params: { envLanguage: number }) => params.envLanguage !== context.envLanguage,
  },
}).createMachine({
  id: 'accountSettings',
  context: ({ input }) => ({ envLanguage: input.envLanguage, error: null, saved: false }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'settings.save': 'saving' },
    },
    saving: {
      entry: 'startSave',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ event }) => {
          const { name, gender, env_language } = event as AccountSettingsEvent;
          return { name, gender, env_language };
        },
        onDone: [
          {
            guard: {
              type: 'changesLanguage',
              params: ({ event }) => ({ envLanguage: event.output.setting.env_language }),
            },
            target: 'idle',
            actions: [
              { type: 'memberSaved', params: ({ event }) => ({ member: event.output }) },
              {
                type: 'markSaved',
                params: ({ event }) => ({ envLanguage: event.output.setting.env_language as EnvLanguage }),
              },
              {
                type: 'switchLanguage',
                params: ({ event }) => ({ envLanguage: event.output.setting.env_language as EnvLanguage }),
              },
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'memberSaved', params: ({ event }) => ({ member: event.output }) },
              {
                type: 'markSaved',
                params: ({ event }) => ({ envLanguage: event.output.setting.env_language as EnvLanguage }),
              },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
