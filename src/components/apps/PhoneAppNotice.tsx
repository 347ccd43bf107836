import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { isPhoneVisitor, shouldOfferApp, storeOf } from '../../../machines/rules/device';
import { isInNativeApp } from '../../app/nativeHost';
import { hasTouchScreen } from '../../app/touch';
import { useCurrentRoute } from '../../app/useCurrentRoute';
import { AppStoreBadges } from './AppStoreBadges';
import './app-offer.css';

/** What this tab remembers for the visit (sessionStorage): the web app was chosen; the visit's first page. */
const WEB_CHOSEN_KEY = 'appOffer.webChosen';
const FIRST_PAGE_KEY = 'appOffer.firstPage';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The visit's first page: kept the first time any page asks, so a reload keeps it. */
function firstPageOfVisit(pathname: string): string {
  const stored = session()?.getItem(FIRST_PAGE_KEY);
  if (stored) return stored;
  try {
    session()?.setItem(FIRST_PAGE_KEY, pathname);
  } catch {
    // storage refused: this page counts as the first
  }
  return pathname;
}

function isPhone(): boolean {
  return isPhoneVisitor(navigator.userAgent, window.innerWidth, hasTouchScreen());
}

/**
 * A visitor on a phone (user agent, narrow viewport and touch: rules/device.ts) is told to
 * download the app, with the store badges (behind the parent gate), and may go on to the web
 * app: that choice is kept for the visit (this tab). Shown on the landing page and on the
 * first page of a visit (`shouldOfferApp`), never inside our own app.
 *
 * The badges come in this module's chunk (the layout loads it only on a touch screen), not in one
 * of their own: the sheet, fixed to the bottom, grew upwards when they arrived after it, moving
 * its title and text under the reader's eyes (issue 10, a member's home on a phone), a round trip
 * later than the sheet itself.
 */
export function PhoneAppNotice() {
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const [firstPage] = useState(() => firstPageOfVisit(pathname));
  const [phone] = useState(isPhone);
  const [inApp] = useState(() => isInNativeApp());
  const [dismissed, setDismissed] = useState(() => session()?.getItem(WEB_CHOSEN_KEY) === '1');

  const offer = shouldOfferApp({ phone, inApp, dismissed, route: route.name, firstPage: pathname === firstPage });
  if (!offer) return null;

  const goOn = () => {
    try {
      session()?.setItem(WEB_CHOSEN_KEY, '1');
    } catch {
      // not kept: it asks again on the landing page
    }
    setDismissed(true);
  };

  return (
    <section className="card app-offer" aria-labelledby="app-offer-title">
      <h2 id="app-offer-title">
        <Trans>Download the app</Trans>
      </h2>
      <p>
        <Trans>On a phone, Hanzi House works best in its app: bigger buttons and writing made for small screens.</Trans>
      </p>
      <AppStoreBadges only={storeOf(navigator.userAgent)} />
      <div className="app-offer-actions">
        <button type="button" className="button" onClick={goOn}>
          <Trans>Continue on the website</Trans>
        </button>
      </div>
    </section>
  );
}
