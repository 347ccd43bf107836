import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Child, Member } from '../../machines/types';
import ChildSettingsPage from '../../src/pages/family/ChildSettings';
import { makeChild, makeMember } from '../fixtures/member';
import { fakeApi, renderSetUpTab } from '../support/setUpPage';

/*
 * /set-up/child, issue 9: a card's edit icon opens the child's form (POST
 * children/{id}: the fields in the query, a new avatar as multipart), a child is
 * removed after a dialog that says what is lost (DELETE children/{id}), never the
 * last one; the progress reads "learned out of the curriculum", and at 10 children
 * the add card gives way to a note.
 */

const xiaoming = makeChild({ id: 11, name: 'Xiaoming', gender: 'boy', is_default: 1, complete_words: 30, total_words: 379 });
const lili = makeChild({ id: 12, name: 'Lili', gender: 'girl', is_default: 0, birthday: '2019-02-03', total_words: 379 });
const memberWith = (children: Child[]): Member => makeMember({ child: children });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/set-up/child: edit and remove a child', () => {
  it("shows each child's progress out of the curriculum's words", async () => {
    fakeApi(() => ({}));
    renderSetUpTab('/en/set-up/child', ChildSettingsPage, [memberWith([xiaoming, lili])]);
    const radio = await screen.findByRole('radio', { name: 'Xiaoming' });
    expect(radio.closest('li')!.textContent).toContain('30 of 379 words learned');
  });

  it('edits a child: the fields in the query, the new avatar as multipart; then the member reloads', async () => {
    const renamed = { ...lili, name: 'Lily', birthday: '2019-02-04' };
    const sent = fakeApi(() => ({ data: renamed }));
    const { loadMember } = renderSetUpTab('/en/set-up/child', ChildSettingsPage, [memberWith([xiaoming, lili]), memberWith([xiaoming, renamed])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lili' }));
    const form = screen.getByRole('region', { name: 'Edit Lili' });
    const name = within(form).getByLabelText('Nickname') as HTMLInputElement;
    expect(name.value).toBe('Lili');
    expect((within(form).getByRole('radio', { name: 'Girl' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Birthday') as HTMLInputElement).value).toBe('2019-02-03');

    fireEvent.change(name, { target: { value: 'Lily' } });
    fireEvent.change(within(form).getByLabelText('Birthday'), { target: { value: '2019-02-04' } });
    fireEvent.change(within(form).getByLabelText('New avatar (optional)'), {
      target: { files: [new File([PNG], 'lily.png', { type: 'image/png' })] },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));

    await screen.findByText("Lily's profile was saved.");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/children/12' });
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.query))).toEqual({ name: 'Lily', gender: 'girl', birthday: '2019-02-04' });
    const avatar = sent[0]!.form!.get('avatar') as Blob;
    expect(avatar.size, 'the chosen picture is sent').toBe(PNG.byteLength);
    await waitFor(() => expect(loadMember).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('radio', { name: 'Lily' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Edit / })).toBeNull();
  });

  it('removes a child after a dialog that says what is lost; the member reloads', async () => {
    const sent = fakeApi(() => ({}));
    const { loadMember } = renderSetUpTab('/en/set-up/child', ChildSettingsPage, [memberWith([xiaoming, lili]), memberWith([xiaoming])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Lili' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Lili' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove Lili?' });
    expect(dialog.textContent).toContain('the learning progress, stars, stickers, badges and picture books');
    expect(document.activeElement, 'focus starts on keeping the child').toBe(within(dialog).getByRole('button', { name: 'Keep Lili' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Lili' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Lili' }));
    await act(async () => fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove Lili' })));
    await screen.findByText('Lili was removed.');
    expect(sent.map((s) => [s.method, s.path])).toEqual([['DELETE', '/children/12']]);
    await waitFor(() => expect(loadMember).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Lili' })).toBeNull());
  });

  it('keeps the dialog and says why when the server refuses the removal (zh-Hant)', async () => {
    const message = 'An account must keep at least one child';
    fakeApi(() => ({ status: 422, code: '422', message, errors: { id: [message] } }));
    renderSetUpTab('/set-up/child', ChildSettingsPage, [memberWith([xiaoming, lili])]);
    fireEvent.click(await screen.findByRole('button', { name: '編輯Lili' }));
    fireEvent.click(screen.getByRole('button', { name: '移除Lili' }));
    const dialog = await screen.findByRole('dialog', { name: '要移除Lili嗎？' });
    expect(dialog.textContent).toContain('學習進度、星星、貼紙、獎章和繪本');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '確定移除Lili' })));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('帳號裡至少要保留一個孩子');
  });

  it('does not offer to remove the only child, and says why', async () => {
    const sent = fakeApi(() => ({}));
    renderSetUpTab('/en/set-up/child', ChildSettingsPage, [memberWith([xiaoming])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Xiaoming' }));
    const remove = screen.getByRole('button', { name: 'Remove Xiaoming' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    expect(document.getElementById(remove.getAttribute('aria-describedby')!)?.textContent).toBe(
      'An account keeps at least one child, so the only child cannot be removed.',
    );
    fireEvent.click(remove);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('gives the add-child card way to a note at 10 children', async () => {
    fakeApi(() => ({}));
    const ten = Array.from({ length: 10 }, (_, i) => makeChild({ id: 20 + i, name: `Kid ${i + 1}`, is_default: i === 0 ? 1 : 0 }));
    renderSetUpTab('/en/set-up/child', ChildSettingsPage, [memberWith(ten)]);
    await screen.findByRole('radio', { name: 'Kid 10' });
    expect(screen.queryByRole('button', { name: 'Add a child' })).toBeNull();
    expect(screen.getByText('An account can have at most 10 children. Remove one to add another.')).toBeTruthy();
    cleanup();
    renderSetUpTab('/en/set-up/child', ChildSettingsPage, [memberWith(ten.slice(0, 9))]);
    expect(await screen.findByRole('button', { name: 'Add a child' })).toBeTruthy();
  });
});
