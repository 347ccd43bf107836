import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeInput } from '../../machines/challenge/challenge.types';
import { spellingOf } from '../../machines/rules/learningSettings';
import { spellingUnits } from '../../machines/rules/phonetic';
import type { Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/locales';
import { BattleVisitor, call, learnedWords, parentWithChild, type Parent } from './battle.page';
import { ChallengePlayer, lessonChallenge } from './challenge.page';
import { baseURL, connectBrowser, LONG_FLOW_TIMEOUT_MS, pauseClock, say, textWithoutReadings } from './support';

/**
 * Issue 8, "Paths in the browser": the journey a child makes, from the first lesson to a battle
 * with a winner, on the real screens, once per interface language, across both scripts and both
 * phonetic systems and the three widths of SPEC §2; and the script and phonetic settings
 * changing what the screens show.
 *
 * Each run signs up its own parent and child through the API (the demo child is shared by other
 * files running at the same time), sets the learning settings through the API (PUT members/{id}),
 * and from then on only does what a child does: the carry-on button at home, a word box, back,
 * the story (its cover, its text, its video played to the end, which the lesson needs to be
 * complete), back to the lesson, the lesson's challenge (every word guessed, written stroke by stroke along
 * the medians, spelled, finished; the passes go to the real server), back to the lesson, the
 * logo (home), the battle link, then two players on one screen: player 1 answers every
 * question right, player 2 wrong or too late, so player 1 wins. The first lesson has four words
 * (人 你 他 我們) with four readings: the challenge collects exactly the four words a battle
 * needs. On every screen visited, nothing scrolls sideways at the run's width. Playwright's
 * clock runs the machines' delays (the green answer, the spelled word, the battle's answer
 * time and feedback).
 */

interface Run {
  locale: Locale;
  envLanguage: 1 | 2 | 3;
  language: 'tw' | 'cn';
  phonetic: 'phonetic' | 'rom';
  viewport: { width: number; height: number };
}

const RUNS: Run[] = [
  { locale: 'zh-Hant', envLanguage: 2, language: 'tw', phonetic: 'phonetic', viewport: { width: 375, height: 740 } },
  { locale: 'zh-Hans', envLanguage: 1, language: 'cn', phonetic: 'rom', viewport: { width: 768, height: 1024 } },
  { locale: 'en', envLanguage: 3, language: 'tw', phonetic: 'rom', viewport: { width: 1200, height: 800 } },
];

/** What the first lesson's words look like in each script and phonetic (the curriculum's data, written out). */
const FIRST_LESSON = {
  words: { tw: ['人', '你', '他', '我們'], cn: ['人', '你', '他', '我们'] },
  /** 人 over its reading, the explanation's title. */
  person: { phonetic: 'ㄖㄣˊ', rom: 'rén' },
  /** 我們 / 我们 as a word box reads it. */
  we: { phonetic: 'ㄨㄛˇ ˙ㄇㄣ', rom: 'wǒ men' },
  /** The story's first sentence: the park, 公園 / 公园, with its readings. */
  park: { tw: '園', cn: '园', phonetic: 'ㄩㄢˊ', rom: 'yuán' },
} as const;

const START = new Date('2026-11-23T09:00:00Z');

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A parent signed up for this run, with one child and the run's learning settings. */
async function memberWith(tag: string, envLanguage: 1 | 2 | 3, settings: Record<string, unknown>): Promise<Parent> {
  const parent = await parentWithChild(tag, envLanguage);
  await changeSettings(parent, settings);
  return parent;
}

async function changeSettings(parent: Parent, settings: Record<string, unknown>): Promise<void> {
  // the child's own settings (issue 28: each child has theirs), the family-wide ones the member's
  await call('PUT', `/members/${parent.memberId}`, { token: parent.token, json: { ...settings, child_id: parent.childId } });
}

/** A browser for the parent's child: signed in (the login the app keeps), at the run's width. */
async function openApp(parent: Parent, viewport: Run['viewport']): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport });
  await context.addInitScript((token) => localStorage.setItem('User-Auth-Token', token), parent.token);
  return context.newPage();
}

/** The page is no wider than the screen: nothing scrolls sideways. */
async function fitsTheScreen(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

async function seePath(page: Page, locale: Locale, path: string): Promise<void> {
  const expected = localizePath(path, locale);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000, message: `on ${path}` }).toBe(expected);
}

/** Each character of a ruby text with the reading above it, as `char:reading`. */
async function rubyPairs(text: Locator): Promise<string[]> {
  return text.locator('ruby').evaluateAll((rubies) =>
    rubies.map((ruby) => `${ruby.firstChild?.textContent ?? ''}:${ruby.querySelector('rt')?.textContent ?? ''}`),
  );
}

/** A word box's characters, without the readings by them. */
function charactersOf(boxes: Locator): Promise<string[]> {
  return textWithoutReadings(boxes.locator('.word-box-word'));
}

/** A word box's reading, syllable by syllable as its <rt>s hold it. */
async function readingOf(box: Locator): Promise<string> {
  return (await box.locator('.word-box-word rt').allTextContents()).join(' ');
}

/** The current lesson's card on the lesson track. */
function currentLesson(page: Page): Locator {
  return page.locator('li.lesson-stop[aria-current="step"]');
}

/** One word of the challenge, right the first time: guess, write each character, spell, finish. */
async function playWord(I: ChallengePlayer, input: ChallengeInput, index: number, check: (where: string) => Promise<void>) {
  const { page, locale } = I;
  const word = input.words[index]!;
  const progress = say(locale, 'Word {current} of {total}', { current: index + 1, total: input.words.length });
  const first = index === 0;

  await seePath(page, locale, '/challenge');
  await page.getByText(progress, { exact: true }).waitFor({ timeout: 20_000 });
  if (first) await check('/challenge');
  await I.chooseAnswer('right', index);
  await page.getByText(say(locale, 'Right! Well done.'), { exact: true }).waitFor({ timeout: 20_000 });
  await I.wait(1_200);

  await seePath(page, locale, '/challenge/writing');
  await page.getByText(progress, { exact: true }).waitFor({ timeout: 20_000 });
  if (first) await check('/challenge/writing');
  // each character completes by itself (no check step) and shows beside its model; the child goes on
  for (let c = 0; c < Array.from(word.word).length; c += 1) {
    await I.finishCharacter(index);
    await page.getByText(say(locale, 'Every stroke right the first time!'), { exact: true }).waitFor({ timeout: 20_000 });
    if (first && c === 0) await check('/challenge/writing (the character beside its model)');
    await I.goOn(index);
  }

  await seePath(page, locale, '/challenge/spelling');
  if (first) await check('/challenge/spelling');
  for (const unit of spellingUnits(word, input.settings.spelling ?? 'english')) {
    for (const tile of unit.tiles) await I.placeTile('right', tile);
  }
  await page.getByText(say(locale, 'Well spelled!'), { exact: true }).waitFor({ timeout: 20_000 });
  await I.wait(1_200);

  await seePath(page, locale, '/challenge/finish');
  // a word collected for the first time earns one star; the pass is saved before "next" works
  await expect.poll(() => page.locator('.challenge-finish .challenge-star').count(), { timeout: 20_000 }).toBe(1);
  await I.seeReport(null, `${word.word}: saved`);
  await page.locator('.challenge-finish .challenge-next:not([disabled])').waitFor({ timeout: 20_000 });
  if (first) await check('/challenge/finish');
  await I.next();
}

// One after the other: the page objects (challenge.page.ts, battle.page.ts) call vitest's global
// `expect.poll`, which loses its test once another test of a concurrent file ends ("expect.poll()
// must be called inside a test"); side by side the runs took 57 s instead of 72 s on a busy machine.
describe('a child’s journey, in three runs', () => {
  for (const run of RUNS) {
    const name = `${run.locale}, ${run.language} script, ${run.phonetic === 'rom' ? 'pinyin' : 'zhuyin'}, ${run.viewport.width} px`;
    it(`${name}: goes from the first lesson through its explanation, its story and its challenge to a battle that player 1 wins`, { timeout: LONG_FLOW_TIMEOUT_MS }, async () => {
      const started = Date.now();
      const { locale } = run;
      const t = (source: string, values?: Record<string, string | number>) => say(locale, source, values);
      const parent = await memberWith(`journey-${locale}`, run.envLanguage, {
        language: run.language,
        phonetic_symbol: run.phonetic,
        write_number: 1,
        write_hint: 1,
        eng_spell_hint: 0,
        bgm: 0,
      });
      // a new member's second language: English only with an English interface (the server's defaultSettings)
      const spelling = spellingOf({ second_language: run.envLanguage === 3 ? 'english' : 'none', phonetic_symbol: run.phonetic });
      const { input, strokes } = await lessonChallenge(parent, { write_number: 1, write_hint: 1, eng_spell_hint: 0, spelling });
      expect(input.words.map((w) => w.word)).toEqual(FIRST_LESSON.words[run.language]);

      const page = await openApp(parent, run.viewport);
      const fits = (where: string) => fitsTheScreen(page, `${locale} ${where}`);
      try {
        await page.clock.install({ time: START });

        // home: the go-on button is there (it leads to the next word's explanation); the current radical's
        // picture leads to the first radical's lesson track
        await page.goto(localizePath('/home', locale));
        await page.getByRole('button', { name: new RegExp(t('Go on')) }).waitFor({ timeout: 20_000 });
        await fits('/home');
        await page.getByRole('navigation', { name: t('Radicals'), exact: true }).locator('a[aria-current="step"]').click();
        await seePath(page, locale, '/lesson/1');

        // the lesson track: the current lesson's four word boxes in the child's script and phonetic
        const boxes = currentLesson(page).getByRole('list', { name: t('Words'), exact: true }).getByRole('listitem');
        await expect.poll(() => charactersOf(boxes), { timeout: 20_000 }).toEqual(FIRST_LESSON.words[run.language]);
        expect(await readingOf(boxes.last())).toBe(FIRST_LESSON.we[run.phonetic]);
        await fits('/lesson/1');

        // a word box opens the word's explanation: 人 under its reading, its strokes drawn
        await boxes.first().getByRole('link').click();
        await seePath(page, locale, '/explaining/1');
        const title = page.getByRole('heading', { level: 1 });
        await expect.poll(() => rubyPairs(title), { timeout: 20_000 }).toEqual([`人:${FIRST_LESSON.person[run.phonetic]}`]);
        await page.locator('.stroke-order-box svg').first().waitFor({ state: 'visible', timeout: 20_000 });
        await fits('/explaining/1');

        // back to the track, then the lesson's story: its cover, its text under the readings, its video
        await page.getByRole('button', { name: t('Back'), exact: true }).click();
        await seePath(page, locale, '/lesson/1');
        // sound off (the header's button) for the story: muted, a sentence takes its syllables' time in
        // silence on the fake clock, where the recordings would take theirs in real time (tests/e2e/audio.test.ts hears them)
        await page.getByRole('button', { name: t('Mute sound'), exact: true }).click();
        await currentLesson(page).getByRole('link', { name: t('Story'), exact: true }).click();
        await seePath(page, locale, '/story');
        const showText = page.getByRole('link', { name: t('Show the text'), exact: true });
        await showText.waitFor({ timeout: 20_000 });
        await fits('/story');
        await showText.click();
        await seePath(page, locale, '/story/show-text');
        const firstSentence = page.locator('.story-sentence').first();
        await expect
          .poll(() => rubyPairs(firstSentence), { timeout: 20_000 })
          .toContain(`${FIRST_LESSON.park[run.language]}:${FIRST_LESSON.park[run.phonetic]}`);
        await fits('/story/show-text');
        // the video to its end (the lesson is complete only once its story has been watched)
        await page.getByRole('link', { name: t('Watch the story') }).click();
        await seePath(page, locale, '/story/video');
        await page.getByRole('button', { name: t('Play the story') }).click();
        const end = page.getByText(t('The end!'), { exact: true });
        for (let step = 0; step < 40 && !(await end.isVisible()); step += 1) await page.clock.runFor(2_000);
        await end.waitFor({ timeout: 20_000 });
        await fits('/story/video');
        await page.getByRole('link', { name: t('Back to the lesson'), exact: true }).click();
        await seePath(page, locale, '/lesson/1');
        await page.getByRole('button', { name: t('Mute sound'), exact: true }).click();

        // the lesson's challenge: every word, right the first time, its delays run by the test alone
        // (the green answer shown for 1.2 s cannot pass unseen on a slow machine)
        await pauseClock(page);
        await currentLesson(page).getByRole('button', { name: t('Start the challenge'), exact: true }).click();
        const I = new ChallengePlayer(page, locale, input, strokes);
        for (let index = 0; index < input.words.length; index += 1) await playWord(I, input, index, fits);

        // every word played: the lesson is complete, four stars, the lesson pass saved
        await seePath(page, locale, '/challenge/allFinish');
        await page.getByRole('heading', { name: t('Lesson complete!'), exact: true }).waitFor({ timeout: 20_000 });
        await expect.poll(() => page.locator('.challenge-all-finish .challenge-star').count(), { timeout: 20_000 }).toBe(4);
        await I.seeReport(null, 'the lesson pass: saved');
        // the first lesson completed earns the first sticker: the get-sticker modal, closed as a child closes it
        const sticker = page.getByRole('dialog', { name: t('You got a new sticker!'), exact: true });
        await sticker.waitFor({ timeout: 20_000 });
        await sticker.getByRole('button', { name: t('Great!'), exact: true }).click();
        await sticker.waitFor({ state: 'hidden', timeout: 20_000 });
        await fits('/challenge/allFinish');
        await page.getByRole('button', { name: t('Back to the lesson'), exact: true }).click();
        await seePath(page, locale, '/lesson/1');
        // the first lesson wears its crown, each word box its star
        const lessonOne = page.locator('#lesson-1');
        await lessonOne.getByRole('img', { name: t('Crown: lesson complete'), exact: true }).waitFor({ timeout: 20_000 });
        await expect.poll(() => lessonOne.getByRole('img', { name: t('Star earned'), exact: true }).count(), { timeout: 20_000 }).toBe(4);

        // home the way a child finds it (the logo: home for a signed-in member), then the battle
        await page.getByRole('banner').getByRole('link', { name: t('Hanzi House') }).click();
        await seePath(page, locale, '/home');
        await page.getByRole('navigation', { name: t('Screens'), exact: true }).getByRole('link', { name: t('Battle'), exact: true }).click();
        await seePath(page, locale, '/battle');

        // two players on one screen, with the four words the challenge collected
        const words = await learnedWords(parent);
        expect(words.map((w) => w.word).sort()).toEqual([...FIRST_LESSON.words[run.language]].sort());
        const B = BattleVisitor.on(page, locale, { token: parent.token, childId: parent.childId, words });
        await B.side('left').getByRole('button', { name: t('Ready'), exact: true }).waitFor({ timeout: 20_000 });
        // from here the battle's time moves only when the test says
        await pauseClock(page);
        await fits('/battle');
        await B.pressReady('left');
        await B.pressReady('right');
        for (let n = 1; n <= words.length; n += 1) {
          await B.seeQuestion(n);
          if (n === 1) await fits('/battle/game');
          await B.answer('left', true);
          await B.seeRightAnswers('left', n);
          if (n < words.length) {
            // player 2 picks a wrong word
            await B.answer('right', false);
            await B.side('right').getByText(t('Not this one!'), { exact: true }).waitFor({ timeout: 20_000 });
          } else {
            // player 2 is too late: the time runs out
            await B.letTimeRunOut(0);
            await B.side('right').getByText(t("Time's up!"), { exact: true }).waitFor({ timeout: 20_000 });
          }
          await B.waitForNextQuestion();
        }
        await seePath(page, locale, '/battle/finish');
        await B.seeWinner('left');
        await B.seeLoser('right');
        await B.seeRightAnswers('left', words.length);
        await B.seeRightAnswers('right', 0);
        await fits('/battle/finish');
      } finally {
        await page.context().close();
        console.log(`journey ${locale}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    });
  }
});

describe('the script and phonetic settings', () => {
  it('show 我們 with zhuyin for tw + phonetic, then 我们 with pinyin after the child’s settings change to cn + rom', { timeout: 120_000 }, async () => {
    const parent = await memberWith('journey-settings', 2, { language: 'tw', phonetic_symbol: 'phonetic' });
    const page = await openApp(parent, { width: 375, height: 740 });
    const locale: Locale = 'zh-Hant';

    /** The word box of 我們 on the lesson track, its explanation's title, the story's first sentence. */
    async function seeWe(script: 'tw' | 'cn', phonetic: 'phonetic' | 'rom') {
      const we = FIRST_LESSON.words[script][3]!;
      const reading = FIRST_LESSON.we[phonetic].split(' ');

      await page.goto(localizePath('/lesson/1', locale));
      const box = page.locator('.word-box').filter({ has: page.locator('a[href$="/explaining/4"]') });
      await expect.poll(async () => (await charactersOf(box))[0], { timeout: 20_000 }).toBe(we);
      expect(await readingOf(box)).toBe(FIRST_LESSON.we[phonetic]);
      await fitsTheScreen(page, `/lesson/1 (${script}, ${phonetic})`);

      await page.goto(localizePath('/explaining/4', locale));
      const title = page.getByRole('heading', { level: 1 });
      await expect
        .poll(() => rubyPairs(title), { timeout: 20_000 })
        .toEqual(Array.from(we).map((char, i) => `${char}:${reading[i]}`));
      await fitsTheScreen(page, `/explaining/4 (${script}, ${phonetic})`);

      await page.goto(localizePath('/story/show-text?lesson=1', locale));
      const firstSentence = page.locator('.story-sentence').first();
      await expect
        .poll(() => rubyPairs(firstSentence), { timeout: 20_000 })
        .toContain(`${FIRST_LESSON.park[script]}:${FIRST_LESSON.park[phonetic]}`);
      const other = script === 'tw' ? FIRST_LESSON.park.cn : FIRST_LESSON.park.tw;
      expect(await firstSentence.textContent(), `no ${other} in the ${script} story`).not.toContain(other);
      await fitsTheScreen(page, `/story/show-text (${script}, ${phonetic})`);
    }

    try {
      await seeWe('tw', 'phonetic');
      await changeSettings(parent, { language: 'cn', phonetic_symbol: 'rom' });
      await seeWe('cn', 'rom');
    } finally {
      await page.context().close();
    }
  });
});
