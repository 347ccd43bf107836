import type { Plugin } from 'vite';
import { ROUTES } from '../../machines/routes.ts';

/**
 * Vite plugin: `virtual:route-pages` exports `pageModules`, one lazy `import()` per page of the
 * route table (machines/routes.ts `page`), keyed by that name, and nothing else. The router
 * (src/app/router.tsx) loads its screens through it.
 *
 * A glob of src/pages would also list the screens' own parts (modals, shelves, the lesson
 * track): each a lazy entry, with its chunk's dependencies, in the first load's JavaScript
 * that every page pays for (0.7 KB gzip for 17 parts, tests/bench/RESULTS.md). The table is
 * the one list of screens; a page it names that does not exist fails the build.
 *
 * The table is read when the config loads; Vite restarts the dev server when it changes (a
 * dependency of the config).
 */
const ID = 'virtual:route-pages';
const RESOLVED_ID = `\0${ID}`;

export function routePagesModule(pages: readonly string[]): string {
  const lines = [...new Set(pages)].map((page) => `  ${JSON.stringify(page)}: () => import(${JSON.stringify(`/src/pages/${page}.tsx`)}),`);
  return `export const pageModules = {\n${lines.join('\n')}\n};\n`;
}

export function routePages(): Plugin {
  return {
    name: 'hanzi:route-pages',
    resolveId: (source) => (source === ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? routePagesModule(ROUTES.map((route) => route.page)) : null),
  };
}
