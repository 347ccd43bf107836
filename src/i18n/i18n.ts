import { i18n } from '@lingui/core';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, fromSpecLocale, toSpecLocale, type Locale } from './locales';

/**
 * Lingui for the SPA: one shared `i18n` instance, catalogs loaded lazily
 * (each `locales/<locale>/messages.po` is its own chunk, compiled by
 * @lingui/vite-plugin), `<html lang>` and the locale cookie kept in step.
 */
export { i18n };

const loaded = new Set<Locale>();

async function loadCatalog(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  const { messages } = await import(`../../locales/${locale}/messages.po`);
  i18n.load(locale, messages);
  loaded.add(locale);
}

/**
 * Load the catalog of `locale` (once), make it the active one, set
 * `<html lang>` and remember the choice in the locale cookie.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalog(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
  storeLocaleCookie(locale);
}

/** SPEC §3: cookie `i18n_redirected` = tw | cn | en, 365 days. */
export function storeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${toSpecLocale(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

/** The locale remembered in the cookie, or null when there is none. */
export function readLocaleCookie(): Locale | null {
  const value = readCookie(LOCALE_COOKIE);
  return value === 'tw' || value === 'cn' || value === 'en' ? fromSpecLocale(value) : null;
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
