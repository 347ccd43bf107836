import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Outlet, Route, RouterProvider, createMemoryRouter, createRoutesFromElements, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BattleWord } from '../../machines/battle/battle.types';
import type { MemberSetting } from '../../machines/types';
import { makeChild, makeMember } from '../fixtures/member';
import { AppActorProvider, useMember } from '../../src/app/AppActorContext';
import { startApp } from '../support/app';
import { localeFromPath } from '../../src/i18n/locales';
import BattlePage from '../../src/pages/battle/Battle';
import BattleFinishPage from '../../src/pages/battle/BattleFinish';
import BattleGamePage from '../../src/pages/battle/BattleGame';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * The battle screens as two children meet them: the real pages, the root actor running the
 * real battle machine (it navigates between the three routes itself), the real API client
 * with fetch stubbed (GET interactive/words), the real catalogs. Pointers press the answers
 * (`pointerdown`: each finger its own), keys play for each side.
 */

const WORDS: BattleWord[] = [
  { id: 11, word: '山', pinyin: 'shān', zhuyin: 'ㄕㄢ', english: 'mountain' },
  { id: 12, word: '水', pinyin: 'shuǐ', zhuyin: 'ㄕㄨㄟˇ', english: 'water' },
  { id: 13, word: '火', pinyin: 'huǒ', zhuyin: 'ㄏㄨㄛˇ', english: 'fire' },
  { id: 14, word: '木', pinyin: 'mù', zhuyin: 'ㄇㄨˋ', english: 'tree' },
];

type Reply = { status?: number; code?: string; data?: unknown };

function stubWords(answers: Reply[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname} child ${request.headers.get('Child-Id')}`);
    const { status = 200, code = '1', data = null } = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return new Response(JSON.stringify({ status: { code, message: code === '1' ? 'success' : 'Server error' }, data }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** A page renders once the member is loaded, as the route guard makes sure in the app. */
function Guarded({ page }: { page: ReactNode }) {
  return useMember() ? page : null;
}

function renderAt(path: string, setting: Partial<MemberSetting> = {}) {
  const locale = localeFromPath(path);
  const i18n = setupI18n({ locale, messages: { en: en as Messages, 'zh-Hant': zhHant as Messages } });
  const prefix = path.startsWith('/en') ? '/en' : '';
  const member = makeMember({ child: [makeChild({ id: 7, is_default: 1 })], setting });
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route element={<><Outlet /><Location /></>}>
        <Route path={`${prefix}/battle`} element={<Guarded page={<BattlePage />} />} />
        <Route path={`${prefix}/battle/game`} element={<Guarded page={<BattleGamePage />} />} />
        <Route path={`${prefix}/battle/finish`} element={<Guarded page={<BattleFinishPage />} />} />
        <Route path="*" element={null} />
      </Route>,
    ),
    { initialEntries: [path] },
  );
  const app = startApp(router, { member, random: () => 0.5 });
  render(
    <I18nProvider i18n={i18n}>
      <AppActorProvider actor={app}>
        <RouterProvider router={router} />
      </AppActorProvider>
    </I18nProvider>,
  );
  return { app };
}

const location = () => screen.getByTestId('location').textContent;
const side = (name: string) => screen.getByRole('region', { name });

/** The word asked, from the reading on a side (zhuyin or pinyin, as the settings say). */
function askedWord(region: HTMLElement): BattleWord {
  const reading = region.querySelector('.battle-reading')!.textContent;
  return WORDS.find((w) => w.zhuyin === reading || w.pinyin === reading)!;
}

async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Lets promises and the router settle until `get` finds what it looks for (the clock stays). */
async function find<T>(get: () => T): Promise<T> {
  for (let i = 0; ; i += 1) {
    try {
      return get();
    } catch (error) {
      if (i > 50) throw error;
      await act(async () => {
        await new Promise<void>((resolve) => queueMicrotask(resolve));
        await vi.advanceTimersByTimeAsync(0);
      });
    }
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LOCALES = [
  {
    path: '',
    words: {
      player1: '玩家 1', player2: '玩家 2', ready: '準備好了', right: '答對了！', wrong: '不是這個喔！',
      winner: '你贏了！', loser: '差一點點！再試一次！', tie: '平手：兩個人都贏了！', again: '再玩一次', retry: '再試一次',
      failed: '對戰的題目載入失敗。', unavailable: '對戰需要至少學會四個字詞。', home: '回到首頁',
      crowns: (c: number, t: number) => `${t} 頂皇冠中得到 ${c} 頂`, question: (n: number, t: number) => `第 ${n} 題／共 ${t} 題`,
    },
  },
  {
    path: '/en',
    words: {
      player1: 'Player 1', player2: 'Player 2', ready: 'Ready', right: 'Right!', wrong: 'Not this one!',
      winner: 'Winner!', loser: 'So close! Try again!', tie: 'A tie: you both win!', again: 'Play again', retry: 'Try again',
      failed: 'The battle words could not be loaded.', unavailable: 'A battle needs at least four learned words.', home: 'Back to home',
      crowns: (c: number, t: number) => `${c} of ${t} crowns`, question: (n: number, t: number) => `Question ${n} of ${t}`,
    },
  },
];

describe.each(LOCALES)('the battle screens ($path or tw)', ({ path, words: w }) => {
  it('ready by touch, answers by pointer and keys for both sides, a winner and a loser, play again', async () => {
    const calls = stubWords([{ data: WORDS }]);
    renderAt(`${path}/battle/game`, { phonetic_symbol: 'phonetic', second_language: 'english' });
    // the battle asks for the current child's learned words, then opens its ready screen
    await find(() => screen.getByRole('region', { name: w.player1 }));
    expect(calls).toEqual(['/api/interactive/words child 7']);
    expect(location()).toBe(`${path}/battle`);

    const readyLeft = within(side(w.player1)).getByRole('button', { name: w.ready });
    fireEvent.pointerDown(readyLeft, { pointerType: 'touch' });
    expect(readyLeft.getAttribute('aria-pressed')).toBe('true');
    expect((readyLeft as HTMLButtonElement).disabled).toBe(true);
    // player 2 presses its ready key (0)
    fireEvent.keyDown(window, { code: 'Digit0', key: '0' });
    await settle();
    expect(location()).toBe(`${path}/battle/game`);
    expect(screen.getByText(w.question(1, 4))).toBeTruthy();

    for (let n = 1; n <= 4; n += 1) {
      const left = side(w.player1);
      const right = side(w.player2);
      const asked = askedWord(left);
      expect(within(left).getByText(asked.english)).toBeTruthy();
      const answers = within(left).getAllByRole('button');
      expect(answers.map((b) => b.getAttribute('lang'))).toEqual(['zh-Hant', 'zh-Hant', 'zh-Hant', 'zh-Hant']);
      // player 1 touches the right word; player 2 presses the key of a wrong one (O P / K L)
      fireEvent.pointerDown(within(left).getByRole('button', { name: asked.word }), { pointerType: 'touch' });
      expect(within(left).getByRole('status').textContent).toBe(w.right);
      const rightAnswers = within(right).getAllByRole('button').map((b) => b.textContent!.slice(0, 1));
      const wrongAt = rightAnswers.findIndex((word) => word !== asked.word);
      fireEvent.keyDown(window, { code: ['KeyO', 'KeyP', 'KeyK', 'KeyL'][wrongAt], key: 'x' });
      expect(within(right).getByRole('status').textContent).toBe(w.wrong);
      expect(within(left).getByLabelText(w.crowns(n, 4))).toBeTruthy();
      expect(within(right).getByLabelText(w.crowns(0, 4))).toBeTruthy();
      // the answers lock once given
      expect(within(left).getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
      await settle(1_500);
    }

    expect(location()).toBe(`${path}/battle/finish`);
    expect(within(side(w.player1)).getByText(w.winner)).toBeTruthy();
    expect(within(side(w.player2)).getByText(w.loser)).toBeTruthy();
    expect(screen.queryByText(w.tie)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: w.again }));
    await settle();
    expect(location()).toBe(`${path}/battle`);
    expect((within(side(w.player1)).getByRole('button', { name: w.ready }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a question nobody answers runs out: both miss, the bars empty; a tie makes both win', async () => {
    stubWords([{ data: WORDS }]);
    renderAt(`${path}/battle`, { phonetic_symbol: 'rom' });
    await find(() => screen.getByRole('region', { name: w.player1 }));
    fireEvent.keyDown(window, { code: 'Digit1', key: '1' });
    fireEvent.keyDown(window, { code: 'Digit0', key: '0' });
    await settle();
    const bar = () => within(side(w.player1)).getByRole('progressbar');
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    // pinyin as the settings say, and no English (second language: none)
    expect(WORDS.map((x) => x.pinyin)).toContain(side(w.player1).querySelector('.battle-reading')!.textContent);
    expect(side(w.player1).querySelector('.battle-english')).toBeNull();
    for (let n = 1; n <= 4; n += 1) {
      await settle(10_000);
      expect(bar().getAttribute('aria-valuenow')).toBe('0');
      await settle(1_500);
    }
    expect(within(side(w.player1)).getByText(w.winner)).toBeTruthy();
    expect(within(side(w.player2)).getByText(w.winner)).toBeTruthy();
    expect(screen.getByText(w.tie)).toBeTruthy();
  });

  it('a failed load offers to try again; too few words say to learn more first, with the way home', async () => {
    stubWords([{ status: 500, code: '500' }, { data: WORDS.slice(0, 3) }]);
    renderAt(`${path}/battle`);
    expect((await find(() => screen.getByRole('alert'))).textContent).toBe(w.failed);
    fireEvent.click(screen.getByRole('button', { name: w.retry }));
    expect(await find(() => screen.getByText(w.unavailable))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: w.home }));
    await settle();
    expect(location()).toBe(`${path}/home`);
  });
});
