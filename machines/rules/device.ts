/**
 * A visitor on a phone is told to download the app (SPEC §1, §2; issue 9), and may still go
 * on to the web app. Pure: the page gives what the browser says (user agent, viewport width,
 * touch); no DOM here.
 */

/** Below the tablet breakpoint of SPEC §2 (768 px): a phone's width. */
export const PHONE_MAX_WIDTH = 767;

/** User agents of phones: iPhone, iPod, Android phones (tablets leave out "Mobile"), other mobiles. */
const PHONE_AGENT = /iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|BB10|Opera Mini|IEMobile|\bMobi/i;
/** Tablets that still say "Mobile" somewhere: they get the web app as it is. */
const TABLET_AGENT = /iPad|Tablet|Kindle|Silk|PlayBook/i;

/**
 * A phone: a phone's user agent AND a narrow viewport (`width` CSS px, at most
 * PHONE_MAX_WIDTH) AND a touch screen. A desktop browser squeezed to 375 px, a phone
 * user agent on a wide screen, or a narrow window without touch is not a phone.
 */
export function isPhoneVisitor(userAgent: string, width: number, touch: boolean): boolean {
  if (!touch || !Number.isFinite(width) || width <= 0 || width > PHONE_MAX_WIDTH) return false;
  return PHONE_AGENT.test(userAgent) && !TABLET_AGENT.test(userAgent);
}

/**
 * Where a route offers the app (the route table's `appOffer` column, machines/routes.ts):
 * 'landing' on every visit, 'visit' on the first page of a visit only, 'never'.
 */
export type AppOfferFact = 'landing' | 'visit' | 'never';

export interface AppOfferInput {
  /** `isPhoneVisitor` of this browser. */
  phone: boolean;
  /** The page runs inside our own app (a native bridge is present): never offer the app there. */
  inApp: boolean;
  /** The visitor chose to go on to the web app in this session. */
  dismissed: boolean;
  /** The shown route's `appOffer` fact (machines/routes.ts). */
  offer: AppOfferFact;
  /** This is the first page of the visit (the first one shown since the tab was opened). */
  firstPage: boolean;
}

/**
 * Whether the app is offered: to a phone visitor, outside our own app, until they choose the
 * web app, where the route's `appOffer` fact says: on the landing page every time, elsewhere on
 * the first page of a visit (a link straight to any page), never on the app pages themselves
 * nor on the privacy policy.
 */
export function shouldOfferApp({ phone, inApp, dismissed, offer, firstPage }: AppOfferInput): boolean {
  if (!phone || inApp || dismissed || offer === 'never') return false;
  return offer === 'landing' || firstPage;
}

/** The store of a device, from its user agent: the App Store on Apple devices, Google Play on Android, else null. */
export function storeOf(userAgent: string): 'appStore' | 'googlePlay' | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'appStore';
  if (/Android/i.test(userAgent)) return 'googlePlay';
  return null;
}
