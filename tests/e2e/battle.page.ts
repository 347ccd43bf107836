import type { Browser, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { BattleSideView, BattleView } from '../../machines/battle/battle.connect';
import { ANSWER_TIME_MS, BAR_TICK_MS } from '../../machines/battle/battle.machine';
import type { Side } from '../../machines/battle/battle.types';
import type { Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/i18n/locales';
import { BATTLE_KEYS } from '../../src/pages/battle/battleKeys';
import type { BattlePlayer } from '../machines/battle/battle.model';
import { baseURL, latestCode, pauseClock, say, uniqueEmail } from './support';

/**
 * The battle in the browser: a learner made through the API (a parent, a child, word passes so
 * the child has learned words), and `BattleVisitor`, the page object for two players on one
 * screen. It is a `BattlePlayer` (tests/machines/battle/battle.model.ts), so the model's path handlers
 * play on the real screens; `see(expected)` checks what a person sees against the view the
 * model expects.
 */

/** The app's times (the machine's defaults: the app passes none). */
const ANSWER_MS = ANSWER_TIME_MS;
const FEEDBACK_MS = 1_500;

interface Reply<T> {
  status: { code: string; message: string };
  data: T;
}

export async function call<T>(method: string, path: string, options: { token?: string; childId?: number; json?: unknown; form?: FormData } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.childId) headers['Child-Id'] = String(options.childId);
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers,
    body: options.form ?? (options.json !== undefined ? JSON.stringify(options.json) : undefined),
  });
  const body = (await res.json()) as Reply<T>;
  if (body.status.code !== '1') throw new Error(`${method} ${path}: ${body.status.code} ${body.status.message}`);
  return body.data;
}

export interface LearnedWord {
  id: number;
  word: string;
  pinyin: string;
  zhuyin: string;
  english: string;
}

export interface Learner {
  token: string;
  childId: number;
  words: LearnedWord[];
}

interface RadicalBox {
  id: number;
  lessons: { id: number; words: { id: number; word: string }[] }[];
}

/** A fresh parent (signed up and verified through the API, as the dev outbox gives the code) with one child. */
export interface Parent {
  token: string;
  memberId: number;
  childId: number;
}

export async function parentWithChild(tag: string, envLanguage: 1 | 2 | 3 = 2): Promise<Parent> {
  const email = uniqueEmail(tag);
  const password = 'Secret123';
  const { email_verification_id } = await call<{ email_verification_id: string }>('POST', '/member/register', {
    json: { email, password, name: `Parent ${tag}`, env_language: envLanguage, privacy_accepted: 1 },
  });
  await call('POST', '/member/verfiy', { json: { email_verification_id, email, code: await latestCode(email) } });
  const login = await call<{ api_token: string; member: { id: number } }>('POST', '/member/login', { json: { email, password } });
  const token = login.api_token;
  const form = new FormData();
  form.set('name', 'Mei');
  form.set('gender', 'girl');
  form.set('birthday', '2018-05-01');
  const child = await call<{ id: number }>('POST', '/children', { token, form });
  return { token, memberId: login.member.id, childId: child.id };
}

/** The child's learned words, as the battle loads them (GET interactive/words). */
export async function learnedWords(parent: Parent): Promise<LearnedWord[]> {
  return call<LearnedWord[]>('GET', '/interactive/words', { token: parent.token, childId: parent.childId });
}

/**
 * A parent with one child who has learned `count` words of one lesson (word passes through
 * POST lesson/schedule, as the challenge sends them), with distinct readings so a reading
 * names one answer. Returns the login and the words as GET interactive/words gives them.
 */
export async function learnerWithWords(tag: string, count = 4): Promise<Learner> {
  const { token, childId } = await parentWithChild(tag);
  const child = { id: childId };

  const parents = await call<{ children?: { radicals?: { id: number }[] }[] }[]>('GET', '/parentCategories', { token });
  const radicalIds = parents.flatMap((p) => (p.children ?? []).flatMap((c) => (c.radicals ?? []).map((r) => r.id)));
  for (const radicalId of radicalIds) {
    const radical = await call<RadicalBox>('GET', `/radical/${radicalId}`, { token, childId: child.id });
    const lesson = radical.lessons[0];
    if (!lesson || lesson.words.length < count) continue;
    const details = await Promise.all(lesson.words.map((w) => call<LearnedWord>('GET', `/word/${w.id}`, { token })));
    const distinct = details.filter((w, i) => details.findIndex((o) => o.pinyin === w.pinyin || o.zhuyin === w.zhuyin) === i);
    if (distinct.length < count) continue;
    for (const word of distinct.slice(0, count)) {
      const query = new URLSearchParams({
        radical_id: String(radicalId),
        lesson_id: String(lesson.id),
        word_id: String(word.id),
        finish_explaining: '1',
        is_passed: '1',
        mistakes: '0',
      });
      await call('POST', `/lesson/schedule?${query}`, { token, childId: child.id });
    }
    const words = await call<LearnedWord[]>('GET', '/interactive/words', { token, childId: child.id });
    if (words.length !== count) throw new Error(`the child learned ${words.length} words, not ${count}`);
    return { token, childId: child.id, words };
  }
  throw new Error(`no lesson with ${count} words of distinct readings`);
}

/** Holds each GET interactive/words until the test says what the server answers, like the machine test's fake. */
class WordsCall {
  private waiting: Route[] = [];
  private wake: (() => void) | null = null;

  readonly handle = (route: Route) => {
    this.waiting.push(route);
    this.wake?.();
  };

  async next(): Promise<Route> {
    // a state waited for, with a deadline generous for a busy machine
    const until = Date.now() + 60_000;
    while (this.waiting.length === 0) {
      if (Date.now() > until) throw new Error('the battle never asked for its words');
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        setTimeout(resolve, 200);
      });
    }
    return this.waiting.shift()!;
  }
}

/** What a person sees of one side, in words and states (the same shape for expected and seen). */
interface SideSeen {
  readyPressed?: boolean;
  readyWorks?: boolean;
  bar?: number | null;
  answersWork?: boolean;
  feedback?: string;
  marked?: string[];
  crowns?: string;
  result?: string;
}

interface Seen {
  path: string;
  message: 'loading' | 'failed' | 'unavailable' | null;
  retryWorks: boolean;
  againWorks: boolean;
  left: SideSeen;
  right: SideSeen;
}

export interface BattleVisitorOptions {
  locale: Locale;
  learner: Learner;
  viewport?: { width: number; height: number };
  /** Hold GET interactive/words for the test (model paths); else it goes to the server. */
  holdWords?: boolean;
  hasTouch?: boolean;
}

export class BattleVisitor implements BattlePlayer {
  private readonly words = new WordsCall();

  private constructor(
    readonly page: Page,
    readonly locale: Locale,
    readonly learner: Learner,
    private readonly close_: () => Promise<void>,
  ) {}

  /** Signed in as the learner's parent, on a page whose clock the test moves. Not yet on a battle screen. */
  static async open(browser: Browser, options: BattleVisitorOptions): Promise<BattleVisitor> {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: options.viewport ?? { width: 1200, height: 800 },
      hasTouch: options.hasTouch ?? false,
      reducedMotion: 'reduce',
    });
    await context.addInitScript((token) => localStorage.setItem('User-Auth-Token', token), options.learner.token);
    const page = await context.newPage();
    const I = new BattleVisitor(page, options.locale, options.learner, () => context.close());
    if (options.holdWords) await page.route('**/api/interactive/words', I.words.handle);
    await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
    return I;
  }

  /**
   * The battle played on a page the test already drives (a child who came from elsewhere in
   * the app, with Playwright's clock installed on it): closing it leaves the page open.
   */
  static on(page: Page, locale: Locale, learner: Learner): BattleVisitor {
    return new BattleVisitor(page, locale, learner, async () => {});
  }

  t(source: string, values?: Record<string, string | number>): string {
    return say(this.locale, source, values);
  }

  async close(): Promise<void> {
    await this.close_();
  }

  /** Opens /battle (or another battle route) and stops the page's clock there. */
  async visit(path = '/battle'): Promise<void> {
    await this.page.goto(localizePath(path, this.locale));
    // under the client's 25 s time-out, which the held words call must not reach (or a second past
    // the page's time, if a slow machine took longer to open the page)
    await pauseClock(this.page, Date.parse('2026-11-23T09:00:10Z'));
  }

  side(side: Side) {
    return this.page.getByRole('region', { name: this.t(side === 'left' ? 'Player 1' : 'Player 2'), exact: true });
  }

  // ---------------------------------------------------------------- the world

  async wordsArrive(count: number): Promise<void> {
    const route = await this.words.next();
    const response = await route.fetch();
    const body = (await response.json()) as Reply<LearnedWord[]>;
    await route.fulfill({ response, json: { ...body, data: body.data.slice(0, count) } });
  }

  async wordsFail(): Promise<void> {
    const route = await this.words.next();
    await route.fulfill({ status: 500, json: { status: { code: '500', message: 'Server error' }, data: null } });
  }

  // ---------------------------------------------------------------- the players

  async pressReady(side: Side): Promise<void> {
    await this.side(side).getByRole('button', { name: this.t('Ready'), exact: true }).click();
  }

  /** The word the question asks for, found from the reading shown (and the child's learned words). */
  async rightWord(): Promise<LearnedWord> {
    const reading = (await this.side('left').locator('.battle-reading').textContent({ timeout: 20_000 }))?.trim() ?? '';
    const word = this.learner.words.find((w) => w.pinyin === reading || w.zhuyin === reading);
    if (!word) throw new Error(`no learned word reads "${reading}"`);
    return word;
  }

  /** The answer button of a word on a side. */
  answerButton(side: Side, word: string) {
    return this.side(side).getByRole('button', { name: word, exact: true });
  }

  async answerWord(side: Side, right: boolean): Promise<string> {
    const wanted = await this.rightWord();
    const names = await this.side(side).locator('.battle-answer-word').allTextContents();
    const word = right ? wanted.word : names.find((name) => name !== wanted.word)!;
    return word;
  }

  async answer(side: Side, right: boolean): Promise<void> {
    await this.answerButton(side, await this.answerWord(side, right)).click();
  }

  /** A side answers with its keys: the key at the answer's place in the grid. */
  async answerWithKeys(side: Side, right: boolean): Promise<void> {
    const word = await this.answerWord(side, right);
    const names = await this.side(side).locator('.battle-answer-word').allTextContents();
    await this.page.keyboard.press(BATTLE_KEYS[side].answers[names.indexOf(word)]!.code);
  }

  async pressReadyKey(side: Side): Promise<void> {
    await this.page.keyboard.press(BATTLE_KEYS[side].ready.code);
  }

  async retry(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('Try again'), exact: true }).click();
  }

  async exit(): Promise<void> {
    const name = (await this.page.getByRole('button', { name: this.t('Finish'), exact: true }).count())
      ? 'Finish'
      : (await this.page.getByRole('button', { name: this.t('Back to home'), exact: true }).count())
        ? 'Back to home'
        : 'Leave the battle';
    await this.page.getByRole('button', { name: this.t(name), exact: true }).click();
  }

  async playAgain(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('Play again'), exact: true }).click();
  }

  // ---------------------------------------------------------------- the clock

  async waitATick(): Promise<void> {
    await this.page.clock.runFor(BAR_TICK_MS);
  }

  async letTimeRunOut(elapsedMs: number): Promise<void> {
    await this.page.clock.runFor(ANSWER_MS - elapsedMs);
  }

  async waitForNextQuestion(): Promise<void> {
    await this.page.clock.runFor(FEEDBACK_MS);
  }

  /**
   * The last question's answers have shown. The model plays two questions; the app's battle
   * has one per learned word: time runs out on the rest (a miss for both changes no crown and
   * no result), then the finish screen.
   */
  async waitForFinish(): Promise<void> {
    await this.page.clock.runFor(FEEDBACK_MS);
    while (!(await this.seeFinishOrQuestion())) {
      await this.page.clock.runFor(ANSWER_MS);
      await this.page.clock.runFor(FEEDBACK_MS);
    }
  }

  /** Waits for the finish screen (true) or the next question (false). */
  private async seeFinishOrQuestion(): Promise<boolean> {
    const finish = this.page.getByRole('button', { name: this.t('Play again'), exact: true });
    const question = this.side('left').locator('.battle-reading');
    await finish.or(question).first().waitFor({ state: 'visible', timeout: 20_000 });
    return finish.isVisible();
  }

  // ---------------------------------------------------------------- what a person sees

  /** Reads the screen as a person would take it in. */
  async read(): Promise<Seen> {
    const t = (source: string) => this.t(source);
    const labels = {
      players: { left: t('Player 1'), right: t('Player 2') },
      ready: t('Ready'),
      readyDone: t('Ready!'),
      loading: t('Getting the words ready…'),
      failed: t('The battle words could not be loaded.'),
      unavailable: t('A battle needs at least four learned words.'),
      retry: t('Try again'),
      again: t('Play again'),
    };
    const seen = await this.page.evaluate((labels) => {
      const text = (el: Element | null) => el?.textContent?.trim() ?? '';
      const button = (root: ParentNode, name: string) =>
        [...root.querySelectorAll('button')].find((b) => text(b) === name) as HTMLButtonElement | undefined;
      const body = document.querySelector('main')?.textContent ?? '';
      const side = (name: string) => {
        const region = document.querySelector(`section[aria-label="${name}"]`);
        if (!region) return {};
        const ready = button(region, labels.ready) ?? button(region, labels.readyDone);
        const bar = region.querySelector('[role="progressbar"]');
        const answers = [...region.querySelectorAll<HTMLButtonElement>('.battle-answer')];
        const result = region.querySelector('.battle-result');
        return {
          ...(ready ? { readyPressed: ready.getAttribute('aria-pressed') === 'true', readyWorks: !ready.disabled } : {}),
          ...(bar ? { bar: Number(bar.getAttribute('aria-valuenow')) } : {}),
          ...(answers.length
            ? {
                answersWork: answers.every((a) => !a.disabled),
                feedback: text(region.querySelector('[role="status"]')),
                marked: answers.filter((a) => /is-(right|wrong)/.test(a.className)).map((a) => (a.className.includes('is-right') ? 'right' : 'wrong')),
              }
            : {}),
          ...(region.querySelector('.battle-crowns') ? { crowns: region.querySelector('.battle-crowns')!.getAttribute('aria-label') ?? '' } : {}),
          ...(result ? { result: text(result) } : {}),
        };
      };
      const again = button(document, labels.again);
      const retry = button(document, labels.retry);
      return {
        path: location.pathname,
        message: body.includes(labels.loading)
          ? ('loading' as const)
          : body.includes(labels.failed)
            ? ('failed' as const)
            : body.includes(labels.unavailable)
              ? ('unavailable' as const)
              : null,
        retryWorks: !!retry && !retry.disabled,
        againWorks: !!again && !again.disabled,
        left: side(labels.players.left),
        right: side(labels.players.right),
      };
    }, labels);
    return seen;
  }

  /** What a person should see for the view the model expects (`questionCount`: the app's battle's). */
  expected(view: Omit<BattleView, 'question'>, questionCount: number, modelAnswerMs: number): Seen {
    const screens = { battle: '/battle', battleGame: '/battle/game', battleFinish: '/battle/finish' } as const;
    const total = view.questionCount === 0 ? 0 : questionCount;
    const side = (me: BattleSideView): SideSeen => {
      if (view.screen === 'battle' && !view.loading && !view.failed && !view.unavailable) {
        return { readyPressed: me.ready, readyWorks: me.canReady };
      }
      if (view.screen === 'battleGame') {
        return {
          // the model's question lasts modelAnswerMs, the app's ANSWER_MS: the same ticks, another share
          bar: me.answered === 'missed' ? 0 : Math.round((1 - (1 - (me.bar ?? 0)) * (modelAnswerMs / ANSWER_MS)) * 100),
          answersWork: me.canAnswer,
          feedback: me.answered === 'right' ? this.t('Right!') : me.answered === 'wrong' ? this.t('Not this one!') : me.answered === 'missed' ? this.t("Time's up!") : '',
          marked: me.answered === 'right' ? ['right'] : me.answered === 'wrong' ? ['wrong'] : [],
          crowns: this.t('{crowns} of {total} crowns', { crowns: me.crowns, total }),
        };
      }
      if (view.screen === 'battleFinish') {
        return {
          result: me.result === 'win' ? this.t('Winner!') : this.t('So close! Try again!'),
          crowns: this.t('{crowns} of {total} crowns', { crowns: me.crowns, total }),
        };
      }
      return {};
    };
    return {
      path: localizePath(view.screen ? screens[view.screen] : '/home', this.locale),
      message: view.loading ? 'loading' : view.failed ? 'failed' : view.unavailable ? 'unavailable' : null,
      retryWorks: view.canRetry,
      againWorks: view.canAgain,
      left: side(view.left),
      right: side(view.right),
    };
  }

  async see(view: Omit<BattleView, 'question'>, questionCount: number, modelAnswerMs: number, what: string): Promise<void> {
    const want = this.expected(view, questionCount, modelAnswerMs);
    await expect.poll(() => this.read(), { timeout: 20_000, message: what }).toEqual(want);
  }

  async seeWinner(side: Side): Promise<void> {
    await this.side(side).getByText(this.t('Winner!'), { exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
  }

  async seeLoser(side: Side): Promise<void> {
    await this.side(side).getByText(this.t('So close! Try again!'), { exact: true }).waitFor({ state: 'visible', timeout: 20_000 });
  }

  async seeRightAnswers(side: Side, count: number): Promise<void> {
    const crowns = this.t('{crowns} of {total} crowns', { crowns: count, total: this.learner.words.length });
    await expect.poll(() => this.side(side).locator('.battle-crowns').getAttribute('aria-label'), { timeout: 20_000 }).toBe(crowns);
  }

  async seeQuestion(number: number): Promise<void> {
    await this.page
      .getByText(this.t('Question {number} of {count}', { number, count: this.learner.words.length }), { exact: true })
      .waitFor({ state: 'visible', timeout: 20_000 });
  }

  /** Nothing is wider than the window: no sideways scrolling. */
  async seeNoSidewaysScroll(): Promise<void> {
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  }
}
