import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Visitor, baseURL, connectBrowser, latestCode, uniqueEmail, expectNoSeriousA11yViolations } from './support';

/**
 * The daily task and the stickers in a real browser at 375 px: a new parent's child (the
 * daily task is on, one lesson a day) completes its first lesson (the passes go through
 * the API with the page's login, as the challenge screens send them, Local-Date included),
 * then sees the first day of the daily check-in done on /task, gets the "First lesson"
 * sticker in the get-sticker modal (focus inside it), follows it to the sticker
 * collection and sees it there, got; nothing scrolls sideways, and axe-core finds no serious or
 * critical violation on /task, /personal and /personal/collection.
 */

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

const PASSWORD = 'Secret123';

/** A verified parent account, made through the API (the sign-up screens are another test's). */
async function newParent(tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL()}/api/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then((res) => res.json() as Promise<{ status: { code: string }; data: { email_verification_id: string } }>);
  const registered = await post('member/register', { email, password: PASSWORD, name: 'Rewards', env_language: 2, privacy_accepted: 1 });
  expect(registered.status.code).toBe('1');
  const verified = await post('member/verfiy', { email, email_verification_id: registered.data.email_verification_id, code: await latestCode(email) });
  expect(verified.status.code).toBe('1');
  return email;
}

/** The child's first lesson, completed through the API with the page's login: each word's challenge, then the story and the review. */
async function completeFirstLesson(I: Visitor): Promise<void> {
  const result = await I.page.evaluate(async () => {
    const token = localStorage.getItem('User-Auth-Token');
    const self = await (await fetch('/api/member/self', { headers: { Authorization: `Bearer ${token}` } })).json();
    const childId = String(self.data.child[0].id);
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const headers = {
      Authorization: `Bearer ${token}`,
      'Child-Id': childId,
      'Local-Date': `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    };
    const radical = await (await fetch('/api/radical/1', { headers: { ...headers, 'Locale-Type': '2' } })).json();
    const lesson = radical.data.lessons[0];
    const codes: string[] = [];
    const pass = async (query: string) => {
      const reply = await (await fetch(`/api/lesson/schedule?radical_id=1&lesson_id=${lesson.id}&${query}`, { method: 'POST', headers })).json();
      codes.push(reply.status.code);
    };
    for (const word of lesson.words) await pass(`word_id=${word.id}&finish_explaining=1&is_passed=1&mistakes=0`);
    await pass('story=1&completion=1');
    return codes;
  });
  expect(result.every((code) => code === '1'), result.join(',')).toBe(true);
}

async function seeNoSidewaysScroll(I: Visitor, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await I.page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

describe.each(['zh-Hant', 'en'] as const)('the daily task and the stickers in %s at 375 px', (locale) => {
  it('completes a daily-task stage, gets a sticker and finds it in the collection', async () => {
    const email = await newParent(`rewards-${locale}`);
    const I = await Visitor.open(browser, locale);
    try {
      await I.page.setViewportSize({ width: 375, height: 812 });
      await I.visit('/login');
      await I.logIn(email, PASSWORD);
      await I.seePath('/set-up/child');
      await I.haveAChild('小華');
      await completeFirstLesson(I);

      await I.visit('/task');
      const progress = I.page.getByRole('region', { name: I.t('Daily check-in'), exact: true });
      await progress.waitFor({ state: 'visible', timeout: 20_000 });

      // the first lesson's sticker: the get-sticker modal, focus on its button
      const modal = I.page.getByRole('dialog', { name: I.t('You got a new sticker!'), exact: true });
      await modal.waitFor({ state: 'visible', timeout: 20_000 });
      const firstLesson = locale === 'en' ? 'First lesson' : '第一課';
      await modal.getByText(firstLesson, { exact: true }).waitFor({ state: 'visible' });
      await expect.poll(() => I.page.evaluate(() => document.activeElement?.textContent)).toBe(I.t('Great!'));
      await seeNoSidewaysScroll(I, '/task with the sticker');
      await expectNoSeriousA11yViolations(I.page, 'axe on /task with the sticker');
      await modal.getByRole('button', { name: I.t('Great!'), exact: true }).click();
      await modal.waitFor({ state: 'hidden' });

      // the first stage of the daily check-in is done: one star of one, the day counted
      await progress.getByText(I.t('{daysDone} of {daysTarget} days done', { daysDone: 1, daysTarget: 7 })).waitFor({ state: 'visible' });
      const days = progress.getByRole('listitem');
      expect(await days.count()).toBe(7);
      expect(await days.first().getAttribute('aria-label')).toBe(
        I.t('Day {number}: {stars} of {target} stars, {state}', { number: 1, stars: 1, target: 1, state: I.t('done') }),
      );
      expect(await days.nth(1).getAttribute('aria-label')).toBe(
        I.t('Day {number}: {stars} of {target} stars, {state}', { number: 2, stars: 0, target: 1, state: I.t('not yet') }),
      );
      await I.page.getByText(I.t("Today's task is done. Come back tomorrow!"), { exact: true }).waitFor({ state: 'visible' });
      await seeNoSidewaysScroll(I, '/task');
      await expectNoSeriousA11yViolations(I.page, 'axe on /task');

      // the sticker, got, in the collection (reached from the achievements)
      await I.visit('/personal');
      await I.follow('My stickers');
      await I.seePath('/personal/collection');
      const collection = I.page.getByRole('region', { name: I.t('{got} of {total} stickers collected', { got: 1, total: 10 }), exact: true });
      await collection.waitFor({ state: 'visible', timeout: 20_000 });
      const got = collection.locator('li.sticker--got');
      expect(await got.count()).toBe(1);
      expect(await got.locator('.sticker-name').textContent()).toBe(firstLesson);
      const picture = got.locator('img');
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await seeNoSidewaysScroll(I, '/personal/collection');
      await expectNoSeriousA11yViolations(I.page, 'axe on /personal/collection');
      await I.visit('/personal');
      await I.page.getByRole('region', { name: I.t('Badges'), exact: true }).waitFor({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(I.page, 'axe on /personal');

      // the sticker is shown once: back on /task no modal opens again
      const checked = I.page.waitForResponse((res) => res.url().includes('/api/check/children/award'));
      await I.visit('/task');
      await checked;
      await progress.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await I.page.getByRole('dialog').count()).toBe(0);
    } finally {
      await I.close();
    }
  });
});
