import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, parentWithChild, type Parent } from './battle.page';
import { Visitor, connectBrowser, expectNoSeriousA11yViolations } from './support';

/**
 * Issue 28 §4 at 375 × 667, as a child and a parent would use it: home speaks to the child (name,
 * avatar, one go-on button above the fold that starts the next thing); the child's screens offer no
 * log out, language switch, store or membership text outside the parent gate; the parent finds log
 * out and the languages behind it; the membership reminder shows to the parent once, near the end
 * of the membership, and not again.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true };
const DAY = 24 * 3_600_000;

/** A visitor whose browser holds the parent's login. */
async function signedIn(parent: Parent, locale: 'zh-Hant' | 'en'): Promise<Visitor> {
  const I = await Visitor.open(browser, locale, PHONE);
  await I.context.addInitScript((token) => localStorage.setItem('User-Auth-Token', token), parent.token);
  return I;
}

/** What a child must not meet outside the gate: Log out, the language switch, the store, the membership. */
async function seeNothingForParents(I: Visitor, where: string): Promise<void> {
  const banner = I.page.getByRole('banner');
  await banner.getByRole('button', { name: I.t('For parents'), exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
  expect(await banner.getByRole('button', { name: I.t('Log out'), exact: true }).count(), `${where}: log out`).toBe(0);
  expect(await I.page.getByRole('navigation', { name: I.t('Language'), exact: true }).count(), `${where}: languages`).toBe(0);
  expect(await I.page.getByRole('link', { name: I.t('Store'), exact: true }).count(), `${where}: the store`).toBe(0);
  expect(await I.page.getByRole('dialog', { name: I.t('Your membership') }).count(), `${where}: the reminder`).toBe(0);
}

describe("the child's home at 375 px", () => {
  it('greets the child with name and avatar, the go-on button above the fold starts the next word, nothing for parents', async () => {
    const parent = await parentWithChild('home-child');
    const I = await signedIn(parent, 'zh-Hant');
    const { page } = I;
    try {
      await I.visit('/home');
      await I.seeCurrentChildAtHome('Mei');
      await page.locator('.home-hello .child-avatar').waitFor({ state: 'visible', timeout: 20_000 });
      const goOn = page.getByRole('button', { name: new RegExp(I.t('Go on')) });
      await goOn.waitFor({ state: 'visible', timeout: 20_000 });
      // the next word is known: its sound is one tap away
      await page.getByRole('button', { name: I.t('Listen'), exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      // above the fold, under a small header
      const box = (await goOn.boundingBox())!;
      expect(box.y + box.height, 'the go-on button ends above the fold').toBeLessThanOrEqual(667);
      expect(box.height).toBeGreaterThanOrEqual(44);
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(header.height, "the child's header").toBeLessThanOrEqual(72);
      // the radicals as pictures to tap
      const radicals = page.getByRole('navigation', { name: I.t('Radicals'), exact: true }).getByRole('link');
      expect(await radicals.count()).toBeGreaterThan(1);
      await seeNothingForParents(I, '/home');
      await expectNoSeriousA11yViolations(page, "the child's home");

      // the next thing: the first word's explanation
      await goOn.click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toMatch(/^\/explaining\/\d+$/);

      // the other screens a child reaches: nothing for parents either
      for (const path of ['/words-house', '/task', '/lesson/1']) {
        await I.visit(path);
        await seeNothingForParents(I, path);
      }
    } finally {
      await I.close();
    }
  });
});

describe("the parent's area, behind the gate", () => {
  it('the parent finds the languages, the category tree and log out there', async () => {
    const parent = await parentWithChild('home-parent');
    const I = await signedIn(parent, 'zh-Hant');
    const { page } = I;
    try {
      await I.visit('/home');
      await seeNothingForParents(I, '/home');
      await I.openParentArea();
      const banner = page.getByRole('banner');
      await banner.getByRole('navigation', { name: I.t('Language'), exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      // the category tree stays for the parent
      await I.follow('Lessons');
      await I.seePath('/set-up/lessons');
      await page.getByRole('navigation', { name: I.t('Categories'), exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      // the interface language: English, same screen
      await banner.getByRole('link', { name: 'English', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/en/set-up/lessons');
      // log out
      await banner.getByRole('button', { name: 'Log out', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe('/en/login');
    } finally {
      await I.close();
    }
  });

  it('the membership reminder shows to the parent once near the end, and not again', async () => {
    const parent = await parentWithChild('home-reminder');
    // a monthly plan, paid in the sandbox
    const products = await call<{ id: number; plan: string | null }[]>('GET', '/products', { token: parent.token });
    const monthly = products.find((product) => product.plan === 'monthly')!;
    const order = await call<{ id: number }>('POST', '/send-order', { token: parent.token, json: { product_id: monthly.id, points: 0, pay_method: 'alipay' } });
    await call('POST', `/payments/sandbox/${order.id}`, { token: parent.token, json: { decision: 'confirm' } });
    const self = await call<{ class: { class_end_at: string } }>('GET', '/member/self', { token: parent.token });
    const end = Date.parse(self.class.class_end_at);

    const I = await signedIn(parent, 'en');
    const { page } = I;
    const reminder = page.getByRole('dialog', { name: I.t('Your membership') });
    try {
      // a month left: no reminder, in the parent's area either
      await I.visit('/home');
      await I.openParentArea();
      await page.getByRole('navigation', { name: I.t('Settings'), exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await reminder.count(), 'a month left').toBe(0);

      // three days left (the page's clock moved on): never on the child's home, once in the parent's area
      await page.clock.install({ time: end - 3 * DAY });
      await I.visit('/home');
      await I.seeCurrentChildAtHome('Mei');
      await seeNothingForParents(I, 'home, 3 days left');
      await I.openParentArea();
      await reminder.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await reminder.textContent()).toMatch(/Your paid membership has 2 days and 23 hours left\./);
      await expectNoSeriousA11yViolations(page, 'the membership reminder');
      await reminder.getByRole('button', { name: I.t('OK'), exact: true }).click();
      await reminder.waitFor({ state: 'detached', timeout: 20_000 });

      // not again: back to the child's screens and through the gate again, and on the next visit
      await I.visit('/home');
      await I.openParentArea();
      await page.getByRole('navigation', { name: I.t('Settings'), exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      expect(await reminder.count(), 'a second time').toBe(0);
    } finally {
      await I.close();
    }
  });
});
