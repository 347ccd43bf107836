import { layoutClassName } from '../layoutClass';
import type { LayoutName } from '../../../machines/routes';
import { isEnglishLayout } from '../../../machines/shell/app.machine';
import { useAppSelector } from '../AppActorContext';

/** The class of a layout's root element, with `env-en` when the root actor says English (SPEC §2). */
export function useLayoutClassName(layout: LayoutName): string {
  const english = useAppSelector((snapshot) => isEnglishLayout(snapshot.context));
  return layoutClassName(layout, english);
}
