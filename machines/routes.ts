/**
 * The route table (SPEC §2, §4): every screen once, by name, with every fact
 * of it that a rule depends on. It is the only list of route names in the
 * app: the router builds its three locale variants from it (src/app/router.tsx),
 * the machines read the facts of the route that `route.changed` carries.
 * Adding a screen is one row here and one page in src/pages.
 *
 * Pure data and pure functions: importable by machines, the SPA and tests.
 *
 * The columns:
 * - `path`: react-router path without the locale prefix; '*' is the catch-all.
 * - `public`: visitors may open it (SPEC §2 "Public routes"; the 404 page too).
 * - `layout`: default, challenge (challenge header), explaining (back-arrow
 *   header) or setup (header and side nav).
 * - `orientation`: the native webview's orientation, 0 on the account pages,
 *   index and open-store, 1 elsewhere (SPEC §2).
 * - `music`: 'paused' on battle, battle/game, battle/finish, this week's words
 *   (a school list's practice and dictation: the word must be heard), privacy and
 *   open-store, else 'plays' (SPEC §2, §4; bgm decides for a member).
 * - `study`: what the study-time limit does here (SPEC §4): 'account' never
 *   starts it (a running one keeps running); 'entry' (index, app-page) starts
 *   it for a member; 'learning' starts it.
 * - `breakAllowed`: the break modal may show (not on story, explaining,
 *   challenge or battle screens, SPEC §4).
 * - `group`: screens that share a rule: 'challenge' (needs a game type;
 *   leaving clears the challenge data), 'setUp' (needs the set-up flag;
 *   leaving clears it), 'battle', 'story'.
 * - `page`: the screen's module under src/pages (without .tsx), loaded lazily.
 * - `hideLogo` (absent: no): the header logo is hidden (SPEC §2: story/video).
 * - `hideSteps` (absent: no): the challenge header's guess / write / spell labels are hidden
 *   (SPEC §2: on finish and allFinish; elsewhere they show for text games).
 * - `appOffer` (absent: 'visit', read with `appOfferOf`): where a phone visitor is offered the app (machines/rules/device.ts):
 *   'landing' offers it on every visit, 'visit' on the first page of a visit only,
 *   'never' on the pages about the apps (app-page, open-store) and the privacy
 *   policy, where it would be in the way.
 */

import type { AppOfferFact } from './rules/device';

export type LayoutName = 'default' | 'challenge' | 'explaining' | 'setup';
export type Orientation = 0 | 1;
export type MusicFact = 'plays' | 'paused';
export type StudyFact = 'account' | 'entry' | 'learning';
export type RouteGroup = 'challenge' | 'setUp' | 'battle' | 'story';

export interface RouteFacts {
  name: string;
  path: string;
  public: boolean;
  layout: LayoutName;
  orientation: Orientation;
  music: MusicFact;
  study: StudyFact;
  breakAllowed: boolean;
  group: RouteGroup | null;
  page: string;
  hideLogo?: boolean;
  hideSteps?: boolean;
  appOffer?: AppOfferFact;
}

/**
 * Where a route offers the app: its `appOffer`, 'visit' when the row leaves it out. The table
 * states only what differs from the usual (no hidden logo or steps, the app offered on a visit's
 * first page), so the first load of every page carries less of it.
 */
export function appOfferOf(route: RouteFacts): AppOfferFact {
  return route.appOffer ?? 'visit';
}

// prettier-ignore
export const ROUTES = [
  { name: 'index',               path: '/',                      public: true,  layout: 'default',    orientation: 0, music: 'plays',  study: 'entry',    breakAllowed: true,  group: null,        page: 'Landing',                      appOffer: 'landing' },
  { name: 'appPage',             path: '/app-page',              public: true,  layout: 'default',    orientation: 1, music: 'plays',  study: 'entry',    breakAllowed: true,  group: null,        page: 'AppPage',                      appOffer: 'never' },
  { name: 'login',               path: '/login',                 public: true,  layout: 'default',    orientation: 0, music: 'plays',  study: 'account',  breakAllowed: true,  group: null,        page: 'account/Login' },
  { name: 'register',            path: '/register',              public: true,  layout: 'default',    orientation: 0, music: 'plays',  study: 'account',  breakAllowed: true,  group: null,        page: 'account/Register' },
  { name: 'registerCaptcha',     path: '/register-captcha',      public: true,  layout: 'default',    orientation: 0, music: 'plays',  study: 'account',  breakAllowed: true,  group: null,        page: 'account/RegisterCaptcha' },
  { name: 'forget',              path: '/forget',                public: true,  layout: 'default',    orientation: 0, music: 'plays',  study: 'account',  breakAllowed: true,  group: null,        page: 'account/Forget' },
  { name: 'forgetCaptcha',       path: '/forget/captcha',        public: true,  layout: 'default',    orientation: 0, music: 'plays',  study: 'account',  breakAllowed: true,  group: null,        page: 'account/ForgetCaptcha' },
  { name: 'privacy',             path: '/privacy',               public: true,  layout: 'default',    orientation: 1, music: 'paused', study: 'account',  breakAllowed: true,  group: null,        page: 'Privacy',                      appOffer: 'never' },
  { name: 'openStore',           path: '/open-store',            public: true,  layout: 'default',    orientation: 0, music: 'paused', study: 'account',  breakAllowed: true,  group: null,        page: 'OpenStore',                    appOffer: 'never' },
  { name: 'home',                path: '/home',                  public: false, layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'lessons/Home' },
  { name: 'store',               path: '/store',                 public: false, layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'store/Store' },
  { name: 'storePay',            path: '/store/pay/:id',         public: false, layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'store/SandboxPay' },
  { name: 'task',                path: '/task',                  public: false, layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'rewards/Task' },
  { name: 'wordsHouse',          path: '/words-house',           public: false, layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'wordsHouse/WordsHouse' },
  { name: 'lesson',              path: '/lesson/:id?',           public: false, layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'lessons/Lesson' },
  { name: 'explaining',          path: '/explaining/:id?',       public: false, layout: 'explaining', orientation: 1, music: 'plays',  study: 'learning', breakAllowed: false, group: null,        page: 'lessons/Explaining' },
  { name: 'thisWeek',            path: '/this-week/:id/:mode',   public: false, layout: 'explaining', orientation: 1, music: 'paused', study: 'learning', breakAllowed: false, group: null,        page: 'dictation/ListWriting' },
  { name: 'lessonDictation',     path: '/dictation/:id',         public: false, layout: 'explaining', orientation: 1, music: 'paused', study: 'learning', breakAllowed: false, group: null,        page: 'dictation/ListWriting' },
  { name: 'story',               path: '/story',                 public: false, layout: 'explaining', orientation: 1, music: 'plays',  study: 'learning', breakAllowed: false, group: 'story',     page: 'lessons/story/Story' },
  { name: 'storyShowText',       path: '/story/show-text',       public: false, layout: 'explaining', orientation: 1, music: 'plays',  study: 'learning', breakAllowed: false, group: 'story',     page: 'lessons/story/ShowText' },
  { name: 'storyVideo',          path: '/story/video',           public: false, layout: 'explaining', orientation: 1, music: 'plays',  study: 'learning', breakAllowed: false, group: 'story',     page: 'lessons/story/Video',          hideLogo: true },
  { name: 'challenge',           path: '/challenge',             public: false, layout: 'challenge',  orientation: 1, music: 'plays',  study: 'learning', breakAllowed: false, group: 'challenge', page: 'challenge/Challenge' },
  { name: 'challengeWriting',    path: '/challenge/writing',     public: false, layout: 'challenge',  orientation: 1, music: 'plays',  study: 'learning', breakAllowed: false, group: 'challenge', page: 'challenge/ChallengeWriting' },
  { name: 'challengeSpelling',   path: '/challenge/spelling',    public: false, layout: 'challenge',  orientation: 1, music: 'plays',  study: 'learning', breakAllowed: false, group: 'challenge', page: 'challenge/ChallengeSpelling' },
  { name: 'challengeFinish',     path: '/challenge/finish',      public: false, layout: 'challenge',  orientation: 1, music: 'plays',  study: 'learning', breakAllowed: false, group: 'challenge', page: 'challenge/ChallengeFinish',    hideSteps: true },
  { name: 'challengeAllFinish',  path: '/challenge/allFinish',   public: false, layout: 'challenge',  orientation: 1, music: 'plays',  study: 'learning', breakAllowed: false, group: 'challenge', page: 'challenge/ChallengeAllFinish', hideSteps: true },
  { name: 'battle',              path: '/battle',                public: false, layout: 'default',    orientation: 1, music: 'paused', study: 'learning', breakAllowed: false, group: 'battle',    page: 'battle/Battle' },
  { name: 'battleGame',          path: '/battle/game',           public: false, layout: 'default',    orientation: 1, music: 'paused', study: 'learning', breakAllowed: false, group: 'battle',    page: 'battle/BattleGame' },
  { name: 'battleFinish',        path: '/battle/finish',         public: false, layout: 'default',    orientation: 1, music: 'paused', study: 'learning', breakAllowed: false, group: 'battle',    page: 'battle/BattleFinish' },
  { name: 'personal',            path: '/personal',              public: false, layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'rewards/Personal' },
  { name: 'personalCollection',  path: '/personal/collection',   public: false, layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'rewards/Collection' },
  { name: 'personalPictureBook', path: '/personal/picture-book', public: false, layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'rewards/PictureBook' },
  { name: 'pictureBookReader',   path: '/personal/picture-book/:id', public: false, layout: 'explaining', orientation: 1, music: 'plays', study: 'learning', breakAllowed: true, group: null,      page: 'rewards/PictureBookReader' },
  { name: 'personalPaint',       path: '/personal/paint/:id?',   public: false, layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'rewards/Paint' },
  { name: 'setUp',               path: '/set-up',                public: false, layout: 'setup',      orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: 'setUp',     page: 'family/LearningSettings' },
  { name: 'setUpChild',          path: '/set-up/child',          public: false, layout: 'setup',      orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: 'setUp',     page: 'family/ChildSettings' },
  { name: 'setUpAccount',        path: '/set-up/account',        public: false, layout: 'setup',      orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: 'setUp',     page: 'account/AccountCenter' },
  { name: 'setUpAboutUs',        path: '/set-up/about-us',       public: false, layout: 'setup',      orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: 'setUp',     page: 'about/AboutUs' },
  { name: 'setUpLessons',        path: '/set-up/lessons',        public: false, layout: 'setup',      orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: 'setUp',     page: 'lessons/LessonMap' },
  { name: 'setUpSchoolList',     path: '/set-up/school-list',    public: false, layout: 'setup',      orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: 'setUp',     page: 'family/SchoolLists' },
  { name: 'setUpWeek',           path: '/set-up/week',           public: false, layout: 'setup',      orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: 'setUp',     page: 'family/Week' },
  // Unknown pages: 404 'This page could not be found' (SPEC §2), open to everyone. Keep it last.
  { name: 'notFound',            path: '*',                      public: true,  layout: 'default',    orientation: 1, music: 'plays',  study: 'learning', breakAllowed: true,  group: null,        page: 'NotFound' },
] as const satisfies readonly RouteFacts[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** The interface language of a route (SPEC §1): tw has no prefix, cn is /cn, en is /en. */
export type RouteLocale = 'tw' | 'cn' | 'en';

/** Where the visitor is: what the app tells the machines on every location change (`route.changed`). */
export interface AppRoute {
  name: RouteName;
  locale: RouteLocale;
  params: Record<string, string | undefined>;
  /** The pathname as the browser shows it, language prefix included. */
  path: string;
}

/** Where a machine asks the app to go: a route of the table, or back in history. */
export interface NavigateParams {
  to: RouteName | 'back';
  params?: Record<string, string | number | undefined>;
  /** Replace the current history entry (redirects) instead of adding one. */
  replace?: boolean;
  /** Router history state for the next page, e.g. `{ notice: 'registered' }` (a note the login page shows). */
  state?: Record<string, string>;
}

let byName: ReadonlyMap<string, RouteFacts> | null = null;

/** The table by name, made on first use: code that only matches paths (the early script) leaves the table out. */
const routesByName = () => (byName ??= new Map<string, RouteFacts>(ROUTES.map((route) => [route.name, route])));

/** The facts of a route by name; an unknown name gets the 404 page's facts. */
export function routeFacts(name: string | null | undefined): RouteFacts {
  return routesByName().get(name ?? '') ?? routesByName().get('notFound')!;
}

/** Whether a route is one of a group of screens that share a rule (the `group` fact). */
export function inGroup(route: AppRoute | null, group: RouteGroup): boolean {
  return route !== null && routeFacts(route.name).group === group;
}

export function isRouteName(name: string): name is RouteName {
  return routesByName().has(name);
}

/**
 * The bare path of a route with its params filled in: ('lesson', { id: 3 }) →
 * '/lesson/3'; an optional param left out is dropped ('/lesson').
 */
export function routePath(name: RouteName, params: NavigateParams['params'] = {}): string {
  const { path } = routeFacts(name);
  if (path === '*') return '/';
  const filled = path.replace(/\/:(\w+)(\?)?/g, (_, key: string) => {
    const value = params[key];
    return value === undefined || value === '' ? '' : `/${encodeURIComponent(String(value))}`;
  });
  return filled === '' ? '/' : filled;
}

/**
 * The params of `pathname` when it matches a route's `path`, else null: react-router's matchPath
 * (`end: true`, not case-sensitive) for the forms this table uses (static segments, `:param`,
 * `:param?` as the last segment, trailing slashes allowed), without react-router and without
 * regular expressions (compiling one per route cost a page's early script 18 ms before its first
 * paint), so the early script (src/boot/appOffer.ts), the build and the app find routes as the router does.
 * tests/unit/route-match.test.ts holds it to matchPath for every path of the table. An optional
 * param left out is undefined.
 */
export function matchRoutePath(path: string, pathname: string): Record<string, string | undefined> | null {
  const segments = pathSegments(path);
  // trailing slashes are allowed; a segment of the table (ASCII word characters and '-') matches its
  // letters in any case, never a non-ASCII one (as the regular expression's `i` flag decides)
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed !== '' && !trimmed.startsWith('/')) return null;
  const parts = trimmed === '' ? [] : trimmed.slice(1).split('/');
  const params: Record<string, string | undefined> = {};
  let at = 0;
  for (const segment of segments) {
    const part = parts[at];
    if (segment.param === null) {
      if (part === undefined || !/^[\w-]+$/.test(part) || part.toLowerCase() !== segment.text) return null;
    } else if (part === undefined || part === '') {
      if (!segment.optional || part === '') return null;
      params[segment.param] = undefined;
      continue;
    } else {
      params[segment.param] = part.replace(/%2F/g, '/');
    }
    at += 1;
  }
  return at === parts.length ? params : null;
}

/**
 * The route-table entry of a bare pathname (locale prefix stripped), as the router finds it;
 * unknown paths give `notFound`. For the page's early script, the build and the app
 * (src/app/routeOf.ts `findRoute`, `routeOf`) alike.
 */
export function routeAt(pathname: string): RouteFacts {
  return ROUTES.find((route) => route.path !== '*' && matchRoutePath(route.path, pathname) !== null) ?? routeFacts('notFound');
}

type PathSegment = { text: string; param: null } | { text: string; param: string; optional: boolean };

const SEGMENTS = new Map<string, PathSegment[]>();

/** A table path's segments (no regular expressions: a page's early script matches before its first paint). */
function pathSegments(path: string): PathSegment[] {
  let segments = SEGMENTS.get(path);
  if (!segments) {
    const texts = path.split('/').slice(1).filter((text) => text !== '');
    const known = path.startsWith('/') && texts.every((text, index) => /^[\w-]+$/.test(text) || /^:[\w-]+$/.test(text) || (/^:[\w-]+\?$/.test(text) && index === texts.length - 1));
    if (!known) throw new Error(`route path ${path}: not a form matchRoutePath knows`);
    segments = texts.map((text) => {
      if (!text.startsWith(':')) return { text: text.toLowerCase(), param: null };
      const optional = text.endsWith('?');
      return { text, param: text.slice(1, optional ? -1 : undefined), optional };
    });
    SEGMENTS.set(path, segments);
  }
  return segments;
}

const PREFIX: Record<RouteLocale, string> = { tw: '', cn: '/cn', en: '/en' };

/** A bare path in a language: ('/home', cn) → '/cn/home', ('/', en) → '/en', tw unchanged. */
export function localizedPath(path: string, locale: RouteLocale | undefined): string {
  const prefix = PREFIX[locale ?? 'tw'];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** A route as the app would report it, for tests and the flows page: ('lesson', 'cn', { id: '3' }). */
export function appRoute(name: RouteName, locale: RouteLocale = 'tw', params: Record<string, string> = {}): AppRoute {
  const path = name === 'notFound' ? '/no-such-page' : routePath(name, params);
  return { name, locale, params, path: localizedPath(path, locale) };
}
