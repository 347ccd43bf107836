import { render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES, routeAt } from '../../machines/routes';
import { useEndEarlyOffer } from '../../src/app/layouts/useEndEarlyOffer';
import { markEarlyOffer } from '../../src/boot/appOffer';
import { earlyOfferAt, earlyOfferOf, earlyOfferTable } from '../../src/boot/earlyOffers';
import { EARLY_OFFER_ATTRIBUTE, EARLY_OFFER_ID, endEarlyOffer } from '../../src/components/apps/earlyOffer';
import { FIRST_PAGE_KEY, WEB_CHOSEN_KEY } from '../../src/components/apps/offerVisit';
import { fillShell, mayOfferApp } from '../../src/prerender/build';

/**
 * The app offer the page's HTML brings (src/components/apps/earlyOffer.ts): the head's early
 * script decides as PhoneAppNotice does (machines/rules/device.ts, the visit's storage, the route
 * table's offers as the build hands them to it: src/boot/earlyOffers.ts) and marks <html>; its
 * "Continue on the website" works before the app does.
 */
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

function device({ agent = ANDROID, width = 375, touch = true }: { agent?: string; width?: number; touch?: boolean } = {}) {
  Object.defineProperty(navigator, 'userAgent', { value: agent, configurable: true });
  Object.defineProperty(navigator, 'maxTouchPoints', { value: touch ? 5 : 0, configurable: true });
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

function at(pathname: string) {
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = `<div id="root"></div><section id="${EARLY_OFFER_ID}"><button type="button" data-app-offer-continue>Continue</button></section>`;
  markEarlyOffer(earlyOfferTable());
  return document.documentElement.getAttribute(EARLY_OFFER_ATTRIBUTE);
}

const html = document.documentElement;
const listeners: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = document.addEventListener.bind(document);

beforeEach(() => {
  sessionStorage.clear();
  html.removeAttribute(EARLY_OFFER_ATTRIBUTE);
  document.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject) => {
    listeners.push([type, listener]);
    addEventListener(type, listener);
  }) as typeof document.addEventListener;
  device();
});

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener);
  document.addEventListener = addEventListener;
  endEarlyOffer();
});

describe('the early script (src/boot/appOffer.ts)', () => {
  it("marks a phone's first page with its store: Google Play on Android, the App Store on an iPhone, both elsewhere", () => {
    expect(at('/')).toBe('googlePlay');
    device({ agent: IPHONE });
    expect(at('/en/login')).toBe('appStore');
    device({ agent: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) Mobile Safari/537.36 Edge/15.15063' });
    expect(at('/cn/register')).toBe('googlePlay');
    device({ agent: 'Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5' });
    expect(at('/home')).toBe('both');
  });

  it('leaves a desktop, a narrow window without touch and a tablet-wide phone unmarked', () => {
    device({ agent: DESKTOP });
    expect(at('/')).toBeNull();
    device({ touch: false });
    expect(at('/')).toBeNull();
    device({ width: 800 });
    expect(at('/')).toBeNull();
  });

  it('marks the landing page every time, another page only as the first of the visit', () => {
    sessionStorage.setItem(FIRST_PAGE_KEY, '/en/register');
    expect(at('/en/login')).toBeNull();
    expect(at('/en/register')).toBe('googlePlay');
    expect(at('/en')).toBe('googlePlay');
  });

  it('never marks the app pages, the privacy policy, nor a screen of another layout than the default', () => {
    for (const path of ['/app-page', '/en/open-store', '/cn/privacy', '/explaining/3', '/challenge', '/set-up/child']) {
      expect(at(path), path).toBeNull();
    }
  });

  it('leaves the page unmarked once the web app was chosen in this tab, and inside our own app', () => {
    sessionStorage.setItem(WEB_CHOSEN_KEY, '1');
    expect(at('/')).toBeNull();
    sessionStorage.clear();
    (window as unknown as { ReactNativeWebView?: object }).ReactNativeWebView = { postMessage() {} };
    try {
      expect(at('/')).toBeNull();
    } finally {
      delete (window as unknown as { ReactNativeWebView?: object }).ReactNativeWebView;
    }
  });

  it('its "Continue on the website" ends the sheet and keeps the choice for the visit, before the app runs', () => {
    expect(at('/')).toBe('googlePlay');
    document.querySelector<HTMLButtonElement>('[data-app-offer-continue]')!.click();
    expect(document.getElementById(EARLY_OFFER_ID)).toBeNull();
    expect(html.hasAttribute(EARLY_OFFER_ATTRIBUTE)).toBe(false);
    expect(sessionStorage.getItem(WEB_CHOSEN_KEY)).toBe('1');
  });
});

describe("the early script's table of offers (src/boot/earlyOffers.ts)", () => {
  const table = earlyOfferTable();
  const segment = fc.oneof(
    fc.constantFrom(...new Set(ROUTES.flatMap((route) => route.path.split('/')).filter((part) => part !== '' && part !== '*' && !part.startsWith(':')))),
    fc.constantFrom('3', 'abc', '', 'HOME', 'Story', '漢字'),
  );
  const pathname = fc.array(segment, { maxLength: 4 }).chain((parts) => fc.constantFrom('', '/').map((tail) => `/${parts.join('/')}${tail}`));

  it('answers as the route table does: each route by its own path, and generated paths', () => {
    for (const route of ROUTES.filter((r) => r.path !== '*')) {
      const own = route.path.replace(/:(\w+)\??/g, '5');
      expect(earlyOfferAt(table, own), own).toBe(earlyOfferOf(route));
    }
    fc.assert(
      fc.property(pathname, (path) => {
        expect(earlyOfferAt(table, path), path).toBe(earlyOfferOf(routeAt(path)));
      }),
      { numRuns: 2000 },
    );
  });

  it('names only the routes that answer otherwise than the catch-all, and holds no other fact', () => {
    expect(table.otherwise).toBe('visit');
    expect(table.routes.map(([path]) => path)).toEqual(expect.arrayContaining(['/', '/app-page', '/privacy', '/open-store', '/challenge', '/set-up']));
    expect(table.routes.every(([, offer]) => offer !== 'visit')).toBe(true);
    expect(JSON.stringify(table).length, 'a short table, for the head of every page').toBeLessThan(1000);
  });

});

describe('the build puts the sheet in the HTML (src/prerender/build.ts)', () => {
  it('on pages of the default layout where the offer may show, not on the app page nor the privacy policy', () => {
    expect(['/', '/en/login', '/cn/register', '/en'].map(mayOfferApp)).toEqual([true, true, true, true]);
    expect(['/app-page', '/en/privacy', '/cn/app-page'].map(mayOfferApp)).toEqual([false, false, false]);
  });

  it('after #root, in the shell or after the page that #root holds', () => {
    const shell = '<html lang="zh-Hant"><head><title>x</title></head><body>\n    <div id="root"></div>\n</body></html>';
    const sheet = `<section id="${EARLY_OFFER_ID}"></section>`;
    expect(fillShell(shell, { lang: 'en', title: null, root: null, after: sheet })).toContain(`<div id="root"></div>\n    ${sheet}`);
    expect(fillShell(shell, { lang: 'en', title: 'T', root: '<div id="root"><h1>Hi</h1></div>', after: sheet })).toContain(`<div id="root"><h1>Hi</h1></div>\n    ${sheet}`);
    expect(fillShell(shell, { lang: 'en', title: 'T', root: null })).not.toContain(EARLY_OFFER_ID);
  });
});

describe('a screen of another layout ends the sheet (src/app/layouts/useEndEarlyOffer.ts)', () => {
  function OtherLayout() {
    useEndEarlyOffer();
    return <main>challenge</main>;
  }

  it('removes the sheet the HTML brought and its mark as the layout mounts, and only then', () => {
    expect(at('/')).toBe('googlePlay');
    expect(document.getElementById(EARLY_OFFER_ID)).not.toBeNull();
    const { unmount } = render(<OtherLayout />);
    expect(document.getElementById(EARLY_OFFER_ID)).toBeNull();
    expect(html.hasAttribute(EARLY_OFFER_ATTRIBUTE)).toBe(false);
    unmount();
  });
});

