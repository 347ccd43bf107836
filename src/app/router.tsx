import { Suspense, type ComponentType } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { activateLocale, i18n, loadPageMessages } from '../i18n/i18n';
import { LOCALES, localeFromPath, localePrefix, stripLocalePrefix, type Locale } from '../i18n/locales';
import { ChildParentAreaButton } from '../components/AppHeader';
import { RouteErrorBoundary } from './ErrorPage';
import { useLivePathname } from './history';
import DefaultLayout from './layouts/DefaultLayout';
import { preloadable, type Preloadable } from './preloadable';
import { findRoute } from './routeOf';
import { ScrollRestoration } from './ScrollRestoration';
import { yieldToMain } from './yieldToMain';
import { ROUTES, type LayoutName, type RouteFacts } from '../../machines/routes';
import { pageModules } from 'virtual:route-pages';

/**
 * Every route of the table (machines/routes.ts) in three locale variants
 * (SPEC §2): no prefix (zh-Hant), /cn (zh-Hans) and /en (en), for react-router
 * in declarative mode (`useRoutes` under src/app/history.tsx's router). Each
 * screen is a lazy chunk (src/app/preloadable.tsx) that renders only once its
 * module and its messages are loaded; a locale branch renders only once its
 * catalog is active (also on the first paint).
 */
type PageModule = { default: ComponentType };

/** Every screen module, each its own lazy chunk; the route table's `page` names one. */

/** The loader of a route's page; a route whose page is missing fails here, at start, not on a visit. */
export function pageLoader(route: RouteFacts): () => Promise<PageModule> {
  const load = pageModules[route.page];
  if (!load) throw new Error(`route "${route.name}": no page src/pages/${route.page}.tsx`);
  return load;
}

/**
 * The layouts: the default one (landing, home, account pages) comes with the
 * app shell; the others are lazy chunks with their screens, so their headers
 * stay out of what `/` loads (the bundle budget, tests/budget/).
 */
const layouts: Record<LayoutName, ComponentType & { preload?: () => Promise<void> }> = {
  default: DefaultLayout,
  challenge: preloadable(async () => (await import('./layouts/ChallengeLayout')).default),
  explaining: preloadable(async () => (await import('./layouts/ExplainingLayout')).default),
  setup: preloadable(async () => (await import('./layouts/SetupLayout')).default),
};

const LAYOUT_NAMES: readonly LayoutName[] = ['default', 'challenge', 'explaining', 'setup'];

/** One lazy screen per language and route: the page and its group's messages (src/i18n/i18n.ts) in that language. */
const pages = new Map<string, Preloadable>();

function pageOf(locale: Locale, route: RouteFacts): Preloadable {
  const key = `${locale}:${route.name}`;
  let page = pages.get(key);
  if (!page) {
    const load = pageLoader(route);
    // a child's screen comes with its header's way to the parent's area (components/AppHeader.tsx)
    const childScreen = route.layout === 'default' && !route.public;
    page = preloadable(async () => {
      const [module] = await Promise.all([
        load(),
        loadPageMessages(locale, route.page),
        childScreen ? ChildParentAreaButton.preload() : undefined,
      ]);
      return module.default;
    });
    pages.set(key, page);
  }
  return page;
}

/** The languages whose catalog this module activated, and those on their way or failed. */
const ready = new Set<Locale>();
const activating = new Map<Locale, Promise<void>>();
const failed = new Map<Locale, { error: unknown }>();

/** Make `locale` the active language (its catalog loaded): what a locale branch waits for. */
function activateBranch(locale: Locale): Promise<void> {
  let activation = activating.get(locale);
  if (!activation) {
    activation = activateLocale(locale).then(
      () => {
        ready.add(locale);
        activating.delete(locale);
      },
      (error: unknown) => {
        failed.set(locale, { error });
        activating.delete(locale);
        throw error;
      },
    );
    activating.set(locale, activation);
  }
  return activation;
}

/**
 * A language's pages: they render once its catalog is the active one (suspending until then).
 * While the visitor moves to another language, the page being left may render again in the
 * new one: it does not take its language back.
 */
function LocaleRoot({ locale }: { locale: Locale }) {
  const live = useLivePathname();
  const leaving = live !== null && localeFromPath(live) !== locale && ready.has(locale);
  if (!leaving && (i18n.locale !== locale || !ready.has(locale))) {
    const failure = failed.get(locale);
    if (failure) throw failure.error;
    throw activateBranch(locale).catch(() => {});
  }
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

function pageRoute(locale: Locale, route: RouteFacts): RouteObject {
  const Page = pageOf(locale, route);
  const common = { id: `${locale}:${route.name}`, handle: route, element: <Page /> };
  if (route.path === '/') return { ...common, index: true };
  return { ...common, path: route.path === '*' ? '*' : route.path.slice(1) };
}

/** One locale's branch: its prefix, its catalog, its error page, its four layouts and their screens. */
export function localeBranch(locale: Locale): RouteObject {
  return {
    id: locale,
    path: localePrefix(locale) || '/',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <LocaleRoot locale={locale} />
        </Suspense>
      </RouteErrorBoundary>
    ),
    children: LAYOUT_NAMES.map((layout) => {
      const Layout = layouts[layout];
      return {
        id: `${locale}:layout:${layout}`,
        element: <Layout />,
        children: ROUTES.filter((route) => route.layout === layout).map((route) => pageRoute(locale, route)),
      };
    }),
  };
}

/**
 * Dev build only: the flows page (src/dev/FlowsPage.tsx), every machine runnable
 * alone. In production `import.meta.env.DEV` is false and Vite drops the route
 * and its chunks.
 */
function devRoutes(): RouteObject[] {
  if (!import.meta.env.DEV) return [];
  const Flows = preloadable(async () => {
    const [{ FlowsPage }, { flowsLoader }] = await Promise.all([import('../dev/FlowsPage'), import('../dev/flowsCatalog')]);
    const catalog = await flowsLoader();
    return () => <FlowsPage catalog={catalog} />;
  });
  return [
    {
      id: 'dev:flows',
      path: '/dev/flows/:id?',
      element: (
        <Suspense fallback={null}>
          <Flows />
        </Suspense>
      ),
    },
  ];
}

export function createRoutes(): RouteObject[] {
  return [...devRoutes(), ...LOCALES.map(localeBranch)];
}

/**
 * The routes matched at a location: its language's branch only (and the dev pages). A path of
 * one language never matches another's branch, and react-router flattens and ranks the routes it
 * is given on every render (a third of the first render of a member's home at 4× CPU was that,
 * with all three branches).
 */
const branchRoutes = new Map<Locale, RouteObject[]>(LOCALES.map((locale) => [locale, [...devRoutes(), localeBranch(locale)]]));

/** The app's screens at the current location (under src/app/history.tsx's `HistoryRouter`). */
export function AppRoutes({ routes }: { routes?: RouteObject[] }) {
  const { pathname } = useLocation();
  return useRoutes(routes ?? branchRoutes.get(localeFromPath(pathname))!);
}

/**
 * Everything `pathname` needs before it renders: its language's catalog, its lazy layout and
 * page (and the page's messages). After it the page renders at once, the same on the server
 * (src/prerender/entry.tsx) as in the browser that hydrates that HTML (src/main.tsx): no
 * fallback, no loading note, nothing for React to find different. Nothing goes through the
 * HTML for it (no inline script): the browser recomputes it.
 */
export async function preparePath(pathname: string): Promise<void> {
  const locale = localeFromPath(pathname);
  const route = findRoute(stripLocalePrefix(pathname));
  // The catalog, the layout and the page each start in a task of their own: Vite's preload helper
  // appends a `modulepreload` link for every module a load needs (16 for a member's home, about
  // 12 ms in all unthrottled in this machine's Chromium), and in one task they held the page
  // 14–32 ms; now 5–12 ms each. The downloads begin a task apart, which costs them nothing.
  const loads: Array<Promise<unknown> | undefined> = [];
  for (const load of [() => activateBranch(locale), () => layouts[route.layout].preload?.(), () => pageOf(locale, route).preload()]) {
    if (loads.length > 0) await yieldToMain();
    const loading = load();
    // handled here while the next one starts, thrown below
    loading?.catch(() => {});
    loads.push(loading);
  }
  await Promise.all(loads);
}
