import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HanziWriter from 'hanzi-writer';
import type { ChallengeSetup } from '../../machines/shell/app.types';
import type { ChallengeChoice, ChallengeWordInput, PassReport } from '../../machines/challenge/challenge.types';
import { makeChild, makeMember } from '../fixtures/member';
import { fakeCall } from '../machines/account/registration.fakes';
import { renderApp } from '../support/app';
import { strokePath, wrongStroke, type PadPoint } from '../support/strokes';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * The challenge screens as a child meets them, in jsdom: the app's real routes and root actor,
 * a lesson's challenge opened with `challenge.open` (its words from a fake `loadChallenge`, its
 * passes to a fake `reportProgress`), hanzi-writer's real quiz fed the real stroke data of 日
 * (fetch stubbed) and driven with mouse events along the medians, and the fake clock for the
 * machine's delays. What is checked is what the child sees and what leaves for the server.
 */

const STROKES_URL = '/api/content/strokes/test-sun.json';
const SUN_DATA = JSON.parse(readFileSync(join(process.cwd(), 'node_modules/hanzi-writer-data/日.json'), 'utf8')) as {
  medians: number[][][];
};

const choice = (id: number, word: string, english: string): ChallengeChoice => ({ id, word, pinyin: `p${id}`, zhuyin: `ㄓ${id}`, english });
const SUN: ChallengeWordInput = {
  ...choice(1, '日', 'sun'),
  pinyin: 'rì',
  zhuyin: 'ㄖˋ',
  choices: [choice(1, '日', 'sun'), choice(2, '月', 'moon'), choice(3, '木', 'tree'), choice(4, '火', 'fire')],
  radicalId: 7,
  lessonId: 70,
  strokes: [{ char: '日', url: STROKES_URL, order: 'standard' }],
  image: null,
  isCollected: false,
};

function lessonOf(words: ChallengeWordInput[]): ChallengeSetup {
  return { gameType: 'text', words, lessonId: 70, radicalId: 7, from: 'lesson' };
}

const i18n = setupI18n({ locale: 'en', messages: { en: en as Messages, 'zh-Hant': zhHant as Messages } });

async function tick(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets real work finish (a lazy page's import, a fetch): polls until `found` gives something. */
async function until<T>(found: () => T | null | undefined, what: string): Promise<T> {
  const deadline = process.hrtime.bigint() + 20_000_000_000n;
  while (process.hrtime.bigint() < deadline) {
    const value = found();
    if (value) return value;
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
  throw new Error(`never saw ${what}`);
}

/** The router reached `path` (a lazy page loads before the navigation commits). */
async function at(router: { state: { location: { pathname: string } } }, path: string) {
  await until(() => router.state.location.pathname === path, `the path ${path} (at ${router.state.location.pathname})`);
}

const heading = (name: string) => () => screen.queryByRole('heading', { level: 1, name });

function start(
  words: ChallengeWordInput[],
  setting: Parameters<typeof makeMember>[0] = {},
  leniency: 'strict' | 'normal' | 'gentle' = 'normal',
) {
  const report = fakeCall<unknown, PassReport>();
  const member = makeMember({ child: [makeChild({ write_leniency: leniency })], setting: { second_language: 'english', ...setting.setting } });
  const harness = renderApp('/en/home', {
    member,
    i18n,
    play: {
      challengeSetupOf: async () => lessonOf(words),
      reportProgress: report.logic,
    },
  });
  return { ...harness, report };
}

async function openChallenge(app: ReturnType<typeof start>['app']) {
  await tick();
  act(() => app.send({ type: 'challenge.open', request: { game: 'lesson', radicalId: 7, lessonId: 70 } }));
  await until(heading('Which word is it?'), 'the guess screen');
}

/** The quiz's svg once the quiz takes strokes: a new quiz (none accepted yet) with its stroke data in. */
const quizReady = () => document.querySelector('.writing-pad-quiz[data-quiz="ready"][data-accepted="0"] svg');

/** Draws on the quiz's svg: mouse down, moves along the points, mouse up (jsdom puts the svg at 0,0). */
async function draw(points: PadPoint[]) {
  const svg = document.querySelector('.writing-pad-quiz svg')!;
  expect(svg, 'the quiz has drawn its svg').not.toBeNull();
  const [first, ...rest] = points;
  fireEvent.mouseDown(svg, { clientX: first!.x, clientY: first!.y });
  for (const p of rest) fireEvent.mouseMove(svg, { clientX: p.x, clientY: p.y });
  fireEvent.mouseUp(document, { clientX: rest.at(-1)!.x, clientY: rest.at(-1)!.y });
  await tick(50);
}

function padSize(): number {
  return Number.parseFloat((document.querySelector('.writing-pad') as HTMLElement).style.width);
}

beforeEach(() => {
  // the clock is fake (the machine's delays); real I/O and setImmediate go on (lazy pages, fetch)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  vi.stubGlobal('fetch', async (request: Request | string) => {
    const url = typeof request === 'string' ? request : request.url;
    if (url.endsWith(STROKES_URL)) return new Response(JSON.stringify(SUN_DATA), { headers: { 'Content-Type': 'application/json' } });
    // home, where the tests start, asks for the navigation tree: a list, as the contract says (none here)
    const data = new URL(url, 'http://localhost').pathname.endsWith('/parentCategories') ? [] : null;
    return new Response(JSON.stringify({ status: { code: '1', message: 'success' }, data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a lesson challenge of one word, guess → write → spell → finish → allFinish', () => {
  it('walks every screen as the child sees it', async () => {
    const { app, router, report } = start([SUN]);
    await openChallenge(app);
    await at(router, '/en/challenge');

    // --- guess: the prompt, four answers in a 2×2 grid, the header's three steps with guess current
    expect(screen.getByRole('heading', { level: 1, name: 'Which word is it?' })).toBeTruthy();
    // the member reads zhuyin (phonetic_symbol 'phonetic'), in a vertical column, and shows English
    expect(document.querySelector('.challenge-reading .reading--zhuyin')?.textContent).toBe('ㄖˋ');
    expect(screen.getByText('sun')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Challenge steps' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Guess', 'Write', 'Spell']);
    expect(within(steps).getByText('Guess').getAttribute('aria-current')).toBe('step');
    const grid = document.querySelector('.answer-grid')!;
    expect(within(grid as HTMLElement).getAllByRole('button').map((b) => b.textContent).sort()).toEqual(['日', '月', '木', '火']);

    // a wrong answer turns red and stays red, disabled; the others stay open
    fireEvent.click(screen.getByRole('button', { name: '火' }));
    await tick();
    const fire = screen.getByRole('button', { name: /火/ });
    expect(fire.className).toContain('answer--wrong');
    expect((fire as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Not quite. Try another one!');
    expect((screen.getByRole('button', { name: '月' }) as HTMLButtonElement).disabled).toBe(false);

    // the right one turns green, and after the feedback the writing opens
    fireEvent.click(screen.getByRole('button', { name: '日' }));
    await tick();
    expect(screen.getByRole('button', { name: /日/ }).className).toContain('answer--right');
    await at(router, '/en/challenge');
    await tick(1_200);
    await tick();
    await at(router, '/en/challenge/writing');
    await until(heading('Write the word'), 'the writing screen');
    await until(quizReady, 'the quiz');

    // --- writing: the 田字格 behind the quiz, and no check step
    expect(screen.getByRole('heading', { level: 1, name: 'Write the word' })).toBeTruthy();
    expect(document.querySelector('.writing-grid line[stroke-dasharray]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
    await tick(10);
    const size = padSize();
    // a stroke nothing like the first one is refused
    await draw(wrongStroke(size));
    // every stroke along its median is accepted
    for (const median of SUN_DATA.medians) await draw(strokePath(median, size));
    await tick(1_000);
    // written, by itself: the child's strokes beside the model, the missed stroke (the first) marked
    expect(screen.getByRole('status').textContent).toBe('1 stroke needed help: it has its number');
    expect(screen.getByRole('img', { name: '日 as you wrote it: strokes 1 needed help' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '日, the model' })).toBeTruthy();
    expect(document.querySelectorAll('.comparison-written .written-stroke')).toHaveLength(SUN_DATA.medians.length);
    fireEvent.click(screen.getByRole('button', { name: /Go on/ }));
    await tick();
    await tick();
    await at(router, '/en/challenge/spelling');
    await until(heading('Spell it in English'), 'the spelling screen');

    // --- spelling: the hint shows the next letter; a wrong tile flashes red; placed ones vanish
    expect(screen.getByRole('heading', { level: 1, name: 'Spell it in English' })).toBeTruthy();
    expect(screen.queryByText('sun')).toBeNull();
    const tiles = () => within(screen.getByRole('list', { name: 'Letters' })).getAllByRole('button');
    expect(tiles().map((t) => t.textContent).sort()).toEqual(['n', 's', 'u']);
    expect(screen.getByText(/Next letter:/).textContent).toBe('Next letter: s');
    fireEvent.click(screen.getByRole('button', { name: 'n' }));
    await tick();
    expect(screen.getByRole('button', { name: 'n' }).className).toContain('letter-tile--refused');
    fireEvent.click(screen.getByRole('button', { name: 's' }));
    await tick();
    expect(tiles().map((t) => t.textContent).sort()).toEqual(['n', 'u']);
    expect(screen.getByText(/Next letter:/).textContent).toBe('Next letter: u');
    fireEvent.click(screen.getByRole('button', { name: 'u' }));
    fireEvent.click(screen.getByRole('button', { name: 'n' }));
    await tick();
    expect(screen.getByText('Well spelled!')).toBeTruthy();
    await tick(1_200);
    await tick();
    await at(router, '/en/challenge/finish');
    await until(heading('Well done!'), 'the finish screen');

    // --- finish: no step labels; the star; next waits for the report, then works after a failure
    expect(screen.queryByRole('list', { name: 'Challenge steps' })).toBeNull();
    expect(screen.getByText('You earned 1 star!')).toBeTruthy();
    expect(report.calls).toEqual([
      { kind: 'word', radical_id: 7, lesson_id: 70, word_id: 1, finish_explaining: 1, is_passed: 1, mistakes: 3 },
    ]);
    expect(screen.getByText('Saving…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'See the results' }) as HTMLButtonElement).disabled).toBe(true);
    await act(() => report.reject(Object.assign(new Error('Server error'), { code: '500' })));
    await tick();
    expect(screen.getByText('Could not save, trying again…')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'See the results' }) as HTMLButtonElement).disabled).toBe(false);
    await tick(5_000);
    await act(() => report.resolve(null));
    await tick();
    expect(screen.queryByText('Could not save, trying again…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See the results' }));
    await tick();
    await tick();
    await at(router, '/en/challenge/allFinish');
    await until(heading('Lesson complete!'), 'the allFinish screen');

    // --- allFinish: the lesson done, its pass sent, back to the lesson track of the radical
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson complete!' })).toBeTruthy();
    expect(screen.getByText('You played 1 word.')).toBeTruthy();
    expect(screen.getByText('You earned 1 star!')).toBeTruthy();
    expect(report.calls.at(-1)).toEqual({ kind: 'lesson', radical_id: 7, lesson_id: 70, completion: 1 });
    await act(() => report.resolve(null));
    fireEvent.click(screen.getByRole('button', { name: 'Back to the lesson' }));
    await tick();
    await tick();
    await at(router, '/en/lesson/7');
  });

  it('the close button leaves from the guess screen to the lesson track', async () => {
    const { app, router } = start([SUN]);
    await openChallenge(app);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await tick();
    await tick();
    await at(router, '/en/lesson/7');
  });

  it("climbs the coach's ladder per stroke (normal: the start after one miss, the stroke to trace after two), and no star for a word collected before", async () => {
    const { app, router } = start([{ ...SUN, isCollected: true }], { setting: { write_number: 1, write_hint: 1, eng_spell_hint: 0 } });
    await openChallenge(app);
    fireEvent.click(screen.getByRole('button', { name: '日' }));
    await tick(1_200);
    await tick();
    await at(router, '/en/challenge/writing');
    await until(quizReady, 'the quiz');
    await tick(10);
    const size = padSize();
    expect(document.querySelector('.stroke-start-hint')).toBeNull();
    await draw(wrongStroke(size));
    await until(() => document.querySelector('.stroke-start-hint[data-stroke="0"]'), 'the start of the first stroke');
    expect(screen.getByText('Start at the orange dot and follow the arrow.')).toBeTruthy();
    expect(document.querySelector('.stroke-trace')).toBeNull();
    await draw(wrongStroke(size));
    await until(() => document.querySelector('.stroke-trace[data-stroke="0"]'), 'the first stroke to trace');
    expect(screen.getByText('Trace the orange stroke.')).toBeTruthy();
    // the help is per stroke: the second stroke starts without any
    await draw(strokePath(SUN_DATA.medians[0]!, size));
    await until(() => !document.querySelector('.stroke-trace') && !document.querySelector('.stroke-start-hint'), 'no help on the second stroke');
    for (const median of SUN_DATA.medians.slice(1)) await draw(strokePath(median, size));
    // the character completes by itself; after a moment the writing goes on alone
    await until(() => screen.queryByRole('img', { name: '日 as you wrote it: strokes 1 needed help' }), 'the comparison');
    await tick(3_000);
    await until(heading('Spell it in English'), 'the spelling screen');
    // no hint on the spelling without eng_spell_hint
    expect(screen.queryByText(/Next letter:/)).toBeNull();
    for (const letter of ['s', 'u', 'n']) fireEvent.click(screen.getByRole('button', { name: letter }));
    await tick(1_200);
    await until(heading('Well done!'), 'the finish screen');
    expect(screen.getByText('You collected this word before: no new star this time.')).toBeTruthy();
  });

  it('asks for write_number repetitions: "Write it again", then the second time', async () => {
    const { app, router } = start([SUN], { setting: { write_number: 2 } });
    await openChallenge(app);
    fireEvent.click(screen.getByRole('button', { name: '日' }));
    await tick(1_200);
    await at(router, '/en/challenge/writing');
    await until(quizReady, 'the quiz');
    await tick(10);
    expect(screen.getByText('Time 1 of 2')).toBeTruthy();
    for (const median of SUN_DATA.medians) await draw(strokePath(median, padSize()));
    await tick(1_000);
    expect(screen.getByRole('status').textContent).toBe('Every stroke right the first time!');
    fireEvent.click(screen.getByRole('button', { name: /Write it again/ }));
    await until(() => screen.queryByText('Time 2 of 2'), 'the second time');
    await until(quizReady, 'a new quiz');
    await tick(10);
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
    for (const median of SUN_DATA.medians) await draw(strokePath(median, padSize()));
    await tick(1_000);
    fireEvent.click(screen.getByRole('button', { name: /Go on/ }));
    await until(heading('Spell it in English'), 'the spelling screen');
  });

  it.each([
    ['strict', 0.75],
    ['normal', 1],
    ['gentle', 1.5],
  ] as const)("passes the current child's %s writing leniency to the quiz as %s", async (leniency, expected) => {
    const quiz = vi.spyOn(HanziWriter.prototype, 'quiz');
    const { app, router } = start([SUN], {}, leniency);
    await openChallenge(app);
    fireEvent.click(screen.getByRole('button', { name: '日' }));
    await tick(1_200);
    await at(router, '/en/challenge/writing');
    await until(() => quiz.mock.calls.length > 0, 'the quiz');
    expect(quiz.mock.calls[0]![0]).toMatchObject({ leniency: expected, showHintAfterMisses: false });
    quiz.mockRestore();
  });
});
