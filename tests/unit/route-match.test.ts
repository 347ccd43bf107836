import fc from 'fast-check';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoutePath, routeAt } from '../../machines/routes';
import { findRoute } from '../../src/app/routeOf';

/**
 * matchRoutePath and routeAt (machines/routes.ts) find routes without react-router, for a page's
 * early script and the build: they must agree with the router's own matchPath (and the app's
 * findRoute) on every path of the table, for paths made of the table's segments, params, case
 * changes, trailing slashes and stray characters.
 */
const TABLE_PATHS = ROUTES.map((route) => route.path).filter((path) => path !== '*');

const segment = fc.oneof(
  fc.constantFrom(...new Set(TABLE_PATHS.flatMap((path) => path.split('/')).filter((part) => part !== '' && !part.startsWith(':')))),
  fc.constantFrom('3', '42', 'abc', '%2F', 'a%2Fb', '漢字', '', 'LOGIN', 'Set-Up', '.', '..', 'x?y', '(1)'),
  fc.string({ maxLength: 6 }).filter((s) => !s.includes('/')),
);
const pathname = fc.array(segment, { maxLength: 4 }).chain((segments) =>
  fc.constantFrom('', '/', '//').map((tail) => `/${segments.join('/')}${tail}`),
);

const routerParams = (path: string, name: string) => {
  const match = matchPath({ path, end: true }, name);
  return match ? { ...match.params } : null;
};

describe('matchRoutePath', () => {
  it('matches each path of the table as react-router does: its own path, its params, case and trailing slashes', () => {
    for (const path of TABLE_PATHS) {
      const own = path.replace(/:(\w+)\?/g, '').replace(/:(\w+)/g, '7').replace(/\/+$/, '') || '/';
      for (const candidate of [own, `${own}/`, own.toUpperCase(), `${own}/9`, `${own}/9/`, `${own}x`]) {
        expect(matchRoutePath(path, candidate), `${path} on ${candidate}`).toEqual(routerParams(path, candidate));
      }
    }
  });

  it('agrees with react-router on generated paths for every path of the table', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TABLE_PATHS), pathname, (path, name) => {
        expect(matchRoutePath(path, name)).toEqual(routerParams(path, name));
      }),
      { numRuns: 3000 },
    );
  });

  it('finds the route react-router would: the first of the table whose path matches (routeAt, and the app’s findRoute)', () => {
    const routerRoute = (name: string) => ROUTES.find((route) => route.path !== '*' && matchPath({ path: route.path, end: true }, name))?.name ?? 'notFound';
    fc.assert(
      fc.property(fc.oneof(pathname, fc.constantFrom(...TABLE_PATHS.map((path) => path.replace(/:(\w+)\??/g, '5')))), (name) => {
        expect(routeAt(name).name).toBe(routerRoute(name));
        expect(findRoute(name).name).toBe(routerRoute(name));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a path form it does not know, rather than match it wrongly', () => {
    expect(() => matchRoutePath('/files/*', '/files/a')).toThrow(/not a form/);
    expect(() => matchRoutePath('/a/:id?x', '/a/1x')).toThrow(/not a form/);
    expect(() => matchRoutePath('/docs/intro?', '/docs')).toThrow(/not a form/);
    expect(() => matchRoutePath('/lesson/:id?/words', '/lesson/words')).toThrow(/not a form/);
  });
});
