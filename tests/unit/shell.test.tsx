import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Member } from '../../machines/types';
import { makeChild, makeMember } from '../fixtures/member';
import { LoadingBar } from '../../src/components/LoadingBar';
import { answerTheGate, seeTheGate, renderApp } from '../support/app';

const member = makeMember({
  child: [
    makeChild({ id: 11, star: 12, complete_words: 30 }),
    makeChild({ id: 12, name: 'Lili', gender: 'girl', birthday: '2020-01-01', age: 5, is_default: 0, star: 1, complete_words: 1 }),
  ],
});

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
});

/** The app's routes in a memory router, with a fake member API behind the real root actor. */
function renderShell(path: string, options: { signedInAs?: Member } = {}) {
  const logout = vi.fn(async () => {});
  const { router, app } = renderApp(path, { member: options.signedInAs ?? null, logout });
  return { router, logout, app };
}

describe('error page and unknown routes', () => {
  it.each([
    ['/en/nowhere', 'en', 'This page could not be found', 'Back to home', '/en'],
    ['/cn/nowhere', 'zh-Hans', '页面不存在', '返回首页', '/cn'],
    ['/nowhere', 'zh-Hant', '找不到這個頁面', '回到首頁', '/'],
  ])('%s shows 404 in its language with a link home', async (path, lang, message, linkText, home) => {
    renderShell(path);
    expect(await screen.findByRole('heading', { name: message })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: linkText }).getAttribute('href')).toBe(home);
    expect(document.documentElement.lang).toBe(lang);
  });
});

describe('route guard', () => {
  it('sends a visitor from a protected page to the root of the same language', async () => {
    const { router } = renderShell('/cn/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cn'));
  });

  it('lets a visitor open public pages', async () => {
    const { router } = renderShell('/en/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/privacy');
  });
});

describe('signed-in shell', () => {
  it('home greets the current child with its stars; log out is behind the parent gate and goes to the login page', async () => {
    const { router, logout } = renderShell('/en/home', { signedInAs: member });
    expect(await screen.findByRole('heading', { name: 'Hi, Xiaoming!' })).toBeTruthy();
    expect(document.querySelector('.home-hello-stars')?.textContent).toContain('12');
    // every child's avatar and name, the current one marked (issue 9)
    const children = screen.getByRole('list', { name: 'Children' });
    expect(within(children).getAllByRole('listitem').map((li) => [li.textContent, li.getAttribute('aria-current')])).toEqual([
      ['Xiaoming(current child)', 'true'],
      ['Lili', null],
    ]);
    // the child's screen has no log out; the parent's area has
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'For parents' }));
    await seeTheGate();
    act(() => answerTheGate());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/set-up'));
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('set-up pages show their translated title inside the set-up layout', async () => {
    const { router } = renderShell('/cn/home', { signedInAs: member });
    await screen.findByRole('heading', { level: 1, name: 'Xiaoming，你好！' });
    // the parent passes the gate behind the header's parents' button: the set-up pages open
    fireEvent.click(await screen.findByRole('button', { name: '家长专区' }));
    await screen.findByRole('dialog', { name: '家长验证' });
    await seeTheGate();
    act(() => answerTheGate('答案', '提交'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cn/set-up'));
    await act(() => router.navigate('/cn/set-up/account'));
    expect(await screen.findByRole('heading', { level: 1, name: '账号中心' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '设置' });
    expect(nav.querySelectorAll('a')).toHaveLength(7);
  });

  it('the language switcher (in the parent\'s area) moves to the same screen in another language', async () => {
    const { router } = renderShell('/en/store', { signedInAs: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Store' })).toBeTruthy();
    // a child's screen: no language switch
    expect(screen.queryByRole('navigation', { name: 'Language' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'For parents' }));
    await seeTheGate();
    act(() => answerTheGate());
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/set-up'));
    const switcher = await screen.findByRole('navigation', { name: 'Language' });
    expect(switcher.querySelector('[aria-current="true"]')?.textContent).toBe('English');
    fireEvent.click(screen.getByRole('link', { name: '繁體中文' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/set-up'));
    expect(await screen.findByRole('navigation', { name: '設定' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(document.cookie).toContain('i18n_redirected=tw');
  });

  it('uses the English layout class when the route or the member says English', async () => {
    const { router } = renderShell('/task', { signedInAs: member });
    await screen.findByRole('heading', { level: 1, name: '每日任務' });
    expect(document.querySelector('.layout')?.classList.contains('env-en')).toBe(false);
    await act(() => router.navigate('/en/task'));
    await screen.findByRole('heading', { level: 1, name: 'Daily task' });
    expect(document.querySelector('.layout')?.classList.contains('env-en')).toBe(true);
    cleanup();

    renderShell('/task', { signedInAs: { ...member, setting: { ...member.setting, env_language: 3 } } });
    await screen.findByRole('heading', { level: 1, name: '每日任務' });
    expect(document.querySelector('.layout')?.classList.contains('env-en')).toBe(true);
  });

  it('every button on the shell screens has an accessible name', async () => {
    renderShell('/en/explaining/3', { signedInAs: member });
    await screen.findByRole('heading', { level: 1, name: 'Word explanation' });
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label') || button.textContent?.trim()).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('loading bar component', () => {
  it('renders only while the root actor says a request is slow', async () => {
    vi.useFakeTimers();
    try {
      const { app } = renderApp('/en/privacy', { extra: <LoadingBar /> });
      await act(() => vi.advanceTimersByTimeAsync(0));
      act(() => app.send({ type: 'request.start' }));
      expect(screen.queryByRole('progressbar')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
      act(() => app.send({ type: 'request.end' }));
      expect(screen.queryByRole('progressbar')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
