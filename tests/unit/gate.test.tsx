import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import { routeGuardMachine } from '../../machines/shell/routeGuard.machine';
import { ParentGate, type GateRef } from '../../src/components/ParentGate';
import { at, signedIn } from '../machines/shell/routeGuard.fixtures';
import { messages as en } from '../../locales/en/messages.po';
import { messages as zhHans } from '../../locales/zh-Hans/messages.po';
import { messages as zhHant } from '../../locales/zh-Hant/messages.po';

/*
 * The parent gate (run by its owner machine, here the route guard) as a grown-up meets it: a modal in the page language with a
 * sum, a labelled input, submit, and the error announced. Math.random is
 * replaced by a fixed sequence so the questions are known.
 */

type Locale = 'en' | 'zh-Hant' | 'zh-Hans';

/** Makes Math.random return these numbers in turn (repeating). */
function fixRandom(...values: number[]) {
  let i = 0;
  vi.spyOn(Math, 'random').mockImplementation(() => values[i++ % values.length]!);
}

/**
 * The gate where the app uses it first: the route guard before the set-up
 * pages. The guard runs it as its child `gate`; the Settings button asks it,
 * `ParentGate` renders it. `onPass` is the guard's way to the set-up pages.
 */
function startGuard(onPass: () => void) {
  const guard = createActor(routeGuardMachine.provide({ actions: { navigate: () => onPass() } }), {
    input: { random: () => Math.random() },
  }).start();
  guard.send(signedIn());
  guard.send(at('home', 'en'));
  return guard;
}

type Guard = ReturnType<typeof startGuard>;

function Harness({ guard, onClose }: { guard: Guard; onClose: () => void }) {
  const gate = useSelector(guard, (snapshot) => snapshot.children.gate as GateRef | undefined);
  const owner = {
    send: (event: Parameters<Guard['send']>[0] & { type: 'gate.answer' | 'gate.close' }) => {
      if (event.type === 'gate.close') onClose();
      guard.send(event);
    },
  };
  return (
    <>
      <button type="button" onClick={() => guard.send({ type: 'setup.open' })}>
        Settings
      </button>
      <ParentGate owner={owner} gate={gate} />
    </>
  );
}

function renderGate(locale: Locale = 'en') {
  const i18n = setupI18n({
    locale,
    messages: { en: en as Messages, 'zh-Hans': zhHans as Messages, 'zh-Hant': zhHant as Messages },
  });
  const onPass = vi.fn();
  const onClose = vi.fn();
  const guard = startGuard(onPass);
  render(
    <I18nProvider i18n={i18n}>
      <main id="page">
        <Harness guard={guard} onClose={onClose} />
      </main>
    </I18nProvider>,
  );
  /** The parent went to the set-up pages and came back: they lock again. */
  const leaveSetUp = () => {
    act(() => {
      guard.send(at('setUp', 'en'));
      guard.send(at('home', 'en'));
    });
  };
  const open = () => {
    const opener = screen.getByRole('button', { name: 'Settings' });
    opener.focus(); // as a click or a key press would
    fireEvent.click(opener);
  };
  return { onPass, onClose, open, leaveSetUp };
}

/** The sum on screen, e.g. "3 × 4 − 5 = ?", and its result. */
function shownSum(): { text: string; result: number } {
  const text = screen.getByText(/^\d+ × \d+ [+−] \d+ = \?$/).textContent ?? '';
  const [, a, b, sign, c] = /^(\d+) × (\d+) ([+−]) (\d+)/.exec(text)!;
  const product = Number(a) * Number(b);
  return { text, result: sign === '+' ? product + Number(c) : product - Number(c) };
}

function answer(label: string, value: string, submit: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
}

beforeEach(() => {
  fixRandom(0.2, 0.3, 0.4, 0.9, 0.75, 0.55, 0.15, 0.1); // 3 × 4 − 5, then 8 × 6 + 2
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ParentGate', () => {
  it('is a modal dialog titled "Grown-ups only" with the sum, a labelled input and submit', () => {
    const { open } = renderGate();
    expect(screen.queryByRole('dialog')).toBeNull();
    open();

    const dialog = screen.getByRole('dialog', { name: 'Grown-ups only' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('3 × 4 − 5 = ?')).toBeTruthy();
    const input = within(dialog).getByLabelText('Answer');
    expect(input.getAttribute('type')).toBe('number');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(document.activeElement).toBe(input);
  });

  it.each([
    ['zh-Hant', '家長驗證', '答案', '送出', '答錯了！請再試一次！'],
    ['zh-Hans', '家长验证', '答案', '提交', '答错了！请再试一次！'],
    ['en', 'Grown-ups only', 'Answer', 'Submit', 'Incorrect! Please try again!'],
  ] as const)('speaks %s', (locale, title, label, submit, error) => {
    const { open } = renderGate(locale);
    open();
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    answer(label, '1', submit);
    expect(screen.getByRole('alert').textContent).toBe(error);
  });

  it('a wrong answer shows the error in an alert, keeps the question and empties the input', () => {
    const { open, onPass } = renderGate();
    open();
    const before = shownSum().text;

    answer('Answer', '8', 'Submit');

    expect(screen.getByRole('alert').textContent).toBe('Incorrect! Please try again!');
    expect(shownSum().text).toBe(before);
    expect((screen.getByLabelText('Answer') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('Answer').getAttribute('aria-invalid')).toBe('true');
    expect(onPass).not.toHaveBeenCalled();
  });

  it('the right answer passes: onPass once, and the gate closes', () => {
    const { open, onPass } = renderGate();
    open();
    answer('Answer', String(shownSum().result), 'Submit');
    expect(onPass).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the backdrop does not close it', () => {
    const { open, onClose } = renderGate();
    open();
    const backdrop = screen.getByRole('dialog').parentElement!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with the close button and with Escape, and focus returns to the opener', () => {
    const { open, onClose } = renderGate();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Settings' }));

    open();
    fireEvent.keyDown(screen.getByLabelText('Answer'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside: Tab wraps from the last control to the first and back', () => {
    const { open } = renderGate();
    open();
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });

    submit.focus();
    fireEvent.keyDown(submit, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(submit);

    screen.getByRole('button', { name: 'Settings', hidden: true }).focus();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('makes the page behind inert while open', () => {
    const { open } = renderGate();
    open();
    const page = document.getElementById('page')!.parentElement!;
    expect(page.hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('Answer'), { key: 'Escape' });
    expect(page.hasAttribute('inert')).toBe(false);
  });

  it('asks a new question 1 second after a close, and the error is gone', () => {
    vi.useFakeTimers();
    const { open } = renderGate();
    open();
    answer('Answer', '8', 'Submit');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    act(() => vi.advanceTimersByTime(1000));
    open();

    expect(shownSum().text).toBe('8 × 6 + 2 = ?');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reopened within the second, it still asks a new question', () => {
    vi.useFakeTimers();
    const { open } = renderGate();
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(300));
    open();
    expect(shownSum().text).toBe('8 × 6 + 2 = ?');
  });

  it('after a pass, the next opening asks a fresh question and may be passed again', () => {
    const { open, onPass, leaveSetUp } = renderGate();
    open();
    answer('Answer', String(shownSum().result), 'Submit');
    leaveSetUp();
    open();
    expect(screen.getByRole('dialog', { name: 'Grown-ups only' })).toBeTruthy();
    answer('Answer', String(shownSum().result), 'Submit');
    expect(onPass).toHaveBeenCalledTimes(2);
  });
});
