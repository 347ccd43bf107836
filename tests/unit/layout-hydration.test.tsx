import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { AppI18nProvider } from '../../src/i18n/I18nProvider';

/**
 * A prerendered page hydrates in passes: React hydrates each Suspense boundary after the shell, and
 * later still where the page waits for something. An urgent update that reaches a boundary still
 * being hydrated makes React give up the server's HTML and render the page again from scratch
 * (React 18's error #421: CI saw it on a phone's landing page, stops 33 and 34), and a transition
 * waits for the boundary. Two things change while a phone's landing page hydrates: the app offer
 * arrives in the default layout, and its texts arrive in the catalog (Lingui says "change"). Here
 * the page waits on the client until released, and neither may touch it.
 */
let onServer = true;

/** A page that renders at once on the server, and in the browser only once released (as if it waited for data). */
function waitingPage(render: () => React.JSX.Element = () => <h1>The page</h1>) {
  let loaded = false;
  let release: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  }).then(() => {
    loaded = true;
  });
  function Page() {
    if (!onServer && !loaded) throw ready;
    return render();
  }
  return { Page, release: async () => (release(), await ready) };
}

const layoutPage = waitingPage();
function Page() {
  return <layoutPage.Page />;
}

vi.mock('../../src/app/touch', () => ({ hasTouchScreen: () => true }));
vi.mock('../../src/app/nativeHost', () => ({ isInNativeApp: () => false }));
vi.mock('../../src/components/apps/webChoice', () => ({ webChosen: () => false }));
vi.mock('../../src/components/apps/earlyOffer', () => ({ endEarlyOffer: () => {} }));
vi.mock('../../src/i18n/i18n', () => ({ loadModuleMessages: () => Promise.resolve() }));
vi.mock('../../src/components/apps/PhoneAppNotice', () => ({ PhoneAppNotice: () => <section aria-label="offer">offer</section> }));
vi.mock('../../src/components/AppHeader', () => ({ AppHeader: () => <header>header</header> }));
vi.mock('../../src/app/layouts/SkipLink', () => ({ SkipLink: () => <a href="#main">skip</a> }));
vi.mock('../../src/app/layouts/useLayoutClassName', () => ({ useLayoutClassName: () => 'layout' }));
vi.mock('../../src/app/guards', () => ({
  GuardedOutlet: () => (
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>
  ),
}));

/**
 * Renders `tree` as the build's prerender does, puts the HTML in the document, and hydrates it as
 * the browser does: the page's heading as the server's HTML brought it, and what React recovered
 * from (an error such as #421: it gave up the server's HTML somewhere).
 */
async function hydratePrerendered(tree: React.JSX.Element) {
  onServer = true;
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  onServer = false;
  const heading = container.querySelector('h1');
  expect(heading?.textContent).toBe('The page');
  const recovered: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => recovered.push(error) });
  });
  return { container, heading, recovered };
}

describe('the default layout on a prerendered page (a phone)', () => {
  it('draws the app offer without touching the page still hydrating below it', async () => {
    const { default: DefaultLayout } = await import('../../src/app/layouts/DefaultLayout');
    const { container, heading, recovered } = await hydratePrerendered(<DefaultLayout />);
    await waitFor(() => expect(container.querySelector('section[aria-label="offer"]')).not.toBeNull(), { timeout: 30_000 });
    await act(async () => {
      await layoutPage.release();
    });

    expect(recovered).toEqual([]);
    // the page is the very element the server's HTML brought: React adopted it
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('main')?.firstElementChild?.getAttribute('aria-label')).toBe('offer');
  });
});

describe("the app's Lingui context (src/i18n/I18nProvider.tsx) on a prerendered page", () => {
  it('takes a catalog part that loads while the page below still hydrates, without touching the page', async () => {
    const catalog = setupI18n({ locale: 'en', messages: { en: { heading: 'The page' } } });
    const { Page: Translated, release } = waitingPage(() => <h1>{useLingui()._('heading')}</h1>);
    const tree = (
      <AppI18nProvider i18n={catalog}>
        <main>
          <Suspense fallback={<p>loading</p>}>
            <Translated />
          </Suspense>
        </main>
      </AppI18nProvider>
    );
    const { container, heading, recovered } = await hydratePrerendered(tree);
    // a part of the catalog arrives (Lingui says "change") while the page still waits: with
    // @lingui/react's I18nProvider, React drops the page's HTML here ("This Suspense boundary
    // received an update before it finished hydrating", error #421)
    await act(async () => {
      catalog.load('en', { offer: 'Get the app' });
    });
    await act(async () => {
      await release();
    });

    expect(recovered).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
  });
});
