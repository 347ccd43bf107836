/**
 * The app offer as the page's HTML brings it (issue 10: on a phone it is the largest paint of a
 * visit's first page, and drawn by the app's JavaScript it came seconds after the text). The build
 * writes the sheet, in the page's language, after #root of every prerendered page and SPA shell
 * (src/prerender/build.ts), hidden; the early script (src/boot/appOffer.ts), run in the head before
 * the body is drawn, decides by the same rule as PhoneAppNotice and marks `<html>` with
 * EARLY_OFFER_ATTRIBUTE (the visitor's store, or `both`), which app-offer.css turns into the sheet.
 * Once the app runs, PhoneAppNotice takes its place in the same frame, or the page ends it.
 */
export const EARLY_OFFER_ID = 'app-offer-early';

/** `<html data-app-offer="appStore" | "googlePlay" | "both">`: the early sheet shows, with that store's badge. */
export const EARLY_OFFER_ATTRIBUTE = 'data-app-offer';

/**
 * The early sheet's last element: app-offer.css shows the sheet only once the parser has reached
 * it. A phone paints while it still parses the page, and a sheet fixed to the bottom that is
 * drawn half-parsed grows upwards as its rest arrives, moving on screen (a layout shift of 0.046
 * to 0.12 under a throttled CPU: tests/e2e/home-layout-shift.test.ts).
 */
export const EARLY_END_ATTRIBUTE = 'data-app-offer-end';

/** The early sheet's "Continue on the website" button, which works before the app does. */
export const EARLY_CONTINUE_ATTRIBUTE = 'data-app-offer-continue';

/** Removes the early sheet and its mark (the app draws its own, or none). */
export function endEarlyOffer(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(EARLY_OFFER_ID)?.remove();
  document.documentElement.removeAttribute(EARLY_OFFER_ATTRIBUTE);
}
