import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, Visitor, connectBrowser, LONG_FLOW_TIMEOUT_MS, played, withoutVoiceHearingRecordings } from './support';

/**
 * Every word heard, on a device with no Chinese voice at all (issue 28 §1): headless Chromium with
 * its speech synthesis left without voices, at 375 px, as the demo parent's child (Taiwan script,
 * zhuyin). What the child hears is read where it happens: every `HTMLMediaElement.play()` that
 * started is noted with the recording it plays (the player names it on the element), and every
 * request for a recording is counted.
 *
 * - the explanation of 人 says ㄖㄣˊ as it opens, and again on the big Listen button;
 * - the challenge's guess screen shows its instruction as a picture and says it with the word
 *   ("哪一個是" + 人); the right answer says the word again, and the writing step shows and says
 *   its instruction ("寫寫看" + 人);
 * - the challenge's recordings come with its words: the later steps' instructions are fetched on
 *   the guess screen, before they are said;
 * - with the network gone, Listen still says the word: from Cache Storage, no request;
 * - the story, played with no voice, says its first sentence's words from the recordings;
 * - nowhere "no Chinese voice".
 */

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

describe('the recordings, with no speech voice', () => {
  it('say the explanation, the guess prompt and the story, and a heard word offline', { timeout: LONG_FLOW_TIMEOUT_MS }, async () => {
    const I = await Visitor.open(browser, 'zh-Hant');
    const { page, context } = I;
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      await withoutVoiceHearingRecordings(page);
      const requested: string[] = [];
      page.on('request', (request) => {
        const path = decodeURIComponent(new URL(request.url()).pathname);
        if (path.startsWith('/api/content/voice/')) requested.push(path.split('/').pop()!);
      });

      await I.visit('/login');
      await I.logIn(demoAccount().email, demoAccount().password);
      await I.seePath('/home');

      // the lesson track, then a tap on 人: the tap is the first gesture of this page
      await I.visit('/lesson/1');
      const box = page.getByRole('list', { name: I.t('Words'), exact: true }).first().getByRole('listitem').first();
      await box.waitFor({ state: 'visible', timeout: 20_000 });
      await box.getByRole('link').first().click();
      await I.seePath('/explaining/1');
      await expect.poll(() => played(page), { timeout: 40_000, message: 'heard as the explanation opens' }).toEqual(['ㄖㄣ2.mp3']);
      await page.getByRole('button', { name: I.t('Listen') }).click();
      await expect.poll(() => played(page), { timeout: 40_000, message: 'and on Listen' }).toEqual(['ㄖㄣ2.mp3', 'ㄖㄣ2.mp3']);
      expect(await page.getByText(/沒有中文語音|no Chinese voice/).count()).toBe(0);
      const listen = await page.getByRole('button', { name: I.t('Listen') }).boundingBox();
      expect(Math.min(listen!.width, listen!.height), 'a big button').toBeGreaterThanOrEqual(44);

      // the challenge of 人: the instruction as a picture, said with the word
      await page.getByRole('button', { name: I.t('Go to the challenge') }).click();
      await I.seePath('/challenge');
      await page.locator('.instruction-icon--guess').waitFor({ state: 'visible', timeout: 20_000 });
      await expect
        .poll(async () => (await played(page)).slice(2), { timeout: 40_000, message: '"哪一個是" and the word' })
        .toEqual(['ㄋㄚ3.mp3', 'ㄧ2.mp3', 'ㄍㄜ4.mp3', 'ㄕ4.mp3', 'ㄖㄣ2.mp3']);
      expect(requested.filter((f) => f === 'ㄖㄣ2.mp3'), 'fetched once, then kept').toHaveLength(1);
      // the challenge's recordings came with its words: the writing and spelling steps' instructions
      // are fetched while the child is still on the guess screen, before they are ever said
      await expect
        .poll(() => requested, { timeout: 40_000, message: '"寫寫看" and "拼拼看" kept ahead' })
        .toEqual(expect.arrayContaining(['ㄒㄧㄝ2.mp3', 'ㄒㄧㄝ3.mp3', 'ㄎㄢ4.mp3', 'ㄆㄧㄣ.mp3']));

      // offline: the word heard before still plays, from Cache Storage
      const before = requested.length;
      await context.setOffline(true);
      const heard = (await played(page)).length;
      await page.getByRole('button', { name: I.t('Listen') }).click();
      await expect.poll(async () => (await played(page)).slice(heard), { timeout: 40_000, message: 'heard offline' }).toEqual(['ㄖㄣ2.mp3']);
      expect(requested.length, 'no request for it').toBe(before);
      await context.setOffline(false);

      // the right answer: the word once more, then the writing step says "寫寫看" and the word
      const beforeAnswer = (await played(page)).length;
      await page.locator('.answer-grid').getByRole('button', { name: '人', exact: true }).click();
      await I.seePath('/challenge/writing');
      await page.locator('.instruction-icon--write').waitFor({ state: 'visible', timeout: 20_000 });
      await expect
        .poll(async () => (await played(page)).slice(beforeAnswer), { timeout: 40_000, message: 'the word, then "寫寫看" and the word' })
        .toEqual(['ㄖㄣ2.mp3', 'ㄒㄧㄝ2.mp3', 'ㄒㄧㄝ3.mp3', 'ㄎㄢ4.mp3', 'ㄖㄣ2.mp3']);

      // the story with no voice at all: its words, from the recordings
      await I.visit('/story/video?lesson=1');
      await page.getByRole('button', { name: I.t('Play the story') }).click();
      // 星期天，… ㄒㄧㄥ ㄑㄧˊ ㄊㄧㄢ
      await expect
        .poll(async () => (await played(page)).slice(0, 3), { timeout: 40_000, message: "the first sentence's words" })
        .toEqual(['ㄒㄧㄥ.mp3', 'ㄑㄧ2.mp3', 'ㄊㄧㄢ.mp3']);
      expect(await page.getByText(I.t('This device has no Chinese voice, so the story is shown without sound.')).count()).toBe(0);
    } finally {
      await I.close();
    }
  });
});
