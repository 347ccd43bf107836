import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '../../machines/types';
import { makeChild, makeMember } from '../fixtures/member';
import { renderApp as renderWithApp } from '../support/app';
import { routeOf } from '../../src/app/routeOf';
import { BreakModal } from '../../src/components/BreakModal';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * The break as the app shows it: the root actor (its auth child with a member
 * whose study_time_limit is set, its study timer fed by a real data router)
 * and the break modal, on a fake clock.
 */

const MINUTE = 60_000;
const BREAK_MS = 300_000;

function memberWithLimit(limit: number): Member {
  return makeMember({ gender: null, child: [makeChild()], setting: { env_language: 3, study_time_limit: limit } });
}

function renderApp({ limit = 1, path = '/en/home', locale = 'en' as 'en' | 'zh-Hant' | 'zh-Hans' } = {}) {
  const i18n = setupI18n({
    locale,
    messages: { en: en as Messages, 'zh-Hans': zhHans as Messages, 'zh-Hant': zhHant as Messages },
  });
  const { router } = renderWithApp(path, {
    member: memberWithLimit(limit),
    routes: [{ path: '*', element: <p>page</p> }],
    i18n,
    extra: <BreakModal />,
  });
  return {
    go: (to: string) => act(async () => void (await router.navigate(to))),
  };
}

/** Moves the fake clock, letting React render what the machines did. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const breakDialog = () => screen.queryByRole('dialog', { name: 'Time for a break' });
const gateDialog = () => screen.queryByRole('dialog', { name: 'Grown-ups only' });

function gateResult(): number {
  const text = screen.getByText(/^\d+ × \d+ [+−] \d+ = \?$/).textContent ?? '';
  const [, a, b, sign, c] = /^(\d+) × (\d+) ([+−]) (\d+)/.exec(text)!;
  const product = Number(a) * Number(b);
  return sign === '+' ? product + Number(c) : product - Number(c);
}

function answerGate(value: string) {
  fireEvent.change(screen.getByLabelText('Answer'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

beforeEach(async () => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('routeOf', () => {
  it('names the route of a path in any language', () => {
    expect(routeOf('/').name).toBe('index');
    expect(routeOf('/cn/home').name).toBe('home');
    expect(routeOf('/en/story/video').name).toBe('storyVideo');
    expect(routeOf('/explaining/12').name).toBe('explaining');
    expect(routeOf('/en/nowhere').name).toBe('notFound');
  });
});

describe('the break modal in the app', () => {
  it('opens exactly at the member\'s limit, with the message and a countdown', async () => {
    renderApp({ limit: 1 });
    await wait(0); // the member loads
    await wait(MINUTE - 1);
    expect(breakDialog()).toBeNull();

    await wait(1);
    const dialog = breakDialog();
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('You have been learning for quite a while, why not take a 5 minutes break!')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('You can continue in 5:00');
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(false);

    await wait(1000);
    expect(screen.getByRole('timer').textContent).toBe('You can continue in 4:59');
  });

  it('lets the learner continue after 5 minutes, then counts the limit again from zero', async () => {
    renderApp({ limit: 1 });
    await wait(0);
    await wait(MINUTE);
    await wait(BREAK_MS - 1);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    await wait(1);
    expect(screen.queryByRole('timer')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(breakDialog()).toBeNull();

    await wait(MINUTE - 1);
    expect(breakDialog()).toBeNull();
    await wait(1);
    expect(breakDialog()).not.toBeNull();
  });

  it('closing early asks the parent gate instead; a wrong answer keeps the break', async () => {
    renderApp({ limit: 1 });
    await wait(0);
    await wait(MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(gateDialog()).not.toBeNull();
    expect(breakDialog()).toBeNull();
    answerGate(String(gateResult() + 1));
    expect(screen.getByRole('alert').textContent).toBe('Incorrect! Please try again!');

    // Escape leaves the gate: back to the break, whose countdown went on
    await wait(10_000);
    fireEvent.keyDown(screen.getByLabelText('Answer'), { key: 'Escape' });
    expect(gateDialog()).toBeNull();
    expect(screen.getByRole('timer').textContent).toBe('You can continue in 4:50');

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    answerGate(String(gateResult()));
    expect(gateDialog()).toBeNull();
    expect(breakDialog()).toBeNull();
    await wait(MINUTE);
    expect(breakDialog()).not.toBeNull();
  });

  it('is not shown on a story; it opens when the learner leaves', async () => {
    const { go } = renderApp({ limit: 1 });
    await wait(0);
    await go('/en/story/video');
    await wait(2 * MINUTE);
    expect(breakDialog()).toBeNull();

    // (a challenge page needs a game, so the route guard would send the learner home: explaining instead)
    await go('/en/explaining/1');
    expect(breakDialog()).toBeNull();

    await go('/en/home');
    expect(breakDialog()).not.toBeNull();
  });

  it('never opens without a limit', async () => {
    renderApp({ limit: 0 });
    await wait(0);
    await wait(120 * MINUTE);
    expect(breakDialog()).toBeNull();
  });

  it('speaks the page language', async () => {
    renderApp({ limit: 1, path: '/home', locale: 'zh-Hant' });
    await wait(0);
    await wait(MINUTE);
    expect(screen.getByRole('dialog', { name: '休息一下' })).toBeTruthy();
    expect(screen.getByText('你已經學習好一陣子了，休息 5 分鐘吧！')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('5:00 後可以繼續');
  });
});
