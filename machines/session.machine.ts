import { and, assign, not, setup, stateIn } from 'xstate';
import type { Member } from './types';

/**
 * The session: route guards and the per-route facts of the app (SPEC §2,
 * §3 "User state", §4 "Route guards", "Environment language", "Background
 * music", "Class remaining time"; §8 chunk load failure).
 *
 * The app tells it where the visitor is (`route.changed`, on every location
 * change) and who is signed in (`auth.changed`, from the auth actor). Six
 * regions run side by side:
 *
 * - `guard` decides whether the current screen may render. Public routes
 *   (index, login, register, register-captcha, forget, forget-captcha,
 *   app-page, privacy, open-store, and the 404 page) are always `open`.
 *   While the member is still loading it is `waiting` (never redirects).
 *   Otherwise, in this order: no member → the root (SPEC §4 and the
 *   issue say root; the foundation used /login); e-mail not verified →
 *   /register-captcha; no child → set-up mode and /set-up/child (from every
 *   other protected page); a set-up page without the set-up flag → /home;
 *   a challenge page without a game type → /home. A redirect is the `redirect` action with a path in the
 *   route's language; `redirecting` lasts until the next `route.changed`.
 *   A member who signs out (logout, or "20006" from any call) while on a
 *   protected page goes to the login page instead (SPEC §4 "Auth error
 *   20006"), the same place the auth machine's `redirectToLogin` goes.
 * - `setup` is the set-up flag (`isSetup`): `unlocked` by `setup.unlocked`
 *   (sent when the parent passes the calculation gate) and whenever a
 *   signed-in member has no child (set-up mode); `locked` again on leaving
 *   the set-up pages and on signing out.
 * - `challenge` keeps the game type and play text of `challenge.started`;
 *   leaving the challenge pages while play text is present clears them
 *   (and runs `clearChallenge`, so the app can reset its challenge actor).
 * - `orientation` publishes the native webview orientation when it changes:
 *   0 on login, register, register-captcha, forget, forget-captcha, index
 *   and open-store; 1 everywhere else (`publishOrientation`). Named
 *   `portrait` (0) and `landscape` (1) after what the codes ask of the app.
 * - `language` follows the route's language: entering one sets `envLang`
 *   (cn 1, tw 2, en 3) and stores the locale cookie (`storeLocale`).
 * - `music` is `paused` on battle, battle/game, battle/finish, privacy and
 *   open-store; elsewhere it plays for a visitor, and for a member only
 *   with setting bgm = 1 (`playMusic` / `pauseMusic`). Paused while the
 *   member is still loading.
 *
 * Context facts for the screens: `envEn` (the English layout class: envLang
 * 3 or member setting env_language 3), `classTime` (days and hours left
 * until `class.class_end_at`, -1 / -1 without an end date, from the injected
 * clock `now`), `classDialogOpen` (opened when a member signs in with at
 * least 0 days left, closed by `class.dismiss`), `authorized` (the member
 * has a type: authorized-lesson access).
 *
 * Chunk load failure (`chunk.failed`): reload the page (`reloadPage`) unless
 * a reload happened less than 60 s ago. The time of the reload is kept by
 * `storeChunkReloadAt` and comes back as `input.lastChunkReloadAt` after the
 * reload, so a chunk that keeps failing cannot cause a reload loop.
 *
 * Navigation, the native bridge, music, storage and the reload are no-op
 * actions the app provides with `.provide({ actions })`.
 */

/** The interface language of a route (SPEC §1): tw has no prefix, cn is /cn, en is /en. */
export type SessionLocale = 'tw' | 'cn' | 'en';
export type EnvLanguage = 1 | 2 | 3;
export type Orientation = 0 | 1;
export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';
export type GameType = 'text' | 'all';

export interface SessionRoute {
  /** A name of the app's route table (src/app/routes.ts): 'home', 'setUpChild', 'battleGame' ... */
  name: string;
  locale: SessionLocale;
  params: Record<string, string | undefined>;
  /** The pathname as the browser shows it, language prefix included. */
  path: string;
}

export interface SessionAuth {
  status: AuthStatus;
  /** The member when signed in, else null. */
  member: Member | null;
}

export interface ChallengeData {
  gameType: GameType | null;
  /** The text (lesson) being played; null when none. */
  playText: string | null;
}

/** Days and hours left of the paid class; both -1 when there is no end date. */
export interface ClassTime {
  days: number;
  hours: number;
}

export interface SessionInput {
  /** The clock; `Date.now` unless a test injects one. */
  now?: () => number;
  /** When the page last reloaded after a chunk load failure (epoch ms), as stored. */
  lastChunkReloadAt?: number | null;
}

export interface SessionMachineContext {
  now: () => number;
  route: SessionRoute | null;
  auth: SessionAuth;
  challenge: ChallengeData;
  /** SPEC §3 envLang: 1 simplified (cn), 2 traditional (tw), 3 English; null before the first route. */
  envLang: EnvLanguage | null;
  /** The English-environment layout class applies. */
  envEn: boolean;
  classTime: ClassTime;
  classDialogOpen: boolean;
  /** Authorized-lesson access: the member has a type. */
  authorized: boolean;
  lastChunkReloadAt: number | null;
}

export type SessionEvent =
  | { type: 'route.changed'; route: SessionRoute }
  | { type: 'auth.changed'; status: AuthStatus; member: Member | null }
  | { type: 'setup.unlocked' }
  | { type: 'challenge.started'; gameType: GameType; playText: string | null }
  | { type: 'class.dismiss' }
  | { type: 'chunk.failed' };

/** SPEC §2 "Public routes", plus the 404 page, which everyone may see. */
export const PUBLIC_ROUTES: readonly string[] = [
  'index', 'login', 'register', 'registerCaptcha', 'forget', 'forgetCaptcha', 'appPage', 'privacy', 'openStore', 'notFound',
];
/** SPEC §2: webview orientation 0 here, 1 elsewhere. */
export const PORTRAIT_ROUTES: readonly string[] = [
  'login', 'register', 'registerCaptcha', 'forget', 'forgetCaptcha', 'index', 'openStore',
];
/** SPEC §2: background music is paused here. */
export const MUSIC_PAUSED_ROUTES: readonly string[] = ['battle', 'battleGame', 'battleFinish', 'privacy', 'openStore'];
export const SETUP_ROUTES: readonly string[] = ['setUp', 'setUpAboutUs', 'setUpAccount', 'setUpChild'];
export const CHALLENGE_ROUTES: readonly string[] = [
  'challenge', 'challengeAllFinish', 'challengeFinish', 'challengeSpelling', 'challengeWriting',
];

/** SPEC §8: at most one reload per minute after a chunk load failure. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const PREFIX: Record<SessionLocale, string> = { tw: '', cn: '/cn', en: '/en' };

/** A bare route path in the route's language: ('/home', cn) → '/cn/home', ('/', en) → '/en'. */
export function localizedPath(path: string, locale: SessionLocale | undefined): string {
  const prefix = PREFIX[locale ?? 'tw'];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * Days and hours until `endAt` (whole days, then the whole hours left of the
 * last day; an end in the past gives negative days). No end date: -1 / -1.
 */
export function classTimeLeft(endAt: string | null | undefined, now: number): ClassTime {
  const end = endAt ? Date.parse(endAt) : Number.NaN;
  if (Number.isNaN(end)) return { days: -1, hours: -1 };
  const ms = end - now;
  const days = Math.floor(ms / DAY_MS);
  return { days, hours: Math.floor((ms - days * DAY_MS) / HOUR_MS) };
}

function isEnglishEnvironment(envLang: EnvLanguage | null, member: Member | null): boolean {
  return envLang === 3 || member?.setting.env_language === 3;
}

function signedInMember(auth: SessionAuth): Member | null {
  return auth.status === 'signedIn' ? auth.member : null;
}

function routeIn(route: SessionRoute | null, names: readonly string[]): boolean {
  return route !== null && names.includes(route.name);
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionMachineContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    /** Go to this path (language prefix included), replacing the current entry. Provided by the app. */
    redirect: (_, _params: { path: string }) => {},
    /** Tell the native app webview its orientation, when there is one. Provided by the app. */
    publishOrientation: (_, _params: { orientation: Orientation }) => {},
    /** Remember the language in the locale cookie `i18n_redirected` (365 days). Provided by the app. */
    storeLocale: (_, _params: { locale: SessionLocale }) => {},
    /** Background music: play or pause. Provided by the app. */
    playMusic: () => {},
    pauseMusic: () => {},
    /** Reset the app's challenge data (its actor, stored words). Provided by the app. */
    clearChallenge: () => {},
    /** Persist the time of a chunk-failure reload (session storage). Provided by the app. */
    storeChunkReloadAt: (_, _params: { at: number }) => {},
    /** Reload the page. Provided by the app. */
    reloadPage: () => {},

    assignRoute: assign(({ context, event }) => {
      if (event.type !== 'route.changed') return {};
      return { route: event.route, classTime: classTimeLeft(context.auth.member?.class.class_end_at, context.now()) };
    }),
    assignAuth: assign(({ context, event }) => {
      if (event.type !== 'auth.changed') return {};
      const member = event.status === 'signedIn' ? event.member : null;
      return {
        auth: { status: event.status, member },
        envEn: isEnglishEnvironment(context.envLang, member),
        classTime: classTimeLeft(member?.class.class_end_at, context.now()),
        authorized: member !== null && member.type !== null && member.type !== undefined,
      };
    }),
    assignEnvLang: assign(({ context }, params: { envLang: EnvLanguage }) => ({
      envLang: params.envLang,
      envEn: isEnglishEnvironment(params.envLang, context.auth.member),
    })),
    assignChallenge: assign(({ event }) => {
      if (event.type !== 'challenge.started') return {};
      return { challenge: { gameType: event.gameType, playText: event.playText } };
    }),
    forgetChallenge: assign({ challenge: { gameType: null, playText: null } }),
    recordChunkReload: assign({ lastChunkReloadAt: ({ context }) => context.now() }),
  },
  guards: {
    hasNoRoute: ({ context }) => context.route === null,
    isPublicRoute: ({ context }) => routeIn(context.route, PUBLIC_ROUTES),
    isAuthChecking: ({ context }) => context.auth.status === 'checking',
    isSignedOut: ({ context }) => signedInMember(context.auth) === null,
    isEmailUnverified: ({ context }) => signedInMember(context.auth)?.is_email_valid !== 1,
    hasNoChild: ({ context }) => signedInMember(context.auth)?.child.length === 0,
    isSetUpChildRoute: ({ context }) => context.route?.name === 'setUpChild',
    isSetupRoute: ({ context }) => routeIn(context.route, SETUP_ROUTES),
    isChallengeRoute: ({ context }) => routeIn(context.route, CHALLENGE_ROUTES),
    hasNoGameType: ({ context }) => !context.challenge.gameType,
    isPortraitRoute: ({ context }) => routeIn(context.route, PORTRAIT_ROUTES),
    isLandscapeRoute: ({ context }) => context.route !== null && !PORTRAIT_ROUTES.includes(context.route.name),
    routeLocaleIs: ({ context }, params: { locale: SessionLocale }) => context.route?.locale === params.locale,
    musicShouldPlay: ({ context }) => {
      if (context.route === null || MUSIC_PAUSED_ROUTES.includes(context.route.name)) return false;
      if (context.auth.status === 'signedOut') return true;
      return context.auth.status === 'signedIn' && context.auth.member?.setting.bgm === 1;
    },
    leavesSetupPages: ({ context, event }) =>
      event.type === 'route.changed' && routeIn(context.route, SETUP_ROUTES) && !SETUP_ROUTES.includes(event.route.name),
    leavesChallengeWithPlayText: ({ context, event }) =>
      event.type === 'route.changed' &&
      routeIn(context.route, CHALLENGE_ROUTES) &&
      !CHALLENGE_ROUTES.includes(event.route.name) &&
      context.challenge.playText !== null &&
      context.challenge.playText !== '',
    isSignOut: ({ event }) => event.type === 'auth.changed' && event.status === 'signedOut',
    signsOutOnProtectedRoute: ({ context, event }) =>
      event.type === 'auth.changed' &&
      event.status === 'signedOut' &&
      context.auth.status === 'signedIn' &&
      context.route !== null &&
      !PUBLIC_ROUTES.includes(context.route.name),
    signsInWithClassTimeLeft: ({ context, event }) => {
      if (event.type !== 'auth.changed' || event.status !== 'signedIn' || !event.member) return false;
      if (context.auth.status === 'signedIn' && context.auth.member?.id === event.member.id) return false;
      return classTimeLeft(event.member.class.class_end_at, context.now()).days >= 0;
    },
    mayReloadAfterChunkFailure: ({ context }) =>
      context.lastChunkReloadAt === null || context.now() - context.lastChunkReloadAt >= CHUNK_RELOAD_INTERVAL_MS,
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: ({ input }) => ({
    now: input?.now ?? Date.now,
    route: null,
    auth: { status: 'checking', member: null },
    challenge: { gameType: null, playText: null },
    envLang: null,
    envEn: false,
    classTime: { days: -1, hours: -1 },
    classDialogOpen: false,
    authorized: false,
    lastChunkReloadAt: input?.lastChunkReloadAt ?? null,
  }),
  on: {
    'chunk.failed': {
      guard: 'mayReloadAfterChunkFailure',
      actions: [
        'recordChunkReload',
        { type: 'storeChunkReloadAt', params: ({ context }) => ({ at: context.lastChunkReloadAt ?? 0 }) },
        'reloadPage',
      ],
    },
    'class.dismiss': { actions: assign({ classDialogOpen: false }) },
  },
  states: {
    guard: {
      initial: 'idle',
      on: {
        'route.changed': { target: '.evaluating', actions: 'assignRoute' },
        'auth.changed': [
          {
            guard: 'signsOutOnProtectedRoute',
            target: '.redirecting',
            actions: [
              'assignAuth',
              assign({ classDialogOpen: false }),
              { type: 'redirect', params: ({ context }) => ({ path: localizedPath('/login', context.route?.locale) }) },
            ],
          },
          {
            guard: 'signsInWithClassTimeLeft',
            target: '.evaluating',
            actions: ['assignAuth', assign({ classDialogOpen: true })],
          },
          { guard: 'isSignOut', target: '.evaluating', actions: ['assignAuth', assign({ classDialogOpen: false })] },
          { target: '.evaluating', actions: 'assignAuth' },
        ],
      },
      states: {
        /** No route yet. */
        idle: {},
        evaluating: {
          always: [
            { guard: 'hasNoRoute', target: 'idle' },
            { guard: 'isPublicRoute', target: 'open' },
            { guard: 'isAuthChecking', target: 'waiting' },
            {
              guard: 'isSignedOut',
              target: 'redirecting',
              actions: { type: 'redirect', params: ({ context }) => ({ path: localizedPath('/', context.route?.locale) }) },
            },
            {
              guard: 'isEmailUnverified',
              target: 'redirecting',
              actions: {
                type: 'redirect',
                params: ({ context }) => ({ path: localizedPath('/register-captcha', context.route?.locale) }),
              },
            },
            { guard: and(['hasNoChild', 'isSetUpChildRoute']), target: 'open' },
            {
              guard: 'hasNoChild',
              target: 'redirecting',
              actions: {
                type: 'redirect',
                params: ({ context }) => ({ path: localizedPath('/set-up/child', context.route?.locale) }),
              },
            },
            {
              guard: and(['isSetupRoute', not(stateIn({ setup: 'unlocked' }))]),
              target: 'redirecting',
              actions: { type: 'redirect', params: ({ context }) => ({ path: localizedPath('/home', context.route?.locale) }) },
            },
            {
              guard: and(['isChallengeRoute', 'hasNoGameType']),
              target: 'redirecting',
              actions: { type: 'redirect', params: ({ context }) => ({ path: localizedPath('/home', context.route?.locale) }) },
            },
            { target: 'open' },
          ],
        },
        /** The member is still loading: neither render nor redirect. */
        waiting: {},
        /** The screen may render. */
        open: {},
        /** A redirect was asked for; the next `route.changed` decides again. */
        redirecting: {},
      },
    },
    setup: {
      initial: 'locked',
      states: {
        locked: {
          on: { 'setup.unlocked': 'unlocked' },
          always: { guard: 'hasNoChild', target: 'unlocked' },
        },
        unlocked: {
          on: {
            'route.changed': { guard: 'leavesSetupPages', target: 'locked' },
            'auth.changed': { guard: 'isSignOut', target: 'locked' },
          },
        },
      },
    },
    challenge: {
      initial: 'empty',
      states: {
        empty: {
          on: { 'challenge.started': { target: 'started', actions: 'assignChallenge' } },
        },
        started: {
          on: {
            'challenge.started': { actions: 'assignChallenge' },
            'route.changed': {
              guard: 'leavesChallengeWithPlayText',
              target: 'empty',
              actions: ['forgetChallenge', 'clearChallenge'],
            },
          },
        },
      },
    },
    orientation: {
      initial: 'unknown',
      states: {
        unknown: {
          always: [
            { guard: 'isPortraitRoute', target: 'portrait' },
            { guard: 'isLandscapeRoute', target: 'landscape' },
          ],
        },
        portrait: {
          entry: { type: 'publishOrientation', params: { orientation: 0 } },
          always: { guard: 'isLandscapeRoute', target: 'landscape' },
        },
        landscape: {
          entry: { type: 'publishOrientation', params: { orientation: 1 } },
          always: { guard: 'isPortraitRoute', target: 'portrait' },
        },
      },
    },
    language: {
      initial: 'unknown',
      states: {
        unknown: {
          always: [
            { guard: { type: 'routeLocaleIs', params: { locale: 'tw' } }, target: 'tw' },
            { guard: { type: 'routeLocaleIs', params: { locale: 'cn' } }, target: 'cn' },
            { guard: { type: 'routeLocaleIs', params: { locale: 'en' } }, target: 'en' },
          ],
        },
        tw: {
          entry: [
            { type: 'assignEnvLang', params: { envLang: 2 } },
            { type: 'storeLocale', params: { locale: 'tw' } },
          ],
          always: [
            { guard: { type: 'routeLocaleIs', params: { locale: 'cn' } }, target: 'cn' },
            { guard: { type: 'routeLocaleIs', params: { locale: 'en' } }, target: 'en' },
          ],
        },
        cn: {
          entry: [
            { type: 'assignEnvLang', params: { envLang: 1 } },
            { type: 'storeLocale', params: { locale: 'cn' } },
          ],
          always: [
            { guard: { type: 'routeLocaleIs', params: { locale: 'tw' } }, target: 'tw' },
            { guard: { type: 'routeLocaleIs', params: { locale: 'en' } }, target: 'en' },
          ],
        },
        en: {
          entry: [
            { type: 'assignEnvLang', params: { envLang: 3 } },
            { type: 'storeLocale', params: { locale: 'en' } },
          ],
          always: [
            { guard: { type: 'routeLocaleIs', params: { locale: 'tw' } }, target: 'tw' },
            { guard: { type: 'routeLocaleIs', params: { locale: 'cn' } }, target: 'cn' },
          ],
        },
      },
    },
    music: {
      initial: 'paused',
      states: {
        paused: {
          entry: 'pauseMusic',
          always: { guard: 'musicShouldPlay', target: 'playing' },
        },
        playing: {
          entry: 'playMusic',
          always: { guard: not('musicShouldPlay'), target: 'paused' },
        },
      },
    },
  },
});
