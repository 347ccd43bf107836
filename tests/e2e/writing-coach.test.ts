import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WriteLeniency } from '../../machines/types';
import { strokePath, toPad, wrongStroke, type PadPoint } from '../support/strokes';
import { call } from './battle.page';
import { ChallengePlayer, lessonChallenge } from './challenge.page';
import { baseURL, connectBrowser, demoAccount, demoAtHome, pauseClock } from './support';

/**
 * The writing coach (issue 28 §3) as a child uses it on a phone (375×667), with the mouse's pointer
 * events on the pad: a wrong stroke flashes red at once (the flash is there when the pointer events
 * have been dispatched, with the page's clock paused: no timer ran before it), then the ladder of
 * help climbs for that stroke (its start with a dot and an arrow, then the stroke to trace); the
 * character completes by itself once every stroke is judged (no check button) and shows the
 * child's own strokes beside the model, the helped stroke marked by colour and number; nothing of
 * the step lies below the fold. A second test measures the wrong stroke's feedback in real time:
 * from the pointer's release to the frame that shows the red flash.
 */

const RADICAL = 1;
const PHONE = { width: 375, height: 667 };

/** The ladder written out once more, as the child meets it: the help after 0, 1, 2 misses of a stroke. */
const LADDER: Record<WriteLeniency, ['none' | 'start' | 'trace', 'none' | 'start' | 'trace', 'none' | 'start' | 'trace']> = {
  strict: ['none', 'none', 'start'],
  normal: ['none', 'start', 'trace'],
  gentle: ['start', 'trace', 'trace'],
};

/** The demo child's first word of its current lesson, its stroke data, the child's leniency and the member's write_hint. */
async function discover() {
  const login = await call<{
    api_token: string;
    member: { setting: { write_hint: 0 | 1; write_number: number }; child: { id: number; is_default: number; write_leniency: WriteLeniency }[] };
  }>('POST', '/member/login', { json: demoAccount() });
  const child = login.member.child.find((c) => c.is_default === 1) ?? login.member.child[0]!;
  const who = { token: login.api_token, childId: child.id };
  const schedule = await call<{ current_lesson_id: number | null; lessons: { lesson_id: number }[] }>('GET', `/lesson/schedule/${RADICAL}`, who);
  const lessonId = schedule.current_lesson_id ?? schedule.lessons[0]!.lesson_id;
  // its story played to its end: the challenge waits for it (machines/rules/lessonProgression.ts)
  await call('POST', `/lesson/schedule?radical_id=${RADICAL}&lesson_id=${lessonId}&story=1`, who);
  const { setting } = login.member;
  const { input, strokes } = await lessonChallenge(
    who,
    { write_number: setting.write_number, write_hint: setting.write_hint, eng_spell_hint: 1 },
    { radicalId: RADICAL, lessonId },
    8,
  );
  return { input, strokes, leniency: child.write_leniency, hint: setting.write_hint };
}

const { input, strokes, leniency, hint } = await discover();
const char = Array.from(input.words[0]!.word)[0]!;
const medians = strokes.get(char)!.medians;

let browser: Browser;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
beforeAll(async () => {
  browser = await connectBrowser();
  const I = await demoAtHome(browser);
  signedIn = await I.context.storageState();
  await I.close();
});
afterAll(async () => {
  await browser?.close();
});

/** The challenge's writing step of the first word, on a phone. */
async function toWriting(paused: boolean) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: PHONE, storageState: signedIn });
  const page = await context.newPage();
  if (paused) {
    await page.clock.install();
    await pauseClock(page);
  }
  const I = new ChallengePlayer(page, 'en', input, strokes);
  await I.toWritingPad({ pausedClock: paused });
  return { context, page, I };
}

/** Draws with the mouse (its pointer events) on the pad, and returns at once: no wait, no timer. */
async function drawNow(page: Page, points: PadPoint[]) {
  const box = (await page.locator('.writing-pad-quiz svg').boundingBox())!;
  await page.mouse.move(box.x + points[0]!.x, box.y + points[0]!.y);
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(box.x + p.x, box.y + p.y);
  await page.mouse.up();
}

/** What the coach draws over the pad: the red flashes, the start hint's stroke and dot, the stroke to trace. */
async function coachLayer(page: Page) {
  return page.evaluate(() => {
    const hint = document.querySelector('.writing-pad-coach .stroke-start-hint');
    const dot = hint?.querySelector('circle');
    return {
      flashes: [...document.querySelectorAll('.writing-pad-coach .stroke-flash')].map((f) => f.getAttribute('stroke')),
      start: hint ? { stroke: Number(hint.getAttribute('data-stroke')), x: Number(dot!.getAttribute('cx')), y: Number(dot!.getAttribute('cy')), arrow: hint.querySelector('polygon') !== null } : null,
      trace: document.querySelector('.writing-pad-coach .stroke-trace')?.getAttribute('data-stroke') ?? null,
    };
  });
}

/** Every visible element of the writing step (the header with its close button included) lies within the screen, and the page does not scroll. */
async function expectAboveTheFold(page: Page, at: string) {
  const below = await page.evaluate(() => {
    const step = document.querySelector('.challenge-writing');
    const header = document.querySelector('header');
    const elements = [...(header ? [header, ...header.querySelectorAll('*')] : []), ...(step ? step.querySelectorAll('*') : [])];
    return elements
      .filter((e) => !e.closest('.sr-only'))
      .map((e) => ({ name: `${e.tagName.toLowerCase()}.${(e.getAttribute('class') ?? '').split(' ')[0]}`, rect: e.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0)
      .filter(({ rect }) => rect.bottom > window.innerHeight + 0.5 || rect.right > window.innerWidth + 0.5)
      .map(({ name, rect }) => `${name} (bottom ${Math.round(rect.bottom)}, right ${Math.round(rect.right)})`);
  });
  expect(below, `${at}: elements outside 375×667`).toEqual([]);
  const scrolls = await page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight + 1);
  expect(scrolls, `${at}: the page scrolls`).toBe(false);
}

describe(`the writing coach on a phone (${leniency} leniency, write_hint ${hint}; ${char} of ${input.words[0]!.word})`, () => {
  it('a wrong stroke flashes red at once, then its start is hinted and then it is shown to trace; the character completes by itself beside its model, the helped stroke marked; all above the fold', { timeout: 120_000 }, async () => {
    // the demo member writes with hints (the seeded settings): else the ladder would have no rungs to show
    expect(hint).toBe(1);
    const { context, page, I } = await toWriting(true);
    try {
      // the fade of a flash runs in real time (css): held here, so that "at once" is all this checks
      await page.addStyleTag({ content: '.stroke-flash { animation-play-state: paused !important; }' });
      await expectAboveTheFold(page, 'the pad');
      const size = await I.padSize(char);
      const expectHelp = async (misses: 1 | 2) => {
        const help = LADDER[leniency][misses];
        await expect
          .poll(async () => {
            const layer = await coachLayer(page);
            return { start: layer.start !== null && layer.start.stroke === 0 && layer.start.arrow, trace: layer.trace };
          }, { timeout: 10_000, message: `the help after ${misses} miss(es)` })
          .toEqual({ start: help !== 'none', trace: help === 'trace' ? '0' : null });
      };

      // a wrong stroke: red at once, with the clock paused (no timer has run)
      await drawNow(page, wrongStroke(size));
      const first = await coachLayer(page);
      expect(first.flashes, 'the red flash right after the pointer events').toEqual(['#c81e1e']);
      expect(await page.locator('.writing-pad-quiz').getAttribute('data-refused')).toBe('1');
      await expectHelp(1);
      const hinted = await coachLayer(page);
      if (hinted.start) {
        // the dot sits where the first stroke starts
        const start = toPad(medians[0]![0]!, size);
        expect(Math.abs(hinted.start.x - start.x)).toBeLessThan(2);
        expect(Math.abs(hinted.start.y - start.y)).toBeLessThan(2);
      }

      // a second miss of the same stroke: the next rung
      await drawNow(page, wrongStroke(size));
      expect((await coachLayer(page)).flashes).toHaveLength(2);
      await expectHelp(2);
      await expectAboveTheFold(page, 'the pad with help');

      // every stroke along its median: accepted, and the character completes by itself (no check)
      for (const [i, median] of medians.entries()) {
        await I.drawWithMouse(strokePath(median, size), char);
        if (i === 0) {
          // the help was the first stroke's: the second starts without (unless gentle's start)
          await expect.poll(async () => (await coachLayer(page)).trace, { timeout: 10_000 }).toBe(null);
        }
      }
      expect(await page.getByRole('button', { name: 'Check', exact: true }).count()).toBe(0);
      const written = page.locator('.comparison-written');
      await written.waitFor({ timeout: 20_000 });
      // the child's own strokes, kept as drawn, beside the model; the first stroke needed help: colour and its number
      expect(await written.locator('.written-stroke').count()).toBe(medians.length);
      expect(await written.locator('.written-stroke[data-helped="true"]').count()).toBe(1);
      expect(await written.locator('.stroke-number').allTextContents()).toEqual(['1']);
      expect(await page.locator('.comparison-model path[data-helped="true"]').count()).toBe(1);
      expect(await page.locator('.comparison-model .stroke-number').allTextContents()).toEqual(['1']);
      await page.getByText('1 stroke needed help: it has its number', { exact: true }).waitFor({ timeout: 20_000 });
      await expectAboveTheFold(page, 'the character beside its model');
      await page.locator('.writing-review button').waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
    }
  });

  // The issue asks for feedback within 100 ms. Timed here it would measure this machine's load, so
  // the test holds what makes it fast: the flash is in the page before the release's handling ends,
  // before any frame (no timer, no state update first). The time itself is `npm run bench`'s
  // (tests/bench/run.ts, 3: stroke judgement to visible feedback; R19: median 19 ms under load).
  it('the red flash is in the page as the finger\'s release is handled, before any frame', { timeout: 120_000 }, async () => {
    const { context, page, I } = await toWriting(false);
    try {
      // hanzi-writer ends a stroke on the document's mouseup (touchend on a phone); a listener on
      // window runs after it: what it finds is what the release's own handling drew
      await page.evaluate(() => {
        const w = window as unknown as { __atRelease: number[] };
        const flashes = (selector = '') => document.querySelectorAll(`.writing-pad-coach .stroke-flash${selector}`);
        w.__atRelease = [];
        // the flashes of earlier tries (still fading, or gone meanwhile) are not counted
        window.addEventListener('mousedown', () => flashes().forEach((flash) => flash.setAttribute('data-earlier', '')), true);
        window.addEventListener('mouseup', () => w.__atRelease.push(flashes(':not([data-earlier])').length));
      });
      const size = await I.padSize(char);
      const TRIES = 3;
      for (let n = 0; n < TRIES; n += 1) {
        await drawNow(page, wrongStroke(size));
        await expect.poll(() => page.evaluate(() => (window as unknown as { __atRelease: number[] }).__atRelease.length), { timeout: 10_000 }).toBe(n + 1);
      }
      const atRelease = await page.evaluate(() => (window as unknown as { __atRelease: number[] }).__atRelease);
      expect(atRelease, 'a new flash in the page as each release is handled').toEqual(Array.from({ length: TRIES }, () => 1));
    } finally {
      await context.close();
    }
  });
});
