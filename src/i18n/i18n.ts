import { i18n } from '@lingui/core';
import { importCatalog } from 'virtual:lingui-catalogs';
import { SHELL_GROUP, pageGroup } from './catalogGroups';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, fromSpecLocale, toSpecLocale, type Locale } from './locales';

/**
 * Lingui for the SPA: one shared `i18n` instance, catalogs loaded lazily,
 * `<html lang>` and the locale cookie kept in step.
 *
 * Each `locales/<locale>/messages.po` reaches the browser cut in parts
 * (src/i18n/splitCatalogs.ts, at build time): the shell's messages (layouts,
 * headers), loaded before the first paint, one part per
 * page group (src/pages/<group>/ or a top-level page), loaded with that
 * group's lazy page chunk (src/app/router.tsx), and the server messages' part,
 * loaded with their table (src/api/serverMessages.ts). `i18n.load` merges each part
 * into its locale. A page renders only when its group's part of the active
 * locale is loaded: the route's lazy() waits for it, and switching the
 * language first loads, in the new locale, every part the old one had.
 */
export { i18n };

/** `locale:group` → its part, loading or loaded (never loaded twice). */
const parts = new Map<string, Promise<void>>();
/** The groups whose part is loaded, per locale. */
const loadedGroups = new Map<string, Set<string>>();

function loadPart(locale: Locale, group: string): Promise<void> {
  const key = `${locale}:${group}`;
  let loading = parts.get(key);
  if (!loading) {
    loading = importCatalog(locale, group).then(
      (messages) => {
        if (Object.keys(messages).length > 0) i18n.load(locale, messages);
        const groups = loadedGroups.get(locale) ?? new Set<string>();
        groups.add(group);
        loadedGroups.set(locale, groups);
      },
      (error: unknown) => {
        // a failed chunk (offline) may be fetched again on the next visit
        parts.delete(key);
        throw error;
      },
    );
    parts.set(key, loading);
  }
  return loading;
}

/** A part of `locale`'s catalog loaded with a module (catalogGroups.ts `MODULE_GROUPS`). */
export function loadModuleMessages(locale: Locale, group: string): Promise<void> {
  return loadPart(locale, group);
}

/** Whether `locale`'s part `group` is loaded (a module may render in that language). */
export function moduleMessagesLoaded(locale: Locale, group: string): boolean {
  return loadedGroups.get(locale)?.has(group) === true;
}

/**
 * The messages of a route's page (machines/routes.ts `page`) in `locale`:
 * the router's lazy() of the page waits for them, so the page never renders
 * without its translations.
 */
export function loadPageMessages(locale: Locale, page: string): Promise<void> {
  return loadPart(locale, pageGroup(page));
}

/**
 * Load the shell's messages of `locale` (once), and every part the active
 * locale has loaded (what the screen shows may be any of them: it re-renders
 * in the new language at once), then make it the active one, set
 * `<html lang>` and remember the choice in the locale cookie.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const shown = i18n.locale && i18n.locale !== locale ? [...(loadedGroups.get(i18n.locale) ?? [])] : [];
  await Promise.all([SHELL_GROUP, ...shown].map((group) => loadPart(locale, group)));
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
