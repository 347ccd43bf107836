import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { challengeMachine, CHARACTER_REVIEW_MS } from '../../machines/challenge/challenge.machine';
import type { ChallengeInput, ChallengeWordInput } from '../../machines/challenge/challenge.types';
import { seededRandom } from '../../machines/random';
import type { MemberSetting } from '../../machines/types';
import { spellingOf } from '../../machines/rules/learningSettings';
import { challengePathOptions, expectedView, REPORT_EVENTS, reportStatusOf } from '../machines/challenge/challenge.model';
import { transitionPaths, valueLabel, type ModelPath } from '../machines/modelPaths';
import { strokePath, wrongStroke } from '../support/strokes';
import { ChallengePlayer, type StrokeData } from './challenge.page';
import { demoAccount, demoAtHome, baseURL, connectBrowser, LONG_FLOW_TIMEOUT_MS, pauseClock } from './support';

/**
 * Issue 8, "Paths in the browser": the challenge machine's model paths drive the real screens.
 *
 * The paths come from the model of tests/machines/challenge/challenge.model.ts (`challengePathOptions`, the
 * same generation as the machine tests), generated for the demo child's current lesson of radical
 * 1 with the demo member's settings, so that each model event is something a child can do on
 * these words: the page object (challenge.page.ts) turns every event into a user action
 * (choose the right or a wrong answer, draw a stroke along its median or a wrong one, finish a
 * character, check, place the right or a wrong tile, let the machine's delay pass on the fake
 * clock, next, close, leave), and the server's answer to a pass into a recorded or failed reply
 * (the passes are held in the browser, so the demo child's progress never moves). After each
 * step, what the child sees is checked against the model's `expectedView`.
 *
 * All paths cover every transition; a replay in the browser costs seconds, so a subset is
 * replayed: greedily, the fewest paths that still take every (state → event → state) step that
 * the whole set takes (the test says how many).
 *
 * The challenge starts the way a child starts it: /lesson/1, "Start the challenge" (the lesson
 * track's button; it sends `challenge.open` with game 'lesson').
 */

const RADICAL = 1;

interface Word {
  id: number;
  word: string;
  pinyin: string;
  zhuyin: string;
  english: string;
  radical_id: number;
  lesson_id: number;
  is_collected: 0 | 1;
  image: string | null;
  strokes: { char: string; url: string; order: 'standard' | 'mainland' }[];
}

async function call<T>(path: string, init: RequestInit = {}, token?: string, childId?: number): Promise<T> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (childId) headers.set('Child-Id', String(childId));
  headers.set('Locale-Type', '2');
  const res = await fetch(`${baseURL()}/api${path}`, { ...init, headers });
  const body = (await res.json()) as { status: { code: string }; data: T };
  if (body.status.code !== '1') throw new Error(`${path}: ${JSON.stringify(body.status)}`);
  return body.data;
}

/** The demo child's current lesson of radical 1, its words and stroke data, and the member's settings. */
async function discover() {
  const login = await call<{ api_token: string; member: { setting: MemberSetting; child: { id: number; is_default: number }[] } }>(
    '/member/login',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(demoAccount()) },
  );
  const token = login.api_token;
  const child = login.member.child.find((c) => c.is_default === 1) ?? login.member.child[0]!;
  const schedule = await call<{ current_lesson_id: number | null; lessons: { lesson_id: number }[] }>(
    `/lesson/schedule/${RADICAL}`,
    {},
    token,
    child.id,
  );
  const lessonId = schedule.current_lesson_id ?? schedule.lessons[0]!.lesson_id;
  const review = await call<{ words: Word[] }>(`/review/${lessonId}`, {}, token, child.id);
  const strokes = new Map<string, StrokeData>();
  for (const word of review.words) {
    for (const s of word.strokes) strokes.set(s.char, (await (await fetch(`${baseURL()}${s.url}`)).json()) as StrokeData);
  }
  const words: ChallengeWordInput[] = review.words.map((w) => ({
    id: w.id,
    word: w.word,
    pinyin: w.pinyin,
    zhuyin: w.zhuyin,
    english: w.english,
    radicalId: w.radical_id,
    lessonId: w.lesson_id,
    strokes: w.strokes,
    image: w.image,
    isCollected: w.is_collected === 1,
  }));
  const { write_number, write_hint, eng_spell_hint } = login.member.setting;
  // what the app's challenge spells for this member (English only with English chosen)
  const spelling = spellingOf(login.member.setting);
  const input: ChallengeInput = {
    gameType: 'text',
    words,
    lessonId,
    radicalId: RADICAL,
    from: 'lesson',
    settings: { write_number, write_hint, eng_spell_hint, spelling },
    random: seededRandom(8),
  };
  return { input, strokes, lessonId };
}

/** A step of a path as (state before → event → state after), the unit the subset must keep. */
function stepsOf(path: ModelPath): string[] {
  return path.steps.slice(1).map((step, i) => {
    const before = path.steps[i]!.state;
    const e = step.event as EventObject & { answerId?: number; tile?: number };
    let kind = e.type;
    if (e.answerId !== undefined) kind += e.answerId === before.context.words[before.context.index].id ? ' right' : ' wrong';
    if (e.tile !== undefined) {
      const { pool, letters, placed } = before.context.spell;
      const tile = pool.find((t: { id: number }) => t.id === e.tile);
      kind += tile.letter.toLowerCase() === letters[placed.length]?.toLowerCase() ? ' right' : ' wrong';
    }
    return `${valueLabel(before.value)} —${kind}→ ${valueLabel(step.state.value)}`;
  });
}

/** The fewest paths (greedy) whose steps are every step of all the paths. */
function coveringSubset(paths: ModelPath[]): { chosen: ModelPath[]; steps: number } {
  const all = new Set(paths.flatMap(stepsOf));
  const left = new Set(all);
  const chosen: ModelPath[] = [];
  while (left.size > 0) {
    let best = paths[0]!;
    let gain = -1;
    for (const path of paths) {
      const g = new Set(stepsOf(path).filter((s) => left.has(s))).size;
      if (g > gain) [best, gain] = [path, g];
    }
    chosen.push(best);
    for (const s of stepsOf(best)) left.delete(s);
  }
  return { chosen, steps: all.size };
}

const { input, strokes, lessonId } = await discover();
const allPaths = transitionPaths(challengeMachine, challengePathOptions(input));
const { chosen, steps } = coveringSubset(allPaths);

let browser: Browser;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
beforeAll(async () => {
  browser = await connectBrowser();
  const I = await demoAtHome(browser);
  // the lesson's challenge starts once its story was reached (issue 28 §4): skipped to its end, as a child may
  await I.visit(`/story/video?lesson=${lessonId}`);
  const recorded = I.page.waitForResponse((res) => res.request().method() === 'POST' && res.url().includes('/api/lesson/schedule?'));
  await I.page.getByRole('button', { name: I.t('To the end') }).click();
  expect((await recorded).ok()).toBe(true);
  signedIn = await I.context.storageState();
  await I.close();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Replays one model path on the real screens; `then` goes on from where it ended, on the same
 * page (the reload test).
 */
async function replayInBrowser(path: ModelPath, then?: (page: Page, I: ChallengePlayer) => Promise<void>) {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 }, storageState: signedIn });
  const page = await context.newPage();
  // the challenge's delays (the green answer, the retry) end only when the path says: a slow
  // machine cannot run one out before the test has seen the screen it belongs to
  await page.clock.install();
  await pauseClock(page);
  const I = new ChallengePlayer(page, 'en', input, strokes);
  const visitor = { page, t: I.t.bind(I) };
  try {
    await I.holdPasses();
    await page.goto('/en/lesson/1');
    const review = page.waitForResponse((res) => res.url().includes(`/api/review/${lessonId}`));
    await page.getByRole('button', { name: visitor.t('Start the challenge'), exact: true }).click();
    await review;
    const expected = expectedView(input);
    let index = 0;
    await I.see(expected.view({ type: 'xstate.init' }), path.description);
    for (const [n, step] of path.steps.slice(1).entries()) {
      const before = path.steps[n]!.state;
      const event = step.event as EventObject & { answerId?: number; tile?: number };
      const at = `${path.description}, step ${n + 1} (${event.type})`;
      index = before.context.index;
      const status = reportStatusOf(event);
      if (event.type === REPORT_EVENTS.done) await I.reportOk();
      else if (status === 'failed') await I.reportFails();
      else if (status === 'sending') await I.wait(5_000);
      else if (event.type.startsWith('xstate.after.answerFeedback')) await I.wait(1_200);
      else if (event.type.startsWith('xstate.after.characterReview')) await I.waitOutReview(index, CHARACTER_REVIEW_MS);
      else {
        switch (event.type) {
          case 'answer.choose':
            await I.chooseAnswer(event.answerId === before.context.words[index].id ? 'right' : 'wrong', index, event.answerId);
            break;
          case 'write.stroke':
            await I.writeStroke(index);
            break;
          case 'write.mistake':
            await I.writeMistake();
            break;
          case 'write.strokesDone':
            await I.finishCharacter(index);
            break;
          case 'write.next':
            await I.goOn(index);
            break;
          case 'spell.place': {
            const { pool, letters, placed } = before.context.spell;
            const tile = pool.find((t: { id: number }) => t.id === event.tile);
            const next = letters[placed.length] as string;
            await I.placeTile(tile.letter.toLowerCase() === next.toLowerCase() ? 'right' : 'wrong', next);
            break;
          }
          case 'challenge.next':
            await I.next();
            break;
          case 'word.replay':
            await I.replay();
            break;
          case 'challenge.close':
            await I.close();
            await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000, message: at }).toBe(`/en/lesson/${RADICAL}`);
            break;
          case 'challenge.leave':
            await I.leave();
            await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000, message: at }).toBe('/en/home');
            break;
          default:
            throw new Error(`${at}: no user action for ${event.type}`);
        }
      }
      await I.see(expected.view(event), at);
    }
    await then?.(page, I);
  } finally {
    await context.close();
  }
}

describe(`the challenge's model paths on the real screens (lesson ${lessonId}: ${input.words.map((w) => w.word).join(' ')})`, () => {
  it(`replays ${chosen.length} of the ${allPaths.length} model paths, which take all ${steps} of their steps`, () => {
    const taken = new Set(chosen.flatMap(stepsOf));
    expect(taken.size).toBe(steps);
    expect(chosen.length).toBeGreaterThan(0);
  });

  for (const path of chosen) {
    it(path.description, { timeout: LONG_FLOW_TIMEOUT_MS }, async () => {
      await replayInBrowser(path);
    });
  }
});

describe('a reload in the middle of the challenge (issue 28 §4)', () => {
  // the shortest model path from the start to the second word's guess, the first word's pass recorded
  const toSecondWord = allPaths
    .map((path) => {
      const end = path.steps.findIndex((step, i) => i > 0 && step.state.context.index === 1 && step.state.matches({ word: { guess: 'choosing' } }));
      return end < 0 ? null : { ...path, steps: path.steps.slice(0, end + 1) };
    })
    .filter((path): path is ModelPath => path !== null && path.steps.at(-1)!.state.context.reported.length === 1)
    .sort((a, b) => a.steps.length - b.steps.length)[0];

  it.runIf(input.words.length > 1)('goes on at the word it was on, its recorded pass not sent again, instead of sending the child home', { timeout: LONG_FLOW_TIMEOUT_MS }, async () => {
    expect(toSecondWord, 'a model path to the second word').toBeDefined();
    const { reported } = toSecondWord!.steps.at(-1)!.state.context as { reported: string[] };
    await replayInBrowser(toSecondWord!, async (page, I) => {
      const sent = I.sent.length;
      await page.reload();
      // where it was: the second word's guess, the first word's pass known (the model, started there)
      const resumed = expectedView({ ...input, resume: { index: 1, reported, finished: false } });
      await I.see(resumed.view({ type: 'xstate.init' }), 'after the reload');
      await page.getByText(I.t('Word {current} of {total}', { current: 2, total: input.words.length })).waitFor({ timeout: 20_000 });
      expect(I.sent.length, 'no pass sent again').toBe(sent);
      // and it plays on: the second word's right answer turns green
      await I.chooseAnswer('right', 1);
      await page.locator('.answer--right').waitFor({ timeout: 20_000 });
    });
  });
});

describe('writing a character with the mouse and with touch', () => {
  const word = input.words[0]!;
  const char = Array.from(word.word)[0]!;
  const medians = strokes.get(char)!.medians;

  async function toWriting(touch: boolean) {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: { width: 390, height: 844 },
      storageState: signedIn,
      hasTouch: touch,
      isMobile: touch,
    });
    const page = await context.newPage();
    await page.clock.install();
    await pauseClock(page);
    const I = new ChallengePlayer(page, 'en', input, strokes);
    await I.toWritingPad({ pausedClock: true });
    return { context, page, I };
  }

  /** The strokes the quiz accepted and refused so far (the pad's data attributes). */
  async function judged(page: Page) {
    const quiz = page.locator('.writing-pad-quiz');
    return { accepted: Number(await quiz.getAttribute('data-accepted')), refused: Number(await quiz.getAttribute('data-refused')) };
  }

  it(`draws each stroke of ${char} along its median with the mouse: each accepted; a wrong stroke refused`, async () => {
    const { context, page, I } = await toWriting(false);
    try {
      const size = await I.padSize();
      await I.drawWithMouse(wrongStroke(size));
      // refused: no stroke accepted, and no check button (the character completes by itself)
      await expect.poll(() => judged(page), { timeout: 10_000 }).toEqual({ accepted: 0, refused: 1 });
      expect(await page.getByRole('button', { name: 'Check', exact: true }).count()).toBe(0);
      for (const [i, median] of medians.entries()) {
        await I.drawWithMouse(strokePath(median, size));
        if (i < medians.length - 1) {
          await expect.poll(() => judged(page), { timeout: 10_000, message: `stroke ${i + 1} accepted` }).toEqual({ accepted: i + 1, refused: 1 });
        }
      }
      await I.wait(1_000);
      if (Array.from(word.word).length === 1) {
        // the character is written: the model beside the child's strokes marks the missed stroke (the first)
        await page.locator('.comparison-model path[data-helped="true"]').first().waitFor({ timeout: 20_000 });
        expect(await page.locator('.comparison-model path[data-helped="true"]').count()).toBe(1);
      }
    } finally {
      await context.close();
    }
  });

  it(`draws each stroke of ${char} with touch events: each accepted`, async () => {
    const { context, page, I } = await toWriting(true);
    try {
      const box = (await page.locator('.writing-pad-quiz svg').boundingBox())!;
      const cdp = await context.newCDPSession(page);
      for (const [i, median] of medians.entries()) {
        const points = strokePath(median, box.width).map((p) => ({ x: box.x + p.x, y: box.y + p.y }));
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]!] });
        for (const p of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await I.wait(400);
        if (i < medians.length - 1) {
          await expect.poll(() => judged(page), { timeout: 10_000, message: `stroke ${i + 1} accepted` }).toEqual({ accepted: i + 1, refused: 0 });
        }
      }
      await I.wait(1_000);
      if (Array.from(word.word).length === 1) {
        await page.getByText(I.t('Every stroke right the first time!')).waitFor({ timeout: 20_000 });
      }
    } finally {
      await context.close();
    }
  });
});
