import { matchPath } from 'react-router';
import { ROUTES, type AppRoute, type RouteFacts } from '../../machines/routes';
import { localeFromPath, stripLocalePrefix, toSpecLocale } from '../i18n/locales';

/** The route-table entry of a bare pathname (locale prefix already stripped); unknown paths give `notFound`. */
export function findRoute(pathname: string): RouteFacts {
  for (const route of ROUTES) {
    if (route.path !== '*' && matchPath({ path: route.path, end: true }, pathname)) return route;
  }
  return ROUTES[ROUTES.length - 1] as RouteFacts;
}

/**
 * What the machines are told about a location (`route.changed`): the route
 * table's name for the pathname whatever its language prefix, its language,
 * its params and the pathname itself. Unknown paths are 'notFound'.
 */
export function routeOf(pathname: string): AppRoute {
  const bare = stripLocalePrefix(pathname);
  const route = findRoute(bare);
  const match = route.path === '*' ? null : matchPath({ path: route.path, end: true }, bare);
  return {
    name: route.name as AppRoute['name'],
    locale: toSpecLocale(localeFromPath(pathname)),
    params: { ...(match?.params ?? {}) },
    path: pathname,
  };
}
