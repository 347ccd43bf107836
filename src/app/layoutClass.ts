import { envLanguageOf, toSpecLocale, type Locale } from '../i18n/locales';
import type { LayoutName } from './routes';

/**
 * SPEC §2: the English-environment layout class applies when the environment
 * language (from the route's locale) is 3 or the member's `env_language` is 3.
 */
export function isEnglishEnvironment(locale: Locale, memberEnvLanguage: number | null | undefined): boolean {
  return envLanguageOf(toSpecLocale(locale)) === 3 || memberEnvLanguage === 3;
}

export function layoutClassName(layout: LayoutName, english: boolean): string {
  return ['layout', `layout-${layout}`, english ? 'env-en' : null].filter(Boolean).join(' ');
}
