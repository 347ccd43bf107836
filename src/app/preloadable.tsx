import type { ComponentType } from 'react';

/**
 * A lazy component that can be loaded before it renders (React.lazy cannot say whether it is
 * loaded): `preload()` fetches it, and once it is loaded the component renders it at once, with
 * no Suspense fallback. That is what lets the browser hydrate a prerendered page (src/main.tsx):
 * the page's chunk is loaded before `hydrateRoot`, so the first render is the server's HTML. Not
 * loaded yet, it suspends (the nearest <Suspense>) until it is; a failed load is thrown to the
 * nearest error boundary (a stale deploy's missing chunk: src/app/chunkReload.ts), and stays
 * failed, as react-router's lazy routes do.
 */
export interface Preloadable {
  (): React.JSX.Element;
  preload: () => Promise<void>;
}

export function preloadable(load: () => Promise<ComponentType>): Preloadable {
  let loading: Promise<void> | null = null;
  let Loaded: ComponentType | null = null;
  let failure: { error: unknown } | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    ));
  function Lazy() {
    if (Loaded) return <Loaded />;
    if (failure) throw failure.error;
    // Suspense's way: throw the promise, render again once it settles
    throw preload().catch(() => {});
  }
  Lazy.preload = preload;
  return Lazy;
}
