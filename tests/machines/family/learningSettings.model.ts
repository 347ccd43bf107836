import { expect, vi } from 'vitest';
import { createActor, type EventObject, type InspectionEvent } from 'xstate';
import { connectLearningSettings, type LearningSettingsView } from '../../../machines/family/learningSettings.connect';
import {
  learningSettingsMachine,
  type LearningSettings,
  type LearningSettingsContext,
  type LearningSettingsEvent,
  type SaveSettingsInput,
} from '../../../machines/family/learningSettings.machine';
import type { Child, ChildSetting, Member, MemberSetting } from '../../../machines/types';
import { makeChild, makeMember } from '../../fixtures/member';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the learning settings tab, replayed on real actors with a fake
 * `saveSettings` (PUT members/{id}).
 *
 * At every step the tab (`connectLearningSettings`) is checked against what the path
 * says a parent sees: whose settings show (issue 28: the current child's own, with the
 * family's study time, daily task and music), the values shown, whether save and undo
 * work, which children can be chosen (none while a change is unsaved), the warning
 * before a change of the lessons per day is saved (and nothing saved until the
 * parent confirms it), the "saved" notice, a refused field's error until that field
 * changes; that the app hears of each save once, with the server's member, and of each
 * child chosen once (it becomes the current child); and that a save names the child shown.
 */

/** What the tab shows for a child, worked out without the machine: the child's own reading and writing, the member's family settings. */
function shownSettings(setting: MemberSetting, child: Child | null): LearningSettings {
  const own: Partial<ChildSetting> = child?.setting ?? {};
  return {
    language: own.language ?? setting.language,
    second_language: own.second_language ?? setting.second_language,
    phonetic_symbol: own.phonetic_symbol ?? setting.phonetic_symbol,
    study_time_limit: setting.study_time_limit,
    daily_task: setting.daily_task,
    daily_task_times: setting.daily_task_times,
    write_number: own.write_number ?? setting.write_number,
    write_hint: own.write_hint ?? setting.write_hint,
    eng_spell_hint: own.eng_spell_hint ?? setting.eng_spell_hint,
    // the school term is the child's alone (issue 29): none chosen when the child has none
    school_term: own.school_term ?? null,
    bgm: setting.bgm,
  };
}

const base: Member = makeMember({ setting: { phonetic_symbol: 'rom', daily_task_times: 2 } });
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
  { type: 'settings.sync', setting: base.setting, children: [] },
];

const events: EventObject[] = [
  ...userEvents,
  ...replyEvents(learningSettingsMachine, { saveSettings: { outputs: [serverMember], errors: [refusedField, serverDown] } }),
];

/**
 * Two children of one parent (issue 28): Ming, the current one, Taiwan's script with zhuyin, no school term
 * chosen (an older sample without one); Lan the mainland's with pinyin and English, in grade 2's first term.
 */
const ming = makeChild({ id: 11, name: 'Ming', is_default: 1, setting: { language: 'tw', second_language: 'none', phonetic_symbol: 'phonetic', write_number: 2, write_hint: 1, eng_spell_hint: 1 } });
const lan = makeChild({ id: 12, name: 'Lan', gender: 'girl', is_default: 0, setting: { language: 'cn', second_language: 'english', phonetic_symbol: 'rom', write_number: 1, write_hint: 0, eng_spell_hint: 0, school_term: '2-1' } });
const family: Member = makeMember({ setting: { language: 'tw', phonetic_symbol: 'phonetic', study_time_limit: 20 }, child: [ming, lan] });
/** The server's reply: Ming's pinyin saved (Lan unchanged) and the family's limit. */
const familyReply: Member = {
  ...family,
  setting: { ...family.setting, study_time_limit: 30 },
  child: [{ ...ming, setting: { ...ming.setting!, phonetic_symbol: 'rom' } }, lan],
};
/** Elsewhere (home's switcher), Lan became the current child. */
const lanCurrent: Child[] = [{ ...ming, is_default: 0 }, { ...lan, is_default: 1 }];

const familyUserEvents: LearningSettingsEvent[] = [
  { type: 'setting.change', changes: { phonetic_symbol: 'rom' } },
  { type: 'setting.change', changes: { study_time_limit: 30 } },
  { type: 'settings.save' },
  { type: 'settings.discard' },
  { type: 'child.choose', childId: lan.id },
  { type: 'child.choose', childId: ming.id },
  { type: 'child.choose', childId: 99 },
  { type: 'settings.sync', setting: family.setting, children: lanCurrent },
];

const familyEvents: EventObject[] = [
  ...familyUserEvents,
  ...replyEvents(learningSettingsMachine, { saveSettings: { outputs: [familyReply], errors: [serverDown] } }),
];

type Phase = 'idle' | 'saved' | 'failed' | 'confirming' | 'saving';

/** The tab as the path so far says it looks, worked out without the machine. */
function expectedTab(member: Member, reply: Member) {
  let phase: Phase = 'idle';
  let setting = member.setting;
  let children = member.child;
  let shown: Child | null = children.find((c) => c.is_default === 1) ?? null;
  let saved: LearningSettings = shownSettings(member.setting, shown);
  let draft: LearningSettings = saved;
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
        if (editing() && !dirty()) {
          const sync = event as Extract<LearningSettingsEvent, { type: 'settings.sync' }>;
          [setting, children] = [sync.setting, sync.children];
          shown = children.find((c) => c.is_default === 1) ?? null;
          saved = draft = shownSettings(setting, shown);
        }
        break;
      case 'child.choose': {
        const { childId } = event as Extract<LearningSettingsEvent, { type: 'child.choose' }>;
        const chosen = children.find((c) => c.id === childId);
        if (editing() && !dirty() && chosen && chosen !== shown) {
          shown = chosen;
          phase = 'idle';
          saved = draft = shownSettings(setting, shown);
        }
        break;
      }
      case 'xstate.done.actor.saveSettings':
        [setting, children] = [reply.setting, reply.child];
        shown = children.find((c) => c.id === shown?.id) ?? null;
        saved = draft = shownSettings(setting, shown);
        phase = 'saved';
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
      child: shown ? { id: shown.id, name: shown.name, avatar: shown.avatar, gender: shown.gender } : null,
      children: children.map((c) => ({
        id: c.id,
        name: c.name,
        avatar: c.avatar,
        gender: c.gender,
        shown: c.id === shown?.id,
        canChoose: editing() && !isDirty && c.id !== shown?.id,
      })),
    };
  };
}

function familyOf(name: string, member: Member, reply: Member, familyEvents: EventObject[]) {
  const input = { memberId: member.id, setting: member.setting, children: member.child };
  return {
    name,
    paths: {
      input,
      events: familyEvents,
      contextKey: (context: LearningSettingsContext) => [context.childId, context.saved, context.draft, Object.keys(context.error?.errors ?? {}), context.error?.code],
      dropPrefixes: true,
    },
    start: (inspect: (event: InspectionEvent) => void) => {
      const saveSettings = fakeCall<Member, SaveSettingsInput>();
      const settingsSaved = vi.fn();
      const chooseChild = vi.fn();
      const machine = learningSettingsMachine.provide({
        actors: { saveSettings: saveSettings.logic },
        actions: {
          settingsSaved: (_, params) => settingsSaved(params.member),
          chooseChild: (_, params) => chooseChild(params.childId),
        },
      });
      const actor = createActor(machine, { input, inspect });
      actor.start();
      const expected = expectedTab(member, reply);
      let saves = 0;
      let chosen = 0;
      let shownId = actor.getSnapshot().context.childId;
      let lastSent: SaveSettingsInput | null = null;
      return {
        actor,
        machine,
        fakes: { saveSettings },
        check: (snapshot: { matches: (v: string) => boolean; context: LearningSettingsContext }, event: EventObject) => {
          const before = lastSent;
          const view = connectLearningSettings(snapshot as never);
          expect(view, `the tab after ${event.type}`).toEqual(expected(event));
          if (event.type === 'xstate.done.actor.saveSettings') saves += 1;
          expect(settingsSaved, 'the app hears of each save once').toHaveBeenCalledTimes(saves);
          if (saves > 0) expect(settingsSaved).toHaveBeenLastCalledWith(reply);
          if (event.type === 'child.choose' && view.child?.id !== shownId) {
            chosen += 1;
            expect(chooseChild, 'the child chosen becomes the current one').toHaveBeenLastCalledWith(view.child?.id);
          }
          expect(chooseChild, 'the app hears of each child chosen once').toHaveBeenCalledTimes(chosen);
          shownId = view.child?.id ?? null;
          const sent = saveSettings.calls.at(-1) ?? null;
          if (sent !== before && sent) {
            expect(snapshot.matches('saving'), 'a save is sent only from saving').toBe(true);
            expect(Object.keys(sent.changes).length, 'only changed fields are sent').toBeGreaterThan(0);
            expect(sent.childId, "a save changes the shown child's settings, no other child's").toBe(view.child?.id ?? null);
            if ('daily_task_times' in sent.changes) {
              expect(['reset.confirm'], 'a new number of lessons per day is sent only after the warning').toContain(event.type);
            }
          }
          lastSent = sent;
        },
      };
    },
  };
}

export const model = defineModel({
  machine: learningSettingsMachine,
  families: [
    familyOf('a member without children, with pinyin and two lessons a day', base, serverMember, events),
    familyOf('two children: Ming (tw, zhuyin) current, Lan (cn, pinyin, English)', family, familyReply, familyEvents),
  ],
});
