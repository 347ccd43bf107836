import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createActor, fromPromise } from 'xstate';
import { MUSIC_PAUSED_ROUTES, PORTRAIT_ROUTES, PUBLIC_ROUTES, type SessionEvent } from '../../machines/session.machine';
import type { Member } from '../../machines/types';
import { AuthContext, appAuthMachine } from '../../src/app/auth';
import { readLastChunkReloadAt } from '../../src/app/chunkReload';
import { outletView } from '../../src/app/guards';
import { setNavigate } from '../../src/app/navigation';
import { createRoutes } from '../../src/app/router';
import { ROUTES } from '../../src/app/routes';
import { createAppSessionMachine, onChallengeCleared } from '../../src/app/session/appSession';
import { musicIntent, pauseMusic, playMusic, setMusicPlayer } from '../../src/app/session/music';
import { publishOrientation, type NativeHost } from '../../src/app/session/nativeBridge';
import { sessionRouteOf } from '../../src/app/session/route';
import {
  selectAuthorized,
  selectChallenge,
  selectClassDialogOpen,
  selectClassTime,
  selectEnvEn,
  selectEnvLang,
  selectIsSetup,
  selectMusic,
} from '../../src/app/session/selectors';
import { SessionProvider } from '../../src/app/session/SessionProvider';
import { i18n } from '../../src/i18n/i18n';
import { makeMember } from '../machines/session.fixtures';

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('the route table and the session machine agree (SPEC §2)', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', (name, route) => {
    expect(PUBLIC_ROUTES.includes(name), 'public').toBe(route.public);
    expect(PORTRAIT_ROUTES.includes(name) ? 0 : 1, 'orientation').toBe(route.orientation);
    expect(MUSIC_PAUSED_ROUTES.includes(name), 'music paused').toBe(route.musicPaused);
  });
});

describe('what the session is told about a location', () => {
  it('names the route whatever the language prefix, with its params', () => {
    expect(sessionRouteOf('/cn/set-up/child')).toEqual({ name: 'setUpChild', locale: 'cn', params: {}, path: '/cn/set-up/child' });
    expect(sessionRouteOf('/en')).toEqual({ name: 'index', locale: 'en', params: {}, path: '/en' });
    expect(sessionRouteOf('/lesson/12')).toEqual({ name: 'lesson', locale: 'tw', params: { id: '12' }, path: '/lesson/12' });
    expect(sessionRouteOf('/en/nowhere').name).toBe('notFound');
  });
});

describe('the outlet', () => {
  function snapshotAfter(...events: SessionEvent[]) {
    const actor = createActor(createAppSessionMachine({ redirect: () => {}, reload: () => {} }), { input: {} }).start();
    for (const event of events) actor.send(event);
    return actor.getSnapshot();
  }

  it('renders only when the guard is open for this very location', () => {
    const open = snapshotAfter({ type: 'auth.changed', status: 'signedOut', member: null }, { type: 'route.changed', route: sessionRouteOf('/en/login') });
    expect(outletView(open, '/en/login')).toBe('render');
    expect(outletView(open, '/en/register')).toBe('wait');
  });

  it('waits while the member loads and while a redirect is under way', () => {
    const loading = snapshotAfter({ type: 'auth.changed', status: 'checking', member: null }, { type: 'route.changed', route: sessionRouteOf('/home') });
    expect(outletView(loading, '/home')).toBe('wait');
    const refused = snapshotAfter({ type: 'auth.changed', status: 'signedOut', member: null }, { type: 'route.changed', route: sessionRouteOf('/home') });
    expect(outletView(refused, '/home')).toBe('wait');
  });
});

describe('what pages read of the session', () => {
  it('set-up flag, language, class time, access and music', () => {
    const actor = createActor(createAppSessionMachine({ redirect: () => {} }), { input: { now: () => Date.UTC(2025, 0, 1) } }).start();
    const member = makeMember({ type: 'yearly', class: { class_end_at: '2025-01-03T06:00:00Z' } }, { env_language: 3 });
    actor.send({ type: 'auth.changed', status: 'signedIn', member });
    actor.send({ type: 'route.changed', route: sessionRouteOf('/cn/home') });
    actor.send({ type: 'setup.unlocked' });
    const snapshot = actor.getSnapshot();
    expect(selectIsSetup(snapshot)).toBe(true);
    expect(selectEnvLang(snapshot)).toBe(1);
    expect(selectEnvEn(snapshot)).toBe(true);
    expect(selectClassTime(snapshot)).toEqual({ days: 2, hours: 6 });
    expect(selectClassDialogOpen(snapshot)).toBe(true);
    expect(selectAuthorized(snapshot)).toBe(true);
    expect(selectChallenge(snapshot)).toEqual({ gameType: null, playText: null });
    expect(selectMusic(snapshot)).toBe('playing');
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

describe('the music adapter', () => {
  afterEach(() => setMusicPlayer(null));

  it('records the intent and hands it to a player plugged in later', () => {
    playMusic();
    expect(musicIntent()).toBe('playing');
    const player = { play: vi.fn(), pause: vi.fn() };
    setMusicPlayer(player);
    expect(player.play).toHaveBeenCalledTimes(1);
    pauseMusic();
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(musicIntent()).toBe('paused');
  });
});

describe("the app's session actions", () => {
  it('stores the locale cookie on a language change', () => {
    const actor = createActor(createAppSessionMachine({ redirect: () => {} }), { input: {} }).start();
    actor.send({ type: 'route.changed', route: sessionRouteOf('/en/login') });
    expect(document.cookie).toContain('i18n_redirected=en');
    actor.send({ type: 'route.changed', route: sessionRouteOf('/cn/login') });
    expect(document.cookie).toContain('i18n_redirected=cn');
  });

  it('reloads after a chunk failure and keeps the time in session storage', () => {
    const reload = vi.fn();
    const actor = createActor(createAppSessionMachine({ redirect: () => {}, reload }), { input: { now: () => 5_000_000 } }).start();
    actor.send({ type: 'chunk.failed' });
    actor.send({ type: 'chunk.failed' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(readLastChunkReloadAt()).toBe(5_000_000);
  });

  it('tells the challenge screens when the challenge data is cleared', () => {
    const listener = vi.fn();
    const stop = onChallengeCleared(listener);
    const actor = createActor(createAppSessionMachine({ redirect: () => {} }), { input: {} }).start();
    actor.send({ type: 'auth.changed', status: 'signedIn', member: makeMember() });
    actor.send({ type: 'challenge.started', gameType: 'text', playText: 'lesson-1' });
    actor.send({ type: 'route.changed', route: sessionRouteOf('/challenge') });
    actor.send({ type: 'route.changed', route: sessionRouteOf('/home') });
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

/** The app's routes in a memory router, with the real auth and session machines and a fake member API. */
function renderApp(path: string, member: Member | null) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  setNavigate((to) => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
  const logic = appAuthMachine.provide({
    actions: { storeToken: () => {}, clearStoredToken: () => {}, redirectToLogin: () => {} },
    actors: {
      loadMember: fromPromise(async () => {
        if (!member) throw Object.assign(new Error('Invalid token'), { code: '20006' });
        return member;
      }),
      logout: fromPromise(async () => {}),
    },
  });
  render(
    <I18nProvider i18n={i18n}>
      <AuthContext.Provider logic={logic} options={{ input: { token: member ? 'tok' : null } }}>
        <SessionProvider router={router}>
          <RouterProvider router={router} />
        </SessionProvider>
      </AuthContext.Provider>
    </I18nProvider>,
  );
  return { router };
}

const pathOf = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

/** Reads the gate's question ('3 × 4 − 5 = ?') and types its answer. */
function answerTheGate() {
  const question = document.querySelector('.gate-question')?.textContent ?? '';
  const m = /(\d+) × (\d+) ([+−]) (\d+)/.exec(question);
  if (!m) throw new Error(`no gate question in "${question}"`);
  const [first, second, sign, third] = [Number(m[1]), Number(m[2]), m[3], Number(m[4])];
  const answer = sign === '+' ? first * second + third : first * second - third;
  fireEvent.change(screen.getByLabelText('Answer'), { target: { value: String(answer) } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('route guards in the app', () => {
  it('sends a signed-in parent who opens /set-up directly home', async () => {
    const { router } = renderApp('/en/set-up', makeMember());
    await waitFor(() => expect(pathOf(router)).toBe('/en/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Mei!' })).toBeTruthy();
  });

  it('opens /set-up once the parent passes the gate from the home settings link', async () => {
    const { router } = renderApp('/en/home', makeMember());
    await screen.findByRole('heading', { level: 1, name: 'Hello, Mei!' });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Grown-ups only' })).toBeTruthy();
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
    await screen.findByRole('heading', { level: 1, name: 'Hello, Mei!' });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
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
