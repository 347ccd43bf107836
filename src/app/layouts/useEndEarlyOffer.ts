import { useEffect } from 'react';
import { endEarlyOffer } from '../../components/apps/earlyOffer';

/**
 * The app offer belongs to the default layout: a screen of another layout ends the sheet the
 * page's HTML may have brought (src/components/apps/earlyOffer.ts), e.g. after a redirect from
 * the page it came with. Used by the lazily loaded layouts, so the first load does not carry it.
 */
export function useEndEarlyOffer(): void {
  useEffect(endEarlyOffer, []);
}
