import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration, createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { activateLocale, loadPageMessages } from '../i18n/i18n';
import { LOCALES, localePrefix, type Locale } from '../i18n/locales';
import ErrorPage from './ErrorPage';
import DefaultLayout from './layouts/DefaultLayout';
import { ROUTES, type LayoutName, type RouteFacts } from '../../machines/routes';

/**
 * Every route of the table (machines/routes.ts) in three locale variants
 * (SPEC §2): no prefix (zh-Hant), /cn (zh-Hans) and /en (en). Each screen is
 * a lazy chunk. A
 * locale branch's loader activates its catalog, so a screen renders only once
 * its language is loaded (also on the first paint).
 */
type PageModule = { default: ComponentType };

/** Every screen module, each its own lazy chunk; the route table's `page` names one. */
const pageModules = import.meta.glob<PageModule>(['../pages/**/*.tsx']);

/** The loader of a route's page; a route whose page is missing fails here, at start, not on a visit. */
export function pageLoader(route: RouteFacts): () => Promise<PageModule> {
  const load = pageModules[`../pages/${route.page}.tsx`];
  if (!load) throw new Error(`route "${route.name}": no page src/pages/${route.page}.tsx`);
  return load;
}

/**
 * The layouts: the default one (landing, home, account pages) comes with the
 * app shell; the others are lazy chunks with their screens, so their headers
 * stay out of what `/` loads (the bundle budget, tests/budget/).
 */
const layouts: Record<LayoutName, Pick<RouteObject, 'Component' | 'lazy'>> = {
  default: { Component: DefaultLayout },
  challenge: { lazy: async () => ({ Component: (await import('./layouts/ChallengeLayout')).default }) },
  explaining: { lazy: async () => ({ Component: (await import('./layouts/ExplainingLayout')).default }) },
  setup: { lazy: async () => ({ Component: (await import('./layouts/SetupLayout')).default }) },
};

const LAYOUT_NAMES: readonly LayoutName[] = ['default', 'challenge', 'explaining', 'setup'];

function pageRoute(locale: Locale, route: RouteFacts): RouteObject {
  const load = pageLoader(route);
  const common = {
    id: `${locale}:${route.name}`,
    handle: route,
    // the page and its group's messages (src/i18n/i18n.ts) in this branch's language, both before it renders
    lazy: async () => {
      const [module] = await Promise.all([load(), loadPageMessages(locale, route.page)]);
      return { Component: module.default };
    },
  };
  if (route.path === '/') return { ...common, index: true };
  return { ...common, path: route.path === '*' ? '*' : route.path.slice(1) };
}

function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** One locale's branch: its prefix, its catalog, its four layouts and their screens. */
export function localeBranch(locale: Locale): RouteObject {
  return {
    id: locale,
    path: localePrefix(locale) || '/',
    loader: async () => {
      await activateLocale(locale);
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: () => null,
    Component: AppRoot,
    ErrorBoundary: ErrorPage,
    children: LAYOUT_NAMES.map((layout) => ({
      id: `${locale}:layout:${layout}`,
      ...layouts[layout],
      children: ROUTES.filter((route) => route.layout === layout).map((route) => pageRoute(locale, route)),
    })),
  };
}

/**
 * Dev build only: the flows page (src/dev/FlowsPage.tsx), every machine runnable
 * alone. In production `import.meta.env.DEV` is false and Vite drops the route
 * and its chunks.
 */
function devRoutes(): RouteObject[] {
  if (!import.meta.env.DEV) return [];
  return [
    {
      id: 'dev:flows',
      path: '/dev/flows/:id?',
      lazy: async () => {
        const [{ FlowsPage }, { flowsLoader }] = await Promise.all([
          import('../dev/FlowsPage'),
          import('../dev/flowsCatalog'),
        ]);
        return { Component: FlowsPage, loader: flowsLoader };
      },
      HydrateFallback: () => null,
    },
  ];
}

export function createRoutes(): RouteObject[] {
  return [...devRoutes(), ...LOCALES.map(localeBranch)];
}

export function createAppRouter() {
  return createBrowserRouter(createRoutes());
}

/**
 * The routes with everything `pathname` needs already loaded: its lazy page and layout (and the
 * page's messages), its language's catalog; and the hydration state that tells a router its
 * loaders have run. A router made from them renders the page at once, the same on the server
 * (src/prerender/entry.tsx, a memory router) as in the browser that hydrates that HTML
 * (src/main.tsx): no fallback, no loading note, nothing for React to find different. Nothing
 * goes through the HTML for it (no inline script): the browser recomputes it.
 */
export async function preparedRoutes(pathname: string): Promise<{ routes: RouteObject[]; hydrationData: HydrationState }> {
  const routes = createRoutes();
  const matches = matchRoutes(routes, pathname) ?? [];
  const loaderData: Record<string, unknown> = {};
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }
      if (typeof route.loader === 'function' && route.id) {
        loaderData[route.id] = await route.loader({ request: new Request(new URL(pathname, 'http://localhost')), params: {}, context: undefined } as never);
      }
    }),
  );
  return { routes, hydrationData: { loaderData } };
}

/** The browser router of a page the server sent prerendered: it hydrates that HTML as it is. */
export async function createHydratingRouter() {
  const { routes, hydrationData } = await preparedRoutes(window.location.pathname);
  return createBrowserRouter(routes, { hydrationData });
}
