import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router';
import { createActor, type ActorOptions, type AnyActorLogic } from 'xstate';
import { loadingBarMachine } from '../machines/loadingBar.machine';
import { currentChild } from '../machines/types';
import { configureApi } from './api/client';
import { AuthContext } from './app/auth';
import { setNavigate } from './app/navigation';
import { createAppRouter } from './app/router';
import { readStoredToken } from './app/session';
import { LoadingBar } from './components/LoadingBar';
import { activateLocale, i18n, readLocaleCookie } from './i18n/i18n';
import { localeFromPath, localizePath } from './i18n/locales';
import './app/app.css';

type Inspect = ActorOptions<AnyActorLogic>['inspect'];

/** Dev build with `?inspect`: the Stately inspector, loaded lazily so it never reaches production. */
async function createInspect(): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

/**
 * A visitor who lands on the bare root and chose another language before
 * (the `i18n_redirected` cookie) goes to that language's landing page.
 */
function redirectRootToPreferredLocale(): void {
  if (window.location.pathname !== '/') return;
  const preferred = readLocaleCookie();
  if (preferred && preferred !== 'zh-Hant') {
    window.history.replaceState(null, '', localizePath('/', preferred) + window.location.search + window.location.hash);
  }
}

/** Hands the auth actor to the API client: current child, and "20006" → `session.invalidated`. */
function AuthApiBridge() {
  const auth = AuthContext.useActorRef();
  // A layout effect of a child runs before the provider starts the actor, so the first call is covered.
  useLayoutEffect(() => {
    configureApi({
      getChildId: () => currentChild(auth.getSnapshot().context.member)?.id ?? null,
      onSessionInvalid: () => auth.send({ type: 'session.invalidated' }),
    });
  }, [auth]);
  return null;
}

async function start(): Promise<void> {
  redirectRootToPreferredLocale();
  const [inspect] = await Promise.all([
    createInspect(),
    // The first paint waits for the catalog: no flash of English.
    activateLocale(localeFromPath(window.location.pathname)),
  ]);

  const router = createAppRouter();
  const go = (to: string | number) => {
    void (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  };
  setNavigate(go);

  const loadingBar = createActor(loadingBarMachine, { inspect }).start();
  configureApi({
    getToken: readStoredToken,
    navigate: go,
    onRequestStart: () => loadingBar.send({ type: 'request.start' }),
    onRequestEnd: () => loadingBar.send({ type: 'request.end' }),
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AuthContext.Provider options={{ input: { token: readStoredToken() }, inspect }}>
          <AuthApiBridge />
          <LoadingBar actorRef={loadingBar} />
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
