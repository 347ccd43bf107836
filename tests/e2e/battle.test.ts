import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BattleVisitor, learnerWithWords, type Learner } from './battle.page';
import { connectBrowser } from './support';

/**
 * Two players at the same moment on one screen: two fingers at once (one touch event with two
 * touch points, through the Chrome DevTools Protocol), and both sides' keys. And the screens
 * fit a phone held upright (375 px: the tabletop layout) and a desktop (1200 px) without
 * sideways scrolling, in two languages.
 */

let browser: Browser;
let learner: Learner;
beforeAll(async () => {
  browser = await connectBrowser();
  learner = await learnerWithWords('battle');
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** The middle of an element on the screen. */
async function centre(I: BattleVisitor, locator: ReturnType<BattleVisitor['answerButton']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

describe('two players at once', () => {
  it('counts two fingers touching both sides at the same moment (zh-Hant, a tablet)', async () => {
    const I = await BattleVisitor.open(browser, { locale: 'zh-Hant', learner, viewport: { width: 1024, height: 768 }, hasTouch: true });
    try {
      await I.visit('/battle');
      const cdp = await I.page.context().newCDPSession(I.page);
      const touchBoth = async (a: { x: number; y: number }, b: { x: number; y: number }) => {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchStart',
          touchPoints: [
            { x: a.x, y: a.y, id: 1 },
            { x: b.x, y: b.y, id: 2 },
          ],
        });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const ready = (side: 'left' | 'right') => I.side(side).getByRole('button', { name: I.t('Ready'), exact: true });
      await ready('left').waitFor({ state: 'visible', timeout: 20_000 });
      await touchBoth(await centre(I, ready('left')), await centre(I, ready('right')));
      await I.seeQuestion(1);

      const wanted = await I.rightWord();
      const wrong = await I.answerWord('right', false);
      await touchBoth(await centre(I, I.answerButton('left', wanted.word)), await centre(I, I.answerButton('right', wrong)));
      // both answers counted: the question is over, each side shows its own
      await I.side('left').getByText(I.t('Right!'), { exact: true }).waitFor({ timeout: 20_000 });
      await I.side('right').getByText(I.t('Not this one!'), { exact: true }).waitFor({ timeout: 20_000 });
      await I.seeRightAnswers('left', 1);
      await I.seeRightAnswers('right', 0);
    } finally {
      await I.close();
    }
  }, 120_000);

  it('plays a whole battle with both key sets (en): ready 1 and 0, answers Q W A S and O P K L', async () => {
    const I = await BattleVisitor.open(browser, { locale: 'en', learner });
    try {
      await I.visit('/battle');
      // the keys are shown on screen
      await I.side('left').getByText('Q', { exact: true }).first().waitFor({ timeout: 20_000 });
      await I.side('right').getByText('L', { exact: true }).first().waitFor({ timeout: 20_000 });
      await I.pressReadyKey('left');
      await I.pressReadyKey('right');
      await I.seeQuestion(1);
      const count = learner.words.length;
      for (let n = 1; n <= count; n += 1) {
        await I.seeQuestion(n);
        // the left player is right every time, the right player only on the first question
        await I.answerWithKeys('right', n === 1);
        await I.answerWithKeys('left', true);
        await I.seeRightAnswers('left', n);
        await I.page.clock.runFor(1_500);
      }
      await I.seeWinner('left');
      await I.seeLoser('right');
      await I.seeRightAnswers('right', 1);
      expect(new URL(I.page.url()).pathname).toBe('/en/battle/finish');
    } finally {
      await I.close();
    }
  }, 120_000);
});

describe.each([
  { locale: 'zh-Hans' as const, width: 375, height: 740 },
  { locale: 'en' as const, width: 1200, height: 800 },
])('the battle at $width px ($locale)', ({ locale, width, height }) => {
  it('never scrolls sideways: ready, game, finish; a tie makes both win', async () => {
    const I = await BattleVisitor.open(browser, { locale, learner, viewport: { width, height } });
    try {
      await I.visit('/battle');
      await I.side('left').getByRole('button', { name: I.t('Ready'), exact: true }).waitFor({ timeout: 20_000 });
      await I.seeNoSidewaysScroll();
      await I.pressReady('left');
      await I.pressReady('right');
      await I.seeQuestion(1);
      await I.seeNoSidewaysScroll();
      if (width === 375) {
        // the tabletop layout: player 1's half above player 2's, turned to face across the table
        // boxes read until both halves are laid out (a half re-rendering between two reads has none)
        const stacked = async () => {
          const [top, bottom] = [await I.side('left').boundingBox(), await I.side('right').boundingBox()];
          return top && bottom ? top.y + top.height <= bottom.y : null;
        };
        await expect.poll(stacked, { timeout: 20_000 }).toBe(true);
        expect(await I.side('left').evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, -1, 0, 0)');
      }
      for (let n = 1; n <= learner.words.length; n += 1) {
        await I.seeQuestion(n);
        await I.answer('left', n % 2 === 0);
        await I.answer('right', n % 2 === 1);
        await I.page.clock.runFor(1_500);
      }
      await I.seeWinner('left');
      await I.seeWinner('right');
      await I.page.getByText(I.t('A tie: you both win!'), { exact: true }).waitFor({ timeout: 20_000 });
      await I.seeNoSidewaysScroll();
    } finally {
      await I.close();
    }
  }, 120_000);
});
