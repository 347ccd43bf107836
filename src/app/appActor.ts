import { createActor, fromPromise, type Actor, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate';
import { appMachineWith, type appMachine } from '../../machines/shell/app.machine';
import type { BattleLogic, ChallengeLoad, LoadedChallenge, StoredChallenge, StudyTimerLogic } from '../../machines/shell/app.types';
import { audioMachineWith } from '../../machines/shell/audio.machine';
import { authMachineWith, type authMachine } from '../../machines/shell/auth.machine';
import { nativeBridgeMachineWith } from '../../machines/shell/nativeBridge.machine';
import { routeGuardMachineWith } from '../../machines/shell/routeGuard.machine';
import type { NavigateParams } from '../../machines/routes';
import { currentChild, type Child, type Member } from '../../machines/types';
import { audioActions, audioActors, audioGuards } from '../audio/player';
import type { GameCalls } from './games';
import { connectApi } from '../api/host';
import { storeLocaleCookie } from '../i18n/i18n';
import { fromSpecLocale, localeFromPath } from '../i18n/locales';
import { readLastChunkReloadAt, storeChunkReloadAt } from './chunkReload';
import { publishOrientation } from './nativeHost';
import { appRandom } from './random';
import { hrefOf, routeOf } from './routeOf';
import { clearStoredToken, readStoredToken, storeToken } from './storedLogin';
import { forgetStoredChallenge, readStoredChallenge } from './storedChallenge';

/** What the app needs of a data router (browser or memory): its location, its changes, navigation. */
export interface AppRouter {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
  navigate: {
    (to: number): unknown;
    (to: string, options?: { replace?: boolean; state?: unknown }): unknown;
  };
}

/**
 * The `navigate` action of every machine: a route of the table (with its
 * params) in the language of the page the visitor is on, or back in history;
 * `state` becomes the router's history state (a notice the next page shows).
 * It runs after the current task, because a redirect decided while the router
 * is still notifying its subscribers of a change would be lost in the
 * router's own bookkeeping.
 */
export function navigatorFor(router: Pick<AppRouter, 'state' | 'navigate'>) {
  return (params: NavigateParams): void => {
    queueMicrotask(() => {
      if (params.to === 'back') {
        void router.navigate(-1);
        return;
      }
      const locale = localeFromPath(router.state.location.pathname);
      const href = hrefOf({ to: params.to, params: params.params }, locale);
      void router.navigate(href, { replace: params.replace, state: params.state });
    });
  };
}

/** The API client, loaded with the first call: `/` and the account pages paint without it (tests/budget/). */
const client = () => import('../api/client');

/** The calls of the auth machine. */
export const authActors = {
  loadMember: fromPromise<Member, { token: string }>(async ({ input }) => {
    const { api, unwrap } = await client();
    return unwrap(api.GET('/member/self', { headers: { Authorization: `Bearer ${input.token}` } }));
  }),
  login: fromPromise(async ({ input }: { input: { email: string; password: string } }) => {
    const { api, unwrap } = await client();
    return unwrap(api.POST('/member/login', { body: input }));
  }),
  logout: fromPromise<void, { token: string | null }>(async ({ input }) => {
    const { api, unwrap } = await client();
    const headers = input.token ? { Authorization: `Bearer ${input.token}` } : undefined;
    await unwrap(api.POST('/member/logout', { headers }));
  }),
  chooseChild: fromPromise<Child, { childId: number }>(async ({ input }) => {
    const { postDefaultChild } = await import('../api/actors/family/children');
    return postDefaultChild(input.childId);
  }),
};

export interface AppActorOptions {
  router: AppRouter;
  /** The stored token (default: local storage, then the cookie). */
  token?: string | null;
  /** The challenge a reload interrupted (default: the tab's session storage). */
  storedChallenge?: StoredChallenge | null;
  /** Replace the auth calls (tests). */
  auth?: Partial<typeof authActors>;
  /** Replace the game calls (component tests). */
  play?: Partial<GameCalls>;
  /** Replace the study timer's lazy load (component tests: the machine at once, so a fake clock sees it start on time). */
  loadStudyTimer?: () => Promise<StudyTimerLogic>;
  /** Replace browser side effects (tests). */
  reload?: () => void;
  random?: () => number;
  now?: () => number;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
}

/**
 * The root machine with everything the app provides: navigation through the
 * router, storage, the native bridge, the API calls.
 */
export function appLogic({
  router,
  auth,
  play,
  loadStudyTimer = async () => (await import('../../machines/shell/studyTimer.machine')).studyTimerMachine,
  reload = () => window.location.reload(),
}: Pick<AppActorOptions, 'router' | 'auth' | 'play' | 'loadStudyTimer' | 'reload'>) {
  const navigate = navigatorFor(router);
  return appMachineWith({
    actions: {
      navigate: (_, params) => navigate(params),
      storeLocale: (_, params) => storeLocaleCookie(fromSpecLocale(params.locale)),
      storeChunkReloadAt: (_, params) => storeChunkReloadAt(params.at),
      reloadPage: () => reload(),
      forgetStoredChallenge: () => forgetStoredChallenge(),
    },
    actors: {
      auth: authMachineWith({
        actions: {
          storeToken: (_, params) => storeToken(params.token),
          clearStoredToken: () => clearStoredToken(),
        },
        actors: { ...authActors, ...auth },
      }),
      routeGuard: routeGuardMachineWith({ navigate: (_, params) => navigate(params) }),
      nativeBridge: nativeBridgeMachineWith({ publishOrientation: (_, params) => void publishOrientation(params.orientation) }),
      // Tone.js behind the audio actor: loaded after the first tap, only when something plays
      audio: audioMachineWith({ actions: audioActions, guards: audioGuards, actors: audioActors }),
      // the game machines and their calls are a lazy chunk (src/app/games.ts), loaded with the first game
      loadChallenge: fromPromise<LoadedChallenge, ChallengeLoad>(async ({ input }) => (await import('./games')).loadChallenge(input, navigate, play)),
      loadBattle: fromPromise<BattleLogic, void>(async () => (await import('./games')).battleLogic(navigate, play)),
      // the study timer counts for members only: its machine comes with the first sign-in
      loadStudyTimer: fromPromise<StudyTimerLogic, void>(() => loadStudyTimer()),
    },
  });
}

export type AppLogic = ReturnType<typeof appLogic>;

export type AppActor = Actor<typeof appMachine>;

/**
 * Creates and starts the app's root actor: the one place that feeds it the
 * router's location changes, and the one place the HTTP client reports to.
 * Returns the actor; `stop()` on it also unplugs the router and the client.
 */
export function createAppActor(options: AppActorOptions): AppActor {
  const { actor, start } = prepareAppActor(options);
  start();
  return actor;
}

/**
 * The root actor made (its first snapshot computed: the heaviest part, 17–33 ms unthrottled in
 * this machine's Chromium) and `start`, which plugs in the client and the router and starts it.
 * src/main.tsx runs `appLogic` (every machine built with the app's implementations, 2–6 ms),
 * this and `start` in tasks of their own, so a slow phone's main thread is held for one of them
 * at a time.
 */
export function prepareAppActor(options: AppActorOptions, logic: AppLogic = appLogic(options)): { actor: AppActor; start: () => void } {
  const { router } = options;
  const actor = createActor(logic, {
    input: {
      token: options.token === undefined ? readStoredToken() : options.token,
      random: options.random ?? appRandom,
      now: options.now ?? Date.now,
      lastChunkReloadAt: readLastChunkReloadAt(),
      storedChallenge: options.storedChallenge === undefined ? readStoredChallenge() : options.storedChallenge,
    },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });

  const start = () => {
    const auth = () => (actor.getSnapshot().children.auth as ActorRefFrom<typeof authMachine> | undefined)?.getSnapshot();
    const unplugApi = connectApi({
      token: () => auth()?.context.token ?? null,
      childId: () => currentChild(auth()?.context.member ?? null)?.id ?? null,
      report: (event) => actor.send(event),
    }, () => import('../api/outbox'));

    actor.start();
    let last: string | null = null;
    const report = (pathname: string) => {
      if (pathname === last) return;
      last = pathname;
      actor.send({ type: 'route.changed', route: routeOf(pathname) });
    };
    report(router.state.location.pathname);
    const unsubscribe = router.subscribe((state) => report(state.location.pathname));
    actor.subscribe({
      complete: () => {
        unsubscribe();
        unplugApi();
      },
    });
  };
  return { actor, start };
}
