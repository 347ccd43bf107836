import { expect } from 'vitest';
import { createActor, fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import { resultOf, type calculationGateMachine } from '../../../machines/shell/calculationGate.machine';
import { seededRandom } from '../../../machines/random';
import { appRoute, type AppRoute } from '../../../machines/routes';
import { connectBreak, type BreakView } from '../../../machines/shell/studyTimer.connect';
import { BREAK_MS, isNoBreakRoute, routeStarts, studyAuthOf, studyTimerMachine } from '../../../machines/shell/studyTimer.machine';
import type { StudyTimerContext, StudyTimerEvent, TickerInput } from '../../../machines/shell/studyTimer.types';
import { authChanged } from './studyTimer.fixtures';
import { defineModel } from '../models';

/**
 * Model paths of the study time limit and its break: one per transition,
 * prefixes of longer paths dropped, replayed on a real actor with the fake
 * clock. The tickers are silent fakes: a minute (`timer.tick`) and a second of
 * the countdown (`countdown.tick`) are sent as the path says; the 5-minute
 * countdown passes on the fake clock; passing the parent gate
 * (`xstate.done.actor.gate`) is done by typing the right answer to the
 * question the gate shows (a wrong answer keeps it open).
 *
 * States are told apart by what the guards read: signed in, the limit, the
 * kind of route (starts the timer? allows the modal?) and the minutes counted.
 * The routes are home (learning, modal allowed), story (no modal; battle,
 * explaining and challenge behave the same) and privacy (an account route).
 *
 * After every step the break modal (`connectBreak`) is checked against what
 * the path says a learner sees: the modal or the gate over it, whether
 * Continue and Close work, and the seconds of the countdown, worked out here
 * from the events (SPEC §4) and not from the machine.
 */

const ROUTES = { home: appRoute('home'), story: appRoute('story'), privacy: appRoute('privacy') };

const GATE_PASSED = { type: 'xstate.done.actor.gate' };
const WRONG_ANSWER = { type: 'gate.answer', answer: 'wrong' } as const;

const userEvents: StudyTimerEvent[] = [
  ...Object.values(ROUTES).map((route) => ({ type: 'route.changed', route }) as const),
  authChanged(true, 2),
  authChanged(true, 1),
  authChanged(false, 0),
  authChanged(true, 0),
  { type: 'timer.tick' },
  { type: 'countdown.tick' },
  { type: 'break.continue' },
  { type: 'break.close' },
  WRONG_ANSWER,
  { type: 'gate.close' },
];

const events: EventObject[] = [...userEvents, GATE_PASSED];

/** The kind of a route, as the rules read it: [starts the timer, keeps the modal away]. */
const routeKind = (route: AppRoute | null) => (route ? [routeStarts(route), isNoBreakRoute(route)] : null);

function contextKey(context: StudyTimerContext): unknown {
  return [context.loggedIn, context.limitMinutes, routeKind(context.route), context.ticks];
}

const LABELS: Record<string, string> = {
  'timer.tick': 'a minute passes',
  'countdown.tick': 'a second passes',
  'break.continue': 'continue',
  'break.close': 'close the break',
  'gate.close': 'close the gate',
  [GATE_PASSED.type]: 'pass the gate',
};

function describeEvent(event: StudyTimerEvent): string | undefined {
  if (event.type === 'route.changed') return `to ${event.route.name}`;
  if (event.type === 'auth.changed') return event.member ? `signed in (limit ${event.member.setting.study_time_limit})` : 'signed out';
  if (event.type === 'gate.answer') return 'answer the gate wrong';
  return LABELS[event.type];
}

type Phase = 'idle' | 'running' | 'due' | 'break';

/**
 * What the path so far says the learner sees (SPEC §4, machines/shell/studyTimer.machine.ts
 * "Starting and clearing" and "The break", written out once more in the learner's terms).
 */
function expectedBreak() {
  let loggedIn = false;
  let limit = 0;
  let route: AppRoute | null = null;
  let minutes = 0;
  let phase: Phase = 'idle';
  let over = false;
  let gate = false;
  let seconds = BREAK_MS / 1000;

  const mayModal = () => route === null || !isNoBreakRoute(route);
  /** (Re)started: the minutes count from 0. */
  const run = () => {
    [phase, minutes] = ['running', 0];
  };
  /** Cleared: nothing counts. */
  const clear = () => {
    [phase, minutes] = ['idle', 0];
  };
  const startBreak = () => {
    [phase, over, gate, seconds] = ['break', false, false, BREAK_MS / 1000];
  };
  /** A cleared timer starts by itself once a signed-in member with a limit is on a route that starts it. */
  const startIfIdle = () => {
    if (phase === 'idle' && loggedIn && limit > 0 && route !== null && routeStarts(route)) run();
  };
  /** A new limit (SPEC §4): 0 clears the timer, another limit starts a started one over. */
  const setLimit = (signedIn: boolean, next: number) => {
    const started = phase !== 'idle';
    const changed = next !== limit;
    [loggedIn, limit] = [signedIn, next];
    if (!started) return;
    if (!signedIn || next <= 0) clear();
    else if (changed) run();
  };

  function step(event: StudyTimerEvent) {
    switch (event.type) {
      case 'route.changed':
        route = event.route;
        if (phase === 'due' && mayModal()) startBreak();
        else if (phase === 'break' && !mayModal()) phase = 'due';
        break;
      case 'auth.changed': {
        const auth = studyAuthOf(event);
        setLimit(auth.loggedIn, auth.limitMinutes);
        break;
      }
      case 'timer.tick':
        if (phase === 'running') {
          minutes += 1;
          if (minutes >= limit) {
            if (mayModal()) startBreak();
            else phase = 'due';
          }
        }
        break;
      case 'countdown.tick':
        if (phase === 'break' && !over) seconds = Math.max(0, seconds - 1);
        break;
      case 'break.continue':
        if (phase === 'break' && !gate && over) run();
        break;
      case 'break.close':
        if (phase === 'break' && !gate) {
          if (over) run();
          else gate = true;
        }
        break;
      case 'gate.close':
        if (phase === 'break' && gate) gate = false;
        break;
      default:
        if (event.type.startsWith('xstate.after.breakCountdown') && phase === 'break') [over, seconds] = [true, 0];
        if (event.type === GATE_PASSED.type && phase === 'break' && gate) run();
    }
    startIfIdle();
  }

  return (event: EventObject): BreakView => {
    step(event as StudyTimerEvent);
    const onBreak = phase === 'break';
    return {
      modalOpen: onBreak && !gate,
      gateOpen: onBreak && gate,
      canContinue: onBreak && !gate && over,
      canClose: onBreak && !gate,
      secondsLeft: onBreak && !gate && !over ? seconds : null,
    };
  };
}

/** The tickers never tick by themselves: the path sends their events. */
const silentTicker = fromCallback<EventObject, TickerInput>(() => {});

export const model = defineModel({
  machine: studyTimerMachine,
  families: [
    {
      name: 'a member signs in, learns and takes a break',
      paths: {
        input: { random: () => 0.5 },
        events,
        contextKey,
        dropPrefixes: true,
        describeEvent,
      },
      start: (inspect) => {
        const machine = studyTimerMachine.provide({ actors: { studyTicker: silentTicker, countdownTicker: silentTicker } });
        const actor = createActor(machine, { input: { random: seededRandom(5) }, inspect }).start();
        const gateQuestion = () => {
          const gate = actor.getSnapshot().children.gate as ActorRefFrom<typeof calculationGateMachine> | undefined;
          if (!gate) throw new Error('the gate is not open');
          return gate.getSnapshot().context.question;
        };
        const expected = expectedBreak();
        return {
          actor,
          machine,
          fakes: {},
          // the gate is answered like a grown-up would: the right result, or a wrong one
          drive: (event) => {
            if (event.type === GATE_PASSED.type) {
              actor.send({ type: 'gate.answer', answer: String(resultOf(gateQuestion())) });
              return true;
            }
            if (event.type === WRONG_ANSWER.type) {
              actor.send({ type: 'gate.answer', answer: String(resultOf(gateQuestion()) + 1) });
              return true;
            }
            return false;
          },
          check: (snapshot, event) => {
            expect(connectBreak(snapshot as never), `the break after ${event.type}`).toEqual(expected(event));
          },
        };
      },
    },
  ],
});
