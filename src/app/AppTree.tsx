import { StrictMode, Suspense, lazy } from 'react';
import { AppI18nProvider } from '../i18n/I18nProvider';
import type { AppActor } from './appActor';
import { useSelector } from '@xstate/react';
import { AppActorProvider, useStudyTimer, type StudyTimerRef } from './AppActorContext';
import { LoadingBar } from '../components/LoadingBar';
import { BREAK_GROUP } from '../i18n/catalogGroups';
import { i18n, loadModuleMessages } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import { HistoryRouter, type AppHistory } from './history';
import { AppRoutes } from './router';

/** The minutes of learning reported for the parent's week (issue 30 §3): a member's, a chunk of its own. */
const StudyMinutes = lazy(() => import('./StudyMinutes'));

/** The modal and its texts (catalogGroups.ts BREAK_GROUP), in the active language. */
const BreakModal = lazy(async () => {
  const [module] = await Promise.all([import('../components/BreakModal'), loadModuleMessages(i18n.locale as Locale, BREAK_GROUP)]);
  return { default: module.BreakModal };
});

/**
 * The break modal (and its parent gate) as a lazy chunk: it loads once the
 * study timer runs (a child is on a learning screen), long before a break is
 * due, so `/` and the account pages never load it (the bundle budget,
 * tests/budget/). The timer itself starts with a member's sign-in (a lazy chunk too),
 * and with it the minutes of learning the parent's week shows (StudyMinutes).
 */
function StudyBreak() {
  const timer = useStudyTimer();
  return timer ? (
    <>
      <StudyBreakOf timer={timer} />
      <Suspense fallback={null}>
        <StudyMinutes />
      </Suspense>
    </>
  ) : null;
}

function StudyBreakOf({ timer }: { timer: StudyTimerRef }) {
  const studying = useSelector(timer, (snapshot) => !snapshot.matches('idle'));
  if (!studying) return null;
  return (
    <Suspense fallback={null}>
      <BreakModal />
    </Suspense>
  );
}

/**
 * The whole app under its root actor and its history (the browser's, src/main.tsx, or a memory
 * one, the prerender, src/prerender/entry.tsx): what the browser renders or hydrates
 * (src/main.tsx) and what the build renders to HTML for the public pages (src/prerender/entry.tsx),
 * one tree so both give the same markup.
 */
export function AppTree({ app, history }: { app: AppActor; history: AppHistory }) {
  return (
    <StrictMode>
      <AppI18nProvider i18n={i18n}>
        <AppActorProvider actor={app}>
          <HistoryRouter history={history}>
            <LoadingBar />
            <AppRoutes />
            <StudyBreak />
          </HistoryRouter>
        </AppActorProvider>
      </AppI18nProvider>
    </StrictMode>
  );
}
