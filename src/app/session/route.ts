import { matchPath } from 'react-router';
import type { SessionRoute } from '../../../machines/session.machine';
import { localeFromPath, stripLocalePrefix, toSpecLocale } from '../../i18n/locales';
import { findRoute } from '../routes';

/**
 * What the session machine is told about a location: the route-table name of
 * the pathname (whatever its language prefix), its language, its params and
 * the pathname itself. Unknown paths are 'notFound'.
 */
export function sessionRouteOf(pathname: string): SessionRoute {
  const bare = stripLocalePrefix(pathname);
  const route = findRoute(bare);
  const match = route.path === '*' ? null : matchPath({ path: route.path, end: true }, bare);
  return {
    name: route.name,
    locale: toSpecLocale(localeFromPath(pathname)),
    params: { ...(match?.params ?? {}) },
    path: pathname,
  };
}
