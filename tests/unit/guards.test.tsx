import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { routeGuardMachine, type RouteGuardEvent } from '../../machines/shell/routeGuard.machine';
import { ROUTES } from '../../machines/routes';
import { seededRandom } from '../../machines/random';
import type { Member } from '../../machines/types';
import { readLastChunkReloadAt } from '../../src/app/chunkReload';
import { outletView } from '../../src/app/guards';
import { publishOrientation, type NativeHost } from '../../src/app/nativeHost';
import { routeOf } from '../../src/app/routeOf';
import { createRoutes } from '../../src/app/router';
import { answerTheGate, seeTheGate, renderApp as renderWithApp, startApp } from '../support/app';
import { makeMember } from '../machines/shell/routeGuard.fixtures';

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the route table builds the router (SPEC §2)', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s has a page in every language', (name) => {
    const ids = createRoutes().flatMap((branch) =>
      (branch.children ?? []).flatMap((layout) => (layout.children ?? []).map((page) => page.id)),
    );
    expect(ids).toEqual(expect.arrayContaining([`zh-Hant:${name}`, `zh-Hans:${name}`, `en:${name}`]));
  });
});

describe('what the machines are told about a location', () => {
  it('names the route whatever the language prefix, with its params', () => {
    expect(routeOf('/cn/set-up/child')).toEqual({ name: 'setUpChild', locale: 'cn', params: {}, path: '/cn/set-up/child' });
    expect(routeOf('/en')).toEqual({ name: 'index', locale: 'en', params: {}, path: '/en' });
    expect(routeOf('/lesson/12')).toEqual({ name: 'lesson', locale: 'tw', params: { id: '12' }, path: '/lesson/12' });
    expect(routeOf('/en/nowhere').name).toBe('notFound');
  });
});

describe('the outlet', () => {
  function snapshotAfter(...events: RouteGuardEvent[]) {
    const actor = createActor(routeGuardMachine, { input: { random: seededRandom(1) } }).start();
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  }

  it('renders only when the guard is open for this very location', () => {
    const open = snapshotAfter({ type: 'auth.changed', status: 'signedOut', member: null }, { type: 'route.changed', route: routeOf('/en/login') });
    expect(outletView(open, '/en/login')).toBe('render');
    expect(outletView(open, '/en/register')).toBe('wait');
  });

  it('waits while the member loads and while a redirect is under way', () => {
    const loading = snapshotAfter({ type: 'auth.changed', status: 'checking', member: null }, { type: 'route.changed', route: routeOf('/home') });
    expect(outletView(loading, '/home')).toBe('wait');
    const refused = snapshotAfter({ type: 'auth.changed', status: 'signedOut', member: null }, { type: 'route.changed', route: routeOf('/home') });
    expect(outletView(refused, '/home')).toBe('wait');
  });
});

/** A router that stays where it is told and records where the app asked to go. */
function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const router = {
    state: { location: { pathname } },
    went: [] as (string | number)[],
    subscribe: (listener: (state: { location: { pathname: string } }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (to: string | number) => {
      router.went.push(to);
      if (typeof to === 'string') {
        router.state = { location: { pathname: to } };
        for (const listener of listeners) listener(router.state);
      }
    },
  };
  return router;
}

const settle = () => act(async () => {});

describe("what the app's root actor does with the router and the browser", () => {
  it('stores the locale cookie on a language change', async () => {
    const router = fakeRouter('/en/login');
    startApp(router);
    expect(document.cookie).toContain('i18n_redirected=en');
    router.navigate('/cn/login');
    await settle();
    expect(document.cookie).toContain('i18n_redirected=cn');
  });

  it('reloads after a chunk failure and keeps the time in session storage', () => {
    const reload = vi.fn();
    const app = startApp(fakeRouter('/en/login'), { reload, now: () => 5_000_000 });
    app.send({ type: 'chunk.failed' });
    app.send({ type: 'chunk.failed' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readLastChunkReloadAt()).toBe(5_000_000);
  });

  it('navigates in the current language for what the API client reports, and only for that', async () => {
    const router = fakeRouter('/cn/task');
    const app = startApp(router, { member: makeMember() });
    await settle();
    app.send({ type: 'api.unauthorized' });
    await settle();
    expect(router.went).toEqual(['/cn/login']);
    app.send({ type: 'api.forbidden' });
    await settle();
    expect(router.went).toEqual(['/cn/login', -1]);
    // a data call's 404 is the screen's to show: nobody is sent home
    app.send({ type: 'api.notFound' });
    await settle();
    expect(router.went).toEqual(['/cn/login', -1]);
  });

  it('signs out on "20006" and the guard sends the member from a protected page to the login page', async () => {
    const router = fakeRouter('/en/task');
    const app = startApp(router, { member: makeMember() });
    await settle();
    expect(app.getSnapshot().context.auth.status).toBe('signedIn');
    app.send({ type: 'api.sessionInvalid' });
    await settle();
    expect(app.getSnapshot().context.auth.status).toBe('signedOut');
    expect(router.went).toEqual(['/en/login']);
  });
});

describe('the native bridge (webview orientation)', () => {
  it('posts to every host present, and does nothing in a plain browser', () => {
    const host = {
      webkit: { messageHandlers: { orientation: { postMessage: vi.fn() } } },
      ReactNativeWebView: { postMessage: vi.fn() },
      Android: { setOrientation: vi.fn() },
    } satisfies NativeHost;
    expect(publishOrientation(0, host)).toBe(3);
    expect(host.webkit.messageHandlers.orientation.postMessage).toHaveBeenCalledWith(0);
    expect(host.ReactNativeWebView.postMessage).toHaveBeenCalledWith('{"type":"orientation","orientation":0}');
    expect(host.Android.setOrientation).toHaveBeenCalledWith(0);
    expect(publishOrientation(1, {})).toBe(0);
    expect(publishOrientation(1)).toBe(0);
  });
});

/** The app's routes in a memory router, with the real root actor and a fake member API. */
function renderApp(path: string, member: Member | null) {
  return renderWithApp(path, { member });
}

const pathOf = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('route guards in the app', () => {
  it('sends a signed-in parent who opens /set-up directly home', async () => {
    const { router } = renderApp('/en/set-up', makeMember());
    await waitFor(() => expect(pathOf(router)).toBe('/en/home'));
    expect(await screen.findByRole('heading', { level: 1, name: /^Hi, / })).toBeTruthy();
  });

  it('opens /set-up once the parent passes the gate from the header\'s parents\' button', async () => {
    const { router } = renderApp('/en/home', makeMember());
    await screen.findByRole('heading', { level: 1, name: /^Hi, / });
    fireEvent.click(await screen.findByRole('button', { name: 'For parents' }));
    expect(await screen.findByRole('dialog', { name: 'Grown-ups only' })).toBeTruthy();
    await seeTheGate();
    act(() => answerTheGate());
    await waitFor(() => expect(pathOf(router)).toBe('/en/set-up'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning settings' })).toBeTruthy();

    // leaving the set-up pages locks them again
    await act(() => router.navigate('/en/task'));
    await act(() => router.navigate('/en/set-up/account'));
    await waitFor(() => expect(pathOf(router)).toBe('/en/home'));
  });

  it('closing the gate keeps the settings locked', async () => {
    const { router } = renderApp('/en/home', makeMember());
    await screen.findByRole('heading', { level: 1, name: /^Hi, / });
    fireEvent.click(await screen.findByRole('button', { name: 'For parents' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pathOf(router)).toBe('/en/home');
  });

  it('sends a member without a child to /set-up/child', async () => {
    const { router } = renderApp('/cn/home', makeMember({ child: [] }));
    await waitFor(() => expect(pathOf(router)).toBe('/cn/set-up/child'));
  });

  it('sends a member with an unverified e-mail to /register-captcha', async () => {
    const { router } = renderApp('/task', makeMember({ is_email_valid: 0 }));
    await waitFor(() => expect(pathOf(router)).toBe('/register-captcha'));
  });

  it('sends a visitor from a protected page to the root, showing nothing of the page', async () => {
    const { router } = renderApp('/en/store', null);
    expect(screen.queryByRole('heading', { level: 1, name: 'Store' })).toBeNull();
    await waitFor(() => expect(pathOf(router)).toBe('/en'));
  });

  it('sends challenge pages without a game type home', async () => {
    const { router } = renderApp('/challenge/writing', makeMember());
    await waitFor(() => expect(pathOf(router)).toBe('/home'));
  });
});
