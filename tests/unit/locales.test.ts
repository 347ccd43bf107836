import { afterEach, describe, expect, it } from 'vitest';
import {
  envLanguageOf,
  fromSpecLocale,
  localeFromPath,
  localeOfEnvLanguage,
  localizePath,
  stripLocalePrefix,
  toSpecLocale,
} from '../../src/i18n/locales';
import { activateLocale, i18n, loadModuleMessages, readLocaleCookie, storeLocaleCookie } from '../../src/i18n/i18n';
import { SERVER_MESSAGES_GROUP } from '../../src/i18n/catalogGroups';
import { loadServerMessages } from '../../src/api/serverMessages';
import { layoutClassName } from '../../src/app/layoutClass';
import { KNOWN_SERVER_MESSAGES, serverMessage } from '../../src/api/messages';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

afterEach(clearCookies);

describe('locale helpers', () => {
  it('reads the locale from the route prefix', () => {
    expect(localeFromPath('/')).toBe('zh-Hant');
    expect(localeFromPath('/login')).toBe('zh-Hant');
    expect(localeFromPath('/cn')).toBe('zh-Hans');
    expect(localeFromPath('/cn/set-up/child')).toBe('zh-Hans');
    expect(localeFromPath('/en/home')).toBe('en');
    // a path that only starts with the letters is not a prefix
    expect(localeFromPath('/english')).toBe('zh-Hant');
  });

  it('strips and adds prefixes', () => {
    expect(stripLocalePrefix('/cn/login')).toBe('/login');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/enter')).toBe('/enter');
    expect(localizePath('/login', 'zh-Hant')).toBe('/login');
    expect(localizePath('/login', 'zh-Hans')).toBe('/cn/login');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('home', 'en')).toBe('/en/home');
  });

  it('maps spec names and environment languages (cn 1, tw 2, else 3)', () => {
    expect(toSpecLocale('zh-Hant')).toBe('tw');
    expect(fromSpecLocale('cn')).toBe('zh-Hans');
    expect(fromSpecLocale(undefined)).toBe('zh-Hant');
    expect(envLanguageOf('cn')).toBe(1);
    expect(envLanguageOf('tw')).toBe(2);
    expect(envLanguageOf('en')).toBe(3);
    expect(envLanguageOf('fr')).toBe(3);
    expect(localeOfEnvLanguage(1)).toBe('zh-Hans');
    expect(localeOfEnvLanguage(2)).toBe('zh-Hant');
    expect(localeOfEnvLanguage(3)).toBe('en');
  });

  // Whether English applies is the session machine's rule (tests/machines/session.machine.test.ts).
  it('names the layout class, with env-en for the English environment', () => {
    expect(layoutClassName('setup', true)).toBe('layout layout-setup env-en');
    expect(layoutClassName('default', false)).toBe('layout layout-default');
  });
});

describe('locale cookie and activation', () => {
  it('stores the spec name in i18n_redirected and reads it back', () => {
    expect(readLocaleCookie()).toBeNull();
    storeLocaleCookie('zh-Hans');
    expect(document.cookie).toContain('i18n_redirected=cn');
    expect(readLocaleCookie()).toBe('zh-Hans');
    storeLocaleCookie('en');
    expect(readLocaleCookie()).toBe('en');
  });

  it('activating a locale loads its catalog, sets <html lang> and the cookie', async () => {
    // server messages come with the first failure a form shows (src/api/serverMessages.ts), in a
    // part of their own; a change of language brings that part in the new language too
    await loadServerMessages('zh-Hans');
    await activateLocale('zh-Hans');
    expect(i18n.locale).toBe('zh-Hans');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(readLocaleCookie()).toBe('zh-Hans');
    expect(serverMessage(i18n, 'Email or password incorrect')).toBe('邮箱或密码错误');

    await activateLocale('zh-Hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
    expect(serverMessage(i18n, 'Email or password incorrect')).toBe('電子郵件或密碼錯誤');

    await activateLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(serverMessage(i18n, 'Email or password incorrect')).toBe('Email or password incorrect');
  });
});

describe('server messages', () => {
  it('translates every agreed server message in both Chinese catalogs', async () => {
    for (const locale of ['zh-Hant', 'zh-Hans'] as const) {
      await loadModuleMessages(locale, SERVER_MESSAGES_GROUP);
      await activateLocale(locale);
      for (const message of KNOWN_SERVER_MESSAGES) {
        expect(serverMessage(i18n, message), `${locale}: ${message}`).not.toBe(message);
        expect(serverMessage(i18n, message), `${locale}: ${message}`).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('returns unknown messages as they are', async () => {
    await activateLocale('zh-Hant');
    expect(serverMessage(i18n, 'Something the server made up')).toBe('Something the server made up');
    expect(serverMessage(i18n, 'constructor')).toBe('constructor');
  });
});
