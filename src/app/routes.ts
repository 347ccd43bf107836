/**
 * The route table (SPEC §2): every screen once, by name, with its path
 * (without the locale prefix), whether visitors may open it, its layout and
 * the per-route facts of the spec. The router builds all three locale
 * variants from it; the route-guard machine of a later issue reads it too.
 * Pure data: no components, no React.
 */
import { matchPath } from 'react-router';

export type LayoutName = 'default' | 'challenge' | 'explaining' | 'setup';

export interface RouteDef {
  name: string;
  /** react-router path without the locale prefix; '*' is the catch-all. */
  path: string;
  /** Visitors (not logged in) may open it (SPEC §2 "Public routes"). */
  public: boolean;
  layout: LayoutName;
  /** Native app webview orientation (SPEC §2): 0 on the account pages, index and open-store. */
  orientation: 0 | 1;
  /** Background music is paused here (SPEC §2). */
  musicPaused: boolean;
  /** The header logo is hidden (SPEC §2: story/video). */
  hideLogo?: boolean;
}

export const ROUTES = [
  { name: 'index', path: '/', public: true, layout: 'default', orientation: 0, musicPaused: false },
  { name: 'appPage', path: '/app-page', public: true, layout: 'default', orientation: 1, musicPaused: false },
  { name: 'battle', path: '/battle', public: false, layout: 'default', orientation: 1, musicPaused: true },
  { name: 'battleGame', path: '/battle/game', public: false, layout: 'default', orientation: 1, musicPaused: true },
  { name: 'battleFinish', path: '/battle/finish', public: false, layout: 'default', orientation: 1, musicPaused: true },
  { name: 'forget', path: '/forget', public: true, layout: 'default', orientation: 0, musicPaused: false },
  { name: 'forgetCaptcha', path: '/forget/captcha', public: true, layout: 'default', orientation: 0, musicPaused: false },
  { name: 'home', path: '/home', public: false, layout: 'default', orientation: 1, musicPaused: false },
  { name: 'login', path: '/login', public: true, layout: 'default', orientation: 0, musicPaused: false },
  { name: 'openStore', path: '/open-store', public: true, layout: 'default', orientation: 0, musicPaused: true },
  { name: 'privacy', path: '/privacy', public: true, layout: 'default', orientation: 1, musicPaused: true },
  { name: 'register', path: '/register', public: true, layout: 'default', orientation: 0, musicPaused: false },
  { name: 'registerCaptcha', path: '/register-captcha', public: true, layout: 'default', orientation: 0, musicPaused: false },
  { name: 'store', path: '/store', public: false, layout: 'default', orientation: 1, musicPaused: false },
  { name: 'task', path: '/task', public: false, layout: 'default', orientation: 1, musicPaused: false },
  { name: 'wordsHouse', path: '/words-house', public: false, layout: 'default', orientation: 1, musicPaused: false },
  { name: 'challenge', path: '/challenge', public: false, layout: 'challenge', orientation: 1, musicPaused: false },
  { name: 'challengeAllFinish', path: '/challenge/allFinish', public: false, layout: 'challenge', orientation: 1, musicPaused: false },
  { name: 'challengeFinish', path: '/challenge/finish', public: false, layout: 'challenge', orientation: 1, musicPaused: false },
  { name: 'challengeSpelling', path: '/challenge/spelling', public: false, layout: 'challenge', orientation: 1, musicPaused: false },
  { name: 'challengeWriting', path: '/challenge/writing', public: false, layout: 'challenge', orientation: 1, musicPaused: false },
  { name: 'personal', path: '/personal', public: false, layout: 'default', orientation: 1, musicPaused: false },
  { name: 'personalCollection', path: '/personal/collection', public: false, layout: 'default', orientation: 1, musicPaused: false },
  { name: 'personalPictureBook', path: '/personal/picture-book', public: false, layout: 'default', orientation: 1, musicPaused: false },
  { name: 'setUp', path: '/set-up', public: false, layout: 'setup', orientation: 1, musicPaused: false },
  { name: 'setUpAboutUs', path: '/set-up/about-us', public: false, layout: 'setup', orientation: 1, musicPaused: false },
  { name: 'setUpAccount', path: '/set-up/account', public: false, layout: 'setup', orientation: 1, musicPaused: false },
  { name: 'setUpChild', path: '/set-up/child', public: false, layout: 'setup', orientation: 1, musicPaused: false },
  { name: 'story', path: '/story', public: false, layout: 'explaining', orientation: 1, musicPaused: false },
  { name: 'storyShowText', path: '/story/show-text', public: false, layout: 'explaining', orientation: 1, musicPaused: false },
  { name: 'storyVideo', path: '/story/video', public: false, layout: 'explaining', orientation: 1, musicPaused: false, hideLogo: true },
  { name: 'explaining', path: '/explaining/:id?', public: false, layout: 'explaining', orientation: 1, musicPaused: false },
  { name: 'lesson', path: '/lesson/:id?', public: false, layout: 'default', orientation: 1, musicPaused: false },
  // Unknown pages: 404 'This page could not be found' (SPEC §2), open to everyone.
  { name: 'notFound', path: '*', public: true, layout: 'default', orientation: 1, musicPaused: false },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** The route a bare pathname (locale prefix already stripped) belongs to; unknown paths give `notFound`. */
export function findRoute(pathname: string): RouteDef {
  for (const route of ROUTES) {
    if (route.path !== '*' && matchPath({ path: route.path, end: true }, pathname)) return route;
  }
  return ROUTES[ROUTES.length - 1] as RouteDef;
}

/** Whether a visitor may open this bare pathname without logging in. */
export function isPublicPath(pathname: string): boolean {
  return findRoute(pathname).public;
}
