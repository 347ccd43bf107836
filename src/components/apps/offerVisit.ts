import { safeStorage } from '../../app/safeStorage';
import { WEB_CHOSEN_KEY } from './webChoice';

/**
 * What the app offer (PhoneAppNotice) remembers of a visit, in this tab's sessionStorage: the
 * web app was chosen; the visit's first page. Read by the component and by the page's early
 * offer script (src/boot/appOffer.ts) alike, so both decide the same. The choice itself is read
 * by ./webChoice.ts, which the first load carries.
 */
export { WEB_CHOSEN_KEY, webChosen } from './webChoice';
export const FIRST_PAGE_KEY = 'appOffer.firstPage';

/** Keeps the choice of the web app for the visit (if storage is refused, it asks again on the landing page). */
export function chooseWeb(): void {
  try {
    safeStorage('sessionStorage')?.setItem(WEB_CHOSEN_KEY, '1');
  } catch {
    // not kept
  }
}

/** Whether `pathname` is the visit's first page, without recording anything (nothing recorded yet: it is). */
export function isFirstPageOfVisit(pathname: string): boolean {
  const stored = safeStorage('sessionStorage')?.getItem(FIRST_PAGE_KEY);
  return !stored || stored === pathname;
}

/** The visit's first page: kept the first time any page asks, so a reload keeps it. */
export function firstPageOfVisit(pathname: string): string {
  const stored = safeStorage('sessionStorage')?.getItem(FIRST_PAGE_KEY);
  if (stored) return stored;
  try {
    safeStorage('sessionStorage')?.setItem(FIRST_PAGE_KEY, pathname);
  } catch {
    // storage refused: this page counts as the first
  }
  return pathname;
}
