import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { AppHeader } from '../../components/AppHeader';
import { endEarlyOffer } from '../../components/apps/earlyOffer';
import { webChosen } from '../../components/apps/webChoice';
import { isInNativeApp } from '../nativeHost';
import { GuardedOutlet } from '../guards';
import { hasTouchScreen } from '../touch';
import { PHONE_APP_GROUP } from '../../i18n/catalogGroups';
import { loadModuleMessages } from '../../i18n/i18n';
import { localeFromPath } from '../../i18n/locales';
import { SkipLink } from './SkipLink';
import { useLayoutClassName } from './useLayoutClassName';
import { yieldToMain } from '../yieldToMain';
// the sheet the page's HTML may bring (earlyOffer.ts) is styled from the first paint, not by the offer's chunk
import '../../components/apps/app-offer.css';
import '../../components/apps/app-badges.css';

/**
 * The app offered to a phone visitor (rules/device.ts decides in it). Only a touch screen can be
 * a phone, and a visitor who chose the web app in this tab or runs our own app is never offered
 * it, so there its code is never loaded: the first load of every page stays small.
 *
 * On a touch screen it is asked for as the app starts (this module comes with the entry), beside
 * the page's chunks and catalog, not once the layout first renders, and it is drawn as soon as it
 * is there, without a Suspense boundary (React holds a boundary's reveal back by up to 300 ms):
 * the offer is a phone's largest paint on its first page (issue 10, Lighthouse's LCP on a logged-in
 * /en/home). It is an offer, not the page: if its chunk fails to load, the page goes on without it,
 * and without the sheet the HTML brought (earlyOffer.ts), which is also ended at once where no
 * phone can be, and when this layout leaves.
 */
let PhoneAppNotice: ComponentType | null = null;
const noticeListeners = new Set<() => void>();
// a touch screen, outside our own app, where the web app was not chosen in this tab (offerVisit.ts)
const mayOffer = hasTouchScreen() && !isInNativeApp() && !webChosen();
if (mayOffer) {
  // Asked for in a task of its own, just after the entry's evaluation: Vite's preload helper adds a
  // link to the head for each of the chunk's modules, 10–16 ms of the entry's long task in
  // Lighthouse's traces of a phone's /en/login (issue 10). Its texts come beside it
  // (catalogGroups.ts PHONE_APP_GROUP), in the page's language.
  void yieldToMain()
    .then(() =>
      Promise.all([
        import('../../components/apps/PhoneAppNotice'),
        loadModuleMessages(localeFromPath(window.location.pathname), PHONE_APP_GROUP),
      ]),
    )
    .then(
      ([module]) => {
        PhoneAppNotice = module.PhoneAppNotice;
        for (const listener of noticeListeners) listener();
      },
      () => endEarlyOffer(),
    );
} else {
  endEarlyOffer();
}

/**
 * The offer's component once its chunk is in, on a device that may be a phone; null before and
 * during hydration (a prerendered page was rendered for no device: src/app/hydration.ts). It
 * arrives as a transition: an urgent update while React 18 still hydrates the page below would
 * make React drop the server's HTML of the page's Suspense boundary (error #421).
 */
function usePhoneAppNotice(): ComponentType | null {
  const [Notice, setNotice] = useState<ComponentType | null>(null);
  useEffect(() => {
    const show = () => startTransition(() => setNotice(() => PhoneAppNotice));
    if (PhoneAppNotice) show();
    noticeListeners.add(show);
    return () => {
      noticeListeners.delete(show);
      endEarlyOffer();
    };
  }, []);
  return Notice;
}

/**
 * The screen, one element for every render of the layout: when the offer arrives, React finds the
 * very element it rendered before and leaves the screen alone. A new element would be an update
 * to the screen's Suspense boundary, which on a prerendered page may still be hydrating (React
 * hydrates a boundary in a later pass, later still where the page waits for something): React
 * would hold the offer back until the page is hydrated, or give up the server's HTML (error #421).
 */
const screenOutlet = <GuardedOutlet />;

/** SPEC §2 default layout: the header, the app offered to a phone visitor, and the screen. */
export default function DefaultLayout() {
  const Notice = usePhoneAppNotice();
  return (
    <div className={useLayoutClassName('default')}>
      <SkipLink />
      <AppHeader />
      <main id="main" className="layout-main">
        {Notice ? <Notice /> : null}
        {screenOutlet}
      </main>
    </div>
  );
}
