import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Route, RouterProvider, createMemoryRouter, createRoutesFromElements } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppActorProvider } from '../../src/app/AppActorContext';
import { ChallengeLoadError } from '../../src/components/ChallengeLoadError';
import { makeChild, makeMember } from '../fixtures/member';
import { startApp } from '../support/app';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * ChallengeLoadError, the drop-in for any screen that sends `challenge.open`: nothing while no
 * challenge load failed; the root's failed load (`play.challenge` in `failed`) said in the
 * interface language, until "Got it" sends `challenge.dismiss`. The real root actor and its real
 * `loadChallenge` (src/api/actors/challenge/challenge.ts) run against a stubbed fetch.
 */

type Answer = { http: number; code: string; message: string } | 'network';

function stubChallengeCall(answer: Answer) {
  vi.stubGlobal('fetch', async () => {
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ status: { code: answer.code, message: answer.message }, data: null }), {
      status: answer.http,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderIn(locale: 'en' | 'zh-Hans' | 'zh-Hant') {
  const i18n = setupI18n({
    locale,
    messages: { en: en as Messages, 'zh-Hans': zhHans as Messages, 'zh-Hant': zhHant as Messages },
  });
  const router = createMemoryRouter(createRoutesFromElements(<Route path="*" element={<ChallengeLoadError />} />), {
    initialEntries: ['/words-house'],
  });
  const app = startApp(router, { member: makeMember({ child: [makeChild({ id: 11 })] }) });
  const send = vi.spyOn(app, 'send');
  render(
    <I18nProvider i18n={i18n}>
      <AppActorProvider actor={app}>
        <RouterProvider router={router} />
      </AppActorProvider>
    </I18nProvider>,
  );
  return { app, send };
}

async function askForAChallenge(app: ReturnType<typeof renderIn>['app']) {
  act(() => {
    app.send({ type: 'challenge.open', request: { game: 'word', radicalId: 2, lessonId: 7, wordId: 24, from: 'wordsHouse' } });
  });
  // the games module is a lazy chunk: its import is real I/O, not a timer
  await vi.waitFor(() => expect(app.getSnapshot().matches({ play: { challenge: 'loading' } })).toBe(false), { timeout: 30_000 });
  await act(() => vi.advanceTimersByTimeAsync(0));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ChallengeLoadError', () => {
  it('shows nothing while no challenge load failed', async () => {
    stubChallengeCall({ http: 422, code: '422', message: 'Finish the lessons before this one first' });
    renderIn('en');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why the challenge could not start, in English, until dismissed', async () => {
    stubChallengeCall({ http: 422, code: '422', message: 'Finish the lessons before this one first' });
    const { app, send } = renderIn('en');
    await askForAChallenge(app);
    const dialog = screen.getByRole('dialog', { name: 'The challenge could not start' });
    expect(within(dialog).getByText('Finish the lessons before this one first')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(send).toHaveBeenCalledWith({ type: 'challenge.dismiss' });
    expect(app.getSnapshot().matches({ play: { challenge: 'none' } })).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says it in mainland Chinese when the server could not be reached', async () => {
    stubChallengeCall('network');
    const { app } = renderIn('zh-Hans');
    await askForAChallenge(app);
    const dialog = screen.getByRole('dialog', { name: '无法开始挑战' });
    expect(within(dialog).getByText('无法连接服务器，请检查网络后重试。')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '知道了' })).toBeTruthy();
  });

  it('says a server failure in Taiwan Chinese', async () => {
    stubChallengeCall({ http: 500, code: '500', message: 'Server error' });
    const { app } = renderIn('zh-Hant');
    await askForAChallenge(app);
    const dialog = screen.getByRole('dialog', { name: '無法開始挑戰' });
    expect(within(dialog).getByText('伺服器錯誤')).toBeTruthy();
  });
});
