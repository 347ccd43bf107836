import type { AppOfferFact } from '../../machines/rules/device.ts';
import { ROUTES, appOfferOf, matchRoutePath, routeFacts, type RouteFacts } from '../../machines/routes.ts';

/**
 * What the page's early script (./appOffer.ts) needs of the route table: for a path, where the
 * app is offered there (the route's `appOffer`), or null on a route of another layout than the
 * default one (the only layout that draws the offer). The build hands the script this short table
 * (vite.config.ts) instead of the whole route table, whose other facts it never reads: a page's
 * head loads it before the first paint.
 */
export type EarlyOffer = AppOfferFact | null;

export interface EarlyOfferTable {
  /** The routes, in the table's order, whose answer differs from the catch-all's: [path, answer]. */
  routes: readonly (readonly [path: string, offer: EarlyOffer])[];
  /** The answer for every other path: the catch-all route's (its 404 page, of the default layout). */
  otherwise: EarlyOffer;
}

/** A route's answer for the early script. */
export function earlyOfferOf(route: RouteFacts): EarlyOffer {
  return route.layout === 'default' ? appOfferOf(route) : null;
}

/**
 * The table the build gives the early script. A route that answers as the catch-all does is left
 * out: the first route of the table that matches a path decides, so leaving one out changes no
 * answer as long as it shares no path with a later route that answers otherwise (the table's
 * paths do not overlap: tests/unit/early-offer.test.tsx holds this table to routeAt).
 */
export function earlyOfferTable(routes: readonly RouteFacts[] = ROUTES): EarlyOfferTable {
  const otherwise = earlyOfferOf(routeFacts('notFound'));
  return {
    routes: routes.filter((route) => route.path !== '*' && earlyOfferOf(route) !== otherwise).map((route) => [route.path, earlyOfferOf(route)] as const),
    otherwise,
  };
}

/** The answer of `table` for a bare pathname (locale prefix stripped). */
export function earlyOfferAt(table: EarlyOfferTable, pathname: string): EarlyOffer {
  const found = table.routes.find(([path]) => matchRoutePath(path, pathname) !== null);
  return found ? found[1] : table.otherwise;
}
