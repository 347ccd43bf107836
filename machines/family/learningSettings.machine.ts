import { and, assign, fromPromise, not, setup } from 'xstate';
import { toCallError, type CallError, type Member, type MemberSetting } from '../types';

/**
 * The learning settings tab (/set-up, SPEC §2; §3 Member setting; §4 daily task,
 * study-time limit, background music; §7 PUT members/{id}).
 *
 * - The page shows the member's settings as a draft; `setting.change { changes }`
 *   edits the draft (any of the ten learning fields), `settings.discard` puts the
 *   saved values back.
 * - `settings.save` sends only what changed (PUT members/{id} through
 *   `saveSettings`). It is refused while nothing changed.
 * - Changing the lessons per day (`daily_task_times`) resets today's daily-task
 *   progress (SPEC §4: "changing the lesson count resets today's progress, after a
 *   warning"; the server resets it on that PUT): the save stops at `confirmingReset`,
 *   the warning, and goes on only on `reset.confirm`. `reset.cancel` puts the saved
 *   lessons per day back into the draft (the other changes stay) and saves nothing.
 * - `saving` → `editing.saved` (the draft and the saved values are the server's
 *   reply; `settingsSaved` hands the member to the app, which updates it: the study
 *   timer hears a changed limit through the member and starts the play time over,
 *   the music follows `bgm`) or → `editing.failed` with the error (a 422's
 *   field errors go on their fields). The next change leaves `saved` / `failed`.
 * - `settings.sync { setting }`: the member changed elsewhere; taken only while
 *   the draft has no unsaved change.
 *
 * Decisions where the spec is silent: nothing is saved until the parent presses
 * save (one PUT for all the changes, one warning); cancelling the warning keeps
 * the other edits; turning the daily task off or on alone resets nothing.
 */

/** The ten learning settings of PUT members/{id} (SPEC §7), in the order the page shows them. */
export const LEARNING_FIELDS = [
  'language',
  'second_language',
  'phonetic_symbol',
  'study_time_limit',
  'daily_task',
  'daily_task_times',
  'write_number',
  'write_hint',
  'eng_spell_hint',
  'bgm',
] as const;

export type LearningField = (typeof LEARNING_FIELDS)[number];
export type LearningSettings = Pick<MemberSetting, LearningField>;

/** The learning settings of a member's `setting`. */
export function learningSettingsOf(setting: MemberSetting): LearningSettings {
  const { language, second_language, phonetic_symbol, study_time_limit, daily_task, daily_task_times, write_number, write_hint, eng_spell_hint, bgm } = setting;
  return { language, second_language, phonetic_symbol, study_time_limit, daily_task, daily_task_times, write_number, write_hint, eng_spell_hint, bgm };
}

/** The fields of `draft` that differ from `saved` (what a save sends). */
export function changedSettings(saved: LearningSettings, draft: LearningSettings): Partial<LearningSettings> {
  const changes: Partial<Record<LearningField, unknown>> = {};
  for (const field of LEARNING_FIELDS) {
    if (!Object.is(saved[field], draft[field])) changes[field] = draft[field];
  }
  return changes as Partial<LearningSettings>;
}

export interface LearningSettingsInput {
  memberId: number;
  setting: MemberSetting;
}

export interface LearningSettingsContext {
  memberId: number;
  /** What the server holds. */
  saved: LearningSettings;
  /** What the page shows. */
  draft: LearningSettings;
  /** The last failed save (a 422's field errors included). */
  error: CallError | null;
}

export type LearningSettingsEvent =
  | { type: 'setting.change'; changes: Partial<LearningSettings> }
  | { type: 'settings.save' }
  | { type: 'settings.discard' }
  | { type: 'reset.confirm' }
  | { type: 'reset.cancel' }
  | { type: 'settings.sync'; setting: MemberSetting };

export interface SaveSettingsInput {
  memberId: number;
  changes: Partial<LearningSettings>;
}

export const learningSettingsMachine = setup({
  types: {
    context: {} as LearningSettingsContext,
    events: {} as LearningSettingsEvent,
    input: {} as LearningSettingsInput,
  },
  actors: {
    /** PUT members/{id} with the changed learning settings → the member. Provided by the app. */
    saveSettings: fromPromise<Member, SaveSettingsInput>(async () => {
      throw new Error('saveSettings is provided by the app');
    }),
  },
  actions: {
    applyChanges: assign(({ context }, params: { changes: Partial<LearningSettings> }) => {
      const errors = { ...(context.error?.errors ?? {}) };
      for (const field of Object.keys(params.changes)) delete errors[field];
      return {
        draft: { ...context.draft, ...params.changes },
        error: context.error && Object.keys(errors).length > 0 ? { ...context.error, errors } : null,
      };
    }),
    discardChanges: assign(({ context }) => ({ draft: context.saved, error: null })),
    keepSavedLessonsPerDay: assign(({ context }) => ({
      draft: { ...context.draft, daily_task_times: context.saved.daily_task_times },
    })),
    takeSetting: assign((_, params: { setting: MemberSetting }) => {
      const settings = learningSettingsOf(params.setting);
      return { saved: settings, draft: settings };
    }),
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    /** The server saved the settings: the app updates the member with its reply. Provided by the app. */
    settingsSaved: (_, _params: { member: Member }) => {},
  },
  guards: {
    hasChanges: ({ context }) => Object.keys(changedSettings(context.saved, context.draft)).length > 0,
    changesLessonsPerDay: ({ context }) => context.saved.daily_task_times !== context.draft.daily_task_times,
  },
}).createMachine({
  id: 'learningSettings',
  context: ({ input }) => {
    const settings = learningSettingsOf(input.setting);
    return { memberId: input.memberId, saved: settings, draft: settings, error: null };
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'setting.change': { target: '.idle', actions: { type: 'applyChanges', params: ({ event }) => event } },
        'settings.discard': { guard: 'hasChanges', target: '.idle', actions: 'discardChanges' },
        'settings.save': [
          { guard: and(['hasChanges', 'changesLessonsPerDay']), target: 'confirmingReset' },
          { guard: 'hasChanges', target: 'saving' },
        ],
        'settings.sync': {
          guard: not('hasChanges'),
          actions: { type: 'takeSetting', params: ({ event }) => event },
        },
      },
      states: {
        idle: {},
        /** The last save went through ("saved" notice). */
        saved: {},
        /** The last save was refused (the error shows). */
        failed: {},
      },
    },
    /** The warning: today's daily-task progress will start over. */
    confirmingReset: {
      on: {
        'reset.confirm': 'saving',
        'reset.cancel': { target: 'editing', actions: 'keepSavedLessonsPerDay' },
      },
    },
    saving: {
      entry: 'clearError',
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => ({ memberId: context.memberId, changes: changedSettings(context.saved, context.draft) }),
        onDone: {
          target: 'editing.saved',
          actions: [
            { type: 'takeSetting', params: ({ event }) => ({ setting: event.output.setting }) },
            { type: 'settingsSaved', params: ({ event }) => ({ member: event.output }) },
          ],
        },
        onError: {
          target: 'editing.failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
