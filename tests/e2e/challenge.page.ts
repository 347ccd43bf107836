import { expect } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { seededRandom } from '../../machines/random';
import type { ChallengeInput } from '../../machines/challenge/challenge.types';
import type { ChallengeView } from '../../machines/challenge/challenge.connect';
import type { Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/locales';
import type { expectedView } from '../machines/challenge/challenge.model';
import { strokePath, wrongStroke, type PadPoint } from '../support/strokes';
import { call } from './battle.page';
import { baseURL, say } from './support';

/**
 * The challenge screens as a child uses them, by intent (`I.chooseAnswer('right')`,
 * `I.writeStroke()`, `I.placeTile('wrong')`, `I.seeFinish()`), in a real browser with Playwright's
 * fake clock (the machine's delays pass when the path says so). The passes the screens send
 * (POST lesson/schedule) are held and answered as the path says: recorded, or failed.
 */
export interface StrokeData {
  medians: number[][][];
}

const ROUTES: Record<NonNullable<ChallengeView['screen']>, string> = {
  challenge: '/challenge',
  challengeWriting: '/challenge/writing',
  challengeSpelling: '/challenge/spelling',
  challengeFinish: '/challenge/finish',
  challengeAllFinish: '/challenge/allFinish',
};

/**
 * A lesson's challenge as the app plays it for a child (GET review/{lesson}, the child's script)
 * and its words' stroke data, read from the node side: what a ChallengePlayer follows.
 */
export async function lessonChallenge(
  who: { token: string; childId: number },
  settings: ChallengeInput['settings'],
  lesson: { radicalId: number; lessonId: number } = { radicalId: 1, lessonId: 1 },
  seed = 1,
): Promise<{ input: ChallengeInput; strokes: Map<string, StrokeData> }> {
  interface ReviewWord {
    id: number;
    word: string;
    pinyin: string;
    zhuyin: string;
    english: string;
    strokes: { char: string; url: string; order: 'standard' | 'mainland' }[];
  }
  const review = await call<{ words: ReviewWord[] }>('GET', `/review/${lesson.lessonId}`, who);
  const strokes = new Map<string, StrokeData>();
  for (const word of review.words) {
    for (const s of word.strokes) strokes.set(s.char, (await (await fetch(`${baseURL()}${s.url}`)).json()) as StrokeData);
  }
  const input: ChallengeInput = {
    gameType: 'text',
    words: review.words.map((w) => ({ id: w.id, word: w.word, pinyin: w.pinyin, zhuyin: w.zhuyin, english: w.english, strokes: w.strokes })),
    lessonId: lesson.lessonId,
    radicalId: lesson.radicalId,
    from: 'lesson',
    settings,
    random: seededRandom(seed),
  };
  return { input, strokes };
}

export class ChallengePlayer {
  /** The passes sent and not answered yet, oldest first. */
  private readonly held: Route[] = [];
  readonly sent: string[] = [];
  /** The stroke being written of the current character, and which character. */
  private stroke = 0;
  private character = 0;

  constructor(
    readonly page: Page,
    readonly locale: Locale,
    private readonly input: ChallengeInput,
    private readonly strokes: Map<string, StrokeData>,
  ) {}

  t(source: string, values?: Record<string, string | number>) {
    return say(this.locale, source, values);
  }

  /** Holds every POST lesson/schedule until the path answers it. */
  async holdPasses(): Promise<void> {
    await this.page.route(/\/api\/lesson\/schedule\?/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      this.sent.push(new URL(route.request().url()).search);
      this.held.push(route);
    });
  }

  private async waitForHeld(): Promise<Route> {
    await expect.poll(() => this.held.length, { timeout: 20_000 }).toBeGreaterThan(0);
    return this.held.shift()!;
  }

  /** The server records the pass. */
  async reportOk(): Promise<void> {
    const route = await this.waitForHeld();
    await route.fulfill({ json: { status: { code: '1', message: 'success' }, data: null } });
  }

  /** The server fails the pass (500). */
  async reportFails(): Promise<void> {
    const route = await this.waitForHeld();
    await route.fulfill({ status: 500, json: { status: { code: '500', message: 'Server error' }, data: null } });
  }

  /**
   * From the first lesson's track (in English) to its first word's writing pad, the passes held:
   * the challenge started, the word found, and (on a paused clock) the green answer's time passed;
   * returns once the quiz takes strokes (hanzi-writer and the stroke data are in).
   */
  async toWritingPad({ pausedClock }: { pausedClock: boolean }): Promise<void> {
    await this.holdPasses();
    await this.page.goto('/en/lesson/1');
    await this.page.getByRole('button', { name: this.t('Start the challenge'), exact: true }).click();
    await this.chooseAnswer('right', 0);
    if (pausedClock) await this.wait(1_200);
    await this.page.locator('.writing-pad-quiz[data-quiz="ready"] svg').waitFor({ timeout: 20_000 });
  }

  /** Time passes: the machine's delay (the green answer, the spelled word, the retry). */
  async wait(ms: number): Promise<void> {
    await this.page.clock.runFor(ms);
  }

  /** Presses the right answer (the word asked for) or the first open wrong one. */
  async chooseAnswer(which: 'right' | 'wrong', index: number, wrongId?: number): Promise<void> {
    const word = this.input.words[index]!;
    const target = which === 'right' ? word : this.input.words.find((w) => w.id === wrongId) ?? word.choices?.find((c) => c.id === wrongId);
    await this.page.locator('.answer-grid button').filter({ hasText: target!.word }).first().click();
  }

  private currentChar(index: number): string {
    return Array.from(this.input.words[index]!.word)[this.character]!;
  }

  private medians(index: number): number[][][] {
    const data = this.strokes.get(this.currentChar(index));
    if (!data) throw new Error(`no stroke data for ${this.currentChar(index)}`);
    return data.medians;
  }

  /**
   * The quiz's svg once the quiz takes strokes (`data-quiz="ready"`: hanzi-writer and the stroke
   * data are in; a stroke drawn before is not judged); of `char` when given, and a new quiz (no
   * stroke accepted yet, not the one just written) when `fresh`.
   */
  private async pad(char?: string, fresh = false) {
    const of = char ? `[data-character="${char}"]` : '';
    const quiz = this.page.locator(`.writing-pad-quiz[data-quiz="ready"]${of}${fresh ? '[data-accepted="0"]' : ''}`);
    const svg = quiz.locator('svg');
    await svg.waitFor({ state: 'visible', timeout: 20_000 });
    return (await svg.boundingBox())!;
  }

  /** The strokes the quiz accepted so far (the pad's `data-accepted`). */
  async accepted(): Promise<number> {
    return Number(await this.page.locator('.writing-pad-quiz').getAttribute('data-accepted'));
  }

  /** Draws with the mouse along pad points, on the quiz of `char` when given. */
  async drawWithMouse(points: PadPoint[], char?: string, fresh = false): Promise<void> {
    const box = await this.pad(char, fresh);
    const { mouse } = this.page;
    await mouse.move(box.x + points[0]!.x, box.y + points[0]!.y);
    await mouse.down();
    for (const p of points.slice(1)) await mouse.move(box.x + p.x, box.y + p.y);
    await mouse.up();
    await this.wait(400);
  }

  async padSize(char?: string): Promise<number> {
    return (await this.pad(char)).width;
  }

  /**
   * Writes the next stroke of the character along its median, and sees it accepted (but for the
   * last, which ends the quiz: the screen moves on).
   */
  async writeStroke(index: number): Promise<void> {
    const char = this.currentChar(index);
    const medians = this.medians(index);
    const fresh = this.stroke === 0;
    await this.drawWithMouse(strokePath(medians[this.stroke]!, await this.padSize(char)), char, fresh);
    this.stroke += 1;
    if (this.stroke < medians.length) {
      const message = `stroke ${this.stroke} of ${char} accepted`;
      await expect.poll(() => this.accepted(), { timeout: 20_000, message }).toBe(this.stroke);
    }
  }

  /** Draws a stroke nothing like the one asked for (refused). */
  async writeMistake(): Promise<void> {
    await this.drawWithMouse(wrongStroke(await this.padSize()));
  }

  /** Writes the rest of the character's strokes: the character is done. */
  async finishCharacter(index: number): Promise<void> {
    const medians = this.medians(index);
    while (this.stroke < medians.length) await this.writeStroke(index);
    this.stroke = 0;
    this.character += 1;
    await this.wait(1_000);
  }

  /** Goes on from the written character beside its model ("Go on", or "Write it again"). */
  async goOn(index: number): Promise<void> {
    await this.page.locator('.writing-review button').click();
    this.afterReview(index);
  }

  /** Waits out the written character's moment beside its model: the writing goes on by itself. */
  async waitOutReview(index: number, ms: number): Promise<void> {
    await this.wait(ms);
    this.afterReview(index);
  }

  /** After the last character of a repetition the next one starts again from the first. */
  private afterReview(index: number): void {
    if (this.character >= Array.from(this.input.words[index]!.word).length) this.character = 0;
  }

  /** Presses the next letter's tile, or the first tile that is not the next letter. */
  async placeTile(which: 'right' | 'wrong', letter: string): Promise<void> {
    const tiles = this.page.locator('.letter-tiles button');
    // the address changes before the screen is drawn (its chunk may still be loading): read the
    // tiles once they are there, or `nth(-1)` would press the last tile of an empty list's future
    await tiles.first().waitFor({ state: 'visible', timeout: 20_000 });
    const texts = await tiles.allTextContents();
    const i = texts.findIndex((text) => (which === 'right' ? text.toLowerCase() === letter.toLowerCase() : text.toLowerCase() !== letter.toLowerCase()));
    if (i === -1) throw new Error(`no ${which} tile for "${letter}" among ${JSON.stringify(texts)}`);
    await tiles.nth(i).click();
  }

  async next(): Promise<void> {
    await this.page.locator('.challenge-finish .challenge-next').click();
  }

  /** The big Listen button of a step: the word said again (nothing on screen changes). */
  async replay(): Promise<void> {
    await this.page.locator('main').getByRole('button', { name: this.t('Listen'), exact: true }).click();
  }

  async close(): Promise<void> {
    await this.page.getByRole('banner').getByRole('button', { name: this.t('Close'), exact: true }).click();
  }

  /** Goes elsewhere in the app (home), the way a link does. */
  async leave(): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, localizePath('/home', this.locale));
  }

  /** What the path says the child sees: the screen, the header, and that screen's state. */
  async see(view: ReturnType<ReturnType<typeof expectedView>['view']>, at: string): Promise<void> {
    const { page } = this;
    if (view.screen === null) return;
    const path = localizePath(ROUTES[view.screen], this.locale);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000, message: `${at}: the screen` }).toBe(path);
    const steps = page.getByRole('list', { name: this.t('Challenge steps') });
    await expect.poll(() => steps.count(), { timeout: 20_000, message: `${at}: the step labels` }).toBe(view.header.showLabels ? 1 : 0);
    if (view.header.showLabels) {
      const label = { guess: 'Guess', write: 'Write', spell: 'Spell' }[view.header.step!];
      await expect.poll(() => steps.locator('[aria-current="step"]').textContent(), { timeout: 20_000, message: `${at}: the current step` }).toBe(this.t(label));
    }
    switch (view.screen) {
      case 'challenge': {
        // One read of every answer button (class and disabled together), so the screen cannot move on between the two.
        const expected = view.answers.map((answer) => {
          const word = this.input.words.find((w) => w.id === answer.id)!.word;
          return `${word}: ${answer.status}${answer.disabled ? ', disabled' : ''}`;
        });
        const shown = () => page.evaluate((words) => words.map((word) => {
          const button = [...document.querySelectorAll<HTMLButtonElement>('.answer-grid button')].find((b) => b.firstChild?.textContent === word);
          const status = button ? /answer--(\w+)/.exec(button.className)?.[1] ?? 'none' : 'missing';
          return `${word}: ${status}${button?.disabled ? ', disabled' : ''}`;
        }), view.answers.map((answer) => this.input.words.find((w) => w.id === answer.id)!.word));
        await expect.poll(shown, { timeout: 20_000, message: `${at}: the answers` }).toEqual(expected);
        break;
      }
      case 'challengeWriting': {
        const w = view.writing!;
        await page.getByText(this.t('Time {repetition} of {repetitions}', { repetition: w.repetition, repetitions: w.repetitions })).waitFor({ timeout: 20_000 });
        if (w.reviewing) {
          // the character completed by itself: the child's strokes beside the model, and a way on
          await page.locator('.character-comparison .comparison-written').waitFor({ timeout: 20_000 });
          await page.locator('.writing-review button:not([disabled])').waitFor({ timeout: 20_000 });
        } else {
          await page.locator(`.writing-pad-quiz[data-character="${w.character}"]`).waitFor({ timeout: 20_000 });
        }
        // no check step, ever
        expect(await page.getByRole('button', { name: 'Check', exact: true }).count(), `${at}: no check button`).toBe(0);
        break;
      }
      case 'challengeSpelling': {
        const s = view.spelling!;
        const slots = page.locator('.spell-slot.is-filled');
        await expect.poll(async () => (await slots.allTextContents()).join(''), { timeout: 20_000, message: `${at}: spelled so far` }).toBe(s.placed);
        const letters = async () => (await page.locator('.letter-tiles button').allTextContents()).sort().join('');
        await expect.poll(letters, { timeout: 20_000, message: `${at}: the tiles left` }).toBe(s.tiles.map((tile) => tile.letter).sort().join(''));
        await expect.poll(() => page.locator('.letter-tile--refused').count(), { timeout: 20_000, message: `${at}: a refused tile` }).toBe(s.refused === null ? 0 : 1);
        break;
      }
      case 'challengeFinish':
        await this.seeReport(view.report, at);
        await expect.poll(() => page.locator('.challenge-finish .challenge-next').isDisabled(), { timeout: 20_000, message: `${at}: next` }).toBe(!view.canNext);
        await this.seeFinish(view.finish!.stars);
        break;
      case 'challengeAllFinish':
        await this.seeReport(view.report, at);
        break;
    }
  }

  /** The finish screen with the word's stars. */
  async seeFinish(stars: number): Promise<void> {
    const text = stars > 0 ? (stars === 1 ? 'You earned 1 star!' : null) : this.t('You collected this word before: no new star this time.');
    if (text) await this.page.getByText(stars > 0 ? this.starsText(stars) : text).first().waitFor({ timeout: 20_000 });
  }

  private starsText(stars: number): string {
    return this.locale === 'en' ? `You earned ${stars} star${stars === 1 ? '' : 's'}!` : String(stars);
  }

  async seeReport(status: 'sending' | 'failed' | null, at: string): Promise<void> {
    const text = status === 'sending' ? this.t('Saving…') : status === 'failed' ? this.t('Could not save, trying again…') : '';
    await expect.poll(async () => ((await this.page.locator('.challenge-report').textContent()) ?? '').trim(), {
      timeout: 20_000,
      message: `${at}: the report status`,
    }).toBe(text);
  }
}
