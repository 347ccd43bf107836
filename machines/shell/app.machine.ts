import { assign, enqueueActions, raise, sendTo, setup, stateIn, stopChild, type AnyActorLogic, type SnapshotFrom } from 'xstate';
import { audioMachine } from './audio.machine';
import { authMachine, authViewOf } from './auth.machine';
import type { AuthView } from './auth.types';
import type { ChallengeInput } from '../challenge/challenge.types';
import { loadingBarMachine } from './loadingBar.machine';
import { nativeBridgeMachine } from './nativeBridge.machine';
import { providedByTheApp } from './provided';
import { routeGuardMachine } from './routeGuard.machine';
import { inGroup, type RouteGroup, type RouteLocale } from '../routes';
import type { StudyTimerInput } from './studyTimer.types';
import { currentChild, toCallError } from '../types';
import type {
  AppContext,
  AppEvent,
  AppInput,
  AppProvided,
  BattleLogic,
  ChallengeSetup,
  EnvLanguage,
  LoadedChallenge,
  StudyTimerLogic,
} from './app.types';

/**
 * The root actor of the app: one for the whole visit, created once by
 * src/app/appActor.ts. It owns the app-wide machines as children (each with
 * the same `systemId` as its id, so the inspector and the app find them):
 *
 * - `auth`: who is signed in (auth.machine.ts);
 * - `routeGuard`: which screen may render, the set-up flag and its parent
 *   gate, the challenge data (routeGuard.machine.ts);
 * - `studyTimer`: the study-time limit and the break (studyTimer.machine.ts),
 *   once a member is signed in (region `study`);
 * - `audio`: music intent per route and bgm, sound effects (audio.machine.ts);
 * - `nativeBridge`: the webview orientation (nativeBridge.machine.ts);
 * - `loadingBar`: the fetch progress bar (loadingBar.machine.ts);
 * - while one is played, `challenge` (challenge.machine.ts) and `battle`
 *   (battle.machine.ts): they outlive the screens they move between, so they
 *   live here, not in a page.
 *
 * The study timer (region `study`): it counts only for a signed-in member
 * (SPEC §4), so a visitor never loads it. The first time a member is signed
 * in, `loadStudyTimer` (provided by the app) brings its machine (a lazy
 * chunk: `/` and the account pages do not pay for it, tests/budget/), and the
 * child `studyTimer` starts with the route and who is signed in as they are
 * then; from there on it hears every `route.changed` and `auth.changed`, and
 * lives until the end of the visit (signing out stops its count, not it). A
 * failed load is a `chunk.failed` (the app's reload rule decides).
 *
 * The games (region `play`): a screen asks for one and the root runs it.
 * - `challenge.open { request }` (the lesson track, an explanation, the words
 *   house): `loadChallenge` (provided by the app), given the request and the
 *   signed-in member, fetches the words, reads the current child's learning
 *   settings and brings the challenge machine itself (a lazy chunk: no screen
 *   before a challenge pays for it, nor for the settings rules), then the child
 *   `challenge` is spawned with those settings and the random source, after the route guard heard
 *   `challenge.started` (so /challenge opens); the challenge navigates to its
 *   screens itself. A failed load keeps
 *   the error for the screen that asked (`challengeError`) until
 *   `challenge.dismiss` or another request. Leaving the challenge screens (any
 *   route outside the `challenge` group), or a route change while the words are
 *   loading, ends it; so does the challenge's own close (its final state).
 * - `battle.open` (the battle screen, when no battle runs): `loadBattle` brings
 *   the battle machine (a lazy chunk), then the child `battle` runs until the
 *   route leaves the `battle` group or the battle exits.
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
 * - `request.start` / `request.end` go to the loading bar; `audio.unlock`,
 *   `sound.play`, `voice.play` and `voice.stop` to the audio actor.
 * - `chunk.failed` (SPEC §8): reload the page unless a reload happened less
 *   than 60 s ago; the time is kept (`storeChunkReloadAt`) and comes back as
 *   `input.lastChunkReloadAt` after the reload, so a failing chunk cannot loop.
 *
 * Facts for the screens, in context: `envLang`. Derived, not kept: `isEnglishLayout` (envLang 3
 * or member setting env_language 3). The membership's rules (rules/membership.ts) are the
 * screens' that need them (the lesson track, the store, the parent's area's reminder), so no
 * first load carries them.
 */

/** SPEC §8: at most one reload per minute after a chunk load failure. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** SPEC §2: the English-environment layout class applies (environment language 3, or the member's env_language 3). */
export function isEnglishLayout({ envLang, auth }: Pick<AppContext, 'envLang' | 'auth'>): boolean {
  return envLang === 3 || auth.member?.setting.env_language === 3;
}

/**
 * The machine over what the app provides: `appLogic` builds it once with the app's own (a machine's
 * `provide` would build it a second time). `appMachine` below is the same machine with stand-ins.
 */
export function appMachineWith(provided: AppProvided) {
  return setup({
    types: {
      context: {} as AppContext,
      events: {} as AppEvent,
      input: {} as AppInput,
    },
    actors: {
      ...provided.actors,
      loadingBar: loadingBarMachine,
    },
    actions: {
      ...provided.actions,

      assignRoute: assign(({ event }) => (event.type === 'route.changed' ? { route: event.route } : {})),
      assignEnvLang: assign((_, params: { envLang: EnvLanguage }) => ({ envLang: params.envLang })),
      assignAuth: assign((_, view: AuthView) => ({ auth: view })),
      recordChunkReload: assign({ lastChunkReloadAt: ({ context }) => context.now() }),
      assignChallengeRequest: assign(({ event }) =>
        event.type === 'challenge.open' ? { challengeRequest: event.request, challengeSetup: null, challengeError: null, challengeResume: null } : {},
      ),
      assignChallenge: assign((_, loaded: LoadedChallenge) => ({
        challengeSetup: loaded.setup,
        challengeSettings: loaded.settings,
        challengeLogic: loaded.logic,
      })),
      stopChallenge: stopChild('challenge'),
      assignBattle: assign((_, logic: BattleLogic) => ({ battleLogic: logic })),
      stopBattle: stopChild('battle'),
      assignStudyTimer: assign((_, logic: StudyTimerLogic) => ({ studyTimerLogic: logic })),
      assignChallengeError: assign((_, error: unknown) => ({ challengeError: toCallError(error) })),
      clearChallenge: assign({ challengeRequest: null, challengeSetup: null, challengeSettings: null, challengeError: null, challengeResume: null }),
      /** The route guard lets the challenge screens open only once it heard of a started challenge (SPEC §4). */
      tellGuardChallengeStarted: sendTo('routeGuard', (_, setup: ChallengeSetup) => ({
        type: 'challenge.started' as const,
        gameType: setup.gameType,
        playText: setup.playText ?? null,
      })),
    },
    guards: {
      routeLocaleIs: ({ context }, params: { locale: RouteLocale }) => context.route?.locale === params.locale,
      /** Who is signed in changed (not merely how the auth actor is getting there). */
      authViewChanged: ({ context }, view: AuthView) =>
        view.status !== context.auth.status || view.member !== context.auth.member,
      /** The new route is outside a group of screens (a game there ends). */
      routeLeavesGroup: ({ event }, params: { group: RouteGroup }) =>
        event.type === 'route.changed' && !inGroup(event.route, params.group),
      memberSignedIn: ({ context }) => context.auth.status === 'signedIn',
      hasChallengeToResume: ({ context }) => context.challengeResume !== null,
      /** Who is signed in, and where, are known (a reloaded challenge waits for both). */
      resumeUndecided: ({ context }) => context.auth.status === 'checking' || context.route === null,
      signedInOnChallengeScreen: ({ context }) => context.auth.status === 'signedIn' && inGroup(context.route, 'challenge'),
      /** The interrupted challenge is this member's and current child's, and a challenge screen shows: it goes on. */
      resumesHere: ({ context }) => {
        const stored = context.challengeResume!;
        const member = context.auth.status === 'signedIn' ? context.auth.member : null;
        return (
          member !== null &&
          member.id === stored.memberId &&
          (currentChild(member)?.id ?? null) === stored.childId &&
          inGroup(context.route, 'challenge')
        );
      },
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
      lastChunkReloadAt: input.lastChunkReloadAt ?? null,
      challengeRequest: null,
      challengeSettings: null,
      challengeSetup: null,
      challengeLogic: null,
      challengeError: null,
      challengeResume: input.storedChallenge ?? null,
      battleLogic: null,
      studyTimerLogic: null,
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
            sendTo('audio', ({ event }) => ({ type: 'auth.changed', ...authViewOf(event.snapshot) })),
            // the study timer once it runs (region `study`)
            enqueueActions(({ check, enqueue, event }) => {
              if (check(stateIn({ study: 'running' }))) enqueue.sendTo('studyTimer', { type: 'auth.changed', ...authViewOf(event.snapshot) });
            }),
          ],
        },
      },
      { id: 'routeGuard', systemId: 'routeGuard', src: 'routeGuard', input: ({ context }) => ({ random: context.random }) },
      { id: 'audio', systemId: 'audio', src: 'audio' },
      { id: 'nativeBridge', systemId: 'nativeBridge', src: 'nativeBridge' },
      { id: 'loadingBar', systemId: 'loadingBar', src: 'loadingBar' },
    ],
    on: {
      'api.sessionInvalid': { actions: sendTo('auth', { type: 'session.invalidated' }) },
      'api.unauthorized': { actions: { type: 'navigate', params: { to: 'login' } } },
      'api.forbidden': { actions: { type: 'navigate', params: { to: 'back' } } },
      'request.start': { actions: sendTo('loadingBar', ({ event }) => event) },
      'request.end': { actions: sendTo('loadingBar', ({ event }) => event) },
      'audio.unlock': { actions: sendTo('audio', ({ event }) => event) },
      'sound.play': { actions: sendTo('audio', ({ event }) => event) },
      'voice.play': { actions: sendTo('audio', ({ event }) => event) },
      'voice.stop': { actions: sendTo('audio', ({ event }) => event) },
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
      /**
       * Where the visitor is: every route change is kept and told to the children that read routes.
       * A region of its own, not the root's `on`: XState takes a parallel node's own transition for
       * an event only when none of its regions has one, and the game and study regions handle
       * `route.changed` too (the root's handler was skipped while a challenge's words loaded).
       */
      route: {
        initial: 'following',
        states: {
          following: {
            on: {
              'route.changed': {
                actions: [
                  'assignRoute',
                  sendTo('routeGuard', ({ event }) => event),
                  sendTo('audio', ({ event }) => event),
                  sendTo('nativeBridge', ({ event }) => event),
                ],
              },
            },
          },
        },
      },
      /** The games a screen asked for: each runs as a child of the root while its screens show. */
      play: {
        type: 'parallel',
        states: {
          challenge: {
            initial: 'none',
            states: {
              none: {
                always: { guard: 'hasChallengeToResume', target: 'resuming' },
                on: { 'challenge.open': { target: 'loading', actions: 'assignChallengeRequest' } },
              },
              /**
               * The page reloaded in the middle of a challenge (issue 28 §4). The route guard hears of
               * it at once, so the challenge screen waits instead of sending the child home; once who is
               * signed in and the route are known, it goes on (the same member and child, a challenge
               * screen) or is given up.
               */
              resuming: {
                entry: { type: 'tellGuardChallengeStarted', params: ({ context }) => context.challengeResume!.setup },
                always: [
                  { guard: 'resumeUndecided' },
                  { guard: 'resumesHere', target: 'loading' },
                  // someone else's, or not on a challenge screen: forgotten (a challenge screen left for home)
                  {
                    guard: 'signedInOnChallengeScreen',
                    target: 'none',
                    actions: ['clearChallenge', 'forgetStoredChallenge', { type: 'navigate', params: { to: 'home', replace: true } }],
                  },
                  { target: 'none', actions: ['clearChallenge', 'forgetStoredChallenge'] },
                ],
                on: { 'challenge.open': { target: 'loading', actions: ['assignChallengeRequest', 'forgetStoredChallenge'] } },
              },
              loading: {
                invoke: {
                  id: 'loadChallenge',
                  src: 'loadChallenge',
                  // the current child's settings come with the words (LoadedChallenge); a resumed challenge brings its own words
                  input: ({ context }) =>
                    context.challengeResume
                      ? { resume: context.challengeResume, member: context.auth.member }
                      : { request: context.challengeRequest!, member: context.auth.member },
                  onDone: {
                    target: 'playing',
                    actions: [
                      { type: 'assignChallenge', params: ({ event }) => event.output },
                      { type: 'tellGuardChallengeStarted', params: ({ event }) => event.output.setup },
                    ],
                  },
                  onError: { target: 'failed', actions: { type: 'assignChallengeError', params: ({ event }: { event: { error: unknown } }) => event.error } },
                },
                on: {
                  'challenge.open': { target: 'loading', reenter: true, actions: ['assignChallengeRequest', 'forgetStoredChallenge'] },
                  // the child went elsewhere while the words were loading: no challenge pulls them back
                  'route.changed': { target: 'none', actions: ['clearChallenge', 'forgetStoredChallenge'] },
                },
              },
              failed: {
                on: {
                  'challenge.open': { target: 'loading', actions: ['assignChallengeRequest', 'forgetStoredChallenge'] },
                  'challenge.dismiss': { target: 'none', actions: ['clearChallenge', 'forgetStoredChallenge'] },
                  'route.changed': { target: 'none', actions: ['clearChallenge', 'forgetStoredChallenge'] },
                },
              },
              playing: {
                // the machine came with the words (a lazy chunk), so it is spawned from context, not named in setup
                entry: enqueueActions(({ context, enqueue }) => {
                  const input: ChallengeInput = {
                    ...context.challengeSetup!,
                    settings: context.challengeSettings!,
                    random: context.random,
                    resume: context.challengeResume?.place ?? null,
                  };
                  // (xstate types an id only for the actors named in setup: this one is not, by design)
                  enqueue.spawnChild(context.challengeLogic! as AnyActorLogic, { id: 'challenge', input } as never);
                }),
                exit: 'stopChallenge',
                on: {
                  'xstate.done.actor.challenge': { target: 'none', actions: ['clearChallenge', 'forgetStoredChallenge'] },
                  'challenge.open': { target: 'loading', actions: ['assignChallengeRequest', 'forgetStoredChallenge'] },
                  'route.changed': {
                    guard: { type: 'routeLeavesGroup', params: { group: 'challenge' } },
                    target: 'none',
                    actions: ['clearChallenge', 'forgetStoredChallenge'],
                  },
                },
              },
            },
          },
          battle: {
            initial: 'none',
            states: {
              none: {
                on: { 'battle.open': 'loading' },
              },
              loading: {
                invoke: {
                  id: 'loadBattle',
                  src: 'loadBattle',
                  onDone: { target: 'playing', actions: { type: 'assignBattle', params: ({ event }) => event.output } },
                  // the chunk did not load: the app's chunk-failure rule decides about a reload
                  onError: { target: 'none', actions: raise({ type: 'chunk.failed' }) },
                },
                on: {
                  'route.changed': { guard: { type: 'routeLeavesGroup', params: { group: 'battle' } }, target: 'none' },
                },
              },
              playing: {
                entry: enqueueActions(({ context, enqueue }) => {
                  enqueue.spawnChild(context.battleLogic! as AnyActorLogic, { id: 'battle', input: { random: context.random } } as never);
                }),
                exit: 'stopBattle',
                on: {
                  'xstate.done.actor.battle': 'none',
                  'route.changed': { guard: { type: 'routeLeavesGroup', params: { group: 'battle' } }, target: 'none' },
                },
              },
            },
          },
        },
      },
      /** The study timer, for members only: loaded with the first sign-in, then running until the visit ends. */
      study: {
        initial: 'waiting',
        states: {
          waiting: {
            always: { guard: 'memberSignedIn', target: 'loading' },
          },
          loading: {
            invoke: {
              id: 'loadStudyTimer',
              src: 'loadStudyTimer',
              onDone: { target: 'running', actions: { type: 'assignStudyTimer', params: ({ event }) => event.output } },
              // the chunk did not load: the app's chunk-failure rule decides about a reload
              onError: { target: 'failed', actions: raise({ type: 'chunk.failed' }) },
            },
          },
          running: {
            // the machine came in a lazy chunk, so it is spawned from context, not named in setup
            entry: enqueueActions(({ context, enqueue }) => {
              const input: StudyTimerInput = { random: context.random, auth: context.auth, route: context.route };
              enqueue.spawnChild(context.studyTimerLogic! as AnyActorLogic, { id: 'studyTimer', input } as never);
            }),
            // who is signed in reaches it from the auth child's onSnapshot (the root's own transition)
            on: {
              'route.changed': { actions: sendTo('studyTimer', ({ event }) => event) },
            },
          },
          /** Not loaded (a reload may follow): no break this visit. */
          failed: {},
        },
      },
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
}

/** With stand-ins for what the app provides: the machine of the tests, the flows and the Stately inspector. */
export const appMachine = /* @__PURE__ */ appMachineWith({
  actions: { navigate: () => {}, storeLocale: () => {}, storeChunkReloadAt: () => {}, reloadPage: () => {}, forgetStoredChallenge: () => {} },
  actors: {
    auth: authMachine,
    routeGuard: routeGuardMachine,
    audio: audioMachine,
    nativeBridge: nativeBridgeMachine,
    loadChallenge: providedByTheApp('loadChallenge'),
    loadBattle: providedByTheApp('loadBattle'),
    loadStudyTimer: providedByTheApp('loadStudyTimer'),
  },
});

export type AppSnapshot = SnapshotFrom<typeof appMachine>;
