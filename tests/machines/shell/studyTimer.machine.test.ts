import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { resultOf, type calculationGateMachine } from '../../../machines/shell/calculationGate.machine';
import { seededRandom } from '../../../machines/random';
import { BREAK_MS, STUDY_TICK_MS, studyTimerMachine } from '../../../machines/shell/studyTimer.machine';
import { appRoute, ROUTES, type RouteName } from '../../../machines/routes';
import { authChanged } from './studyTimer.fixtures';

type TimerActor = ActorRefFrom<typeof studyTimerMachine>;

const MINUTE = STUDY_TICK_MS;

/** SPEC §4: the timer never starts here; one that is running keeps running. */
const ACCOUNT_ROUTES: RouteName[] = ['login', 'register', 'registerCaptcha', 'forget', 'forgetCaptcha', 'privacy', 'openStore'];
/** SPEC §4: start if signed in and not started, clear if not signed in. */
const ENTRY_ROUTES: RouteName[] = ['index', 'appPage'];
/**
 * SPEC §4: no break modal on story, explaining, challenge or battle screens; nor (issue 30) while
 * a school list's word is being written, in practice or in a dictation, nor in a lesson's dictation
 * (a challenge of its own).
 */
const NO_BREAK_ROUTES: RouteName[] = [
  'story', 'storyShowText', 'storyVideo', 'explaining',
  'challenge', 'challengeAllFinish', 'challengeFinish', 'challengeSpelling', 'challengeWriting',
  'battle', 'battleGame', 'battleFinish',
  'thisWeek', 'lessonDictation',
];

function start() {
  const actor = createActor(studyTimerMachine, { input: { random: seededRandom(5) } });
  actor.start();
  return actor;
}

/** A signed-in member with a limit, on a route: the timer has just started. */
function learning(limitMinutes: number, route: RouteName = 'home') {
  const actor = start();
  actor.send({ type: 'route.changed', route: appRoute(route) });
  actor.send(authChanged(true, limitMinutes));
  return actor;
}

const modalShown = (actor: TimerActor) => actor.getSnapshot().matches('onBreak');
const ticks = (actor: TimerActor) => actor.getSnapshot().context.ticks;

function gateOf(actor: TimerActor) {
  return actor.getSnapshot().children.gate as ActorRefFrom<typeof calculationGateMachine> | undefined;
}

function rightGateAnswer(actor: TimerActor): string {
  const gate = gateOf(actor);
  if (!gate) throw new Error('the gate is not open');
  return String(resultOf(gate.getSnapshot().context.question));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('study timer: the break comes at the limit', () => {
  it('is closed one tick before the limit and opens exactly at it (limit 10 minutes)', () => {
    const actor = learning(10);

    vi.advanceTimersByTime(9 * MINUTE); // limit − 1 tick
    expect(ticks(actor)).toBe(9);
    expect(modalShown(actor)).toBe(false);

    vi.advanceTimersByTime(MINUTE - 1); // 1 ms before the limit
    expect(modalShown(actor)).toBe(false);

    vi.advanceTimersByTime(1); // the limit
    expect(modalShown(actor)).toBe(true);
    expect(ticks(actor)).toBe(10);
  });

  it('opens after one minute with a 1-minute limit, and the timer then stops', () => {
    const actor = learning(1);
    vi.advanceTimersByTime(MINUTE - 1);
    expect(modalShown(actor)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(modalShown(actor)).toBe(true);

    vi.advanceTimersByTime(10 * MINUTE);
    expect(ticks(actor)).toBe(1);
    expect(actor.getSnapshot().children.studyTicker).toBeUndefined();
  });

  it('never runs without a limit (0), and a limit of 0 clears a running timer', () => {
    const none = learning(0);
    vi.advanceTimersByTime(120 * MINUTE);
    expect(none.getSnapshot().value).toBe('idle');
    expect(modalShown(none)).toBe(false);

    const actor = learning(10);
    vi.advanceTimersByTime(5 * MINUTE);
    actor.send(authChanged(true, 0)); // the member's setting changed to no limit
    expect(actor.getSnapshot().value).toBe('idle');
    expect(ticks(actor)).toBe(0);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(modalShown(actor)).toBe(false);
  });

  it('never runs for a visitor, and signing out clears it', () => {
    const actor = start();
    actor.send({ type: 'route.changed', route: appRoute('home') });
    actor.send(authChanged(false, 0));
    vi.advanceTimersByTime(60 * MINUTE);
    expect(actor.getSnapshot().value).toBe('idle');

    actor.send(authChanged(true, 10));
    vi.advanceTimersByTime(4 * MINUTE);
    actor.send(authChanged(false, 10));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(ticks(actor)).toBe(0);
  });

  it('the limit comes only with the member (auth.changed): no event of its own', () => {
    const actor = learning(10);
    vi.advanceTimersByTime(3 * MINUTE);
    expect(actor.getSnapshot().can({ type: 'limit.changed', minutes: 4 } as never)).toBe(false);
    actor.send({ type: 'limit.changed', minutes: 4 } as never);
    expect(ticks(actor)).toBe(3);
  });

  it('changing the limit resets the play time', () => {
    const actor = learning(10);
    vi.advanceTimersByTime(5 * MINUTE + 30_000);
    actor.send(authChanged(true, 8)); // the member's setting changed
    expect(ticks(actor)).toBe(0);

    vi.advanceTimersByTime(8 * MINUTE - 1);
    expect(modalShown(actor)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(modalShown(actor)).toBe(true);
  });

  it('the same limit again changes nothing; another one starts the play time over', () => {
    const actor = learning(10);
    vi.advanceTimersByTime(3 * MINUTE);
    actor.send(authChanged(true, 10)); // the member reloaded, the limit unchanged
    expect(ticks(actor)).toBe(3);

    actor.send(authChanged(true, 4));
    expect(ticks(actor)).toBe(0);
    vi.advanceTimersByTime(4 * MINUTE);
    expect(modalShown(actor)).toBe(true);
  });
});

describe('study timer: per route (SPEC §4)', () => {
  it('starts on a learning route once the member has loaded (a reload on /home)', () => {
    const actor = start();
    actor.send({ type: 'route.changed', route: appRoute('home') });
    actor.send(authChanged(false, 0)); // still checking the token
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send(authChanged(true, 10));
    expect(actor.getSnapshot().value).toBe('running');
  });

  it.each(ACCOUNT_ROUTES)('does not start on %s', (route) => {
    const actor = learning(10, route);
    expect(actor.getSnapshot().value).toBe('idle');
    vi.advanceTimersByTime(30 * MINUTE);
    expect(modalShown(actor)).toBe(false);
  });

  it.each(ACCOUNT_ROUTES)('keeps a running timer running on %s', (route) => {
    const actor = learning(10);
    vi.advanceTimersByTime(4 * MINUTE);
    actor.send({ type: 'route.changed', route: appRoute(route) });
    expect(actor.getSnapshot().value).toBe('running');
    expect(ticks(actor)).toBe(4);
    vi.advanceTimersByTime(6 * MINUTE);
    expect(modalShown(actor)).toBe(true);
  });

  it.each(ENTRY_ROUTES)('starts on %s when signed in, and not for a visitor', (route) => {
    const member = learning(10, route);
    expect(member.getSnapshot().value).toBe('running');

    const visitor = start();
    visitor.send({ type: 'route.changed', route: appRoute(route) });
    vi.advanceTimersByTime(30 * MINUTE);
    expect(visitor.getSnapshot().value).toBe('idle');
  });

  it('starts elsewhere if not started, and does not restart when already started', () => {
    const actor = learning(10, 'privacy');
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'route.changed', route: appRoute('wordsHouse') });
    expect(actor.getSnapshot().value).toBe('running');
    vi.advanceTimersByTime(3 * MINUTE);
    actor.send({ type: 'route.changed', route: appRoute('lesson') });
    actor.send({ type: 'route.changed', route: appRoute('index') });
    expect(ticks(actor)).toBe(3);
  });

  it('the route table says what SPEC §4 says: account and entry routes, and no break on the learning screens', () => {
    const withStudy = (study: string) => ROUTES.filter((r) => r.study === study).map((r) => r.name).sort();
    expect(withStudy('account')).toEqual([...ACCOUNT_ROUTES].sort());
    expect(withStudy('entry')).toEqual([...ENTRY_ROUTES].sort());
    expect(ROUTES.filter((r) => !r.breakAllowed).map((r) => r.name).sort()).toEqual([...NO_BREAK_ROUTES].sort());
    const learningScreens = ROUTES.map((r) => r.name).filter((n) => /^(story|explaining|challenge|battle|thisWeek|lessonDictation)/.test(n));
    expect([...NO_BREAK_ROUTES].sort()).toEqual(learningScreens.sort());
  });
});

describe('study timer: no break on story, explaining, challenge and battle screens', () => {
  it.each(NO_BREAK_ROUTES)('a limit reached on %s waits until the learner leaves', (route) => {
    const actor = learning(2, route);
    vi.advanceTimersByTime(2 * MINUTE);
    expect(actor.getSnapshot().value).toBe('breakDue');
    expect(modalShown(actor)).toBe(false);

    actor.send({ type: 'route.changed', route: appRoute('challengeFinish') });
    expect(modalShown(actor)).toBe(false);

    actor.send({ type: 'route.changed', route: appRoute('lesson') });
    expect(modalShown(actor)).toBe(true);
  });

  it('going back into a story hides the modal; leaving shows it with a full countdown', () => {
    const actor = learning(1);
    vi.advanceTimersByTime(MINUTE);
    vi.advanceTimersByTime(200_000);
    actor.send({ type: 'route.changed', route: appRoute('storyVideo') });
    expect(actor.getSnapshot().value).toBe('breakDue');

    actor.send({ type: 'route.changed', route: appRoute('home') });
    expect(modalShown(actor)).toBe(true);
    expect(actor.getSnapshot().context.breakSecondsLeft).toBe(300);
    vi.advanceTimersByTime(BREAK_MS - 1);
    expect(actor.getSnapshot().can({ type: 'break.continue' })).toBe(false);
  });

  it('an account route does not clear a break that is due or showing', () => {
    const actor = learning(1);
    vi.advanceTimersByTime(MINUTE);
    actor.send({ type: 'route.changed', route: appRoute('privacy') });
    expect(modalShown(actor)).toBe(true);
  });
});

describe('study timer: the break modal', () => {
  function onBreak() {
    const actor = learning(10);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(modalShown(actor)).toBe(true);
    return actor;
  }

  it('allows continue only after the 300000 ms countdown', () => {
    const actor = onBreak();
    expect(actor.getSnapshot().can({ type: 'break.continue' })).toBe(false);
    vi.advanceTimersByTime(BREAK_MS - 1);
    expect(actor.getSnapshot().can({ type: 'break.continue' })).toBe(false);
    actor.send({ type: 'break.continue' });
    expect(modalShown(actor)).toBe(true);

    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().can({ type: 'break.continue' })).toBe(true);
  });

  it('counts the seconds down once a second for the display', () => {
    const actor = onBreak();
    const seen: number[] = [actor.getSnapshot().context.breakSecondsLeft];
    for (let i = 0; i < 3; i += 1) {
      vi.advanceTimersByTime(1000);
      seen.push(actor.getSnapshot().context.breakSecondsLeft);
    }
    expect(seen).toEqual([300, 299, 298, 297]);
    vi.advanceTimersByTime(BREAK_MS);
    expect(actor.getSnapshot().context.breakSecondsLeft).toBe(0);
  });

  it('continuing clears and restarts the limit: the next break comes a full limit later', () => {
    const actor = onBreak();
    vi.advanceTimersByTime(BREAK_MS);
    actor.send({ type: 'break.continue' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(ticks(actor)).toBe(0);

    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(modalShown(actor)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(modalShown(actor)).toBe(true);
  });

  it('closing after the countdown needs no gate and restarts the limit', () => {
    const actor = onBreak();
    vi.advanceTimersByTime(BREAK_MS);
    actor.send({ type: 'break.close' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(gateOf(actor)).toBeUndefined();
  });

  it('closing early needs the parent gate, run as the child actor "gate"', () => {
    const actor = onBreak();
    actor.send({ type: 'break.close' });

    expect(modalShown(actor)).toBe(true);
    expect(actor.getSnapshot().matches({ onBreak: { closing: 'gate' } })).toBe(true);
    const gate = gateOf(actor);
    expect(gate?.getSnapshot().value).toBe('asking');

    actor.send({ type: 'gate.answer', answer: String(Number(rightGateAnswer(actor)) + 1) });
    expect(gate?.getSnapshot().context.error).toBe('Incorrect! Please try again!');
    expect(modalShown(actor)).toBe(true);

    actor.send({ type: 'gate.answer', answer: rightGateAnswer(actor) });
    expect(actor.getSnapshot().value).toBe('running');
    expect(ticks(actor)).toBe(0);
    expect(gateOf(actor)).toBeUndefined();

    vi.advanceTimersByTime(10 * MINUTE);
    expect(modalShown(actor)).toBe(true);
  });

  it('closing the gate goes back to the break, whose countdown went on', () => {
    const actor = onBreak();
    vi.advanceTimersByTime(100_000);
    actor.send({ type: 'break.close' });
    vi.advanceTimersByTime(50_000);
    actor.send({ type: 'gate.close' });

    expect(actor.getSnapshot().matches({ onBreak: { closing: 'asking' } })).toBe(true);
    expect(gateOf(actor)).toBeUndefined();
    expect(actor.getSnapshot().context.breakSecondsLeft).toBe(150);
    vi.advanceTimersByTime(150_000);
    expect(actor.getSnapshot().can({ type: 'break.continue' })).toBe(true);
  });

  it('signing out during the break clears it', () => {
    const actor = onBreak();
    actor.send({ type: 'break.close' });
    actor.send(authChanged(false, 0));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(gateOf(actor)).toBeUndefined();
  });

  it('the break countdown is a named delay, so tests and the inspector can see and override it', () => {
    const quick = studyTimerMachine.provide({ delays: { breakCountdown: 2000 } });
    const actor = createActor(quick, { input: { random: seededRandom(1), loggedIn: true, limitMinutes: 1, route: appRoute('home') } }).start();
    vi.advanceTimersByTime(MINUTE + 2000);
    expect(actor.getSnapshot().can({ type: 'break.continue' })).toBe(true);
  });
});
