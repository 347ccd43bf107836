import { matchRoutePath, routeAt, routePath, type AppRoute, type NavigateParams, type RouteFacts, type RouteName } from '../../machines/routes';
import { localeFromPath, localizePath, stripLocalePrefix, toSpecLocale, type Locale } from '../i18n/locales';

/**
 * The route-table entry of a bare pathname (locale prefix already stripped); unknown paths give
 * `notFound`. The table's own matcher (machines/routes.ts `routeAt`, held to react-router's
 * matchPath by tests/unit/route-match.test.ts): react-router's compiles a regular expression
 * for each route it tries, each time, and the start's preparation of a member's /en/home spent
 * 3–11 ms of its task there (CPU profile of an unminified build, this machine's Chromium).
 */
export function findRoute(pathname: string): RouteFacts {
  return routeAt(pathname);
}

/**
 * What the machines are told about a location (`route.changed`): the route
 * table's name for the pathname whatever its language prefix, its language,
 * its params and the pathname itself. Unknown paths are 'notFound'.
 */
export function routeOf(pathname: string): AppRoute {
  const bare = stripLocalePrefix(pathname);
  const route = findRoute(bare);
  const params = route.path === '*' ? null : matchRoutePath(route.path, bare);
  return {
    name: route.name as AppRoute['name'],
    locale: toSpecLocale(localeFromPath(pathname)),
    params: { ...(params ?? {}) },
    path: pathname,
  };
}

/**
 * The other way round: where a machine's `navigate { to, params }` leads in the
 * visitor's language, e.g. ({ to: 'lesson', params: { id: 3 } }, 'zh-Hans') →
 * '/cn/lesson/3'. Shared by the app's navigator (appActor.ts) and the pages'
 * `useNavigateAction`, so both build the same path.
 */
export function hrefOf({ to, params }: Pick<NavigateParams, 'params'> & { to: RouteName }, locale: Locale): string {
  return localizePath(routePath(to, params), locale);
}
