import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, Visitor, connectBrowser } from './support';

/**
 * Home and the lesson track in a real browser, on a phone-sized screen (375 px): the demo
 * child (a fresh account: no lesson done yet) sees its name and the way to carry on, opens
 * a radical from the category navigation (parent category → category → radical) and sees
 * its lesson track with the word boxes; nothing scrolls sideways on either screen.
 *
 * The content names are data in the demo member's script (tw), or English in /en.
 */

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

const CONTENT = {
  'zh-Hant': { parent: '我和家人', category: '家人', radical: '人字旁' },
  en: { parent: 'Me and my family', category: 'Family', radical: 'the person radical' },
} as const;

/** The page is no wider than the screen: nothing to scroll sideways. */
async function seeNoSidewaysScroll(I: Visitor, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await I.page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

describe.each(['zh-Hant', 'en'] as const)('home and the lesson track in %s at 375 px', (locale) => {
  it('opens a radical from its picture on home and sees its lessons with their word boxes', async () => {
    const I = await Visitor.open(browser, locale);
    const names = CONTENT[locale];
    try {
      await I.page.setViewportSize({ width: 375, height: 812 });
      await I.visit('/login');
      await I.logIn(demoAccount().email, demoAccount().password);
      await I.seePath('/home');

      // home greets the child, with the way to go on
      await I.seeCurrentChildAtHome('小明');
      await I.page.getByRole('button', { name: new RegExp(I.t('Go on')) }).waitFor({ timeout: 20_000 });
      await seeNoSidewaysScroll(I, '/home');

      // the radicals as pictures (the category tree is the parent's: /set-up/lessons)
      const nav = I.page.getByRole('navigation', { name: I.t('Radicals'), exact: true });
      const radical = nav.getByRole('link', { name: new RegExp(names.radical) });
      await radical.scrollIntoViewIfNeeded();
      await radical.click();
      await I.seePath('/lesson/1');

      // the track: the radical, the current lesson with its word boxes leading to their explanations
      await expect.poll(() => I.page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 }).toBe(names.radical);
      const current = I.page.locator('li.lesson-stop[aria-current="step"]');
      await current.getByText(I.t('Current lesson'), { exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      const words = current.getByRole('list', { name: I.t('Words'), exact: true }).getByRole('link');
      await words.first().waitFor({ state: 'visible', timeout: 20_000 });
      const count = await words.count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(7);
      expect(await words.first().getAttribute('href')).toMatch(/\/explaining\/\d+$/);
      await current.getByRole('link', { name: I.t('Story'), exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      await current.getByRole('button', { name: I.t('Start the challenge'), exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      // the lessons after it wait for it, and say so
      expect(await I.page.getByText(I.t('Finish the lesson before this one first.')).count()).toBeGreaterThanOrEqual(1);
      // every word box has its picture loaded or none at all (no broken images)
      const broken = await I.page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.word-box img')].filter((img) => img.complete && img.naturalWidth === 0).length,
      );
      expect(broken).toBe(0);
      await seeNoSidewaysScroll(I, '/lesson/1');
    } finally {
      await I.close();
    }
  });
});
