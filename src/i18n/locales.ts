/**
 * The three interface languages and how they map onto routes, cookies and the
 * member's `env_language` setting (SPEC §1, §3, §4, §9).
 *
 * | Lingui locale | spec name | route prefix | env_language | <html lang> |
 * |---------------|-----------|--------------|--------------|-------------|
 * | zh-Hant       | tw        | (none)       | 2            | zh-Hant     |
 * | zh-Hans       | cn        | /cn          | 1            | zh-Hans     |
 * | en            | en        | /en          | 3            | en          |
 */
export const LOCALES = ['zh-Hant', 'zh-Hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export type SpecLocale = 'tw' | 'cn' | 'en';

export const DEFAULT_LOCALE: Locale = 'zh-Hant';

/** The locale cookie and its lifetime (SPEC §3: 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const specByLocale: Record<Locale, SpecLocale> = { 'zh-Hant': 'tw', 'zh-Hans': 'cn', en: 'en' };
const prefixByLocale: Record<Locale, string> = { 'zh-Hant': '', 'zh-Hans': '/cn', en: '/en' };

export function toSpecLocale(locale: Locale): SpecLocale {
  return specByLocale[locale];
}

export function fromSpecLocale(spec: string | null | undefined): Locale {
  if (spec === 'cn') return 'zh-Hans';
  if (spec === 'en') return 'en';
  return 'zh-Hant';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Route prefix of a locale: '' for the default, '/cn', '/en'. */
export function localePrefix(locale: Locale): string {
  return prefixByLocale[locale];
}

/** The locale a pathname belongs to, from its first segment. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return fromSpecLocale(first === 'cn' || first === 'en' ? first : 'tw');
}

/** The pathname without its locale prefix ('/cn/login' -> '/login', '/en' -> '/'). */
export function stripLocalePrefix(pathname: string): string {
  const m = /^\/(cn|en)(?=\/|$)/.exec(pathname);
  const rest = m ? pathname.slice(m[0].length) : pathname;
  return rest === '' ? '/' : rest;
}

/** A route path in the given locale ('/login', 'zh-Hans' -> '/cn/login'). */
export function localizePath(path: string, locale: Locale): string {
  const bare = path.startsWith('/') ? path : `/${path}`;
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}

/**
 * Environment language (SPEC §4): cn -> 1, tw -> 2, anything else -> 3.
 * The same codes are the member setting `env_language`.
 */
export function envLanguageOf(spec: string | null | undefined): 1 | 2 | 3 {
  if (spec === 'cn') return 1;
  if (spec === 'tw') return 2;
  return 3;
}

export function localeOfEnvLanguage(env: number): Locale {
  return env === 1 ? 'zh-Hans' : env === 2 ? 'zh-Hant' : 'en';
}
