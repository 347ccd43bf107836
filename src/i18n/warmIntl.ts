/**
 * The code of the warming worker. Lingui's plurals build an `Intl.PluralRules` and, for `#`, an
 * `Intl.NumberFormat`. The first `Intl.NumberFormat` of a page's process loads ICU's number data:
 * measured at 26–68 ms on this machine's Chromium (unthrottled), in the render of a member's home
 * (its star count), against 1–4 ms for the plural rules. That data is the process's, not the
 * thread's, nor a locale's: once a worker built one (in any locale), the main thread's first one,
 * in English or Chinese, took 0.2 ms. The worker ends itself.
 */
export const WARMING_CODE = 'new Intl.NumberFormat();close()';

/**
 * Loads ICU's number data in a worker thread, so that the main thread does not pay for it in a
 * render: called by a page whose first render has a plural (the home, as its chunk loads). A worker from a Blob: no request, and the Content-Security-Policy
 * allows `worker-src blob:` (src/server/http/security-headers.ts). Where workers are missing
 * (tests' jsdom, an old browser) or refused, nothing happens: the first plural pays, as before.
 */
export function warmIntl(): void {
  try {
    const url = URL.createObjectURL(new Blob([WARMING_CODE]));
    new Worker(url);
    // the worker holds its script from its construction on
    URL.revokeObjectURL(url);
  } catch {
    // no worker here: nothing to warm
  }
}
