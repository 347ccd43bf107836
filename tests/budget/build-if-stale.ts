import { ROOT, buildIfStale } from '../../scripts/build.mjs';

/**
 * The global setup of the project 'build' (vite.config.ts): tests/budget and the build's own unit
 * tests read the production build (dist/: Vite's manifest, the chunks, the prerendered pages, the
 * stamp, the server's bundle), so it builds first when dist/ is not a finished
 * build of the sources as they are (missing or stale), the way `npm start` does (scripts/build.mjs
 * --if-stale). A current build is left alone: `npm test` builds before vitest runs, so there this
 * only compares the stamp. When the build fails, the project stops with one line that says so.
 */
export default function setup(): void {
  if (!buildIfStale(ROOT)) {
    throw new Error('The tests of the project build need a production build of these sources in dist/, and the build failed: run `npm run build` to see why.');
  }
}
