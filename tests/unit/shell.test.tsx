import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createActor, fromPromise } from 'xstate';
import type { Member } from '../../machines/types';
import { makeChild, makeMember } from '../fixtures/member';
import { loadingBarMachine } from '../../machines/loadingBar.machine';
import { AuthContext, appAuthMachine } from '../../src/app/auth';
import { setNavigate } from '../../src/app/navigation';
import { createRoutes } from '../../src/app/router';
import { SessionContext } from '../../src/app/session/context';
import { SessionProvider } from '../../src/app/session/SessionProvider';
import { LoadingBar } from '../../src/components/LoadingBar';
import { i18n } from '../../src/i18n/i18n';

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

/** The app's routes in a memory router, with a fake member API behind the real auth machine. */
function renderApp(path: string, options: { signedInAs?: Member } = {}) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  setNavigate((to) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
  const logout = vi.fn(async () => {});
  const logic = appAuthMachine.provide({
    actions: { storeToken: () => {}, clearStoredToken: () => {}, redirectToLogin: () => {} },
    actors: {
      loadMember: fromPromise(async () => options.signedInAs ?? member),
      logout: fromPromise(logout),
    },
  });
  const session: { current: ReturnType<typeof SessionContext.useActorRef> | null } = { current: null };
  function SessionProbe() {
    session.current = SessionContext.useActorRef();
    return null;
  }
  render(
    <I18nProvider i18n={i18n}>
      <AuthContext.Provider logic={logic} options={{ input: { token: options.signedInAs ? 'tok' : null } }}>
        <SessionProvider router={router}>
          <SessionProbe />
          <RouterProvider router={router} />
        </SessionProvider>
      </AuthContext.Provider>
    </I18nProvider>,
  );
  return { router, logout, session };
}

describe('error page and unknown routes', () => {
  it.each([
    ['/en/nowhere', 'en', 'This page could not be found', 'Back to home', '/en'],
    ['/cn/nowhere', 'zh-Hans', '页面不存在', '返回首页', '/cn'],
    ['/nowhere', 'zh-Hant', '找不到這個頁面', '回到首頁', '/'],
  ])('%s shows 404 in its language with a link home', async (path, lang, message, linkText, home) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { name: message })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: linkText }).getAttribute('href')).toBe(home);
    expect(document.documentElement.lang).toBe(lang);
  });
});

describe('route guard', () => {
  it('sends a visitor from a protected page to the root of the same language', async () => {
    const { router } = renderApp('/cn/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cn'));
  });

  it('lets a visitor open public pages', async () => {
    const { router } = renderApp('/en/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/privacy');
  });
});

describe('signed-in shell', () => {
  it('home shows the member, the children, and logs out to the login page', async () => {
    const { router, logout } = renderApp('/en/home', { signedInAs: member });
    expect(await screen.findByRole('heading', { name: 'Hello, Mei!' })).toBeTruthy();
    const xiaoming = screen.getByText('Xiaoming').closest('li');
    const lili = screen.getByText('Lili').closest('li');
    expect(xiaoming?.textContent).toContain('7 years old · 12 stars · 30 words learned');
    expect(xiaoming?.textContent).toContain('Current child');
    expect(lili?.textContent).toContain('5 years old · 1 star · 1 word learned');
    expect(lili?.textContent).not.toContain('Current child');
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('placeholder pages show their translated title inside their layout', async () => {
    const { router, session } = renderApp('/cn/home', { signedInAs: member });
    await screen.findByRole('heading', { level: 1, name: 'Mei，你好！' });
    // the parent gate was passed: the set-up pages open
    act(() => session.current?.send({ type: 'setup.unlocked' }));
    await act(() => router.navigate('/cn/set-up/account'));
    expect(await screen.findByRole('heading', { level: 1, name: '账号中心' })).toBeTruthy();
    expect(screen.getByText('这个页面正在建设中，请稍后再来看看！')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '设置' });
    expect(nav.querySelectorAll('a')).toHaveLength(4);
  });

  it('the language switcher moves to the same screen in another language', async () => {
    const { router } = renderApp('/en/store', { signedInAs: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Store' })).toBeTruthy();
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    expect(switcher.querySelector('[aria-current="true"]')?.textContent).toBe('English');
    fireEvent.click(screen.getByRole('link', { name: '繁體中文' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
    expect(await screen.findByRole('heading', { level: 1, name: '商店' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(document.cookie).toContain('i18n_redirected=tw');
  });

  it('uses the English layout class when the route or the member says English', async () => {
    const { router } = renderApp('/task', { signedInAs: member });
    await screen.findByRole('heading', { level: 1, name: '每日任務' });
    expect(document.querySelector('.layout')?.classList.contains('env-en')).toBe(false);
    await act(() => router.navigate('/en/task'));
    await screen.findByRole('heading', { level: 1, name: 'Daily task' });
    expect(document.querySelector('.layout')?.classList.contains('env-en')).toBe(true);
    cleanup();

    renderApp('/task', { signedInAs: { ...member, setting: { ...member.setting, env_language: 3 } } });
    await screen.findByRole('heading', { level: 1, name: '每日任務' });
    expect(document.querySelector('.layout')?.classList.contains('env-en')).toBe(true);
  });

  it('every button on the shell screens has an accessible name', async () => {
    renderApp('/en/explaining/3', { signedInAs: member });
    await screen.findByRole('heading', { level: 1, name: 'Word explanation' });
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label') || button.textContent?.trim()).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('loading bar component', () => {
  it('renders only while the machine is visible', async () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(loadingBarMachine).start();
      i18n.activate('en');
      render(
        <I18nProvider i18n={i18n}>
          <LoadingBar actorRef={actor} />
        </I18nProvider>,
      );
      act(() => actor.send({ type: 'request.start' }));
      expect(screen.queryByRole('progressbar')).toBeNull();
      act(() => vi.advanceTimersByTime(200));
      expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
      act(() => actor.send({ type: 'request.end' }));
      expect(screen.queryByRole('progressbar')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
