import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { ROUTES, type RouteFacts } from '../../machines/routes';
import { createRoutes, pageLoader } from '../../src/app/router';
import { routePagesModule } from '../../src/app/routePages';
import { pageModules } from 'virtual:route-pages';
import { findRoute, hrefOf } from '../../src/app/routeOf';

/** Every route of SPEC §2, written out here so a route missing from the table fails. */
const SPEC_PATHS = [
  '/',
  '/app-page',
  '/battle',
  '/battle/game',
  '/battle/finish',
  '/forget',
  '/forget/captcha',
  '/home',
  '/login',
  '/open-store',
  '/privacy',
  '/register',
  '/register-captcha',
  '/store',
  '/task',
  '/words-house',
  '/challenge',
  '/challenge/allFinish',
  '/challenge/finish',
  '/challenge/spelling',
  '/challenge/writing',
  '/personal',
  '/personal/collection',
  '/personal/picture-book',
  '/set-up',
  '/set-up/about-us',
  '/set-up/account',
  '/set-up/child',
  // issue 28 §4: the category tree, in the parent's area
  '/set-up/lessons',
  '/story',
  '/story/show-text',
  '/story/video',
  '/explaining',
  '/explaining/12',
  '/lesson',
  '/lesson/3',
];

/** SPEC §2 "Public routes (no login)". */
const SPEC_PUBLIC = ['/', '/login', '/register', '/register-captcha', '/forget', '/forget/captcha', '/app-page', '/privacy', '/open-store'];

const PREFIXES = [
  { prefix: '', locale: 'zh-Hant' },
  { prefix: '/cn', locale: 'zh-Hans' },
  { prefix: '/en', locale: 'en' },
];

const routes = createRoutes();

function leaf(pathname: string) {
  const matches = matchRoutes(routes, pathname);
  if (!matches) throw new Error(`no match for ${pathname}`);
  return { branch: matches[0]!.route.id, route: matches[matches.length - 1]!.route.handle as RouteFacts };
}

describe('router', () => {
  for (const { prefix, locale } of PREFIXES) {
    it(`has every SPEC §2 route under '${prefix || '(no prefix)'}' in the ${locale} branch`, () => {
      for (const path of SPEC_PATHS) {
        const pathname = path === '/' ? prefix || '/' : `${prefix}${path}`;
        const { branch, route } = leaf(pathname);
        expect(route.name, pathname).not.toBe('notFound');
        expect(branch, pathname).toBe(locale);
      }
    });

    it(`sends unknown pages under '${prefix || '(no prefix)'}' to the 404 route`, () => {
      const { branch, route } = leaf(`${prefix}/nowhere/at/all`);
      expect(route.name).toBe('notFound');
      expect(branch).toBe(locale);
    });
  }

  it('marks exactly the SPEC public routes as public (plus the 404 page)', () => {
    for (const path of SPEC_PATHS) {
      expect(findRoute(path).public, path).toBe(SPEC_PUBLIC.includes(path));
    }
    expect(findRoute('/no-such-page').public).toBe(true);
  });

  it('puts the challenge, explaining and set-up screens in their layouts', () => {
    expect(findRoute('/challenge/writing').layout).toBe('challenge');
    expect(findRoute('/challenge/allFinish').layout).toBe('challenge');
    expect(findRoute('/explaining/5').layout).toBe('explaining');
    expect(findRoute('/story/video')).toMatchObject({ layout: 'explaining', hideLogo: true });
    expect(findRoute('/set-up/child').layout).toBe('setup');
    expect(findRoute('/home').layout).toBe('default');
    const withoutSteps = ROUTES.filter((r: RouteFacts) => r.hideSteps).map((r) => r.path).sort();
    expect(withoutSteps, 'SPEC §2: the challenge labels are hidden on finish and allFinish').toEqual(['/challenge/allFinish', '/challenge/finish']);
  });

  it('keeps the SPEC orientation and music rules per route', () => {
    const landscapeFree = ['/login', '/register', '/register-captcha', '/forget', '/forget/captcha', '/', '/open-store'];
    for (const path of SPEC_PATHS) {
      expect(findRoute(path).orientation, path).toBe(landscapeFree.includes(path) ? 0 : 1);
    }
    const quiet = ['/battle', '/battle/game', '/battle/finish', '/privacy', '/open-store'];
    for (const path of SPEC_PATHS) {
      expect(findRoute(path).music, path).toBe(quiet.includes(path) ? 'paused' : 'plays');
    }
  });

  it('groups the screens that share a rule (SPEC §4)', () => {
    const groupOf = (group: string) => ROUTES.filter((r) => r.group === group).map((r) => r.path).sort();
    expect(groupOf('setUp')).toEqual(['/set-up', '/set-up/about-us', '/set-up/account', '/set-up/child', '/set-up/lessons', '/set-up/school-list', '/set-up/week']);
    expect(groupOf('challenge')).toEqual(['/challenge', '/challenge/allFinish', '/challenge/finish', '/challenge/spelling', '/challenge/writing']);
    expect(groupOf('battle')).toEqual(['/battle', '/battle/finish', '/battle/game']);
    expect(groupOf('story')).toEqual(['/story', '/story/show-text', '/story/video']);
  });

  it('gives every route of the table a page module', () => {
    for (const route of ROUTES) {
      expect(() => pageLoader(route), route.name).not.toThrow();
      expect(existsSync(new URL(`../../src/pages/${route.page}.tsx`, import.meta.url)), route.page).toBe(true);
    }
    expect(() => pageLoader({ ...ROUTES[0], page: 'NoSuchPage' })).toThrow('no page src/pages/NoSuchPage.tsx');
  });

  it('lazy-loads the screens of the table and no other module of src/pages (virtual:route-pages)', () => {
    const source = routePagesModule(['Home', 'account/Login', 'Home']);
    expect(source.match(/import\(/g)).toHaveLength(2);
    expect(source).toContain('"account/Login": () => import("/src/pages/account/Login.tsx")');
    // a part of a screen (the lesson track) is not a route: it has no entry of its own
    expect(Object.keys(pageModules).sort()).toEqual([...new Set(ROUTES.map((route) => route.page))].sort());
    expect(pageModules).not.toHaveProperty('lesson/LessonTrack');
  });
});

describe('hrefOf (where a machine\'s navigate leads)', () => {
  it('fills the params and adds the language prefix of the page', () => {
    expect(hrefOf({ to: 'lesson', params: { id: 5 } }, 'zh-Hant')).toBe('/lesson/5');
    expect(hrefOf({ to: 'lesson', params: { id: 5 } }, 'zh-Hans')).toBe('/cn/lesson/5');
    expect(hrefOf({ to: 'forgetCaptcha' }, 'en')).toBe('/en/forget/captcha');
    expect(hrefOf({ to: 'index' }, 'en')).toBe('/en');
    expect(hrefOf({ to: 'lesson' }, 'zh-Hans')).toBe('/cn/lesson');
  });
});
