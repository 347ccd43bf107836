import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleMachine, type BattleSnapshot } from '../../machines/battle/battle.machine';
import { ANSWER_MS as MODEL_ANSWER_MS } from '../machines/battle/battle.fixtures';
import { battleFeatures, expectedView, intentOf, modelInput, pathOptions, perform } from '../machines/battle/battle.model';
import { mapOf } from '../machines/coverage';
import { coveringPaths, transitionPaths } from '../machines/modelPaths';
import { BattleVisitor, learnerWithWords, type Learner } from './battle.page';
import { connectBrowser } from './support';

/**
 * The battle machine's model paths (tests/machines/battle/battle.model.ts) on the real screens: the
 * same intents and path handlers (`perform`) the machine test plays, here by a page object
 * (two players pressing buttons on one screen, the page's clock moved by Playwright), and after
 * every step what a person sees is checked against the view the model expects.
 *
 * Not all 105 paths: the fewest that together take every transition of the machine and show
 * every outcome (each side right, wrong, out of time; left wins, right wins, a tie), chosen
 * from the definition (`coveringPaths`); the test fails if that set ever misses a transition.
 * GET interactive/words goes to the real server, held until the path says the words arrive
 * (or fail, or only three come back), as the machine test's fake does.
 */

const ROUNDS = 2;
const all = transitionPaths(battleMachine, { ...pathOptions, input: modelInput() });
const { paths, transitions } = coveringPaths(battleMachine, all, battleFeatures);

let browser: Browser;
let learner: Learner;
beforeAll(async () => {
  browser = await connectBrowser();
  learner = await learnerWithWords('battle-paths');
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe(`battle model paths in the browser (${paths.length} of ${all.length})`, () => {
  it('the chosen paths take every transition of the battle machine', () => {
    expect([...transitions].filter((key) => !key.startsWith('result') && !/^(left|right) /.test(key)).sort()).toEqual(
      [...mapOf(battleMachine).transitions].sort(),
    );
  });

  paths.forEach((path, n) => {
    const locale = n % 2 === 0 ? 'zh-Hant' : 'en';
    it(`${path.description} (${locale})`, async () => {
      const I = await BattleVisitor.open(browser, { locale, learner, holdWords: true });
      try {
        const expected = expectedView(ROUNDS);
        const count = learner.words.length;
        await I.visit('/battle');
        for (let i = 0; i < path.steps.length; i += 1) {
          const { event } = path.steps[i]!;
          let shownWord: number | null = null;
          if (i > 0) {
            const before = path.steps[i - 1]!.state as BattleSnapshot;
            const { questions, index } = before.context;
            shownWord = before.matches('game') ? questions[index]!.word.id : null;
            await perform(intentOf(event, before), I);
          }
          await I.see(expected.view(event, shownWord), count, MODEL_ANSWER_MS, `step ${i}: ${event.type}`);
        }
      } catch (error) {
        await I.page.screenshot({ path: `/tmp/battle-path-${n}.png` }).catch(() => {});
        throw new Error(`${(error as Error).message}\nseen: ${JSON.stringify(await I.read().catch(() => null))}`, { cause: error });
      } finally {
        await I.close();
      }
    }, 120_000);
  });
});
