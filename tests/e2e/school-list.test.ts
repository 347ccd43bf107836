import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, learnerWithWords, parentWithChild, type Parent } from './battle.page';
import { Visitor, connectBrowser, expectNoSeriousA11yViolations } from './support';

/**
 * This week's words from school (issue 30 §1) at 375 px, as a parent uses it: through the parent
 * gate to the set-up tab, the list pasted as the teacher sent it (numbered, with a
 * separator of either width), what the app read shown word by word with its zhuyin, 長 alone
 * waiting for the parent to choose its reading before the list can be saved, then saved and
 * listed; 長大 corrected from the dictionary's reading to another its characters have; a list of letters alone refused before anything is sent; a list deleted after the
 * question. Nothing scrolls sideways; no serious accessibility violation.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { viewport: { width: 375, height: 667 }, hasTouch: true };

async function signedIn(parent: Pick<Parent, 'token'>): Promise<Visitor> {
  const I = await Visitor.open(browser, 'zh-Hant', PHONE);
  await I.context.addInitScript((token) => localStorage.setItem('User-Auth-Token', token), parent.token);
  return I;
}

/** A list saved through the API as the parent's screen would: each word with its first reading. */
async function saveList(parent: Pick<Parent, 'token' | 'childId'>, text: string, name: string): Promise<void> {
  const understood = await call<{ words: { written: string; readings: { zhuyin: string }[] }[] }>('POST', '/schoolLists/understand', {
    token: parent.token,
    childId: parent.childId,
    json: { text },
  });
  const words = understood.words.map((w) => ({ text: w.written, zhuyin: w.readings[0]!.zhuyin }));
  await call('POST', '/schoolLists', { token: parent.token, childId: parent.childId, json: { name, dictation_day: null, words } });
}

/** Signed in, with the browser's print dialog counted, not opened (a headless page left "being printed" takes no PDF). */
async function signedInPrinting(parent: Pick<Parent, 'token'>): Promise<Visitor> {
  const I = await signedIn(parent);
  await I.context.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed = ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  return I;
}

/** From home through the parent's gate to this week's words (the set-up tab). */
async function toSchoolLists(I: Visitor): Promise<void> {
  await I.visit('/home');
  await I.openParentArea();
  await I.follow("This week's words");
}

async function fitsTheScreen(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

describe("this week's words from school, in the parent's area", () => {
  it('a parent pastes the list, chooses 長\'s reading, saves it, and finds it listed; then deletes it', async () => {
    const parent = await parentWithChild('school-list');
    const I = await signedIn(parent);
    const { page } = I;
    try {
      await toSchoolLists(I);
      await I.seePath('/set-up/school-list');
      await I.seeText('No list saved yet.');

      await I.fill('The words from school', '1.蝴蝶、2.花園，3.飛 4.高\n5.長');
      await I.fill('Name of the list', '第三課');
      await I.press('Read the words');

      const review = page.getByRole('form', { name: I.t('This is what we read') });
      await review.waitFor({ state: 'visible', timeout: 20_000 });
      const words = review.locator('.school-word');
      await expect.poll(() => words.count(), { timeout: 20_000 }).toBe(5);
      // each word with its zhuyin over it, as the textbook prints it: 蝴蝶 ㄏㄨˊ ㄉㄧㄝˊ
      const butterfly = words.nth(0);
      expect(await butterfly.locator('rt').allTextContents()).toEqual(['ㄏㄨˊ', 'ㄉㄧㄝˊ']);
      // 長 alone has two readings: the list waits for the parent's choice
      const save = review.getByRole('button', { name: I.t('Save the list'), exact: true });
      expect(await save.isDisabled()).toBe(true);
      const long = words.nth(4);
      await long.getByRole('group', { name: I.t('Which reading?') }).waitFor({ state: 'visible', timeout: 20_000 });
      await long.getByRole('radio', { name: 'ㄓㄤˇ', exact: true }).check();
      expect(await long.locator('rt').allTextContents()).toEqual(['ㄓㄤˇ']);
      // a radio a finger can hit
      const radio = (await long.locator('.school-word-reading').first().boundingBox())!;
      expect(radio.height).toBeGreaterThanOrEqual(44);
      await fitsTheScreen(page);
      await expectNoSeriousA11yViolations(page, 'the review of a school list');
      if (process.env.SCHOOL_LIST_SHOT) await page.screenshot({ path: process.env.SCHOOL_LIST_SHOT, fullPage: true });

      // the dictation may show the zhuyin: the parent allows it
      await page.getByRole('checkbox', { name: I.t('Show the zhuyin or pinyin in the dictation') }).check();
      await save.click();
      await I.seeText('Saved: {listName}', { listName: '第三課' });
      const card = page.locator('.school-list-card').filter({ hasText: '第三課' });
      await card.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await card.locator('.school-list-words li [lang]').allTextContents()).toEqual(['蝴蝶', '花園', '飛', '高', '長']);
      expect(await card.locator('.school-word-chip-notYet').count()).toBe(5);
      // on the server as confirmed: 長 read ㄓㄤˇ
      const lists = await call<{ dictation_reading: number; words: { tw: string; zhuyin: string }[] }[]>('GET', '/schoolLists', { token: parent.token, childId: parent.childId });
      expect(lists[0]!.words.map((w) => w.zhuyin)).toEqual(['ㄏㄨˊ ㄉㄧㄝˊ', 'ㄏㄨㄚ ㄩㄢˊ', 'ㄈㄟ', 'ㄍㄠ', 'ㄓㄤˇ']);
      expect(lists[0]!.dictation_reading, 'the dictation shows the zhuyin').toBe(1);
      await fitsTheScreen(page);

      // deleted only after the question
      await card.getByRole('button', { name: I.t('Delete {listName}', { listName: '第三課' }), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: I.t('Delete {listName}?', { listName: '第三課' }) });
      await dialog.waitFor({ state: 'visible', timeout: 20_000 });
      await dialog.getByRole('button', { name: I.t('Delete'), exact: true }).click();
      await I.seeText('Deleted: {listName}', { listName: '第三課' });
      await I.seeText('No list saved yet.');
      expect(await call<unknown[]>('GET', '/schoolLists', { token: parent.token, childId: parent.childId })).toEqual([]);
    } finally {
      await I.close();
    }
  });

  it('prints a practice sheet on A4, one page per eight words, each character traced in grey with its zhuyin', async () => {
    const parent = await parentWithChild('school-list-print');
    // nine words: two pages
    const text = '蝴蝶 花園 飛 高 長大 小 山 水 火';
    await saveList(parent, text, '第四課');
    const I = await signedInPrinting(parent);
    const { page } = I;
    try {
      await toSchoolLists(I);
      const card = page.locator('.school-list-card').filter({ hasText: '第四課' });
      await card.waitFor({ state: 'visible', timeout: 20_000 });
      await card.getByRole('button', { name: I.t('Print a practice sheet of {listName}', { listName: '第四課' }), exact: true }).click();
      const sheet = page.locator('body > .practice-sheet');
      await sheet.waitFor({ state: 'attached', timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
      // on screen the sheet is not shown; in print only the sheet is
      expect(await sheet.isVisible()).toBe(false);
      await page.emulateMedia({ media: 'print' });
      expect(await sheet.isVisible()).toBe(true);
      expect(await page.locator('#root').isVisible()).toBe(false);
      expect(await sheet.locator('.practice-page').count()).toBe(2);
      const first = sheet.locator('.practice-row').first();
      expect(await first.locator('.practice-traced .practice-char').allTextContents()).toEqual(['蝴', '蝶']);
      expect(await first.locator('.practice-traced .practice-zhuyin').allTextContents()).toEqual(['ㄏㄨˊ', 'ㄉㄧㄝˊ']);
      expect(await first.locator('.practice-box').count()).toBe(8);
      // the traced character is light grey
      const grey = await first.locator('.practice-char').first().evaluate((el) => getComputedStyle(el).color);
      expect(grey).toBe('rgb(200, 200, 200)');
      // the browser's own print to A4: two pages for nine words
      const bytes = await page.pdf({ format: 'A4', printBackground: true });
      if (process.env.SCHOOL_LIST_PDF) writeFileSync(process.env.SCHOOL_LIST_PDF, bytes);
      const pdf = bytes.toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(2);
    } finally {
      await I.close();
    }
  });

  it("prints the words to review from the parent's week: a collected word on this week's list, due for its sake", async () => {
    // a child who collected two words (just now: their memory is not due), one of them on this week's list
    const learner = await learnerWithWords('school-list-review', 2);
    const onList = learner.words[1]!;
    await saveList(learner, onList.word, '第五課');
    const I = await signedInPrinting(learner);
    const { page } = I;
    try {
      await I.visit('/home');
      await I.openParentArea();
      await I.follow("This week's learning");
      const section = page.locator('.week-section').filter({ has: page.getByRole('heading', { name: I.t('Words to review') }) });
      await section.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await section.locator('.school-word-chip').allTextContents()).toEqual([onList.word]);
      // one button: the sheet of the words to review, their number on it
      const print = section.getByRole('button');
      expect(await print.textContent()).toContain('1');
      await print.click();
      const sheet = page.locator('body > .practice-sheet');
      await sheet.waitFor({ state: 'attached', timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      expect(await sheet.locator('.practice-page').count()).toBe(1);
      const row = sheet.locator('.practice-row');
      expect(await row.count()).toBe(1);
      expect((await row.locator('.practice-traced .practice-char').allTextContents()).join('')).toBe(onList.word);
      expect((await row.locator('.practice-traced .practice-zhuyin').allTextContents()).join(' ')).toBe(onList.zhuyin);
    } finally {
      await I.close();
    }
  });

  it('a parent corrects a word the dictionary reads to the reading the textbook prints', async () => {
    const parent = await parentWithChild('school-list-correct');
    const I = await signedIn(parent);
    const { page } = I;
    try {
      await toSchoolLists(I);
      await I.fill('The words from school', '長大');
      await I.fill('Name of the list', '第四課');
      await I.press('Read the words');
      const review = page.getByRole('form', { name: I.t('This is what we read') });
      await review.waitFor({ state: 'visible', timeout: 20_000 });
      const word = review.locator('.school-word').first();
      // the dictionary's reading, ready to save as it is
      expect(await word.locator('rt').allTextContents()).toEqual(['ㄓㄤˇ', 'ㄉㄚˋ']);
      const save = review.getByRole('button', { name: I.t('Save the list'), exact: true });
      expect(await save.isDisabled()).toBe(false);
      // the textbook reads it otherwise: the other readings are behind a question a finger can hit
      const question = word.getByText(I.t('The textbook reads it differently?'), { exact: true });
      expect((await question.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await question.click();
      await word.getByRole('radio', { name: 'ㄔㄤˊ ㄉㄚˋ', exact: true }).check();
      expect(await word.locator('rt').allTextContents()).toEqual(['ㄔㄤˊ', 'ㄉㄚˋ']);
      await word.getByText(I.t("Not the dictionary's reading: check that it is the one the textbook prints."), { exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
      await fitsTheScreen(page);
      await expectNoSeriousA11yViolations(page, 'a corrected reading');
      if (process.env.SCHOOL_LIST_SHOT) await review.screenshot({ path: process.env.SCHOOL_LIST_SHOT.replace(/\.png$/u, '-corrected.png') });
      await save.click();
      await I.seeText('Saved: {listName}', { listName: '第四課' });
      const lists = await call<{ words: { zhuyin: string }[] }[]>('GET', '/schoolLists', { token: parent.token, childId: parent.childId });
      expect(lists[0]!.words.map((w) => w.zhuyin)).toEqual(['ㄔㄤˊ ㄉㄚˋ']);
    } finally {
      await I.close();
    }
  });

  it('refuses letters and numbers alone, in the parent\'s language, before anything is sent', async () => {
    const parent = await parentWithChild('school-list-bad');
    const I = await signedIn(parent);
    const { page } = I;
    try {
      await toSchoolLists(I);
      await I.seeText('No list saved yet.');
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/schoolLists/understand')) sent.push(request.url());
      });
      await I.fill('The words from school', 'ABC 123');
      await I.press('Read the words');
      await I.seeAlert('The list needs Chinese characters: letters and numbers alone are not words.');
      expect(sent).toEqual([]);
      expect(await page.getByRole('form', { name: I.t('This is what we read') }).count()).toBe(0);
    } finally {
      await I.close();
    }
  });
});
