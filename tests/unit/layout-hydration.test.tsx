import { act, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';

/**
 * A phone's app offer arrives in the default layout once its chunk is in: often while React still
 * hydrates the prerendered page below it, whose Suspense boundary React hydrates in a later pass
 * (and, where the page waits for something, later still). An update that reaches a boundary still
 * being hydrated makes React give up the server's HTML and render the page again from scratch
 * (React 18's error #421: CI saw it once on the landing page, stop 33). The offer must never reach
 * the page below: here the page waits on the client until the offer is drawn, then renders.
 */
let onServer = true;
let release: () => void = () => {};
const pageReady = new Promise<void>((resolve) => {
  release = resolve;
});
let pageLoaded = false;
void pageReady.then(() => {
  pageLoaded = true;
});

function Page() {
  if (!onServer && !pageLoaded) throw pageReady;
  return <h1>The page</h1>;
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

describe('the default layout on a prerendered page (a phone)', () => {
  it('draws the app offer without touching the page still hydrating below it', async () => {
    const { default: DefaultLayout } = await import('../../src/app/layouts/DefaultLayout');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DefaultLayout />);
    document.body.append(container);
    onServer = false;
    const heading = container.querySelector('h1');
    expect(heading?.textContent).toBe('The page');

    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <DefaultLayout />, { onRecoverableError: (error) => recovered.push(error) });
    });
    await waitFor(() => expect(container.querySelector('section[aria-label="offer"]')).not.toBeNull(), { timeout: 30_000 });
    await act(async () => {
      release();
      await pageReady;
    });

    expect(recovered).toEqual([]);
    // the page is the very element the server's HTML brought: React adopted it
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('main')?.firstElementChild?.getAttribute('aria-label')).toBe('offer');
  });
});
