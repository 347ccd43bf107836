import { isPhoneVisitor, shouldOfferApp, storeOf } from '../../machines/rules/device';
import { isInNativeApp } from '../app/nativeHost';
import { hasTouchScreen } from '../app/touch';
import { EARLY_CONTINUE_ATTRIBUTE, EARLY_OFFER_ATTRIBUTE, EARLY_OFFER_ID, endEarlyOffer } from '../components/apps/earlyOffer';
import { chooseWeb, isFirstPageOfVisit, webChosen } from '../components/apps/offerVisit';
import { stripLocalePrefix } from '../i18n/locales';
import { earlyOfferAt, type EarlyOfferTable } from './earlyOffers';

/**
 * The early offer script (src/components/apps/earlyOffer.ts): a classic script in the head of
 * every page, so it runs before the body is drawn. It decides as PhoneAppNotice will (the rules of
 * machines/rules/device.ts, the visit's storage, the route table's `appOffer` as `offers` gives
 * it: ./earlyOffers.ts), only on routes of the default layout (the one that draws the offer), and
 * marks `<html>`; nothing else is drawn by script. Its
 * "Continue on the website" works before the app does. Run by ./early.ts, the script the build
 * makes of it (src/prerender/build.ts).
 */
export function markEarlyOffer(offers: EarlyOfferTable): void {
  const { pathname } = window.location;
  const routeOffer = earlyOfferAt(offers, stripLocalePrefix(pathname));
  const offer =
    routeOffer !== null &&
    shouldOfferApp({
      phone: isPhoneVisitor(navigator.userAgent, window.innerWidth, hasTouchScreen()),
      inApp: isInNativeApp(),
      dismissed: webChosen(),
      offer: routeOffer,
      firstPage: isFirstPageOfVisit(pathname),
    });
  if (!offer) return;
  document.documentElement.setAttribute(EARLY_OFFER_ATTRIBUTE, storeOf(navigator.userAgent) ?? 'both');
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(`#${EARLY_OFFER_ID} [${EARLY_CONTINUE_ATTRIBUTE}]`)) return;
    chooseWeb();
    endEarlyOffer();
  });
}
