import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Visitor, connectBrowser, textWithoutReadings, uniqueEmail } from './support';

/**
 * The words house (SPEC §2 /words-house) in a real browser against the real server: an
 * empty house says how to fill it; a word the child passed (recorded through the API, as
 * the challenge does: POST lesson/schedule with the Child-Id header) shows in its level
 * colour; the search finds it by pinyin without tones, by zhuyin and by English; a word
 * not collected yet opens the un-get-word modal: a word of a lesson the child may not open
 * yet (the next lesson, before the first is finished) gets the note that its lesson comes
 * later and no challenge, and the server refuses that challenge too; a word of the open
 * lesson gets its challenge, which opens; at 375 px nothing scrolls sideways.
 *
 * Each run signs up its own parent and child (as the other browser tests do): the files
 * run side by side on one server, and the demo child's words are shared by every file that
 * logs in as the demo parent, so an "empty house" there could not be relied on.
 */

let browser: Browser;
beforeAll(async () => { browser = await connectBrowser(); });
afterAll(async () => { await browser?.close(); });

interface WordBox { id: number; word: string; pinyin: string; zhuyin: string; english: string }
interface Radical { id: number; lessons: { id: number; words: WordBox[] }[] }

/** The CSS colours of the level tiles (words-house.css: red is the dark red under white text). */
const LEVEL_BACKGROUND: Record<string, string> = {
  red: 'rgb(184, 61, 39)',
  pink: 'rgb(247, 161, 184)',
  yellow: 'rgb(255, 209, 102)',
  white: 'rgb(255, 255, 255)',
};

class Child {
  constructor(readonly I: Visitor) {}

  /** A call of our API with the login the page holds and the current child's id. */
  async call<T>(method: 'GET' | 'POST', path: string): Promise<T> {
    const body = await this.send(method, path);
    expect(body.status.code, `${method} ${path}: ${body.status.message}`).toBe('1');
    return body.data as T;
  }

  /** The same call, its whole reply, whatever it is. */
  async send(method: 'GET' | 'POST', path: string): Promise<{ status: { code: string; message: string }; data: unknown }> {
    const body = await this.I.page.evaluate(
      async ({ method, path }) => {
        const token = localStorage.getItem('User-Auth-Token');
        const auth = { Authorization: `Bearer ${token}` };
        const self = (await (await fetch('/api/member/self', { headers: auth })).json()) as {
          data: { child: { id: number; is_default: number }[] };
        };
        const child = self.data.child.find((c) => c.is_default === 1) ?? self.data.child[0]!;
        const res = await fetch(`/api${path}`, {
          method,
          headers: { ...auth, 'Child-Id': String(child.id), 'Locale-Type': '2' },
        });
        return (await res.json()) as { status: { code: string; message: string }; data: unknown };
      },
      { method, path },
    );
    return body;
  }

  /** Records a passed challenge of the word, as the challenge screen does. */
  async passWord(radicalId: number, lessonId: number, wordId: number): Promise<void> {
    const query = `radical_id=${radicalId}&lesson_id=${lessonId}&word_id=${wordId}&finish_explaining=1&is_passed=1&mistakes=0`;
    await this.call('POST', `/lesson/schedule?${query}`);
  }

  /** The tile of a word on the map: a button named by the word first. */
  tile(word: string) {
    return this.I.page.getByRole('button', { name: new RegExp(`^${word},`) });
  }

  async search(text: string): Promise<void> {
    await this.I.page.getByLabel(this.I.t('Find a word'), { exact: true }).fill(text);
    await this.I.page.getByRole('status').filter({ hasText: /./ }).first().waitFor({ state: 'visible', timeout: 20_000 });
  }

  /** The search answered: the results (or "nothing found") are on screen, not "looking for…". */
  async seeSearchAnswered(text: string): Promise<void> {
    const looking = this.I.t('Looking for “{query}”…', { query: text });
    await expect.poll(() => this.I.page.getByRole('status').first().textContent(), { timeout: 20_000 }).not.toBe(looking);
  }

  async seeWordFound(text: string, word: string): Promise<void> {
    await this.search(text);
    await this.seeSearchAnswered(text);
    await this.tile(word).first().waitFor({ state: 'visible', timeout: 20_000 });
  }

  async noSidewaysScroll(): Promise<void> {
    const widths = await this.I.page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0], 'the page is no wider than the screen').toBeLessThanOrEqual(widths[1]!);
  }
}

function toneless(pinyin: string): string {
  return pinyin.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, '');
}

describe.each(['zh-Hant', 'en'] as const)('the words house in %s', (locale) => {
  it('is empty at first, shows a passed word in its colour, finds words, offers the challenge of one not collected of an open lesson and none of a later lesson', async () => {
    const I = await Visitor.open(browser, locale);
    const child = new Child(I);
    try {
      await I.page.setViewportSize({ width: 375, height: 740 });
      const email = uniqueEmail(`words-${locale}`);
      await I.register(email, 'Secret123', 'Parent');
      await I.seePath('/login');
      await I.logIn(email, 'Secret123');
      await I.seePath('/set-up/child');
      await I.haveAChild('Mei');

      // an empty house says how to fill it
      await I.visit('/words-house');
      await I.seeHeading('Word Treasure House');
      await I.seeText('Your treasure house is empty for now.');
      await I.seeText('Pass the challenge of a word in a lesson, and the word moves in here!');
      await child.noSidewaysScroll();

      // the child passes the first word of a radical's first lesson
      const radical = await child.call<Radical>('GET', '/radical/2');
      const [first, second] = radical.lessons;
      const passed = first!.words[0]!;
      const notYet = first!.words[1]!;
      const later = second!.words[0]!;
      await child.passWord(radical.id, first!.id, passed.id);
      const learned = await child.call<{ id: number; level: string }[]>('GET', '/learned/words');
      expect(learned.map((w) => w.id)).toEqual([passed.id]);
      const level = learned[0]!.level;

      await I.visit('/words-house');
      await I.seeHeading('Word Treasure House');
      const tile = child.tile(passed.word);
      await tile.waitFor({ state: 'visible', timeout: 20_000 });
      expect(await tile.getAttribute('data-level')).toBe(level);
      expect(await tile.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(LEVEL_BACKGROUND[level]);
      expect(await I.page.getByText(I.t('Your treasure house is empty for now.')).count()).toBe(0);
      await child.noSidewaysScroll();

      // the level-info modal explains the colours
      await I.page.getByRole('button', { name: I.t('What do the colors mean?') }).click();
      const info = I.page.getByRole('dialog', { name: I.t('What the colors mean') });
      await info.waitFor({ state: 'visible', timeout: 20_000 });
      await info.getByText(I.t('Red: you know this word really well. Super!')).waitFor({ state: 'visible' });
      await info.getByRole('button', { name: I.t('Got it'), exact: true }).click();
      await info.waitFor({ state: 'hidden', timeout: 20_000 });

      // found by pinyin without tones, by zhuyin and by English
      await child.seeWordFound(toneless(passed.pinyin), passed.word);
      await child.seeWordFound(passed.zhuyin.replace(/\s+/g, ''), passed.word);
      await child.seeWordFound(passed.english, passed.word);
      expect(await child.tile(passed.word).first().getAttribute('data-level')).toBe(level);

      // nothing found, said plainly
      await child.search('qqqqq');
      await I.seeText('Nothing found for “{searchedFor}”.', { searchedFor: 'qqqqq' });

      // tapping the collected word opens its explanation
      await I.page.getByRole('button', { name: I.t('Clear'), exact: true }).click();
      await child.tile(passed.word).click();
      await I.seePath(`/explaining/${passed.id}`);

      // a word of the next lesson, before the first is finished: its lesson comes later, no challenge
      await I.visit('/words-house');
      await I.seeHeading('Word Treasure House');
      await child.seeWordFound(later.word, later.word);
      const locked = child.tile(later.word).first();
      expect(await locked.getAttribute('data-level')).toBe('white');
      await locked.click();
      const note = I.page.getByRole('dialog', { name: I.t('Not collected yet') });
      await note.waitFor({ state: 'visible', timeout: 20_000 });
      await note
        .getByText(I.t("This word's lesson comes later. Finish the earlier lessons first, then you can take its challenge!"))
        .waitFor({ state: 'visible' });
      expect(await note.getByRole('button', { name: I.t('Take the challenge'), exact: true }).count()).toBe(0);
      await child.noSidewaysScroll();
      await note.getByRole('button', { name: I.t('Got it'), exact: true }).click();
      await note.waitFor({ state: 'hidden', timeout: 20_000 });
      // and the server refuses that challenge as it would refuse its pass
      const refused = await child.send('GET', `/challenge/${second!.id}/${later.id}`);
      expect(refused.status).toEqual({ code: '422', message: 'Finish the lessons before this one first' });
      await I.seePath('/words-house');

      // a word of the open lesson not collected yet: its tile is white and opens the un-get-word modal, which offers its challenge
      await I.page.getByRole('button', { name: I.t('Clear'), exact: true }).click();
      await I.seeHeading('Word Treasure House');
      await child.seeWordFound(notYet.english, notYet.word);
      const white = child.tile(notYet.word).first();
      expect(await white.getAttribute('data-level')).toBe('white');
      await child.noSidewaysScroll();
      await white.click();
      const offer = I.page.getByRole('dialog', { name: I.t('Not collected yet') });
      await offer.waitFor({ state: 'visible', timeout: 20_000 });
      await expect.poll(() => textWithoutReadings(offer.locator('.un-get-word-word')), { timeout: 20_000 }).toEqual([notYet.word]);
      await child.noSidewaysScroll();
      await offer.getByRole('button', { name: I.t('Not now'), exact: true }).click();
      await offer.waitFor({ state: 'hidden', timeout: 20_000 });
      await white.click();
      await offer.getByRole('button', { name: I.t('Take the challenge'), exact: true }).click();
      await I.seePath('/challenge');
    } finally {
      await I.close();
    }
  });
});
