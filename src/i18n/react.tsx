import { useCallback, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link, type LinkProps } from '../app/Link';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, localeFromPath, localizePath, stripLocalePrefix, type Locale } from './locales';

/** The interface language of the current route (no prefix, /cn or /en). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns a bare route path ('/login') into the current language's ('/cn/login'). */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

export type LocalizedLinkProps = Omit<LinkProps, 'to'> & { to: string };

/** A link (src/app/Link.tsx) to a bare route path, in the current language. */
export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
  const localized = useLocalizedPath();
  return <Link to={localized(to)} {...props} />;
}

/** Each language named in itself, so a reader finds their own. */
const NATIVE_NAMES: Record<Locale, { label: string; lang: string }> = {
  'zh-Hant': { label: '繁體中文', lang: 'zh-Hant' },
  'zh-Hans': { label: '简体中文', lang: 'zh-Hans' },
  en: { label: 'English', lang: 'en' },
};

/**
 * Links to the same screen in the other languages. Following one loads the
 * catalog before the new screen renders and stores the locale cookie.
 */
export function LanguageSwitcher({ className }: { className?: string }): ReactNode {
  const { t } = useLingui();
  const location = useLocation();
  const current = localeFromPath(location.pathname);
  const bare = stripLocalePrefix(location.pathname);
  return (
    <nav className={['language-switcher', className].filter(Boolean).join(' ')} aria-label={t`Language`}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={{ pathname: localizePath(bare, locale), search: location.search, hash: location.hash }}
              lang={NATIVE_NAMES[locale].lang}
              hrefLang={NATIVE_NAMES[locale].lang}
              aria-current={locale === current ? 'true' : undefined}
            >
              {NATIVE_NAMES[locale].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
