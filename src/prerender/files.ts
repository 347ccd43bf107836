import { LOCALES, localeFromPath, localizePath, type Locale } from '../i18n/locales.ts';

/**
 * Where the build puts its prerendered HTML (src/prerender/build.ts) and where the server
 * (src/server/spa.ts) looks for it: one file per public page and locale, and one SPA shell per
 * locale (its `<html lang>` and title) for every other path.
 */

/** The public pages rendered to HTML at build time (machines/routes.ts paths, without the locale prefix). */
export const PRERENDERED_PATHS = ['/', '/login', '/register', '/privacy', '/app-page'] as const;

/** Every prerendered pathname as a browser asks for it: `/`, `/cn/login`, `/en/privacy`, … */
export function prerenderedPathnames(): { pathname: string; locale: Locale }[] {
  return LOCALES.flatMap((locale) => PRERENDERED_PATHS.map((path) => ({ pathname: localizePath(path, locale), locale })));
}

/** The file (relative to dist/) of a prerendered pathname: `/` → `pages/index.html`, `/en/login` → `pages/en/login.html`. */
export function prerenderedFile(pathname: string): string {
  return pathname === '/' ? 'pages/index.html' : `pages${pathname}.html`;
}

/** The SPA shell of a locale (relative to dist/): Vite's own index.html for zh-Hant, a copy with its lang and title for the others. */
export function shellFile(locale: Locale): string {
  return locale === 'zh-Hant' ? 'index.html' : `shell.${locale}.html`;
}

/** The shell a pathname gets when no prerendered page matches it. */
export function shellFileOf(pathname: string): string {
  return shellFile(localeFromPath(pathname));
}
