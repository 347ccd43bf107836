import { and, assign, forwardTo, not, setup, stateIn } from 'xstate';
import type { AuthChangedEvent, AuthView } from './auth.types';
import { calculationGateMachine } from './calculationGate.machine';
import { inGroup, routeFacts, type AppRoute, type NavigateParams } from '../routes';
import type { Member } from '../types';

/**
 * Which screen may render (SPEC §4 "Route guards", §6), with the two flags
 * the guards read: the set-up flag (`isSetup`) and the challenge data.
 *
 * The root actor (app.machine.ts) forwards every `route.changed` and
 * `auth.changed`. Three regions:
 *
 * - `guard`: public routes (the route table's `public`) are `open`. While the
 *   member loads it is `waiting` (never redirects). Otherwise, in this order:
 *   no member → the root; e-mail not verified → register-captcha; no child →
 *   set-up/child (set-up mode); a set-up page without the set-up flag → home;
 *   a challenge page without a game type → home. A redirect is `navigate`
 *   (replace) to a route in the current language; `redirecting` lasts until
 *   the next `route.changed`. A member who signs out (logout, or "20006" from
 *   any call) while on a protected page goes to the login page (SPEC §4 "Auth
 *   error 20006"): this is the only place that decides it.
 * - `setup`: the set-up flag. `setup.open` (the settings link) asks the parent
 *   gate, run as the child `gate` (`gate.answer` / `gate.close` go to it), as
 *   the study timer's break does; passing it unlocks and opens the set-up
 *   pages. A member without a child is in set-up mode: unlocked at once.
 *   Leaving the set-up pages or signing out locks again.
 * - `challenge`: the game type and play text of `challenge.started`; leaving
 *   the challenge pages with play text present clears them.
 */

export type GameType = 'text' | 'all';

export interface ChallengeData {
  gameType: GameType | null;
  /** The text (lesson) being played; null when none. */
  playText: string | null;
}

export interface RouteGuardInput {
  /** For the parent gate's questions: `Math.random` in the app, seeded in tests. */
  random: () => number;
}

export interface RouteGuardContext {
  random: () => number;
  route: AppRoute | null;
  auth: AuthView;
  challenge: ChallengeData;
}

export type RouteGuardEvent =
  | { type: 'route.changed'; route: AppRoute }
  | AuthChangedEvent
  | { type: 'setup.open' }
  | { type: 'gate.answer'; answer: string }
  | { type: 'gate.close' }
  | { type: 'challenge.started'; gameType: GameType; playText: string | null };

function signedInMember(auth: AuthView): Member | null {
  return auth.status === 'signedIn' ? auth.member : null;
}

/** What the app provides (src/app/appActor.ts `appLogic`), built into the machine once. */
export interface RouteGuardProvided {
  /** Go to a route in the current language. */
  navigate: (_: unknown, params: NavigateParams) => void;
}

/**
 * The machine over what the app provides: `appLogic` builds it once with the app's own (a machine's
 * `provide` would build it a second time). `routeGuardMachine` below is the same machine with stand-ins.
 */
export function routeGuardMachineWith(provided: RouteGuardProvided) {
  return setup({
    types: {
      context: {} as RouteGuardContext,
      events: {} as RouteGuardEvent,
      input: {} as RouteGuardInput,
    },
    actors: {
      calculationGate: calculationGateMachine,
    },
    actions: {
      navigate: provided.navigate,
      assignRoute: assign(({ event }) => (event.type === 'route.changed' ? { route: event.route } : {})),
      assignAuth: assign(({ event }) =>
        event.type === 'auth.changed' ? { auth: { status: event.status, member: event.member } } : {},
      ),
      assignChallenge: assign(({ event }) =>
        event.type === 'challenge.started' ? { challenge: { gameType: event.gameType, playText: event.playText } } : {},
      ),
      forgetChallenge: assign({ challenge: { gameType: null, playText: null } }),
      forwardToGate: forwardTo('gate'),
    },
    guards: {
      hasNoRoute: ({ context }) => context.route === null,
      isPublicRoute: ({ context }) => context.route !== null && routeFacts(context.route.name).public,
      isAuthChecking: ({ context }) => context.auth.status === 'checking',
      isSignedOut: ({ context }) => signedInMember(context.auth) === null,
      isEmailUnverified: ({ context }) => signedInMember(context.auth)?.is_email_valid !== 1,
      hasNoChild: ({ context }) => signedInMember(context.auth)?.child.length === 0,
      isSetUpChildRoute: ({ context }) => context.route?.name === 'setUpChild',
      isSetupRoute: ({ context }) => inGroup(context.route, 'setUp'),
      isChallengeRoute: ({ context }) => inGroup(context.route, 'challenge'),
      hasNoGameType: ({ context }) => !context.challenge.gameType,
      leavesSetupPages: ({ context, event }) =>
        event.type === 'route.changed' && inGroup(context.route, 'setUp') && !inGroup(event.route, 'setUp'),
      leavesChallengeWithPlayText: ({ context, event }) =>
        event.type === 'route.changed' &&
        inGroup(context.route, 'challenge') &&
        !inGroup(event.route, 'challenge') &&
        Boolean(context.challenge.playText),
      isSignOut: ({ event }) => event.type === 'auth.changed' && event.status === 'signedOut',
      signsOutOnProtectedRoute: ({ context, event }) =>
        event.type === 'auth.changed' &&
        event.status === 'signedOut' &&
        context.auth.status === 'signedIn' &&
        context.route !== null &&
        !routeFacts(context.route.name).public,
    },
  }).createMachine({
    id: 'routeGuard',
    type: 'parallel',
    context: ({ input }) => ({
      random: input.random,
      route: null,
      auth: { status: 'checking', member: null },
      challenge: { gameType: null, playText: null },
    }),
    states: {
      guard: {
        initial: 'idle',
        on: {
          'route.changed': { target: '.evaluating', actions: 'assignRoute' },
          'auth.changed': [
            {
              guard: 'signsOutOnProtectedRoute',
              target: '.redirecting',
              actions: ['assignAuth', { type: 'navigate', params: { to: 'login', replace: true } }],
            },
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
              { guard: 'isSignedOut', target: 'redirecting', actions: { type: 'navigate', params: { to: 'index', replace: true } } },
              {
                guard: 'isEmailUnverified',
                target: 'redirecting',
                actions: { type: 'navigate', params: { to: 'registerCaptcha', replace: true } },
              },
              { guard: and(['hasNoChild', 'isSetUpChildRoute']), target: 'open' },
              { guard: 'hasNoChild', target: 'redirecting', actions: { type: 'navigate', params: { to: 'setUpChild', replace: true } } },
              {
                guard: and(['isSetupRoute', not(stateIn({ setup: 'unlocked' }))]),
                target: 'redirecting',
                actions: { type: 'navigate', params: { to: 'home', replace: true } },
              },
              {
                guard: and(['isChallengeRoute', 'hasNoGameType']),
                target: 'redirecting',
                actions: { type: 'navigate', params: { to: 'home', replace: true } },
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
            initial: 'closed',
            always: { guard: 'hasNoChild', target: 'unlocked' },
            states: {
              closed: {
                on: { 'setup.open': 'gate' },
              },
              /** The parent gate shows; passing it opens the set-up pages. */
              gate: {
                invoke: {
                  id: 'gate',
                  src: 'calculationGate',
                  input: ({ context }) => ({ random: context.random }),
                  onDone: {
                    target: '#routeGuard.setup.unlocked',
                    actions: { type: 'navigate', params: { to: 'setUp' } },
                  },
                },
                on: {
                  'gate.answer': { actions: 'forwardToGate' },
                  'gate.close': 'closed',
                },
              },
            },
          },
          unlocked: {
            on: {
              'setup.open': { actions: { type: 'navigate', params: { to: 'setUp' } } },
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
              'route.changed': { guard: 'leavesChallengeWithPlayText', target: 'empty', actions: 'forgetChallenge' },
            },
          },
        },
      },
    },
  });
}

/** With stand-ins for what the app provides: the machine of the tests, the flows and the Stately inspector. */
export const routeGuardMachine = /* @__PURE__ */ routeGuardMachineWith({ navigate: () => {} });
