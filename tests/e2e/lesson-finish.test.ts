import type { Browser, Page } from 'playwright-core';
import { spellingOf } from '../../machines/rules/learningSettings';
import { spellingUnits } from '../../machines/rules/phonetic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, type Locale } from '../../src/i18n/locales';
import { call, parentWithChild } from './battle.page';
import { ChallengePlayer, lessonChallenge } from './challenge.page';
import { baseURL, connectBrowser, LONG_FLOW_TIMEOUT_MS, pauseClock, say } from './support';

/**
 * Issue 28 §4, "a lesson a child can finish", on a phone (375 px), in Traditional Chinese, in
 * headless Chromium with no speech voice at all: a new child of a new parent goes the quick way
 * through the first lesson. The lesson page's checklist says what is left; the next lesson,
 * locked, says why; the challenge asked for too early says the story is missing; each word's
 * explanation counts once opened (no voice: heard at once, no stroke animation to wait for);
 * the story counts once skipped to its end; then the challenge plays every word and its end is
 * saved (no "not saved"). Playwright's clock runs the challenge's delays.
 */

const LOCALE: Locale = 'zh-Hant';
const t = (source: string, values?: Record<string, string | number>) => say(LOCALE, source, values);
const START = new Date('2026-11-23T09:00:00Z');

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function seePath(page: Page, path: string): Promise<void> {
  const expected = localizePath(path, LOCALE);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000, message: `on ${path}` }).toBe(expected);
}

/** A POST lesson/schedule answered, whose query has `flag`. */
function recorded(page: Page, flag: string) {
  return page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().includes('/api/lesson/schedule?') && res.url().includes(flag),
    { timeout: 20_000 },
  );
}

describe('a lesson a child can finish (375 px, no voice)', () => {
  it('the checklist, the locked next lesson and the early challenge say what is left; explanations opened, the story skipped to its end, the challenge saved', { timeout: LONG_FLOW_TIMEOUT_MS }, async () => {
    const parent = await parentWithChild('lesson-finish', 2);
    await call('PUT', `/members/${parent.memberId}`, {
      token: parent.token,
      json: { language: 'tw', phonetic_symbol: 'phonetic', write_number: 1, write_hint: 1, eng_spell_hint: 0, bgm: 0, child_id: parent.childId },
    });
    // the child's own settings as the test sets them (tw, zhuyin, no English): spelled in zhuyin
    const { input, strokes } = await lessonChallenge(parent, {
      write_number: 1,
      write_hint: 1,
      eng_spell_hint: 0,
      spelling: spellingOf({ second_language: 'none', phonetic_symbol: 'phonetic' }),
    });
    const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await context.addInitScript((token) => localStorage.setItem('User-Auth-Token', token), parent.token);
    const page = await context.newPage();
    try {
      await page.clock.install({ time: START });
      await page.goto(localizePath('/lesson/1', LOCALE));
      const lesson = page.locator('#lesson-1');
      const checklist = lesson.getByRole('list', { name: t('What this lesson needs'), exact: true });
      await checklist.waitFor({ timeout: 20_000 });
      await expect.poll(() => checklist.getByRole('img', { name: t('Still to do'), exact: true }).count(), { timeout: 20_000 }).toBe(input.words.length + 1);

      // the next lesson is locked: tapping it says why (finish lesson 1 first), with the way there
      await lesson.getByRole('button', { name: new RegExp(t('Next lesson: lesson {nextNumber}', { nextNumber: 2 })) }).tap();
      const locked = page.getByRole('dialog', { name: t('Lesson {number} is still locked', { number: 2 }), exact: true });
      await locked.waitFor({ timeout: 20_000 });
      await locked.getByText(t('First finish lesson {before}:', { before: 1 })).waitFor();
      await locked.getByRole('button', { name: t('OK'), exact: true }).tap();
      await locked.waitFor({ state: 'hidden' });

      // the challenge before the story: it says the story is missing, and starts nothing
      await lesson.getByRole('button', { name: t('Start the challenge'), exact: true }).tap();
      const needs = page.getByRole('dialog', { name: t('First, these'), exact: true });
      await needs.waitFor({ timeout: 20_000 });
      await needs.getByRole('link', { name: t('Play the story to its end') }).waitFor();
      await needs.getByRole('button', { name: t('OK'), exact: true }).tap();
      await needs.waitFor({ state: 'hidden' });
      await seePath(page, '/lesson/1');

      // each explanation opened: no voice here, so heard at once; back to the checklist
      for (const word of input.words) {
        const saved = recorded(page, `word_id=${word.id}`);
        await checklist.getByRole('link', { name: t('Open the word {text} and listen', { text: word.word }), exact: true }).tap();
        await seePath(page, `/explaining/${word.id}`);
        expect((await saved).ok(), `${word.word}: explanation recorded`).toBe(true);
        await page.goBack();
        await seePath(page, '/lesson/1');
        await checklist.waitFor({ timeout: 20_000 });
      }

      // the story skipped to its end: recorded
      await checklist.getByRole('link', { name: t('Play the story to its end'), exact: true }).tap();
      await seePath(page, '/story/video');
      const story = recorded(page, 'story=1');
      await page.getByRole('button', { name: t('To the end') }).tap();
      expect((await story).ok(), 'the story recorded').toBe(true);
      await page.getByText(t('The end!'), { exact: true }).waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: t('Back to the lesson'), exact: true }).tap();
      await seePath(page, '/lesson/1');
      await checklist.waitFor({ timeout: 20_000 });
      await expect.poll(() => checklist.getByRole('img', { name: t('Done'), exact: true }).count(), { timeout: 20_000 }).toBe(input.words.length + 1);

      // the challenge: every word, its delays run by the test alone
      await pauseClock(page);
      await lesson.getByRole('button', { name: t('Start the challenge'), exact: true }).tap();
      const I = new ChallengePlayer(page, LOCALE, input, strokes);
      for (let index = 0; index < input.words.length; index += 1) {
        const word = input.words[index]!;
        await seePath(page, '/challenge');
        await I.chooseAnswer('right', index);
        await I.wait(1_200);
        await seePath(page, '/challenge/writing');
        for (let c = 0; c < Array.from(word.word).length; c += 1) {
          await I.finishCharacter(index);
          await I.goOn(index);
        }
        await seePath(page, '/challenge/spelling');
        for (const unit of spellingUnits(word, input.settings.spelling ?? 'english')) {
          for (const tile of unit.tiles) await I.placeTile('right', tile);
        }
        await I.wait(1_200);
        await seePath(page, '/challenge/finish');
        await I.seeReport(null, `${word.word}: saved`);
        await page.locator('.challenge-finish .challenge-next:not([disabled])').waitFor({ timeout: 20_000 });
        await I.next();
      }

      // the end: the lesson complete and saved, never "not saved"
      await seePath(page, '/challenge/allFinish');
      await page.getByRole('heading', { name: t('Lesson complete!'), exact: true }).waitFor({ timeout: 20_000 });
      await I.seeReport(null, 'the lesson pass: saved');
      expect(await page.getByText(t('This was not saved.')).count()).toBe(0);
      const schedule = await call<{ lessons: { lesson_id: number; completion: number }[] }>('GET', '/lesson/schedule/1', {
        token: parent.token,
        childId: parent.childId,
      });
      expect(schedule.lessons[0]).toMatchObject({ lesson_id: 1, completion: 1 });
    } finally {
      await context.close();
    }
  });
});
