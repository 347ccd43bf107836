import { startTransition } from 'react';
import { appLogic, prepareAppActor } from './app/appActor';
import { AppTree } from './app/AppTree';
import { browserHistory } from './app/history';
import { preparePath } from './app/router';
import { readStoredToken } from './app/storedLogin';
import { yieldToMain } from './app/yieldToMain';
import { inspectOption, startInspector } from './dev/inspect';
import { readLocaleCookie } from './i18n/i18n';
import { localizePath } from './i18n/locales';
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

/**
 * Whether the HTML in #root is the build's rendering of this very page for a visitor
 * (src/prerender/entry.tsx marks it with the pathname it rendered), so React hydrates it. A
 * stored login (the page differs for a member), another path (the language redirect above) or
 * a plain SPA shell: the app renders from scratch, replacing whatever #root holds.
 */
function hydratable(root: HTMLElement): boolean {
  return root.dataset.prerendered === window.location.pathname && readStoredToken() === null;
}

async function start(): Promise<void> {
  // React's DOM renderer is a chunk of its own, preloaded with the entry by every page
  // (vite.config.ts `preloadStartChunks`): its evaluation is a task of its own, not part of the
  // entry's (the entry's was 46 ms with it, 31 ms without, unthrottled in this machine's Chromium)
  const reactDom = import('react-dom/client');
  // each step in a task of its own: the modules' evaluation, the stored choices (the browser's
  // storage and cookies answer slowly the first time), the page's preparation, the history, the
  // machines built, the root actor's first snapshot, its start, the first render (a slow
  // phone's main thread is never held for long)
  await yieldToMain();
  redirectRootToPreferredLocale();
  // the build checks that the HTML has it (src/prerender/build.ts)
  const root = document.getElementById('root')!;
  const hydrate = hydratable(root);
  await yieldToMain();
  const prepared = Promise.all([
    // The first paint waits for the catalog (no flash of English) and the page's lazy chunk: a
    // prerendered page hydrates as the server rendered it. One that fails to load shows the
    // error page as the app renders (src/app/ErrorPage.tsx).
    preparePath(window.location.pathname).catch(() => {}),
    // Dev build with `?inspect`: the Stately inspector, open before any actor starts.
    startInspector(),
  ]);
  // the history in a task of its own, while the page's modules download: on a first visit it
  // writes its index into the browser's entry (history.replaceState), 3–30 ms here, which
  // with the page's preparation made one task of 30–57 ms
  await yieldToMain();
  const history = browserHistory();
  await prepared;

  await yieldToMain();
  const options = { router: history, ...inspectOption() };
  const logic = appLogic(options);
  await yieldToMain();
  const { actor: app, start: startApp } = prepareAppActor(options, logic);
  await yieldToMain();
  startApp();
  unlockAudioOnFirstGesture(() => app.send({ type: 'audio.unlock' }));
  // the renderer, evaluated in a task of its own when it arrived (this goes on in that task when
  // it arrives last): the first render starts in the next
  const { createRoot, hydrateRoot } = await reactDom;
  await yieldToMain();

  const tree = <AppTree app={app} history={history} />;
  // the first render, hydration or not, as a transition: React works in short slices and lets
  // the page answer a tap in between (one long task would hold a slow phone for hundreds of
  // milliseconds: a member's /en/home, rendered from scratch, gave Lighthouse 667 ms of blocking)
  if (hydrate) startTransition(() => void hydrateRoot(root, tree));
  else startTransition(() => createRoot(root).render(tree));
}

void start();
