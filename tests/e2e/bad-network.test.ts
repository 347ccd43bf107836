import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentWithChild } from './battle.page';
import { baseURL, connectBrowser, say } from './support';

/**
 * Issue 10, "kind to a bad network", in a real browser at 375 px: /home's categories call
 * answers 500 (the server's own error), then is cut on the way (a reset connection); each time
 * the page says so plainly, in the interface language, with "Try again", the rest of the app
 * goes on working (the header's child and stars are there), and "Try again" loads the lessons.
 * The 25 s time-out is proven with a fake clock in tests/unit/bad-network.test.tsx.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CATEGORIES = /\/api\/parentCategories(\?|$)/;

describe('a bad network at home', () => {
  for (const locale of ['en', 'zh-Hant'] as const) {
    it(`${locale}: a 500, then a dropped connection, each said with a retry that loads the lessons`, { timeout: 120_000 }, async () => {
      const parent = await parentWithChild(`bad-network-${locale}`, locale === 'en' ? 3 : 2);
      const t = (source: string) => say(locale, source);
      const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 375, height: 740 } });
      await context.addInitScript((token) => localStorage.setItem('User-Auth-Token', token), parent.token);
      const page = await context.newPage();
      let failure: ((route: Route) => Promise<void>) | null = (route) =>
        route.fulfill({ status: 500, json: { status: { code: '500', message: 'Server error' }, data: null } });
      await page.route(CATEGORIES, (route) => (failure ? failure(route) : route.continue()));
      try {
        await page.goto(locale === 'en' ? '/en/home' : '/home');
        const retry = page.getByRole('button', { name: t('Try again'), exact: true });
        const carryOn = page.getByRole('button', { name: new RegExp(t('Go on')) });

        // the server's error
        await page.getByRole('alert').filter({ hasText: t('Something went wrong. Please try again.') }).waitFor({ timeout: 30_000 });
        // the rest of the page works: home greets the child
        await page.locator('.home-hello').waitFor({ timeout: 20_000 });
        expect(await carryOn.count()).toBe(0);

        // tried again, and the connection is cut on the way
        failure = (route) => route.abort('connectionreset');
        await retry.click();
        await page
          .getByRole('alert')
          .filter({ hasText: t('Could not reach the server. Please check your connection and try again.') })
          .waitFor({ timeout: 30_000 });

        // tried again, and the network is back
        failure = null;
        await retry.click();
        await carryOn.waitFor({ timeout: 30_000 });
        expect(await retry.count()).toBe(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(width).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }
    });
  }
});
