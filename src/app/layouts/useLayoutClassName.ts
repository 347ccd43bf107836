import { useLocale } from '../../i18n/react';
import { AuthContext } from '../auth';
import { isEnglishEnvironment, layoutClassName } from '../layoutClass';
import type { LayoutName } from '../routes';

/** The class of a layout's root element, with `env-en` in an English environment. */
export function useLayoutClassName(layout: LayoutName): string {
  const locale = useLocale();
  const memberEnv = AuthContext.useSelector((snapshot) => snapshot.context.member?.setting.env_language ?? null);
  return layoutClassName(layout, isEnglishEnvironment(locale, memberEnv));
}
