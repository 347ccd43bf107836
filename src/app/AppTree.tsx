import { StrictMode, Suspense, lazy } from 'react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { AppActor } from './appActor';
import { AppActorProvider, useAppChildSelector } from './AppActorContext';
import { LoadingBar } from '../components/LoadingBar';
import { i18n } from '../i18n/i18n';

const BreakModal = lazy(() => import('../components/BreakModal').then((module) => ({ default: module.BreakModal })));

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

/** A data router: the browser's (src/main.tsx) or a memory one (the prerender, src/prerender/entry.tsx). */
export type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The whole app under its root actor and router: what the browser renders or hydrates
 * (src/main.tsx) and what the build renders to HTML for the public pages (src/prerender/entry.tsx),
 * one tree so both give the same markup.
 */
export function AppTree({ app, router }: { app: AppActor; router: DataRouter }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppActorProvider actor={app}>
          <LoadingBar />
          <RouterProvider router={router} />
          <StudyBreak />
        </AppActorProvider>
      </I18nProvider>
    </StrictMode>
  );
}
