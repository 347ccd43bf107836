import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser; `useEffect` in the build's server render of the public pages
 * (src/prerender/entry.tsx, a Vite server build: `import.meta.env.SSR`). On the server neither
 * runs (react-dom/server runs no effect), but React's development server renderer warns, with a
 * component stack, for every `useLayoutEffect` it meets ("useLayoutEffect does nothing on the
 * server"): 147 of them, 3,300 lines, in a start with NODE_ENV=development (issue 26). The
 * browser's build keeps `useLayoutEffect` alone (the other branch is dropped), so what runs
 * before the paint still does.
 */
export const useBrowserLayoutEffect: typeof useLayoutEffect = import.meta.env.SSR ? useEffect : useLayoutEffect;
