import { expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectLearningSettings, type LearningSettingsView } from '../../../machines/family/learningSettings.connect';
import {
  learningSettingsMachine,
  learningSettingsOf,
  type LearningSettings,
  type LearningSettingsContext,
  type LearningSettingsEvent,
  type SaveSettingsInput,
} from '../../../machines/family/learningSettings.machine';
import type { Member } from '../../../machines/types';
import { makeMember } from '../../fixtures/member';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the learning settings tab, replayed on real actors with a fake
 * `saveSettings` (PUT members/{id}).
 *
 * At every step the tab (`connectLearningSettings`) is checked against what the path
 * says a parent sees: the values shown, whether save and undo work, the warning
 * before a change of the lessons per day is saved (and nothing saved until the
 * parent confirms it), the "saved" notice, a refused field's error until that field
 * changes; and that the app hears of each save once, with the server's member.
 */

const base: Member = makeMember({ setting: { phonetic_symbol: 'rom', daily_task_times: 2 } });
const start = learningSettingsOf(base.setting);
const serverMember: Member = { ...base, setting: { ...base.setting, phonetic_symbol: 'phonetic', daily_task_times: 3 } };
const refusedField = apiError('422', 'Must be rom or phonetic', { phonetic_symbol: ['Must be rom or phonetic'] });
const serverDown = apiError('500', 'Server error');

const userEvents: LearningSettingsEvent[] = [
  { type: 'setting.change', changes: { phonetic_symbol: 'phonetic' } },
  { type: 'setting.change', changes: { daily_task_times: 3 } },
  { type: 'settings.save' },
  { type: 'settings.discard' },
  { type: 'reset.confirm' },
  { type: 'reset.cancel' },
  { type: 'settings.sync', setting: base.setting },
];

const events: EventObject[] = [
  ...userEvents,
  ...replyEvents(learningSettingsMachine, { saveSettings: { outputs: [serverMember], errors: [refusedField, serverDown] } }),
];

type Phase = 'idle' | 'saved' | 'failed' | 'confirming' | 'saving';

/** The tab as the path so far says it looks, worked out without the machine. */
function expectedTab() {
  let phase: Phase = 'idle';
  let saved: LearningSettings = start;
  let draft: LearningSettings = start;
  let errors: Record<string, string[]> = {};
  let message: string | null = null;
  const editing = () => phase === 'idle' || phase === 'saved' || phase === 'failed';
  const dirty = () => JSON.stringify(saved) !== JSON.stringify(draft);
  return (event: EventObject): LearningSettingsView => {
    switch (event.type) {
      case 'setting.change': {
        if (!editing()) break;
        const { changes } = event as Extract<LearningSettingsEvent, { type: 'setting.change' }>;
        draft = { ...draft, ...changes };
        errors = Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in changes)));
        if (Object.keys(errors).length === 0) message = null;
        phase = 'idle';
        break;
      }
      case 'settings.save':
        if (editing() && dirty()) {
          if (draft.daily_task_times !== saved.daily_task_times) phase = 'confirming';
          else [phase, errors, message] = ['saving', {}, null];
        }
        break;
      case 'settings.discard':
        if (editing() && dirty()) [phase, draft, errors, message] = ['idle', saved, {}, null];
        break;
      case 'reset.confirm':
        if (phase === 'confirming') [phase, errors, message] = ['saving', {}, null];
        break;
      case 'reset.cancel':
        if (phase === 'confirming') [phase, draft] = ['idle', { ...draft, daily_task_times: saved.daily_task_times }];
        break;
      case 'settings.sync':
        if (editing() && !dirty()) [saved, draft] = [start, start];
        break;
      case 'xstate.done.actor.saveSettings':
        [phase, saved, draft] = ['saved', learningSettingsOf(serverMember.setting), learningSettingsOf(serverMember.setting)];
        break;
      case 'xstate.error.actor.saveSettings': {
        const error = (event as unknown as { error: { message: string; errors: Record<string, string[]> } }).error;
        [phase, errors, message] = ['failed', error.errors, error.message];
        break;
      }
    }
    const isDirty = dirty();
    return {
      draft,
      dirty: isDirty,
      canSave: editing() && isDirty,
      canDiscard: editing() && isDirty,
      saving: phase === 'saving',
      confirmingReset: phase === 'confirming',
      saved: phase === 'saved',
      fieldErrors: errors,
      formError: message !== null && Object.keys(errors).length === 0 ? message : null,
    };
  };
}

export const model = defineModel({
  machine: learningSettingsMachine,
  families: [
    {
      name: 'a member with pinyin and two lessons a day',
      paths: {
        input: { memberId: base.id, setting: base.setting },
        events,
        contextKey: (context: LearningSettingsContext) => [context.saved, context.draft, Object.keys(context.error?.errors ?? {}), context.error?.code],
        dropPrefixes: true,
      },
      start: (inspect) => {
        const saveSettings = fakeCall<Member, SaveSettingsInput>();
        const settingsSaved = vi.fn();
        const machine = learningSettingsMachine.provide({
          actors: { saveSettings: saveSettings.logic },
          actions: { settingsSaved: (_, params) => settingsSaved(params.member) },
        });
        const actor = createActor(machine, { input: { memberId: base.id, setting: base.setting }, inspect });
        actor.start();
        const expected = expectedTab();
        let saves = 0;
        let lastSent: Partial<LearningSettings> | null = null;
        return {
          actor,
          machine,
          fakes: { saveSettings },
          check: (snapshot, event) => {
            const before = lastSent;
            expect(connectLearningSettings(snapshot as never), `the tab after ${event.type}`).toEqual(expected(event));
            if (event.type === 'xstate.done.actor.saveSettings') saves += 1;
            expect(settingsSaved, 'the app hears of each save once').toHaveBeenCalledTimes(saves);
            if (saves > 0) expect(settingsSaved).toHaveBeenLastCalledWith(serverMember);
            const sent = saveSettings.calls.at(-1)?.changes ?? null;
            if (sent !== before && sent) {
              expect(snapshot.matches('saving'), 'a save is sent only from saving').toBe(true);
              expect(Object.keys(sent).length, 'only changed fields are sent').toBeGreaterThan(0);
              if ('daily_task_times' in sent) {
                expect(['reset.confirm'], 'a new number of lessons per day is sent only after the warning').toContain(event.type);
              }
            }
            lastSent = sent;
          },
        };
      },
    },
  ],
});
