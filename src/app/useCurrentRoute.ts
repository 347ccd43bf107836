import { useLocation } from 'react-router';
import type { RouteFacts } from '../../machines/routes';
import { stripLocalePrefix } from '../i18n/locales';
import { findRoute } from './routeOf';

/** The route-table entry of the current location, whatever its language prefix (the catch-all when none). */
export function useCurrentRoute(): RouteFacts {
  return findRoute(stripLocalePrefix(useLocation().pathname));
}
