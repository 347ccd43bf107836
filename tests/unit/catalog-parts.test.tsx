import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { activateLocale, i18n, loadPageMessages } from '../../src/i18n/i18n';
import { renderApp } from '../support/app';

/**
 * Each catalog reaches the browser in parts (src/i18n/splitCatalogs.ts): the
 * shell's messages with the first load, each page group's with its lazy page.
 * A page never shows a message untranslated: not on its first paint, not
 * when the language changes while it shows.
 */

beforeAll(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
});

/** A message of the login page only (src/pages/account/Login.tsx), and one of the shell (the language switcher). */
const FORGOT = msg`Forgot password?`;
const LANGUAGE = msg`Language`;

/** Every text the document showed, one entry per batch of DOM changes. */
function recordTexts(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const observer = new MutationObserver(() => texts.push(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { texts, stop: () => observer.disconnect() };
}

describe('catalog parts', () => {
  it('the shell part has the shell’s messages, not the screens’', async () => {
    await activateLocale('zh-Hant');
    expect(i18n._(LANGUAGE)).toBe('語言');
    // not loaded yet: Lingui answers with the source text (production: the id)
    expect(i18n._(FORGOT)).not.toBe('忘記密碼？');
  });

  it('switching the language loads, in the new one, every part the screen may show, before activating it', async () => {
    await activateLocale('zh-Hant');
    await loadPageMessages('zh-Hant', 'account/Login');
    expect(i18n._(FORGOT)).toBe('忘記密碼？');
    // the page on screen re-renders in the new language as soon as it is active: its part is there
    await activateLocale('en');
    expect(i18n.locale).toBe('en');
    expect(i18n.messages[FORGOT.id!]).toBeDefined();
    await activateLocale('zh-Hans');
    expect(i18n._(FORGOT)).toBe('忘记密码？');
    await activateLocale('zh-Hant');
  });

  it('a lazy page renders with its messages in zh-Hant, and again in zh-Hans after the language switch', async () => {
    const shown = recordTexts();
    try {
      renderApp('/login', { member: null });
      expect(await screen.findByRole('link', { name: '忘記密碼？' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('zh-Hant');

      await act(async () => {
        fireEvent.click(screen.getByRole('link', { name: '简体中文' }));
      });
      expect(await screen.findByRole('link', { name: '忘记密码？' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('zh-Hans');
      expect(i18n._(FORGOT)).toBe('忘记密码？');

      // never the English source (or a bare id) on screen on the way
      const untranslated = shown.texts.filter((text) => text.includes('Forgot password') || text.includes(FORGOT.id!));
      expect(untranslated).toEqual([]);
      expect(shown.texts.some((text) => text.includes('忘記密碼？'))).toBe(true);
    } finally {
      shown.stop();
    }
  });
});
