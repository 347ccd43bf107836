import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, type Locale } from '../../src/i18n/locales';
import { parentWithChild, type Parent } from './battle.page';
import { LANGUAGES, Visitor, connectBrowser, describeViolations, seriousA11yViolations } from './support';

/**
 * WCAG 2.2 AA in the browser (issue 9): axe-core on every route of issue 9, in the three
 * languages, at 375 px; any serious or critical violation fails, named by its page.
 *
 * The routes are ONE table, `A11Y_ROUTES`: rerun this file after merging the pages others
 * build (set-up, store, personal) and it checks whatever those pages are then:
 * `npx vite build --logLevel warn && npx vitest run --project e2e tests/e2e/a11y.test.ts`.
 */

/** Who opens the route: a visitor, a phone visitor, a signed-in parent, or a parent past the gate. */
type As = 'visitor' | 'phone' | 'member' | 'gate';

interface A11yRoute {
  /** The route's path (unlocalized). */
  path: string;
  as: As;
  /** A state of the page to check as well, reached by `prepare` after it is shown. */
  state?: string;
  prepare?: (I: Visitor) => Promise<void>;
  /** What the browser holds before the page loads (a page that would send a visitor away without it). */
  stored?: Record<string, string>;
}

const PHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  viewport: { width: 375, height: 812 },
  hasTouch: true,
  isMobile: true,
};

export const A11Y_ROUTES: A11yRoute[] = [
  // public pages
  { path: '/', as: 'visitor' },
  { path: '/', as: 'phone', state: 'the app offered to a phone visitor' },
  { path: '/login', as: 'visitor' },
  { path: '/register', as: 'visitor' },
  {
    path: '/register',
    as: 'visitor',
    state: 'sign-up refused without the consent',
    prepare: async (I) => {
      await I.fill('E-mail', 'a11y@example.com');
      await I.fill('Password', 'Secret123');
      await I.fill('Confirm password', 'Secret123');
      await I.fill('Nickname', 'A11y');
      await I.press('Sign up');
      await I.seeAlert('Please read and agree to the privacy policy');
    },
  },
  {
    path: '/register',
    as: 'visitor',
    state: 'the privacy policy dialog',
    prepare: async (I) => {
      await I.follow('Read the privacy policy');
      await I.page.getByRole('dialog').getByRole('heading', { name: I.t('What we keep and why') }).waitFor();
    },
  },
  {
    path: '/register-captcha',
    as: 'visitor',
    // without a registration under way the page sends the visitor to /register
    stored: { registration: JSON.stringify({ email: 'a11y@example.com', name: 'A11y', email_verification_id: null }) },
  },
  { path: '/forget', as: 'visitor' },
  { path: '/privacy', as: 'visitor' },
  { path: '/app-page', as: 'visitor' },
  { path: '/open-store', as: 'visitor' },
  // a signed-in parent and child
  { path: '/home', as: 'member' },
  {
    path: '/home',
    as: 'member',
    state: 'the parent gate',
    prepare: async (I) => {
      await I.press('For parents');
      await I.page.getByRole('dialog', { name: I.t('Grown-ups only') }).waitFor();
    },
  },
  { path: '/store', as: 'member' },
  { path: '/task', as: 'member' },
  { path: '/personal', as: 'member' },
  { path: '/personal/collection', as: 'member' },
  { path: '/personal/picture-book', as: 'member' },
  { path: '/personal/paint', as: 'member' },
  { path: '/personal/paint/1', as: 'member' },
  // the set-up pages, after the parent gate
  { path: '/set-up', as: 'gate' },
  { path: '/set-up/child', as: 'gate' },
  { path: '/set-up/account', as: 'gate' },
  { path: '/set-up/about-us', as: 'gate' },
];

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

const ENV_LANGUAGE: Record<Locale, 1 | 2 | 3> = { 'zh-Hans': 1, 'zh-Hant': 2, en: 3 };

async function open(route: A11yRoute, locale: Locale, parent: Parent): Promise<Visitor> {
  const options =
    route.as === 'phone' ? PHONE : { viewport: { width: 375, height: 812 } };
  const I = await Visitor.open(browser, locale, options);
  if (route.stored) {
    await I.context.addInitScript((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, route.stored);
  }
  if (route.as === 'member' || route.as === 'gate') {
    await I.context.addInitScript((token) => localStorage.setItem('User-Auth-Token', token), parent.token);
  }
  if (route.as === 'gate') {
    await I.visit('/home');
    await I.press('For parents');
    await I.passTheParentGate();
    await I.seePath('/set-up');
    if (route.path !== '/set-up') {
      await I.page.locator(`.setup-nav a[href="${localizePath(route.path, locale)}"]`).click();
      await I.seePath(route.path);
    }
  } else {
    await I.visit(route.path);
    await I.seePath(route.path);
  }
  await I.page.locator('h1').first().waitFor({ timeout: 30_000 });
  await route.prepare?.(I);
  // lazy chunks, content and images in place
  await I.page.waitForLoadState('networkidle');
  return I;
}

describe('the accessibility check itself', () => {
  it('finds white text on the old red (3.7:1), so a passing page means something', async () => {
    const I = await Visitor.open(browser, 'en', { viewport: { width: 375, height: 812 } });
    try {
      await I.visit('/');
      await I.seeHeading('Welcome to Hanzi House');
      await I.page.evaluate(() => {
        const button = document.createElement('button');
        button.textContent = 'Old red button';
        button.style.cssText = 'color: #fff; background: #e4573d; font-size: 16px; border: 0';
        // outside React's root: hydrating the prerendered page would drop a stranger inside it
        document.body.append(button);
      });
      const violations = await seriousA11yViolations(I.page);
      expect(violations.map((v) => v.id)).toContain('color-contrast');
    } finally {
      await I.close();
    }
  });
});

describe.each(LANGUAGES)('accessibility of $lang at 375 px (axe-core, WCAG 2.2 AA)', ({ locale }) => {
  let parent: Parent;
  beforeAll(async () => {
    parent = await parentWithChild(`a11y-${locale}`, ENV_LANGUAGE[locale]);
  });

  it.each(A11Y_ROUTES.map((route) => [`${route.path} (${route.as}${route.state ? `: ${route.state}` : ''})`, route] as const))(
    '%s has no serious or critical violation',
    async (name, route) => {
      const I = await open(route, locale, parent);
      try {
        const violations = await seriousA11yViolations(I.page);
        expect(violations, `${locale} ${name}\n${describeViolations(violations)}`).toEqual([]);
        // nothing scrolls sideways at 375 px
        const overflow = await I.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${locale} ${name} scrolls sideways`).toBeLessThanOrEqual(0);
      } finally {
        await I.close();
      }
    },
  );
});
