import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, Visitor, connectBrowser, pauseClock } from './support';

/**
 * The explaining and story screens in a real browser, as the demo parent's child (Taiwan
 * script, zhuyin as seeded): word 1 (人, radical 1) with its reading over each character,
 * its examples with ruby, the stroke-order animation drawn by hanzi-writer from our own
 * stroke data, no "no voice" message (headless Chromium has no voices, the recordings speak:
 * tests/e2e/audio.test.ts hears them); the story of the first lesson as text, then played as a
 * video on Playwright's fake clock to its end, which the server records. The sound is muted
 * here (as a parent may): a muted story is told in silence, each sentence for the time its
 * syllables take, so the fake clock alone moves it. At 375 px nothing scrolls sideways.
 */

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

/** The page is not wider than the screen: nothing scrolls sideways. */
async function fitsTheScreen(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/** The child's progress in radical 1 as the server has it, read with the page's login. */
async function lessonOneProgress(page: Page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem('User-Auth-Token');
    const self = (await (await fetch('/api/member/self', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      data: { child: { id: number; is_default: number }[] };
    };
    const child = self.data.child.find((c) => c.is_default === 1)!;
    const res = await fetch('/api/lesson/schedule/1', {
      headers: { Authorization: `Bearer ${token}`, 'Locale-Type': '2', 'Child-Id': String(child.id) },
    });
    const body = (await res.json()) as {
      data: { lessons: { lesson_id: number; story: number; words: { word_id: number; finish_explaining: number }[] }[] };
    };
    const lesson = body.data.lessons.find((l) => l.lesson_id === 1)!;
    return { story: lesson.story, explained: lesson.words.find((w) => w.word_id === 1)!.finish_explaining };
  });
}

describe.each(['zh-Hant', 'en'] as const)('explaining and story in %s', (locale) => {
  it('explains 人 with ruby, strokes and no "no voice" message, then shows and plays the first story to its end', async () => {
    const I = await Visitor.open(browser, locale);
    const { page } = I;
    try {
      // muted on this device (the header's choice, remembered): the story's time is the fake clock's alone
      await page.addInitScript(() => localStorage.setItem('hanzi-house.muted', '1'));
      await page.setViewportSize({ width: 375, height: 812 });
      // what this page sends to POST lesson/schedule (the server keeps the demo child's progress across runs)
      const passes: Record<string, string>[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.method() === 'POST' && url.pathname === '/api/lesson/schedule') passes.push(Object.fromEntries(url.searchParams));
      });
      await I.visit('/login');
      await I.logIn(demoAccount().email, demoAccount().password);
      await I.seePath('/home');

      // /explaining/1: the word large, with its reading above it
      await I.visit('/explaining/1');
      const title = page.getByRole('heading', { level: 1 });
      await expect.poll(() => title.locator('ruby').count(), { timeout: 20_000 }).toBe(1);
      expect(await title.locator('rt').textContent()).toBe('ㄖㄣˊ');
      // the example sentence, each character under its reading, punctuation without one
      const sentence = page.locator('section').filter({ has: page.getByRole('heading', { name: I.t('Example sentence') }) });
      await expect.poll(() => sentence.locator('ruby').count(), { timeout: 20_000 }).toBe(7);
      expect(await sentence.locator('rt').first().textContent()).toBe('ㄍㄨㄥ');
      // the stroke-order animation: hanzi-writer's SVG, drawn from our own stroke data
      await page.locator('.stroke-order-box svg').first().waitFor({ state: 'visible', timeout: 20_000 });
      await expect.poll(() => page.locator('.stroke-order-box svg path').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      // Listen: the recordings say the word, whatever the device's voices; nothing says "no voice"
      await I.press('Listen');
      expect(await page.locator('.explaining-speech-note').count()).toBe(0);
      await fitsTheScreen(page);
      // once the animation played, the explanation is recorded
      await expect
        .poll(() => passes, { timeout: 20_000 })
        .toEqual([{ radical_id: '1', lesson_id: '1', word_id: '1', finish_explaining: '1' }]);
      await expect.poll(async () => (await lessonOneProgress(page)).explained, { timeout: 20_000 }).toBe(1);

      // /story?lesson=1: the cover, then the text
      await I.visit('/story?lesson=1');
      await page.getByRole('link', { name: I.t('Show the text'), exact: true }).click();
      await I.seePath('/story/show-text');
      const sentences = page.locator('.story-sentence');
      await expect.poll(() => sentences.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      expect(await sentences.first().locator('ruby').count()).toBeGreaterThan(5);
      await fitsTheScreen(page);

      // the video, on a fake clock from here that moves only when the test says (a sentence
      // highlighted for a second cannot pass unseen on a slow machine)
      await page.clock.install();
      await pauseClock(page);
      await page.getByRole('link', { name: I.t('Watch the story') }).click();
      await I.seePath('/story/video');
      await fitsTheScreen(page);
      await page.getByRole('button', { name: I.t('Play the story') }).click();
      // muted: told in silence, and never "no voice"
      await page.clock.runFor(2_000);
      expect(await page.getByText(I.t('This device has no Chinese voice, so the story is shown without sound.')).count()).toBe(0);
      const total = await page.locator('.story-sentences--video > li').count();
      await expect.poll(() => page.locator('[aria-current="true"]').count()).toBe(1);
      expect(await page.locator('.story-sentence--current').evaluate((li) => [...li.parentElement!.children].indexOf(li))).toBe(0);
      // pause holds the sentence while time passes
      await page.getByRole('button', { name: I.t('Pause') }).click();
      await page.clock.runFor(60_000);
      await I.seeText('Sentence {current} of {total}', { current: 1, total });
      await page.getByRole('button', { name: I.t('Play'), exact: true }).click();
      // each sentence is highlighted in turn, a second of fake time at a step, to the end
      const highlighted = new Set<number>();
      const end = page.getByText(I.t('The end!'), { exact: true });
      for (let step = 0; step < 300 && !(await end.isVisible()); step += 1) {
        // read in one step: the highlight may move on between a count and a read (it never waits)
        const index = await page.evaluate(() => {
          const li = document.querySelector('.story-sentence--current');
          return li ? [...li.parentElement!.children].indexOf(li) : -1;
        });
        if (index >= 0) highlighted.add(index);
        await page.clock.runFor(1_000);
      }
      expect([...highlighted].sort()).toEqual([...Array(total).keys()]);
      await I.seeText('The end!');
      await expect.poll(() => passes.slice(1), { timeout: 20_000 }).toEqual([{ radical_id: '1', lesson_id: '1', story: '1' }]);
      await expect.poll(async () => (await lessonOneProgress(page)).story, { timeout: 20_000 }).toBe(1);
      await fitsTheScreen(page);
      // the logo is hidden on the video
      expect(await page.getByRole('banner').locator('.logo').count()).toBe(0);
    } finally {
      await I.close();
    }
  });
});
