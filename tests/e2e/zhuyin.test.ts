import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeInput } from '../../machines/challenge/challenge.types';
import { spellingUnits } from '../../machines/rules/phonetic';
import { playlistOf } from '../../machines/rules/recordings';
import { call, parentWithChild, type Parent } from './battle.page';
import { ChallengePlayer, lessonChallenge } from './challenge.page';
import { baseURL, connectBrowser, LONG_FLOW_TIMEOUT_MS, pauseClock, played, say, withoutVoiceHearingRecordings } from './support';

/**
 * Zhuyin as Taiwan's textbooks write it, and spelling without English (issue 28 §2), at 375 px as
 * a child meets them:
 * - a Taiwanese child (zhuyin, English off): in the explanation's example sentence each character's
 *   zhuyin stands to its right (the reading's box starts where the character's box ends) at no less
 *   than 14 px, and every character cell is one width, punctuation too; the challenge's spell step
 *   never asks for English: the reading is built from zhuyin tiles (ㄖ + ㄣ + ˊ), a wrong tile is
 *   refused and flashes, and the word's pass reports that mistake;
 * - a mainland child (pinyin, English off): pinyin above, cells of one width, and the spell step
 *   spells pinyin letters and the tone tile.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const RADICAL = 1;
const LESSON = 1;

/**
 * The first lesson's words as the challenge plays them, with their stroke data. Its story is
 * recorded as played to its end: the challenge waits for it (machines/rules/lessonProgression.ts).
 */
async function lessonOne(parent: Parent, spelling: 'zhuyin' | 'pinyin') {
  await call('POST', `/lesson/schedule?radical_id=${RADICAL}&lesson_id=${LESSON}&story=1`, { token: parent.token, childId: parent.childId });
  return lessonChallenge(parent, { write_number: 1, write_hint: 1, eng_spell_hint: 0, spelling }, { radicalId: RADICAL, lessonId: LESSON });
}

/** Each reading cell of a ruby text: its character's box, its reading's box and font size, the cell's width. */
function cellsOf(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((text) =>
    [...text.querySelectorAll(':scope > ruby, :scope > .ruby-cell')].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell.firstChild!);
      const char = range.getBoundingClientRect();
      const rt = cell.querySelector('rt');
      const reading = rt?.getBoundingClientRect();
      return {
        char: cell.firstChild!.textContent ?? '',
        width: cell.getBoundingClientRect().width,
        charLeft: char.left,
        charRight: char.right,
        charTop: char.top,
        readingLeft: reading?.left ?? null,
        readingBottom: reading?.bottom ?? null,
        readingSize: rt ? parseFloat(getComputedStyle(rt).fontSize) : null,
      };
    }),
  );
}

/**
 * A signed-in child's browser at 375 px, the page's clock installed (paused later for the
 * challenge), with no speech voice at all; every recording that starts playing is noted.
 */
async function openApp(parent: Parent): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 375, height: 740 } });
  await context.addInitScript((token) => localStorage.setItem('User-Auth-Token', token), parent.token);
  await withoutVoiceHearingRecordings(context);
  const page = await context.newPage();
  await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
  return page;
}

/** Guess and write the lesson's first word, to its spelling screen. */
async function toSpelling(page: Page, I: ChallengePlayer, locale: 'zh-Hant' | 'zh-Hans', input: ChallengeInput) {
  const t = (source: string) => say(locale, source);
  const prefix = locale === 'zh-Hans' ? '/cn' : '';
  await pauseClock(page);
  await page.goto(`${prefix}/lesson/${RADICAL}`);
  await page.getByRole('button', { name: t('Start the challenge'), exact: true }).click();
  await I.chooseAnswer('right', 0);
  await page.getByText(t('Right! Well done.'), { exact: true }).waitFor({ timeout: 20_000 });
  await I.wait(1_200);
  await page.waitForURL(new RegExp(`${prefix}/challenge/writing$`), { timeout: 20_000 });
  for (let c = 0; c < Array.from(input.words[0]!.word).length; c += 1) {
    await I.finishCharacter(0);
    await page.getByText(t('Every stroke right the first time!'), { exact: true }).waitFor({ timeout: 20_000 });
    await I.goOn(0);
  }
  await page.waitForURL(new RegExp(`${prefix}/challenge/spelling$`), { timeout: 20_000 });
}

/** The word passes the page sent (POST lesson/schedule's query). */
function wordPasses(page: Page): Record<string, string>[] {
  const passes: Record<string, string>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname === '/api/lesson/schedule' && url.searchParams.has('word_id')) {
      passes.push(Object.fromEntries(url.searchParams));
    }
  });
  return passes;
}

describe('zhuyin as Taiwan’s textbooks write it, spelling without English (issue 28 §2)', () => {
  it('a Taiwanese child with English off: zhuyin to the right at 14 px or more, even cells, zhuyin spelling', { timeout: LONG_FLOW_TIMEOUT_MS }, async () => {
    const parent = await parentWithChild('zhuyin', 2);
    await call('PUT', `/members/${parent.memberId}`, {
      token: parent.token,
      json: { language: 'tw', second_language: 'none', phonetic_symbol: 'phonetic', write_number: 1, write_hint: 1, eng_spell_hint: 0, bgm: 0, child_id: parent.childId },
    });
    const { input, strokes } = await lessonOne(parent, 'zhuyin');
    const page = await openApp(parent);
    const t = (source: string) => say('zh-Hant', source);
    try {
      // the explanation's example sentence: zhuyin right of each character, ≥ 14 px, one width per cell
      await page.goto('/explaining/1');
      const sentence = '.explaining-example--sentence .ruby-text--zhuyin';
      await expect.poll(() => page.locator(`${sentence} ruby`).count(), { timeout: 20_000 }).toBeGreaterThan(3);
      const cells = await cellsOf(page, sentence);
      const read = cells.filter((c) => c.readingSize !== null);
      expect(read.length, 'characters with a reading').toBeGreaterThan(3);
      for (const c of read) {
        expect(c.readingSize!, `${c.char}: the zhuyin's size`).toBeGreaterThanOrEqual(14);
        expect(c.readingLeft!, `${c.char}: its zhuyin starts right of it`).toBeGreaterThanOrEqual(c.charRight - 0.5);
      }
      const widths = cells.map((c) => Math.round(c.width * 10) / 10);
      expect(new Set(widths).size, `every cell one width, punctuation too: ${widths.join(', ')}`).toBe(1);

      // the challenge's spell step: zhuyin tiles, never English
      const passes = wordPasses(page);
      const I = new ChallengePlayer(page, 'zh-Hant', input, strokes);
      await toSpelling(page, I, 'zh-Hant', input);
      await page.getByRole('heading', { level: 1, name: t('Spell it in zhuyin'), exact: true }).waitFor({ timeout: 20_000 });
      expect(await page.getByText(t('Spell it in English')).count(), 'no English spelling').toBe(0);
      const tiles = page.locator('.letter-tiles button');
      const word = input.words[0]!;
      const expected = spellingUnits(word, 'zhuyin').flatMap((unit) => unit.tiles);
      await expect.poll(async () => (await tiles.allTextContents()).sort(), { timeout: 20_000 }).toEqual([...expected].sort());
      expect((await tiles.allTextContents()).every((tile) => /^[\u3105-\u312f\u02ca\u02c7\u02cb\u02d9]$/u.test(tile)), 'zhuyin tiles only').toBe(true);
      expect(await page.locator('.challenge-english').count(), 'no English word shown').toBe(0);
      // a tone mark alone says nothing to a screen reader: its tile is named by its tone (二聲 …)
      const toneNames: Record<string, string> = { 'ˊ': 'Second tone', 'ˇ': 'Third tone', 'ˋ': 'Fourth tone', '˙': 'Neutral tone' };
      const marks = expected.filter((tile) => tile in toneNames);
      expect(marks.length, 'the word has a tone tile').toBeGreaterThan(0);
      for (const mark of marks) {
        await expect(page.getByRole('button', { name: t(toneNames[mark]!), exact: true }).first().textContent()).resolves.toBe(mark);
      }

      // a wrong tile (the tone before its symbols) is refused and flashes; then the reading in order
      await I.placeTile('wrong', expected[0]!);
      await expect.poll(() => page.locator('.letter-tile--refused').count(), { timeout: 20_000 }).toBe(1);
      // with no voice: the step said "拼拼看" and the word, then each syllable as it is spelled
      const wordFiles = playlistOf(word.zhuyin).recordings.map((r) => r.file);
      const spellSaid = [...playlistOf('ㄆㄧㄣ ㄆㄧㄣ ㄎㄢˋ').recordings.map((r) => r.file), ...wordFiles];
      await expect.poll(async () => (await played(page)).slice(-spellSaid.length), { timeout: 40_000, message: '"拼拼看" and the word' }).toEqual(spellSaid);
      const beforeSpelling = (await played(page)).length;
      for (const tile of expected) await I.placeTile('right', tile);
      await page.getByText(t('Well spelled!'), { exact: true }).waitFor({ timeout: 20_000 });
      await expect.poll(() => page.locator('.spell-syllable.is-complete .spell-syllable-written').allTextContents(), { timeout: 20_000 }).toEqual([word.zhuyin]);
      await expect.poll(async () => (await played(page)).slice(beforeSpelling), { timeout: 40_000, message: 'the syllable spelled, heard' }).toEqual(wordFiles);
      const beforeFinish = (await played(page)).length;
      await I.wait(1_200);
      await page.waitForURL(/\/challenge\/finish$/, { timeout: 20_000 });
      // the finish screen says the word done as it opens
      await expect.poll(async () => (await played(page)).slice(beforeFinish), { timeout: 40_000, message: 'the finished word, heard' }).toEqual(wordFiles);
      expect(await page.getByText(/沒有中文語音|no Chinese voice/).count(), 'never "no voice"').toBe(0);
      // the word's pass counts the refused tile
      await expect.poll(() => passes.map((p) => [p.word_id, p.mistakes]), { timeout: 20_000 }).toEqual([[String(word.id), '1']]);
    } finally {
      await page.context().close();
    }
  });

  it('a mainland child with English off: pinyin above in even cells, pinyin spelling with the tone as a tile', { timeout: LONG_FLOW_TIMEOUT_MS }, async () => {
    const parent = await parentWithChild('pinyin', 1);
    await call('PUT', `/members/${parent.memberId}`, {
      token: parent.token,
      json: { language: 'cn', second_language: 'none', phonetic_symbol: 'rom', write_number: 1, write_hint: 1, eng_spell_hint: 0, bgm: 0, child_id: parent.childId },
    });
    const { input, strokes } = await lessonOne(parent, 'pinyin');
    const page = await openApp(parent);
    const t = (source: string) => say('zh-Hans', source);
    try {
      await page.goto('/cn/explaining/1');
      const sentence = '.explaining-example--sentence .ruby-text--pinyin';
      await expect.poll(() => page.locator(`${sentence} ruby`).count(), { timeout: 20_000 }).toBeGreaterThan(3);
      const cells = await cellsOf(page, sentence);
      for (const c of cells.filter((cell) => cell.readingSize !== null)) {
        expect(c.readingBottom!, `${c.char}: its pinyin above it`).toBeLessThanOrEqual(c.charTop + 1);
      }
      const widths = cells.map((c) => Math.round(c.width * 10) / 10);
      expect(new Set(widths).size, `every cell one width: ${widths.join(', ')}`).toBe(1);

      const I = new ChallengePlayer(page, 'zh-Hans', input, strokes);
      await toSpelling(page, I, 'zh-Hans', input);
      await page.getByRole('heading', { level: 1, name: t('Spell it in pinyin'), exact: true }).waitFor({ timeout: 20_000 });
      expect(await page.getByText(t('Spell it in English')).count(), 'no English spelling').toBe(0);
      const word = input.words[0]!;
      const expected = spellingUnits(word, 'pinyin').flatMap((unit) => unit.tiles);
      const tiles = page.locator('.letter-tiles button');
      await expect.poll(async () => (await tiles.allTextContents()).sort(), { timeout: 20_000 }).toEqual([...expected].sort());
      for (const tile of expected) await I.placeTile('right', tile);
      await page.getByText(t('Well spelled!'), { exact: true }).waitFor({ timeout: 20_000 });
      await expect.poll(() => page.locator('.spell-syllable-written').allTextContents(), { timeout: 20_000 }).toEqual([word.pinyin]);
    } finally {
      await page.context().close();
    }
  });
});
