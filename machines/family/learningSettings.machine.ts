import { and, assign, fromPromise, not, setup } from 'xstate';
import { CHILD_LEARNING_FIELDS, currentChildOf, learningSettingsOf, type ChildLearningField } from '../rules/learningSettings';
import type { SchoolTermCode } from '../rules/schoolTerm';
import { toCallError, type CallError, type Child, type Member, type MemberSetting } from '../types';

/**
 * The learning settings tab (/set-up, SPEC §2; §3 Member setting; §4 daily task,
 * study-time limit, background music; §7 PUT members/{id}; issue 28: each child has their own).
 *
 * - The page edits the current child's learning settings (script, phonetic system, English,
 *   writing, school term: `CHILD_LEARNING_FIELDS`, the child's own, the member's for a child
 *   written before them; the school term only ever the child's, null = not chosen, issue 29) and
 *   the member's account-wide ones (study-time limit, daily task, lessons per day, music), as one
 *   draft; `setting.change { changes }` edits the draft (any of the eleven learning fields),
 *   `settings.discard` puts the saved values back.
 * - `child.choose { childId }` edits another child: that child becomes the current one
 *   (`chooseChild`, provided by the app: the auth actor's `member.chooseChild`, so the screens
 *   switch with it). Only while nothing is unsaved (the page asks to save or undo first), only a
 *   child of the member other than the one shown.
 * - `settings.save` sends only what changed (PUT members/{id} through `saveSettings`, with the
 *   shown child's id: the child's fields change on that child only, the others on the member).
 *   It is refused while nothing changed.
 * - Changing the lessons per day (`daily_task_times`) resets today's daily-task
 *   progress (SPEC §4: "changing the lesson count resets today's progress, after a
 *   warning"; the server resets it on that PUT): the save stops at `confirmingReset`,
 *   the warning, and goes on only on `reset.confirm`. `reset.cancel` puts the saved
 *   lessons per day back into the draft (the other changes stay) and saves nothing.
 * - `saving` → `editing.saved` (the draft and the saved values are the server's
 *   reply, for the child shown; `settingsSaved` hands the member to the app, which updates it:
 *   the study timer hears a changed limit through the member and starts the play time over,
 *   the music follows `bgm`, the screens the child's settings) or → `editing.failed` with the
 *   error (a 422's field errors go on their fields). The next change leaves `saved` / `failed`.
 * - `settings.sync { setting, children }`: the member changed elsewhere (another current child
 *   included); taken only while the draft has no unsaved change.
 *
 * Decisions where the spec is silent: nothing is saved until the parent presses
 * save (one PUT for all the changes, one warning); cancelling the warning keeps
 * the other edits; turning the daily task off or on alone resets nothing.
 */

/**
 * The learning settings of PUT members/{id} (SPEC §7's ten, and the child's school term of
 * issue 29), in the order the page shows them.
 */
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
  'school_term',
  'bgm',
] as const;

export type LearningField = (typeof LEARNING_FIELDS)[number];
export type LearningSettings = Pick<MemberSetting, Exclude<LearningField, 'school_term'>> & {
  /** The shown child's school term (machines/rules/schoolTerm.ts), null = not chosen. */
  school_term: SchoolTermCode | null;
};

/** Whether a field is the child's own (issue 28) rather than the whole account's. */
export function isChildField(field: LearningField): field is ChildLearningField {
  return (CHILD_LEARNING_FIELDS as readonly string[]).includes(field);
}

/**
 * The settings the tab edits for a child: the child's own learning settings (the member's for
 * a child written before them, or without a child) and the member's account-wide ones.
 */
export function editedSettingsOf(setting: MemberSetting, child: Child | null): LearningSettings {
  const { language, second_language, phonetic_symbol, write_number, write_hint, eng_spell_hint, school_term } = learningSettingsOf(setting, child);
  const { study_time_limit, daily_task, daily_task_times, bgm } = setting;
  return {
    language,
    second_language,
    phonetic_symbol,
    study_time_limit,
    daily_task,
    daily_task_times,
    write_number,
    write_hint,
    eng_spell_hint,
    school_term,
    bgm,
  };
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
  children: Child[];
}

export interface LearningSettingsContext {
  memberId: number;
  /** The member's settings as last known (the defaults of the account-wide fields). */
  setting: MemberSetting;
  children: Child[];
  /** The child whose settings the tab shows (the current child); null without children. */
  childId: number | null;
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
  | { type: 'child.choose'; childId: number }
  | { type: 'settings.sync'; setting: MemberSetting; children: Child[] };

export interface SaveSettingsInput {
  memberId: number;
  /** The child whose own settings change (null: a member without children, the member's). */
  childId: number | null;
  changes: Partial<LearningSettings>;
}

/** The tab's state for a member's settings and children: the current child's settings. */
function shownFor(setting: MemberSetting, children: Child[], childId?: number | null) {
  const child = childId != null ? (children.find((c) => c.id === childId) ?? null) : currentChildOf({ child: children });
  const settings = editedSettingsOf(setting, child);
  return { setting, children, childId: child?.id ?? null, saved: settings, draft: settings };
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
    takeMember: assign(({ context }, params: { setting: MemberSetting; children: Child[] }) =>
      shownFor(params.setting, params.children, params.children.some((c) => c.id === context.childId) ? context.childId : undefined)),
    takeSync: assign((_, params: { setting: MemberSetting; children: Child[] }) => shownFor(params.setting, params.children)),
    showChild: assign(({ context }, params: { childId: number }) => shownFor(context.setting, context.children, params.childId)),
    /** Another child is edited: it becomes the current child. Provided by the app (auth's `member.chooseChild`). */
    chooseChild: (_, _params: { childId: number }) => {},
    clearError: assign({ error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    /** The server saved the settings: the app updates the member with its reply. Provided by the app. */
    settingsSaved: (_, _params: { member: Member }) => {},
  },
  guards: {
    hasChanges: ({ context }) => Object.keys(changedSettings(context.saved, context.draft)).length > 0,
    changesLessonsPerDay: ({ context }) => context.saved.daily_task_times !== context.draft.daily_task_times,
    canChooseChild: ({ context }, params: { childId: number }) =>
      Object.keys(changedSettings(context.saved, context.draft)).length === 0 &&
      params.childId !== context.childId &&
      context.children.some((child) => child.id === params.childId),
  },
}).createMachine({
  id: 'learningSettings',
  context: ({ input }) => ({ memberId: input.memberId, ...shownFor(input.setting, input.children), error: null }),
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
          actions: { type: 'takeSync', params: ({ event }) => event },
        },
        'child.choose': {
          guard: { type: 'canChooseChild', params: ({ event }) => event },
          target: '.idle',
          actions: [
            { type: 'showChild', params: ({ event }) => event },
            { type: 'chooseChild', params: ({ event }) => event },
          ],
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
        input: ({ context }) => ({
          memberId: context.memberId,
          childId: context.childId,
          changes: changedSettings(context.saved, context.draft),
        }),
        onDone: {
          target: 'editing.saved',
          actions: [
            { type: 'takeMember', params: ({ event }) => ({ setting: event.output.setting, children: event.output.child }) },
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
