import { and, assign, forwardTo, fromCallback, setup, stateIn, type EventObject } from 'xstate';
import type { AuthChangedEvent } from './auth.types';
import { calculationGateMachine } from './calculationGate.machine';
import { routeFacts, type AppRoute } from '../routes';
import type { StudyTimerContext, StudyTimerEvent, StudyTimerInput, TickerInput } from './studyTimer.types';

/**
 * The learning time limit and the break (SPEC §4 "Learning time limit", §9).
 *
 * The root actor forwards `route.changed` (the route; its facts `study` and
 * `breakAllowed` come from the route table, machines/routes.ts) and
 * `auth.changed` (signed in? the member's `setting.study_time_limit`).
 *
 * Starting and clearing, per route (SPEC §4):
 * - The timer counts only while a member is signed in and the limit is not 0.
 *   Signing out, or a limit of 0, clears it (`idle`, play time 0).
 * - On the account routes (`study: 'account'`: login, register, register-captcha,
 *   forget, forget-captcha, privacy, open-store) it never starts, and a started timer
 *   keeps going ("cleared unless running": a timer that is not running is
 *   already cleared, since signing out clears it).
 * - On index and app-page it starts if signed in and not started (a visitor's
 *   timer is cleared, as above); on every other route it starts if not started.
 *   Both come down to: `idle` starts as soon as a signed-in member with a limit
 *   is on a route that is not an account route, whichever event made it so
 *   (a reload on /home starts it when the member has loaded).
 * - Changing the limit resets the play time: a started timer starts over
 *   (and a break that was due or showing ends); an idle one stays idle.
 *
 * The limit (reading chosen): SPEC §4 says "a one-minute tick; the modal opens
 * when the tick count reaches ten times the limit minus one". Read literally,
 * a 10-minute limit would fire after 99 minutes. The limit is in minutes and
 * the tick is one minute (`STUDY_TICK_MS`), so the break comes when the tick
 * count reaches the limit: exactly `limit` minutes after the timer (re)started,
 * never a tick earlier or later. The timer then stops. (The reasoning: machines/README.md, Decisions.)
 *
 * The break:
 * - Not shown on story, explaining, challenge or battle screens
 *   (`breakAllowed: false` in the route table): a limit reached there waits in `breakDue` and the
 *   modal opens when the learner leaves them. Going back into one of them
 *   while the modal shows hides it again (`breakDue`); the break starts over
 *   when it shows next, so it can be put off but not skipped.
 * - The modal ('You have been learning for quite a while, why not take a 5
 *   minutes break!') counts down `breakCountdown` (300000 ms); a 1 s ticker
 *   updates `breakSecondsLeft` for the display. After it, `break.continue` or
 *   `break.close` ends the break. Before it, `break.close` needs the parent
 *   gate: the `calculationGate` machine runs as the child `gate` (it shows in
 *   the inspector); `gate.answer` is forwarded to it, `gate.close` goes back
 *   to the break, and passing it ends the break. The countdown goes on while
 *   the gate is open.
 * - Ending the break clears and restarts the limit (`running`, play time 0).
 *   Once due, a break is not cleared by moving to an account route (reading
 *   chosen: "cleared unless running" covers a timer that was never started;
 *   otherwise /privacy would be a way out of every break); signing out or a
 *   limit of 0 clears it.
 */

/** SPEC §9: the study tick, one minute. */
export const STUDY_TICK_MS = 60_000;
/** SPEC §9: the break, 5 minutes. */
export const BREAK_MS = 300_000;
/** The break countdown's display refresh. */
export const COUNTDOWN_TICK_MS = 1_000;
/** The modal's message id (SPEC §4). */
export const BREAK_MESSAGE = 'You have been learning for quite a while, why not take a 5 minutes break!';

/** What a route does to the timer (SPEC §4): account routes keep it as it is, the others start it. */
export function routeStarts(route: AppRoute | null): boolean {
  return route !== null && routeFacts(route.name).study !== 'account';
}

/** Whether the break modal must wait on this route. */
export function isNoBreakRoute(route: AppRoute | null): boolean {
  return route !== null && !routeFacts(route.name).breakAllowed;
}

/** What the timer needs of `auth.changed`: signed in, and the member's limit (0 when signed out). */
export function studyAuthOf(event: AuthChangedEvent): { loggedIn: boolean; limitMinutes: number } {
  const member = event.status === 'signedIn' ? event.member : null;
  return { loggedIn: member !== null, limitMinutes: member?.setting.study_time_limit ?? 0 };
}

function tickerSending(type: string) {
  return fromCallback<EventObject, TickerInput>(({ sendBack, input }) => {
    const id = setInterval(() => sendBack({ type }), input.intervalMs);
    return () => clearInterval(id);
  });
}

export const studyTimerMachine = setup({
  types: {
    context: {} as StudyTimerContext,
    events: {} as StudyTimerEvent,
    input: {} as StudyTimerInput,
  },
  actors: {
    /** Sends `timer.tick` every minute while the timer runs. */
    studyTicker: tickerSending('timer.tick'),
    /** Sends `countdown.tick` every second while the break counts down. */
    countdownTicker: tickerSending('countdown.tick'),
    calculationGate: calculationGateMachine,
  },
  actions: {
    setRoute: assign({ route: (_, params: { route: AppRoute }) => params.route }),
    setAuth: assign((_, params: { loggedIn: boolean; limitMinutes: number }) => ({
      loggedIn: params.loggedIn,
      limitMinutes: params.limitMinutes,
    })),
    resetPlayTime: assign({ ticks: 0 }),
    countTick: assign({ ticks: ({ context }) => context.ticks + 1 }),
    resetBreakCountdown: assign({ breakSecondsLeft: BREAK_MS / 1000 }),
    countDown: assign({ breakSecondsLeft: ({ context }) => Math.max(0, context.breakSecondsLeft - 1) }),
    endCountdown: assign({ breakSecondsLeft: 0 }),
    forwardToGate: forwardTo('gate'),
  },
  guards: {
    /** Idle → running: signed in, a limit, and a route that starts the timer. */
    canStart: ({ context }) => context.loggedIn && context.limitMinutes > 0 && routeStarts(context.route),
    /** Signed out, or no limit: the timer is cleared. */
    endsTimer: (_, params: { loggedIn: boolean; limitMinutes: number }) => !params.loggedIn || params.limitMinutes <= 0,
    changesLimit: ({ context }, params: { minutes: number }) => params.minutes !== context.limitMinutes,
    /** This tick makes the play time reach the limit. */
    reachesLimit: ({ context }) => context.ticks + 1 >= context.limitMinutes,
    isOnNoBreakScreen: ({ context }) => isNoBreakRoute(context.route),
    isNoBreakRoute: (_, params: { route: AppRoute }) => isNoBreakRoute(params.route),
    breakIsOver: stateIn('#studyTimer.onBreak.countdown.over'),
  },
  delays: {
    /** SPEC §9: the break lasts 5 minutes before continue is allowed. */
    breakCountdown: BREAK_MS,
  },
}).createMachine({
  id: 'studyTimer',
  context: ({ input }) => ({
    random: input.random,
    ...(input.auth
      ? studyAuthOf({ type: 'auth.changed', ...input.auth })
      : { loggedIn: input.loggedIn ?? false, limitMinutes: input.limitMinutes ?? 0 }),
    route: input.route ?? null,
    ticks: 0,
    breakSecondsLeft: BREAK_MS / 1000,
  }),
  initial: 'idle',
  on: {
    'route.changed': { actions: { type: 'setRoute', params: ({ event }) => ({ route: event.route }) } },
    'auth.changed': [
      {
        guard: { type: 'endsTimer', params: ({ event }) => studyAuthOf(event) },
        target: '.idle',
        actions: { type: 'setAuth', params: ({ event }) => studyAuthOf(event) },
      },
      {
        guard: { type: 'changesLimit', params: ({ event }) => ({ minutes: studyAuthOf(event).limitMinutes }) },
        target: '.running',
        actions: { type: 'setAuth', params: ({ event }) => studyAuthOf(event) },
      },
    ],
  },
  states: {
    /** Cleared: no play time counted. Starts by itself once it may (see `canStart`). */
    idle: {
      entry: 'resetPlayTime',
      always: { guard: 'canStart', target: 'running' },
      on: {
        'auth.changed': { actions: { type: 'setAuth', params: ({ event }) => studyAuthOf(event) } },
      },
    },
    /** Counting learning minutes. */
    running: {
      entry: 'resetPlayTime',
      invoke: { id: 'studyTicker', src: 'studyTicker', input: { intervalMs: STUDY_TICK_MS } },
      on: {
        'timer.tick': [
          { guard: and(['reachesLimit', 'isOnNoBreakScreen']), target: 'breakDue', actions: 'countTick' },
          { guard: 'reachesLimit', target: 'onBreak', actions: 'countTick' },
          { actions: 'countTick' },
        ],
      },
    },
    /** The limit was reached on a screen without the modal: it opens when the learner leaves. */
    breakDue: {
      on: {
        'route.changed': [
          {
            guard: { type: 'isNoBreakRoute', params: ({ event }) => event },
            actions: { type: 'setRoute', params: ({ event }) => event },
          },
          { target: 'onBreak', actions: { type: 'setRoute', params: ({ event }) => event } },
        ],
      },
    },
    /** The break modal shows. */
    onBreak: {
      type: 'parallel',
      on: {
        'route.changed': {
          guard: { type: 'isNoBreakRoute', params: ({ event }) => event },
          target: 'breakDue',
          actions: { type: 'setRoute', params: ({ event }) => event },
        },
      },
      states: {
        countdown: {
          initial: 'counting',
          states: {
            counting: {
              entry: 'resetBreakCountdown',
              invoke: { id: 'countdownTicker', src: 'countdownTicker', input: { intervalMs: COUNTDOWN_TICK_MS } },
              on: { 'countdown.tick': { actions: 'countDown' } },
              after: { breakCountdown: 'over' },
            },
            /** Continue is allowed; closing needs no gate. */
            over: {
              entry: 'endCountdown',
            },
          },
        },
        closing: {
          initial: 'asking',
          states: {
            /** The modal with its close and continue buttons. */
            asking: {
              on: {
                'break.continue': { guard: 'breakIsOver', target: '#studyTimer.running' },
                'break.close': [{ guard: 'breakIsOver', target: '#studyTimer.running' }, { target: 'gate' }],
              },
            },
            /** Closing early: the parent gate shows over the modal. */
            gate: {
              invoke: {
                id: 'gate',
                src: 'calculationGate',
                input: ({ context }) => ({ random: context.random }),
                onDone: '#studyTimer.running',
              },
              on: {
                'gate.answer': { actions: 'forwardToGate' },
                'gate.close': 'asking',
              },
            },
          },
        },
      },
    },
  },
});
