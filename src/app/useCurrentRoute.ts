import { useMatches } from 'react-router';
import { ROUTES, type RouteFacts } from '../../machines/routes';

function isRouteDef(handle: unknown): handle is RouteFacts {
  return typeof handle === 'object' && handle !== null && 'name' in handle && 'public' in handle;
}

/** The route-table entry of the deepest matched route (the catch-all when none). */
export function useCurrentRoute(): RouteFacts {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteDef(handle)) return handle;
  }
  return ROUTES[ROUTES.length - 1] as RouteFacts;
}
