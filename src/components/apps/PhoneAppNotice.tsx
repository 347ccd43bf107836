import { useState } from 'react';
import { useLocation } from 'react-router';
import { isPhoneVisitor, shouldOfferApp, storeOf } from '../../../machines/rules/device';
import { isInNativeApp } from '../../app/nativeHost';
import { hasTouchScreen } from '../../app/touch';
import { useCurrentRoute } from '../../app/useCurrentRoute';
import { appOfferOf } from '../../../machines/routes';
import { AppOfferSheet } from './AppOfferSheet';
import { AppStoreBadges } from './AppStoreBadges';
import { endEarlyOffer } from './earlyOffer';
import { chooseWeb, firstPageOfVisit, webChosen } from './offerVisit';
import { useBrowserLayoutEffect } from '../../app/useBrowserLayoutEffect';

/**
 * The viewport's width as this chunk arrived, as the app starts, before the app has drawn
 * anything: read in the offer's first render, after the page changed, it cost a whole layout
 * (22 ms of a member's home, unthrottled; Lighthouse counts it four times).
 */
const widthAtStart = window.innerWidth;

function isPhone(): boolean {
  return isPhoneVisitor(navigator.userAgent, widthAtStart, hasTouchScreen());
}

/**
 * A visitor on a phone (user agent, narrow viewport and touch: rules/device.ts) is told to
 * download the app, with the store badges (behind the parent gate), and may go on to the web
 * app: that choice is kept for the visit (this tab, offerVisit.ts). Shown on the landing page and
 * on the first page of a visit (`shouldOfferApp`), never inside our own app. It takes the place
 * of the sheet the page's HTML brought (earlyOffer.ts).
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
  const [dismissed, setDismissed] = useState(webChosen);
  // the sheet the page's HTML brought (earlyOffer.ts) gives way in this very commit: this one, or none
  useBrowserLayoutEffect(endEarlyOffer, []);

  const offer = shouldOfferApp({ phone, inApp, dismissed, offer: appOfferOf(route), firstPage: pathname === firstPage });
  if (!offer) return null;

  const goOn = () => {
    chooseWeb();
    setDismissed(true);
  };

  return <AppOfferSheet badges={<AppStoreBadges only={storeOf(navigator.userAgent)} />} onContinue={goOn} />;
}
