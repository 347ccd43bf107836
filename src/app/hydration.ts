import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * A value only this browser knows (a touch screen, a choice kept in storage), or `prerendered`
 * while React hydrates a page the build rendered (src/prerender/: it rendered for no device and
 * no visitor), so hydration finds the very markup the server sent; the browser's value follows
 * in the next render. A page rendered in the browser from the start gets the browser's value at
 * once.
 */
export function useAfterHydration<T>(value: T, prerendered: T): T {
  return useSyncExternalStore(
    noChange,
    () => value,
    () => prerendered,
  );
}
