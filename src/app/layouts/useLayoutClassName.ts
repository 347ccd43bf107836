import { layoutClassName } from '../layoutClass';
import type { LayoutName } from '../routes';
import { SessionContext } from '../session/context';
import { selectEnvEn } from '../session/selectors';

/** The class of a layout's root element, with `env-en` when the session says English (SPEC §2). */
export function useLayoutClassName(layout: LayoutName): string {
  const english = SessionContext.useSelector(selectEnvEn);
  return layoutClassName(layout, english);
}
