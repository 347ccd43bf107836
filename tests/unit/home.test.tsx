import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeChild, makeMember } from '../fixtures/member';
import { categoryTree, stubApi, type StubReply } from '../fixtures/learning';
import { renderApp } from '../support/app';

/*
 * /home as a child meets it: the app's routes and root actor, the real API
 * client with fetch stubbed (so the calls that leave the browser are checked),
 * the page's contentLoad machines, the real catalogs.
 */

const member = makeMember({
  child: [
    makeChild({ id: 11, name: 'Xiaoming', star: 12, is_default: 1 }),
    makeChild({ id: 12, name: 'Lili', gender: 'girl', star: 3, is_default: 0 }),
  ],
});

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api(replies: { categories?: () => StubReply; award?: () => StubReply } = {}) {
  return stubApi((path) => {
    if (path === '/parentCategories') return replies.categories?.() ?? { data: categoryTree([1]) };
    if (path === '/check/children/award') return replies.award?.() ?? { data: { awards: [] } };
    return undefined;
  });
}

describe('/home in English', () => {
  it('shows the current child with its stars, carries on with the first radical not complete, and lists the categories', async () => {
    const sent = api();
    renderApp('/en/home', { member });
    const current = await screen.findByRole('region', { name: 'Current child' });
    expect(current.textContent).toContain('Xiaoming');
    expect(current.textContent).toContain('12 stars');
    expect(within(current).queryByText('Lili')).toBeNull();

    // radical 1 is complete: carry on with radical 2, the next in the navigation's order
    const carryOn = await screen.findByRole('link', { name: /Continue learning: the woman radical/ });
    expect(carryOn.getAttribute('href')).toBe('/en/lesson/2');

    const nav = screen.getByRole('navigation', { name: 'Categories' });
    const parents = within(nav).getAllByRole('group');
    expect(parents.map((details) => details.querySelector('summary')?.textContent)).toEqual([
      'Me and my family 1 of 3 done',
      'Family 1 of 2 done',
      'My body 0 of 1 done',
      'Nature 0 of 1 done',
      'The sky 0 of 1 done',
    ]);
    const person = within(nav).getByRole('link', { name: /the person radical/ });
    expect(person.getAttribute('href')).toBe('/en/lesson/1');
    expect(person.textContent).toContain('Complete');
    const woman = within(nav).getByRole('link', { name: /the woman radical/ });
    expect(woman.textContent).toContain('Not complete yet');
    expect(woman.getAttribute('aria-current')).toBe('step');
    // the sub-menus holding the current radical start open, the others shut
    expect(parents.map((details) => (details as HTMLDetailsElement).open)).toEqual([true, true, false, false, false]);

    // the other screens stay reachable; the settings are behind the parent gate
    for (const [name, href] of [
      ['Word Treasure House', '/en/words-house'],
      ['Battle', '/en/battle'],
      ['Daily task', '/en/task'],
      ['My achievements', '/en/personal'],
      ['Store', '/en/store'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(name!) }).getAttribute('href')).toBe(href);
    }
    fireEvent.click(screen.getByRole('button', { name: /Settings/ }));
    expect(await screen.findByRole('dialog', { name: 'Grown-ups only' })).toBeTruthy();

    // what was asked: the categories and the award check, for the current child
    const award = sent.find((call) => call.path === '/check/children/award');
    expect(award?.headers.get('Child-Id')).toBe('11');
    expect(sent.some((call) => call.path === '/parentCategories')).toBe(true);
  });

  it('shows each newly earned sticker in the get-sticker modal, focus inside it', async () => {
    const sticker = (id: number, name: string, english: string) => ({
      id, name, english, white_picture: `/w${id}.svg`, black_picture: `/b${id}.svg`, has_sticker: 1, kind: 'lessons', target: id, progress: id,
    });
    api({ award: () => ({ data: { awards: [sticker(1, '第一課', 'First lesson'), sticker(3, '三課小達人', 'Three lessons')] } }) });
    renderApp('/en/home', { member });
    const dialog = await screen.findByRole('dialog', { name: 'You got a new sticker!' });
    expect(dialog.textContent).toContain('First lesson');
    const next = within(dialog).getByRole('button', { name: 'Next sticker' });
    // the modal moves focus in an effect after its commit (src/components/Modal.tsx); after a
    // transition's commit React runs effects a moment later, so the dialog may be found first
    await waitFor(() => expect(document.activeElement).toBe(next));
    fireEvent.click(next);
    const second = await screen.findByRole('dialog', { name: 'You got a new sticker!' });
    expect(second.textContent).toContain('Three lessons');
    expect(within(second).getByRole('link', { name: 'See my stickers' }).getAttribute('href')).toBe('/en/personal/collection');
    fireEvent.click(within(second).getByRole('button', { name: 'Great!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing for awards when the server does not offer the check yet (501), and no error', async () => {
    api({ award: () => ({ status: 501, code: '501', message: 'This feature is not available yet.' }) });
    renderApp('/en/home', { member });
    await screen.findByRole('link', { name: /Continue learning/ });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('This feature is not available yet.')).toBeNull();
  });

  it('says when the categories could not be loaded, and loads them again on request', async () => {
    let calls = 0;
    api({
      categories: () => {
        calls += 1;
        return calls === 1 ? { status: 500, code: '500', message: 'Server error' } : { data: categoryTree() };
      },
    });
    renderApp('/en/home', { member });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const carryOn = await screen.findByRole('link', { name: /Continue learning: the person radical/ });
    expect(carryOn.getAttribute('href')).toBe('/en/lesson/1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when every radical is complete', async () => {
    api({ categories: () => ({ data: categoryTree([1, 2, 4, 11]) }) });
    renderApp('/en/home', { member });
    expect(await screen.findByText('Well done! You finished every lesson.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Continue learning/ })).toBeNull();
  });
});

describe('/home in Chinese', () => {
  it('reads in Traditional Chinese with the content in the child’s script', async () => {
    api();
    renderApp('/home', { member });
    const carryOn = await screen.findByRole('link', { name: /繼續學習：女字旁/ });
    expect(carryOn.getAttribute('href')).toBe('/lesson/2');
    expect(screen.getByRole('region', { name: '目前的孩子' }).textContent).toContain('12 顆星星');
    const nav = screen.getByRole('navigation', { name: '分類' });
    expect(within(nav).getByText('我和家人').closest('summary')?.textContent).toBe('我和家人 完成 1／3');
    expect(within(nav).getByRole('link', { name: /人字旁/ }).textContent).toContain('已完成');
  });

  it('reads in Simplified Chinese', async () => {
    api();
    renderApp('/cn/home', { member });
    const carryOn = await screen.findByRole('link', { name: /继续学习：女字旁/ });
    expect(carryOn.getAttribute('href')).toBe('/cn/lesson/2');
    await waitFor(() => expect(screen.getByRole('region', { name: '当前孩子' }).textContent).toContain('12 颗星星'));
    expect(within(screen.getByRole('navigation', { name: '分类' })).getByRole('link', { name: /女字旁/ }).textContent).toContain('还没完成');
  });
});
