import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { audioMachine } from './audio.machine';
import { authMachine, authViewOf, type AuthView } from './auth.machine';
import { loadingBarMachine } from './loadingBar.machine';
import { nativeBridgeMachine } from './nativeBridge.machine';
import { routeGuardMachine } from './routeGuard.machine';
import type { AppRoute, NavigateParams, RouteLocale } from './routes';
import { studyTimerMachine } from './studyTimer.machine';
import type { Member } from './types';

/**
 * The root actor of the app: one for the whole visit, created once by
 * src/app/appActor.ts. It owns the app-wide machines as children (each with
 * the same `systemId` as its id, so the inspector and the app find them):
 *
 * - `auth`: who is signed in (auth.machine.ts);
 * - `routeGuard`: which screen may render, the set-up flag and its parent
 *   gate, the challenge data (routeGuard.machine.ts);
 * - `studyTimer`: the study-time limit and the break (studyTimer.machine.ts);
 * - `audio`: music intent per route and bgm, sound effects (audio.machine.ts);
 * - `nativeBridge`: the webview orientation (nativeBridge.machine.ts);
 * - `loadingBar`: the fetch progress bar (loadingBar.machine.ts).
 *
 * What it is told, and what it does with it:
 * - `route.changed { route }` (from the one router subscription): forwarded
 *   to every child that reads routes. The region `language` follows the
 *   route's language: entering one sets `envLang` (cn 1, tw 2, en 3, SPEC §4)
 *   and stores the locale cookie (`storeLocale`).
 * - the auth child's snapshots: whenever who is signed in changes, every
 *   child that cares gets `auth.changed { status, member }`.
 * - what the HTTP client saw (SPEC §8): `api.sessionInvalid` (code "20006")
 *   signs out (the route guard then decides where the visitor goes);
 *   `api.unauthorized` (HTTP 401) goes to the login page; `api.forbidden`
 *   (403) goes back in history; `api.notFound` (404 of a data call) changes
 *   nothing here: the screen that made the call shows the error. A page that
 *   does not exist is the router's 404 page.
 * - `request.start` / `request.end` go to the loading bar; `audio.unlock`
 *   and `sound.play` to the audio actor.
 * - `chunk.failed` (SPEC §8): reload the page unless a reload happened less
 *   than 60 s ago; the time is kept (`storeChunkReloadAt`) and comes back as
 *   `input.lastChunkReloadAt` after the reload, so a failing chunk cannot loop.
 *
 * Facts for the screens, in context: `envLang`, `classTime` (days and hours
 * left until `class.class_end_at`, -1 / -1 without an end date, as of the
 * last route change or sign-in), `classDialogOpen` (opened when a member
 * signs in with at least 0 days left, closed by `class.dismiss`). Derived,
 * not kept: `isEnglishLayout` (envLang 3 or member setting env_language 3)
 * and `hasAuthorizedLessons` (the member has a type).
 */

export type EnvLanguage = 1 | 2 | 3;

/** Days and hours left of the paid class; both -1 when there is no end date. */
export interface ClassTime {
  days: number;
  hours: number;
}

export interface AppInput {
  /** The stored login token found at start, if any. */
  token?: string | null;
  /** Randomness for the parent gates: `Math.random` in the app. */
  random: () => number;
  /** The clock: `Date.now` in the app. */
  now?: () => number;
  /** When the page last reloaded after a chunk failure (from session storage). */
  lastChunkReloadAt?: number | null;
}

export interface AppContext {
  token: string | null;
  random: () => number;
  now: () => number;
  route: AppRoute | null;
  auth: AuthView;
  envLang: EnvLanguage | null;
  classTime: ClassTime;
  classDialogOpen: boolean;
  lastChunkReloadAt: number | null;
}

export type ApiEvent =
  | { type: 'api.sessionInvalid' }
  | { type: 'api.unauthorized' }
  | { type: 'api.forbidden' }
  | { type: 'api.notFound' };

export type AppEvent =
  | { type: 'route.changed'; route: AppRoute }
  | ApiEvent
  | { type: 'request.start' }
  | { type: 'request.end' }
  | { type: 'audio.unlock' }
  | { type: 'sound.play'; sound: string }
  | { type: 'class.dismiss' }
  | { type: 'chunk.failed' };

/** SPEC §8: at most one reload per minute after a chunk load failure. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

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

/** SPEC §2: the English-environment layout class applies (environment language 3, or the member's env_language 3). */
export function isEnglishLayout({ envLang, auth }: Pick<AppContext, 'envLang' | 'auth'>): boolean {
  return envLang === 3 || auth.member?.setting.env_language === 3;
}

/** SPEC §4: authorized-lesson access is true when the member has a type. */
export function hasAuthorizedLessons({ auth }: Pick<AppContext, 'auth'>): boolean {
  const type: Member['type'] | undefined = auth.member?.type;
  return type !== null && type !== undefined;
}

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    auth: authMachine,
    routeGuard: routeGuardMachine,
    studyTimer: studyTimerMachine,
    audio: audioMachine,
    nativeBridge: nativeBridgeMachine,
    loadingBar: loadingBarMachine,
  },
  actions: {
    /** Go to a route in the current language, or back. Provided by the app. */
    navigate: (_, _params: NavigateParams) => {},
    /** Remember the language in the locale cookie `i18n_redirected` (365 days). Provided by the app. */
    storeLocale: (_, _params: { locale: RouteLocale }) => {},
    /** Persist the time of a chunk-failure reload (session storage). Provided by the app. */
    storeChunkReloadAt: (_, _params: { at: number }) => {},
    /** Reload the page. Provided by the app. */
    reloadPage: () => {},

    assignRoute: assign(({ context, event }) => {
      if (event.type !== 'route.changed') return {};
      return { route: event.route, classTime: classTimeLeft(context.auth.member?.class.class_end_at, context.now()) };
    }),
    assignEnvLang: assign((_, params: { envLang: EnvLanguage }) => ({ envLang: params.envLang })),
    assignAuth: assign(({ context }, view: AuthView) => {
      const member = view.member;
      const newMember = member !== null && member.id !== context.auth.member?.id;
      const classTime = classTimeLeft(member?.class.class_end_at, context.now());
      return {
        auth: view,
        classTime,
        classDialogOpen: member === null ? false : newMember ? classTime.days >= 0 : context.classDialogOpen,
      };
    }),
    recordChunkReload: assign({ lastChunkReloadAt: ({ context }) => context.now() }),
  },
  guards: {
    routeLocaleIs: ({ context }, params: { locale: RouteLocale }) => context.route?.locale === params.locale,
    /** Who is signed in changed (not merely how the auth actor is getting there). */
    authViewChanged: ({ context }, view: AuthView) =>
      view.status !== context.auth.status || view.member !== context.auth.member,
    mayReloadAfterChunkFailure: ({ context }) =>
      context.lastChunkReloadAt === null || context.now() - context.lastChunkReloadAt >= CHUNK_RELOAD_INTERVAL_MS,
  },
}).createMachine({
  id: 'app',
  type: 'parallel',
  context: ({ input }) => ({
    token: input.token ?? null,
    random: input.random,
    now: input.now ?? Date.now,
    route: null,
    auth: { status: 'checking', member: null },
    envLang: null,
    classTime: { days: -1, hours: -1 },
    classDialogOpen: false,
    lastChunkReloadAt: input.lastChunkReloadAt ?? null,
  }),
  invoke: [
    {
      id: 'auth',
      systemId: 'auth',
      src: 'auth',
      input: ({ context }) => ({ token: context.token }),
      onSnapshot: {
        guard: { type: 'authViewChanged', params: ({ event }) => authViewOf(event.snapshot) },
        actions: [
          { type: 'assignAuth', params: ({ event }) => authViewOf(event.snapshot) },
          sendTo('routeGuard', ({ event }) => ({ type: 'auth.changed', ...authViewOf(event.snapshot) })),
          sendTo('studyTimer', ({ event }) => ({ type: 'auth.changed', ...authViewOf(event.snapshot) })),
          sendTo('audio', ({ event }) => ({ type: 'auth.changed', ...authViewOf(event.snapshot) })),
        ],
      },
    },
    { id: 'routeGuard', systemId: 'routeGuard', src: 'routeGuard', input: ({ context }) => ({ random: context.random }) },
    { id: 'studyTimer', systemId: 'studyTimer', src: 'studyTimer', input: ({ context }) => ({ random: context.random }) },
    { id: 'audio', systemId: 'audio', src: 'audio' },
    { id: 'nativeBridge', systemId: 'nativeBridge', src: 'nativeBridge' },
    { id: 'loadingBar', systemId: 'loadingBar', src: 'loadingBar' },
  ],
  on: {
    'route.changed': {
      actions: [
        'assignRoute',
        sendTo('routeGuard', ({ event }) => event),
        sendTo('studyTimer', ({ event }) => event),
        sendTo('audio', ({ event }) => event),
        sendTo('nativeBridge', ({ event }) => event),
      ],
    },
    'api.sessionInvalid': { actions: sendTo('auth', { type: 'session.invalidated' }) },
    'api.unauthorized': { actions: { type: 'navigate', params: { to: 'login' } } },
    'api.forbidden': { actions: { type: 'navigate', params: { to: 'back' } } },
    'request.start': { actions: sendTo('loadingBar', ({ event }) => event) },
    'request.end': { actions: sendTo('loadingBar', ({ event }) => event) },
    'audio.unlock': { actions: sendTo('audio', ({ event }) => event) },
    'sound.play': { actions: sendTo('audio', ({ event }) => event) },
    'class.dismiss': { actions: assign({ classDialogOpen: false }) },
    'chunk.failed': {
      guard: 'mayReloadAfterChunkFailure',
      actions: [
        'recordChunkReload',
        { type: 'storeChunkReloadAt', params: ({ context }) => ({ at: context.lastChunkReloadAt ?? 0 }) },
        'reloadPage',
      ],
    },
  },
  states: {
    /** The interface language follows the route's (SPEC §4 "Environment language"). */
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
  },
});

export type AppSnapshot = SnapshotFrom<typeof appMachine>;
