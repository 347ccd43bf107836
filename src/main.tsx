import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router';
import { createActor } from 'xstate';
import { loadingBarMachine } from '../machines/loadingBar.machine';
import { currentChild } from '../machines/types';
import { configureApi } from './api/client';
import { AuthContext } from './app/auth';
import { setNavigate } from './app/navigation';
import { createAppRouter } from './app/router';
import { readStoredToken } from './app/session';
import { SessionProvider } from './app/session/SessionProvider';
import { StudyTimeBridge, StudyTimeProvider } from './app/study/studyTime';
import { BreakModal } from './components/BreakModal';
import { LoadingBar } from './components/LoadingBar';
import { inspectOption, startInspector } from './dev/inspect';
import { activateLocale, i18n, readLocaleCookie } from './i18n/i18n';
import { localeFromPath, localizePath } from './i18n/locales';
import './app/app.css';

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
  await Promise.all([
    // Dev build with `?inspect`: the Stately inspector, open before any actor starts.
    startInspector(),
    // The first paint waits for the catalog: no flash of English.
    activateLocale(localeFromPath(window.location.pathname)),
  ]);

  const router = createAppRouter();
  const go = (to: string | number) => {
    void (typeof to === 'number' ? router.navigate(to) : router.navigate(to));
  };
  setNavigate(go);

  const loadingBar = createActor(loadingBarMachine, { ...inspectOption() }).start();
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
        <AuthContext.Provider options={{ input: { token: readStoredToken() }, ...inspectOption() }}>
          <AuthApiBridge />
          <LoadingBar actorRef={loadingBar} />
          <SessionProvider router={router}>
            <StudyTimeProvider>
              <StudyTimeBridge router={router} />
              <RouterProvider router={router} />
              <BreakModal />
            </StudyTimeProvider>
          </SessionProvider>
        </AuthContext.Provider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
