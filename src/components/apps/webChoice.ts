import { safeStorage } from '../../app/safeStorage';

/**
 * Whether the visitor chose the web app over the app offer in this tab (sessionStorage): read by
 * the default layout as the app starts (no offer's code is loaded then), kept by offerVisit.ts.
 */
export const WEB_CHOSEN_KEY = 'appOffer.webChosen';

/** The visitor chose the web app in this tab. */
export function webChosen(): boolean {
  return safeStorage('sessionStorage')?.getItem(WEB_CHOSEN_KEY) === '1';
}
