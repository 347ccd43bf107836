import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../machines/types';
import type { StudyTimerRef } from '../../src/app/AppActorContext';
import LearningSettingsPage from '../../src/pages/family/LearningSettings';
import { makeChild, makeMember } from '../fixtures/member';
import { fakeApi, renderSetUpTab } from '../support/setUpPage';

/*
 * /set-up, the learning settings tab: the controls show the member's settings, a save
 * sends only what changed (PUT members/{id}), a new number of lessons per day waits for
 * the parent to accept the warning, a refused field says why on the field, and the
 * member follows the reply (the study timer and the music hear it).
 */

const member: Member = makeMember({
  id: 5,
  setting: { phonetic_symbol: 'rom', study_time_limit: 0, daily_task: 1, daily_task_times: 2, write_number: 1, bgm: 1 },
  child: [makeChild({ id: 11, name: 'Xiaoming' })],
});
const childSetting = { language: 'tw', second_language: 'none', phonetic_symbol: 'rom', write_number: 1, write_hint: 1, eng_spell_hint: 1 } as const;
const withSetting = (setting: Partial<Member['setting']>): Member => ({ ...member, setting: { ...member.setting, ...setting } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/set-up learning settings', () => {
  it('shows the settings, sends only the changes, and the member (study timer, music) follows the reply', async () => {
    const saved = withSetting({ phonetic_symbol: 'phonetic', study_time_limit: 20, bgm: 0 });
    const sent = fakeApi(() => ({ data: saved }));
    const { app } = renderSetUpTab('/en/set-up', LearningSettingsPage, [member]);

    const pinyin = (await screen.findByRole('radio', { name: 'Pinyin' })) as HTMLInputElement;
    expect(pinyin.checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled, 'nothing to save yet').toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Zhuyin' }));
    fireEvent.change(screen.getByLabelText('Study time limit (minutes)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Background music' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await screen.findByText('Your settings are saved.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', path: '/members/5', json: { phonetic_symbol: 'phonetic', study_time_limit: 20, bgm: 0 } });
    const snapshot = app.getSnapshot();
    const timer = (snapshot.children.studyTimer as unknown as StudyTimerRef).getSnapshot();
    expect(timer.context.limitMinutes, 'the study timer has the new limit').toBe(20);
    expect(timer.value, 'and counts from zero').toBe('running');
    expect(timer.context.ticks).toBe(0);
    expect((snapshot.children.audio!.getSnapshot().context as { auth: { member: Member } }).auth.member.setting.bgm).toBe(0);
    expect((screen.getByRole('radio', { name: 'Zhuyin' }) as HTMLInputElement).checked).toBe(true);
    expect(save.disabled, 'saved: nothing left to save').toBe(true);
  });

  it("asks before a new number of lessons per day resets today's daily task, and saves only when the parent accepts", async () => {
    const sent = fakeApi(() => ({ data: withSetting({ daily_task_times: 3 }) }));
    renderSetUpTab('/en/set-up', LearningSettingsPage, [member]);
    const lessons = (await screen.findByLabelText('Lessons per day')) as HTMLSelectElement;
    expect(lessons.value).toBe('2');

    fireEvent.change(lessons, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change the lessons per day?' });
    expect(dialog.textContent).toContain("With 3 lessons per day, today's daily task starts over");
    expect(document.activeElement, 'focus starts on the safe choice').toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent, 'nothing sent before the parent accepts').toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lessons.value, 'cancel keeps the saved number').toBe('2');
    expect(sent).toHaveLength(0);

    fireEvent.change(lessons, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    dialog = await screen.findByRole('dialog', { name: 'Change the lessons per day?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reset and save' })));
    await screen.findByText('Your settings are saved.');
    expect(sent.map((s) => [s.method, s.path, s.json])).toEqual([['PUT', '/members/5', { daily_task_times: 3, child_id: 11 }]]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("puts the server's 422 on its field, in the page language (zh-Hant), and keeps the draft", async () => {
    const message = 'Must be a whole number of minutes from 0 to 600';
    fakeApi(() => ({ status: 422, code: '422', message, errors: { study_time_limit: [message] } }));
    renderSetUpTab('/set-up', LearningSettingsPage, [member]);
    const limit = (await screen.findByLabelText('學習時間限制（分鐘）')) as HTMLInputElement;
    fireEvent.change(limit, { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe(message);
    expect(alert.textContent).toMatch(/0.*600/);
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(limit.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(limit.value).toBe('900');
    // changing the field again clears its error
    fireEvent.change(limit, { target: { value: '30' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says in plain words what the challenge settings do, in the three languages', async () => {
    fakeApi(() => ({}));
    renderSetUpTab('/en/set-up', LearningSettingsPage, [member]);
    const hint = await screen.findByRole('switch', { name: 'Writing hint' });
    expect(document.getElementById(hint.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A missed stroke first shows where it starts; missed again, the stroke itself shows to trace.',
    );
    expect(screen.getByLabelText('Times to write each word')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Spelling hint' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Stroke checking for Xiaoming' })).toBeTruthy();
    cleanup();
    renderSetUpTab('/cn/set-up', LearningSettingsPage, [member]);
    expect(await screen.findByRole('radio', { name: '注音符号' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '背景音乐' })).toBeTruthy();
  });

  it("chooses the child's school term (issue 29): none chosen at first, saved on the child shown, refused in the page language", async () => {
    const withTerm = (term: '2-1' | null): Member => ({
      ...member,
      child: [makeChild({ id: 11, name: 'Xiaoming', setting: { ...childSetting, school_term: term } })],
    });
    const sent = fakeApi(() => ({ data: withTerm('2-1') }));
    renderSetUpTab('/en/set-up', LearningSettingsPage, [withTerm(null)]);
    const group = await screen.findByRole('group', { name: 'School term' });
    expect(within(group).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Not chosen',
      'Grade 1, first term',
      'Grade 1, second term',
      'Grade 2, first term',
      'Grade 2, second term',
    ]);
    expect((within(group).getByRole('radio', { name: 'Not chosen' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(group).getByRole('radio', { name: 'Grade 2, first term' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your settings are saved.');
    expect(sent.map((s) => [s.method, s.path, s.json])).toEqual([['PUT', '/members/5', { school_term: '2-1', child_id: 11 }]]);
    expect((within(group).getByRole('radio', { name: 'Grade 2, first term' }) as HTMLInputElement).checked).toBe(true);
    cleanup();

    // back to "not chosen" sends null; a refusal shows on the field in zh-Hant, in the parent's words
    const message = 'Choose grade 1 or 2, first or second term, or no term';
    const refused = fakeApi(() => ({ status: 422, code: '422', message, errors: { school_term: [message] } }));
    renderSetUpTab('/set-up', LearningSettingsPage, [withTerm('2-1')]);
    const zhGroup = await screen.findByRole('group', { name: '學期' });
    expect((within(zhGroup).getByRole('radio', { name: '二年級上學期（二上）' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(zhGroup).getByRole('radio', { name: '不設定' }));
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    const alert = await screen.findByRole('alert');
    expect(refused.map((s) => s.json)).toEqual([{ school_term: null, child_id: 11 }]);
    expect(alert.textContent).toBe('請選擇一上、一下、二上、二下其中一個學期，或不設定');
  });
});
