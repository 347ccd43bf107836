import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from 'react-router';
import { createAppActor } from './app/appActor';
import { AppActorProvider, useAppChildSelector } from './app/AppActorContext';
import { createAppRouter } from './app/router';
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

const BreakModal = lazy(() => import('./components/BreakModal').then((module) => ({ default: module.BreakModal })));

/**
 * The break modal (and its parent gate) as a lazy chunk: it loads once the
 * study timer runs (a child is on a learning screen), long before a break is
 * due, so `/` and the account pages never load it (the bundle budget,
 * tests/budget/).
 */
function StudyBreak() {
  const studying = useAppChildSelector('studyTimer', (snapshot) => !snapshot.matches('idle'));
  if (!studying) return null;
  return (
    <Suspense fallback={null}>
      <BreakModal />
    </Suspense>
  );
}

/** Browsers allow sound only after a gesture: the first one unlocks the audio actor. */
function unlockAudioOnFirstGesture(unlock: () => void): void {
  const once = () => {
    unlock();
    window.removeEventListener('pointerdown', once, true);
    window.removeEventListener('keydown', once, true);
  };
  window.addEventListener('pointerdown', once, true);
  window.addEventListener('keydown', once, true);
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
  const app = createAppActor({ router, ...inspectOption() });
  unlockAudioOnFirstGesture(() => app.send({ type: 'audio.unlock' }));

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppActorProvider actor={app}>
          <LoadingBar />
          <RouterProvider router={router} />
          <StudyBreak />
        </AppActorProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
