import { useEffect } from 'react';
import { endEarlyOffer } from '../../components/apps/earlyOffer';
import { layoutClassName } from '../layoutClass';
import type { LayoutName } from '../../../machines/routes';
import { isEnglishLayout } from '../../../machines/app.machine';
import { useAppSelector } from '../AppActorContext';

/** Every layout's root hook: the class of its root element, with `env-en` when the root actor says English (SPEC §2). */
export function useLayoutClassName(layout: LayoutName): string {
  // the app offer belongs to the default layout: another one ends the sheet the HTML may have brought (earlyOffer.ts)
  useEffect(() => {
    if (layout !== 'default') endEarlyOffer();
  }, [layout]);
  const english = useAppSelector((snapshot) => isEnglishLayout(snapshot.context));
  return layoutClassName(layout, english);
}
