import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeChild, makeMember } from '../fixtures/member';
import { categoryTree, personRadical, personSchedule, stubApi, type StubReply } from '../fixtures/learning';
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

function api(replies: { categories?: () => StubReply; award?: () => StubReply; schedule?: () => StubReply } = {}) {
  return stubApi((path) => {
    if (path === '/parentCategories') return replies.categories?.() ?? { data: categoryTree([]) };
    if (path === '/check/children/award') return replies.award?.() ?? { data: { awards: [] } };
    if (path === '/radical/1') return { data: personRadical() };
    if (path === '/lesson/schedule/1') return replies.schedule?.() ?? { data: personSchedule(false, 'locked') };
    return undefined;
  });
}

describe('/home in English', () => {
  it('greets the child, offers one go-on button with the next word, the radicals as pictures, and no parent things', async () => {
    const sent = api();
    const { router } = renderApp('/en/home', { member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, Xiaoming!' })).toBeTruthy();
    expect(document.querySelector('.home-hello-stars')?.textContent).toContain('12');

    // radical 1 (person) is the one to carry on with; in its lesson 1, 我 is not explained yet
    const goOn = await screen.findByRole('button', { name: /我.*Go on/ });
    expect(screen.getByRole('button', { name: 'Listen' })).toBeTruthy();
    const radicals = screen.getByRole('navigation', { name: 'Radicals' });
    expect(within(radicals).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/lesson/1', '/en/lesson/2', '/en/lesson/4', '/en/lesson/11']);
    expect(within(radicals).getByRole('link', { name: 'the person radical' }).getAttribute('aria-current')).toBe('step');

    // the parent's things are not here: no category tree, store, settings link or log out
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Store/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
    for (const [name, href] of [
      ['Word Treasure House', '/en/words-house'],
      ['Battle', '/en/battle'],
      ['Daily task', '/en/task'],
      ['My achievements', '/en/personal'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(name!) }).getAttribute('href')).toBe(href);
    }
    // the parents' button in the header: the parent gate
    fireEvent.click(screen.getByRole('button', { name: 'For parents' }));
    expect(await screen.findByRole('dialog', { name: 'Grown-ups only' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Close|Cancel/ }));

    // what was asked: the categories, the award check and the track, for the current child
    const award = sent.find((call) => call.path === '/check/children/award');
    expect(award?.headers.get('Child-Id')).toBe('11');
    expect(sent.some((call) => call.path === '/parentCategories')).toBe(true);

    // go on: the next word's explanation
    fireEvent.click(goOn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/explaining/102'));
  });

  it('goes on to the lesson track when the next word was explained already', async () => {
    api({ categories: () => ({ data: categoryTree([]) }), schedule: () => ({ data: personSchedule(true, 'open') }) });
    const { router } = renderApp('/en/home', { member });
    // lesson 2: 他 not explained: its explanation
    fireEvent.click(await screen.findByRole('button', { name: /他.*Go on/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/explaining/103'));
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
    await screen.findByRole('button', { name: /Go on/ });
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
    expect(await screen.findByRole('button', { name: /我.*Go on/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when every radical is complete', async () => {
    api({ categories: () => ({ data: categoryTree([1, 2, 4, 11]) }) });
    renderApp('/en/home', { member });
    expect(await screen.findByText('Well done! You finished every lesson.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Go on/ })).toBeNull();
    // the radicals stay, to learn again
    expect(within(screen.getByRole('navigation', { name: 'Radicals' })).getByRole('link', { name: 'the sun radical, complete' })).toBeTruthy();
  });
});

describe('/home in Chinese', () => {
  it('speaks to the child in Traditional Chinese', async () => {
    api();
    renderApp('/home', { member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Xiaoming，你好！' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /我.*繼續學習/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '家長專區' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '部首' })).getByRole('link', { name: '人字旁' }).getAttribute('href')).toBe('/lesson/1');
  });

  it('speaks to the child in Simplified Chinese', async () => {
    api();
    renderApp('/cn/home', { member });
    expect(await screen.findByRole('button', { name: /我.*继续学习/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '家长专区' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: '部首' })).getByRole('link', { name: '女字旁' }).getAttribute('href')).toBe('/cn/lesson/2');
  });
});
