/**
 * What `use-sync-external-store/shim` is in the build (vite.config.ts `reactStoreHookWithoutShim`):
 * React's own hook, which every React from 18 on has. Not the package's main entry: a development
 * build of that one (a build made with NODE_ENV=development or test in the environment) logs an
 * error on every page that it "is not supported" (issue 26).
 */
export { useSyncExternalStore } from 'react';
