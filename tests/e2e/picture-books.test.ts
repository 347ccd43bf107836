import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBooks } from '../../src/server/content/books';
import type { Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/locales';
import { call, learnerWithWords, parentWithChild } from './battle.page';
import { baseURL, connectBrowser, expectNoSeriousA11yViolations, say } from './support';

/**
 * Picture books in the browser at 375 px (issue 9; SPEC §2, §3, §8, §9): a child with
 * enough stars (earned by word passes through the API, as the challenge sends them) buys a
 * picture book and reads it page by page, in zh-Hant with zhuyin and in zh-Hans with pinyin;
 * a child with too few stars is told 'Oops! Not enough stars!' and keeps every star.
 */

const WIDTH = 375;
const books = loadBooks().books;
const book = [...books].sort((a, b) => a.cost - b.cost)[0]!;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function starsOf(token: string, childId: number): Promise<number> {
  const self = await call<{ child: { id: number; star: number }[] }>('GET', '/member/self', { token });
  return self.child.find((c) => c.id === childId)!.star;
}

/** A child's browser at 375 px, signed in with the parent's token. */
async function openAs(token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: WIDTH, height: 740 }, hasTouch: true });
  await context.addInitScript((t) => localStorage.setItem('User-Auth-Token', t), token);
  return context.newPage();
}

/** The picture-book page object: what a child does and sees, in the page's language. */
class Reader {
  constructor(
    readonly page: Page,
    readonly locale: Locale,
  ) {}

  t(source: string, values?: Record<string, string | number>) {
    return say(this.locale, source, values);
  }

  async openShelf() {
    await this.page.goto(localizePath('/personal/picture-book', this.locale));
    await this.page.getByRole('heading', { level: 1, name: this.t('Picture books') }).waitFor({ timeout: 20_000 });
  }

  card(title: string) {
    return this.page.getByRole('article', { name: title });
  }

  async buy(title: string) {
    await this.card(title).getByRole('button', { name: new RegExp(this.t('Buy')) }).click();
    const dialog = this.page.getByRole('dialog', { name: this.t('Buy with stars?') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: this.t('Buy'), exact: true }).click();
  }

  async noSidewaysScroll() {
    const width = await this.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'nothing scrolls sideways').toBeLessThanOrEqual(WIDTH);
  }

  /** The page's text and the readings over its characters. */
  async pageText() {
    const box = this.page.locator('.reader-text');
    await box.waitFor();
    return box.evaluate((el) => ({
      text: [...el.querySelectorAll('ruby, span > span')].map((n) => n.firstChild?.textContent ?? '').join(''),
      readings: [...el.querySelectorAll('rt')].map((rt) => rt.textContent ?? ''),
    }));
  }
}

describe.each([
  { locale: 'zh-Hant' as const, language: 'tw' as const, phonetic: 'phonetic' as const, reading: 'zhuyin' as const },
  { locale: 'zh-Hans' as const, language: 'cn' as const, phonetic: 'rom' as const, reading: 'pinyin' as const },
])('a child reading in $locale with $reading', ({ locale, language, phonetic, reading }) => {
  it('buys a picture book with stars and reads it page by page', async () => {
    const learner = await learnerWithWords(`books-${language}`, 4);
    const self = await call<{ id: number }>('GET', '/member/self', { token: learner.token });
    await call('PUT', `/members/${self.id}`, { token: learner.token, json: { language, phonetic_symbol: phonetic, child_id: learner.childId } });
    const before = await starsOf(learner.token, learner.childId);
    expect(before).toBeGreaterThanOrEqual(book.cost);

    const page = await openAs(learner.token);
    const I = new Reader(page, locale);
    await I.openShelf();
    const title = book.title[language].text;
    await I.card(title).waitFor({ timeout: 20_000 });
    await I.noSidewaysScroll();
    await expectNoSeriousA11yViolations(page, 'the picture-book shelf');
    await I.buy(title);
    const read = I.card(title).getByRole('button', { name: I.t('Read'), exact: true });
    await read.waitFor({ timeout: 20_000 });
    expect(await starsOf(learner.token, learner.childId)).toBe(before - book.cost);

    await read.click();
    await page.waitForURL((url) => url.pathname.endsWith(`/personal/picture-book/${book.id}`));
    const pages = book.pages.map((p) => p[`text`][language]);
    const first = await I.pageText();
    expect(first.text).toBe(pages[0]!.text);
    expect(first.readings).toEqual(pages[0]![reading].filter(Boolean));
    await I.noSidewaysScroll();
    await expectNoSeriousA11yViolations(page, 'the picture-book reader');

    // every button a child taps is at least 44 px
    for (const name of ['Previous page', 'Read to me', 'Next page']) {
      const box = await page.getByRole('button', { name: new RegExp(I.t(name)) }).boundingBox();
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
    }

    // a swipe to the left turns the page
    const figure = page.locator('.reader-page-box');
    const area = (await figure.boundingBox())!;
    await page.mouse.move(area.x + area.width * 0.8, area.y + area.height / 2);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width * 0.2, area.y + area.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => (await I.pageText()).text).toBe(pages[1]!.text);

    for (let n = 2; n < pages.length; n += 1) {
      await page.getByRole('button', { name: new RegExp(I.t('Next page')) }).click();
      await expect.poll(async () => (await I.pageText()).text).toBe(pages[n]!.text);
      expect((await I.pageText()).readings).toEqual(pages[n]![reading].filter(Boolean));
    }
    expect(await page.getByRole('button', { name: new RegExp(I.t('Next page')) }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: I.t('The end! Back to the picture books') }).waitFor();
    await page.context().close();
  });

  it('refuses a child with too few stars, and nothing is spent', async () => {
    const parent = await parentWithChild(`books-poor-${language}`);
    const self = await call<{ id: number }>('GET', '/member/self', { token: parent.token });
    await call('PUT', `/members/${self.id}`, { token: parent.token, json: { language, phonetic_symbol: phonetic, child_id: parent.childId } });
    expect(await starsOf(parent.token, parent.childId)).toBe(0);

    const page = await openAs(parent.token);
    const I = new Reader(page, locale);
    await I.openShelf();
    const title = book.title[language].text;
    await I.card(title).waitFor({ timeout: 20_000 });
    await I.buy(title);
    await page.getByRole('alert').filter({ hasText: I.t('Oops! Not enough stars!') }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: I.t('OK'), exact: true }).click();
    await I.card(title).getByRole('button', { name: new RegExp(I.t('Buy')) }).waitFor();
    expect(await starsOf(parent.token, parent.childId)).toBe(0);

    // the reader refuses a book not bought
    await page.goto(localizePath(`/personal/picture-book/${book.id}`, locale));
    const locked = page.getByRole('alert').filter({ hasText: I.t('This picture book is not yours to read now. Buy it with stars first.') });
    await expect
      .poll(async () => !page.url().endsWith(`/${book.id}`) || (await locked.isVisible()), { timeout: 20_000, message: 'the book is not opened' })
      .toBe(true);
    expect(await page.locator('.reader-text').count(), 'no page of the book is shown').toBe(0);
    await page.context().close();
  });
});
