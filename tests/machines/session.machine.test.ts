import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import {
  CHALLENGE_ROUTES,
  PUBLIC_ROUTES,
  SETUP_ROUTES,
  classTimeLeft,
  localizedPath,
  sessionMachine,
  type SessionEvent,
} from '../../machines/session.machine';
import { CoverageRecorder } from './coverage';
import { at, auth, checking, makeMember, route, signedIn, signedOut, startSession, type AppCalls } from './session.fixtures';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

const guardOf = (actor: ReturnType<typeof startSession>['actor']) =>
  (actor.getSnapshot().value as Record<string, string>).guard;

describe('route guards (SPEC §4)', () => {
  it.each(['index', 'login', 'register', 'registerCaptcha', 'forget', 'forgetCaptcha', 'appPage', 'privacy', 'openStore'])(
    'lets a visitor open the public route %s',
    (name) => {
      const { actor, calls } = startSession();
      actor.send(signedOut());
      actor.send(at(name, 'cn'));
      expect(guardOf(actor)).toBe('open');
      expect(calls.redirects).toEqual([]);
    },
  );

  it('lets a visitor see the 404 page', () => {
    const { actor, calls } = startSession();
    actor.send(signedOut());
    actor.send(at('notFound'));
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toEqual([]);
  });

  it('waits, without redirecting, while the member is still loading', () => {
    const { actor, calls } = startSession();
    actor.send(checking());
    actor.send(at('task'));
    expect(guardOf(actor)).toBe('waiting');
    expect(calls.redirects).toEqual([]);

    actor.send(signedIn());
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toEqual([]);
  });

  it.each([
    ['tw', '/'],
    ['cn', '/cn'],
    ['en', '/en'],
  ] as const)('sends a visitor on a protected page to the root (%s)', (locale, root) => {
    const { actor, calls } = startSession();
    actor.send(at('home', locale));
    actor.send(signedOut());
    expect(guardOf(actor)).toBe('redirecting');
    expect(calls.redirects).toEqual([root]);

    actor.send(at('index', locale));
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toHaveLength(1);
  });

  it('sends a member who signs out on a protected page to the login page of that language', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn());
    actor.send(at('task', 'en'));
    actor.send(signedOut());
    expect(calls.redirects).toEqual(['/en/login']);
  });

  it('lets a member who signs out on a public page stay there', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn());
    actor.send(at('privacy'));
    actor.send(signedOut());
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toEqual([]);
  });

  it('sends a member with an unverified e-mail to register-captcha in the current language', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn(makeMember({ is_email_valid: 0 })));
    actor.send(at('home', 'cn'));
    expect(calls.redirects).toEqual(['/cn/register-captcha']);
    actor.send(at('registerCaptcha', 'cn'));
    expect(guardOf(actor)).toBe('open');
  });

  it('opens set-up mode and /set-up/child for a member without a child', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn(makeMember({ child: [] })));
    actor.send(at('home', 'en'));
    expect(calls.redirects).toEqual(['/en/set-up/child']);
    expect(actor.getSnapshot().matches({ setup: 'unlocked' })).toBe(true);

    actor.send(at('setUpChild', 'en'));
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toHaveLength(1);
  });

  it('keeps a member without a child on /set-up/child, even from the other set-up pages', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn(makeMember({ child: [] })));
    actor.send(at('setUpAccount'));
    expect(calls.redirects).toEqual(['/set-up/child']);
  });

  it('refuses the set-up pages without the set-up flag: home instead', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn());
    for (const name of SETUP_ROUTES) {
      actor.send(at(name));
      expect(calls.redirects.at(-1)).toBe('/home');
      actor.send(at('home'));
    }
    expect(calls.redirects).toHaveLength(SETUP_ROUTES.length);
  });

  it('opens the set-up pages once the parent passed the gate, and locks them again on leaving', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn());
    actor.send(at('home'));
    actor.send({ type: 'setup.unlocked' });
    actor.send(at('setUp'));
    expect(guardOf(actor)).toBe('open');
    actor.send(at('setUpAccount'));
    actor.send(at('setUpAboutUs'));
    expect(guardOf(actor)).toBe('open');
    expect(calls.redirects).toEqual([]);

    actor.send(at('home'));
    expect(actor.getSnapshot().matches({ setup: 'locked' })).toBe(true);
    actor.send(at('setUp'));
    expect(calls.redirects).toEqual(['/home']);
  });

  it('locks the set-up pages when the member signs out', () => {
    const { actor } = startSession();
    actor.send(signedIn());
    actor.send({ type: 'setup.unlocked' });
    actor.send(at('setUp'));
    actor.send(signedOut());
    expect(actor.getSnapshot().matches({ setup: 'locked' })).toBe(true);
  });

  it('leaves set-up mode on leaving the set-up pages once the first child exists', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn(makeMember({ child: [] })));
    actor.send(at('setUpChild'));
    actor.send(signedIn()); // the child was added
    actor.send(at('setUp'));
    expect(guardOf(actor)).toBe('open');
    actor.send(at('home'));
    actor.send(at('setUp'));
    expect(calls.redirects).toEqual(['/home']);
  });

  it('sends challenge pages without a game type home', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn());
    for (const name of CHALLENGE_ROUTES) {
      actor.send(at(name, 'en'));
      expect(calls.redirects.at(-1)).toBe('/en/home');
    }
    actor.send({ type: 'challenge.started', gameType: 'text', playText: 'lesson-1' });
    actor.send(at('challenge', 'en'));
    expect(guardOf(actor)).toBe('open');
  });

  it('clears the challenge data on leaving the challenge pages when play text is present', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn());
    actor.send({ type: 'challenge.started', gameType: 'text', playText: 'lesson-1' });
    actor.send(at('challenge'));
    actor.send(at('challengeWriting'));
    expect(calls.challengeCleared).toBe(0);

    actor.send(at('lesson'));
    expect(calls.challengeCleared).toBe(1);
    expect(actor.getSnapshot().context.challenge).toEqual({ gameType: null, playText: null });
    actor.send(at('challenge'));
    expect(calls.redirects).toEqual(['/home']);
  });

  it('keeps the game type on leaving when there is no play text', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn());
    actor.send({ type: 'challenge.started', gameType: 'all', playText: null });
    actor.send(at('challenge'));
    actor.send(at('home'));
    expect(calls.challengeCleared).toBe(0);
    actor.send(at('challenge'));
    expect(guardOf(actor)).toBe('open');
  });

  it('decides again when the member changes on the same page', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn());
    actor.send(at('task'));
    expect(guardOf(actor)).toBe('open');
    actor.send(signedIn(makeMember({ is_email_valid: 0 })));
    expect(calls.redirects).toEqual(['/register-captcha']);
  });
});

describe('webview orientation (SPEC §2)', () => {
  it('publishes 0 on the account pages, index and open-store, 1 elsewhere, only when it changes', () => {
    const { actor, calls } = startSession();
    expect(calls.orientations).toEqual([]);
    actor.send(signedOut());
    for (const name of ['login', 'register', 'registerCaptcha', 'forget', 'forgetCaptcha', 'index', 'openStore']) {
      actor.send(at(name));
      expect(actor.getSnapshot().matches({ orientation: 'portrait' })).toBe(true);
    }
    expect(calls.orientations).toEqual([0]);

    actor.send(at('appPage'));
    actor.send(at('privacy'));
    expect(calls.orientations).toEqual([0, 1]);
    actor.send(at('login'));
    expect(calls.orientations).toEqual([0, 1, 0]);
  });

  it('publishes 1 on the learning screens', () => {
    const { actor, calls } = startSession();
    actor.send(signedIn());
    for (const name of ['home', 'task', 'battle', 'battleGame', 'lesson']) actor.send(at(name));
    expect(calls.orientations).toEqual([1]);
  });
});

describe('environment language (SPEC §3 envLang, §4)', () => {
  it('follows the route language, storing the locale cookie on each change', () => {
    const { actor, calls } = startSession();
    actor.send(signedOut());
    actor.send(at('index'));
    expect(actor.getSnapshot().context.envLang).toBe(2);
    actor.send(at('login'));
    expect(calls.locales).toEqual(['tw']);

    actor.send(at('login', 'cn'));
    expect(actor.getSnapshot().context.envLang).toBe(1);
    actor.send(at('privacy', 'en'));
    expect(actor.getSnapshot().context.envLang).toBe(3);
    actor.send(at('privacy', 'tw'));
    expect(calls.locales).toEqual(['tw', 'cn', 'en', 'tw']);
  });

  it('uses the English layout class in English, or when the member setting env_language is 3', () => {
    const { actor } = startSession();
    actor.send(signedIn());
    actor.send(at('task', 'en'));
    expect(actor.getSnapshot().context.envEn).toBe(true);
    actor.send(at('task', 'cn'));
    expect(actor.getSnapshot().context.envEn).toBe(false);
    actor.send(signedIn(makeMember({}, { env_language: 3 })));
    expect(actor.getSnapshot().context.envEn).toBe(true);
    actor.send(signedOut());
    expect(actor.getSnapshot().context.envEn).toBe(false);
  });
});

describe('background music (SPEC §2, §4)', () => {
  const musicOf = (actor: ReturnType<typeof startSession>['actor']) =>
    (actor.getSnapshot().value as Record<string, string>).music;

  it('plays for a visitor, except on privacy and open-store', () => {
    const { actor, calls } = startSession();
    actor.send(signedOut());
    actor.send(at('index'));
    expect(musicOf(actor)).toBe('playing');
    actor.send(at('privacy'));
    expect(musicOf(actor)).toBe('paused');
    actor.send(at('login'));
    actor.send(at('openStore'));
    expect(musicOf(actor)).toBe('paused');
    expect(calls.music).toEqual(['pause', 'play', 'pause', 'play', 'pause']);
  });

  it('is paused on the battle screens', () => {
    const { actor } = startSession();
    actor.send(signedIn());
    actor.send(at('home'));
    expect(musicOf(actor)).toBe('playing');
    for (const name of ['battle', 'battleGame', 'battleFinish']) {
      actor.send(at(name));
      expect(musicOf(actor)).toBe('paused');
    }
  });

  it('plays for a member only with bgm = 1', () => {
    const { actor } = startSession();
    actor.send(signedIn(makeMember({}, { bgm: 0 })));
    actor.send(at('home'));
    expect(musicOf(actor)).toBe('paused');
    actor.send(signedIn(makeMember({}, { bgm: 1 })));
    expect(musicOf(actor)).toBe('playing');
  });

  it('stays paused while the member is loading and before the first route', () => {
    const { actor } = startSession();
    actor.send(signedOut());
    expect(musicOf(actor)).toBe('paused');
    actor.send(checking());
    actor.send(at('index'));
    expect(musicOf(actor)).toBe('paused');
  });
});

describe('class remaining time (SPEC §4)', () => {
  it('is -1 with no dialog without an end date', () => {
    const { actor } = startSession();
    actor.send(signedIn());
    actor.send(at('home'));
    expect(actor.getSnapshot().context.classTime).toEqual({ days: -1, hours: -1 });
    expect(actor.getSnapshot().context.classDialogOpen).toBe(false);
  });

  it('counts days and hours to class_end_at and opens the dialog at sign-in', () => {
    const end = new Date(T0 + 3 * DAY + 5 * HOUR + 20 * 60_000).toISOString();
    const { actor } = startSession();
    actor.send(signedIn(makeMember({ class: { class_end_at: end } })));
    expect(actor.getSnapshot().context.classTime).toEqual({ days: 3, hours: 5 });
    expect(actor.getSnapshot().context.classDialogOpen).toBe(true);

    vi.advanceTimersByTime(2 * HOUR);
    actor.send(at('home'));
    expect(actor.getSnapshot().context.classTime).toEqual({ days: 3, hours: 3 });

    actor.send({ type: 'class.dismiss' });
    expect(actor.getSnapshot().context.classDialogOpen).toBe(false);
    actor.send(signedIn(makeMember({ class: { class_end_at: end }, name: 'Mei Lin' })));
    expect(actor.getSnapshot().context.classDialogOpen).toBe(false);
  });

  it('shows the dialog on the last day (0 days) and not after the end', () => {
    expect(classTimeLeft(new Date(T0 + 30 * 60_000).toISOString(), T0)).toEqual({ days: 0, hours: 0 });
    const { actor } = startSession();
    actor.send(signedIn(makeMember({ class: { class_end_at: new Date(T0 + 10 * HOUR).toISOString() } })));
    expect(actor.getSnapshot().context.classDialogOpen).toBe(true);
    actor.send(signedOut());
    expect(actor.getSnapshot().context.classDialogOpen).toBe(false);

    actor.send(signedIn(makeMember({ class: { class_end_at: new Date(T0 - HOUR).toISOString() } })));
    expect(actor.getSnapshot().context.classTime.days).toBe(-1);
    expect(actor.getSnapshot().context.classDialogOpen).toBe(false);
  });

  it('gives authorized-lesson access when the member has a type', () => {
    const { actor } = startSession();
    actor.send(signedIn());
    expect(actor.getSnapshot().context.authorized).toBe(false);
    actor.send(signedIn(makeMember({ type: 'monthly' })));
    expect(actor.getSnapshot().context.authorized).toBe(true);
  });
});

describe('chunk load failure (SPEC §8)', () => {
  it('reloads once, then not again within 60 s', () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'chunk.failed' });
    expect(calls.reloads).toBe(1);
    expect(calls.chunkReloadStored).toEqual([T0]);

    vi.advanceTimersByTime(59_999);
    actor.send({ type: 'chunk.failed' });
    expect(calls.reloads).toBe(1);

    vi.advanceTimersByTime(1);
    actor.send({ type: 'chunk.failed' });
    expect(calls.reloads).toBe(2);
    expect(calls.chunkReloadStored).toEqual([T0, T0 + 60_000]);
  });

  it('remembers a reload across the reload itself: no loop', () => {
    const { actor, calls } = startSession({ lastChunkReloadAt: T0 - 5_000 });
    actor.send({ type: 'chunk.failed' });
    expect(calls.reloads).toBe(0);
    vi.advanceTimersByTime(55_000);
    actor.send({ type: 'chunk.failed' });
    expect(calls.reloads).toBe(1);
  });
});

describe('localized paths', () => {
  it('puts the language prefix in front of a bare path', () => {
    expect(localizedPath('/home', 'tw')).toBe('/home');
    expect(localizedPath('/home', 'cn')).toBe('/cn/home');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(route('setUpChild', 'en').path).toBe('/en/set-up/child');
  });
});

// ---------------------------------------------------------------------------
// Model paths: every state and transition of the machine, replayed on a real
// actor with the app's side effects recorded and checked against the state.
// ---------------------------------------------------------------------------

type Snapshot = SnapshotFrom<typeof sessionMachine>;
type Path = StatePath<Snapshot, SessionEvent>;

const english = makeMember({ id: 8, class: { class_end_at: new Date(T0 + 3 * DAY).toISOString() } }, { env_language: 3, bgm: 0 });

/** Sample events for the graph: routes of each kind and language, members of each kind. */
const events: SessionEvent[] = [
  at('index'),
  at('privacy', 'en'),
  at('home'),
  at('home', 'cn'),
  at('battle'),
  at('setUp'),
  at('setUpChild'),
  at('challenge'),
  checking(),
  signedOut(),
  signedIn(),
  signedIn(makeMember({ id: 9, is_email_valid: 0 })),
  signedIn(makeMember({ id: 10, child: [] })),
  auth('signedIn', english),
  { type: 'setup.unlocked' },
  { type: 'challenge.started', gameType: 'text', playText: 'lesson-1' },
  { type: 'challenge.started', gameType: 'all', playText: null },
  { type: 'class.dismiss' },
  { type: 'chunk.failed' },
];

function describeEvent(event: SessionEvent | { type: string }): string {
  const e = event as SessionEvent;
  switch (e.type) {
    case 'route.changed':
      return `at ${e.route.path}`;
    case 'auth.changed':
      if (e.status !== 'signedIn' || !e.member) return e.status;
      return `signedIn #${e.member.id}`;
    case 'challenge.started':
      return `challenge.started ${e.gameType}${e.playText ? ' with text' : ''}`;
    default:
      return event.type.replace(/^xstate\./, '');
  }
}

function replay(steps: Path['steps'], inspect?: CoverageRecorder['inspect'], check?: (calls: AppCalls, snapshot: Snapshot, step: Path['steps'][number]) => void) {
  const session = startSession({ now: () => T0 }, inspect);
  for (const step of steps) {
    if ((step.event as { type: string }).type !== 'xstate.init') session.actor.send(step.event);
    check?.(session.calls, session.actor.getSnapshot(), step);
  }
  return session;
}

/** What the app must have seen, given the state the machine is in. */
function assertAppAgrees(calls: AppCalls, snapshot: Snapshot): void {
  const value = snapshot.value as Record<string, string>;
  const { route: current, auth: who, challenge } = snapshot.context;

  expect(calls.music.at(-1)).toBe(value.music === 'playing' ? 'play' : 'pause');
  expect(calls.orientations.at(-1)).toBe({ unknown: undefined, portrait: 0, landscape: 1 }[value.orientation!]);
  expect(calls.locales.at(-1)).toBe(value.language === 'unknown' ? undefined : value.language);

  if (value.guard === 'open') {
    const member = who.status === 'signedIn' ? who.member : null;
    const isPublic = PUBLIC_ROUTES.includes(current!.name);
    expect(isPublic || member !== null, 'a protected page opened for a visitor').toBe(true);
    if (!isPublic) {
      expect(member!.is_email_valid).toBe(1);
      if (member!.child.length === 0) expect(current!.name).toBe('setUpChild');
      if (SETUP_ROUTES.includes(current!.name)) expect(value.setup).toBe('unlocked');
      if (CHALLENGE_ROUTES.includes(current!.name)) expect(challenge.gameType).not.toBeNull();
    }
  }
  if (value.guard === 'redirecting') {
    const target = calls.redirects.at(-1)!;
    expect(target).not.toBe(current!.path);
    expect(target.startsWith(localizedPath('/', current!.locale).replace(/\/$/, ''))).toBe(true);
  }
}

describe('session machine paths', () => {
  const input = { now: () => T0 };
  const serializeState = (snapshot: Snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.classDialogOpen]);

  const shortest: Path[] = getShortestPaths(sessionMachine, { input, events, serializeState }) as Path[];

  // Shortest paths reach every state; some transitions (a way back, a self-transition) lie on
  // none of them. For each transition no path took, add the shortest path that ends where it
  // starts plus one event that takes it, until every transition of the definition is taken.
  // The graph keeps one snapshot per serialized state (its context may come from another path),
  // so each path's own end snapshot is computed from its parent path's (every prefix of a
  // shortest path is one) plus its last event, on an actor that records what it takes.
  const probe = new CoverageRecorder(sessionMachine);
  const ends = new Map<string, Snapshot>();
  const keyOfSteps = (steps: Path['steps']) => steps.map((step) => JSON.stringify(step.event)).join('|');
  const byLength = [...shortest].sort((a, b) => a.steps.length - b.steps.length);
  for (const path of byLength) {
    const parent = ends.get(keyOfSteps(path.steps.slice(0, -1)));
    const { actor } = startSession({ now: () => T0 }, probe.inspect, parent);
    if (parent) actor.send(path.steps.at(-1)!.event);
    ends.set(keyOfSteps(path.steps), actor.getSnapshot());
  }
  /** The key coverage.ts gives a transition taken on an event. */
  const keyOf = (t: { source: { id: string; transitions: Map<string, unknown[]> }; eventType: string }) =>
    `${t.source.id}  ${t.eventType} #${t.source.transitions.get(t.eventType)?.indexOf(t)}`;
  /** Whether `event` from `from` takes the transition `key` (eventless ones are tried on an actor). */
  const takes = (from: Snapshot, event: SessionEvent, key: string) => {
    if (!key.includes('(always)')) {
      if (!key.includes(`  ${event.type} #`)) return false;
      return sessionMachine.getTransitionData(from, event).some((t) => keyOf(t as never) === key);
    }
    if (event.type !== 'route.changed' && event.type !== 'auth.changed') return false;
    const trial = new CoverageRecorder(sessionMachine);
    startSession({ now: () => T0 }, trial.inspect, from).actor.send(event);
    return trial.transitions.has(key);
  };
  const extra: (Path & { takes: string[] })[] = [];
  for (let key = probe.missing().transitions[0]; key !== undefined; key = probe.missing().transitions[0]) {
    const [region, child] = key.split('  ')[0]!.split('.').slice(1);
    const found = byLength.some((path) => {
      if (child && (path.state.value as Record<string, string>)[region!] !== child) return false;
      const from = ends.get(keyOfSteps(path.steps))!;
      const event = events.find((e) => takes(from, e, key));
      if (!event) return false;
      const steps = [...path.steps, { event, state: transition(sessionMachine, from, event)[0] }];
      const before = new Set(probe.missing().transitions);
      replay(steps, probe.inspect);
      extra.push({ state: steps.at(-1)!.state, steps, weight: steps.length, takes: [...before].filter((t) => !probe.missing().transitions.includes(t)) });
      return true;
    });
    if (!found) break; // the coverage test below names what is left
  }

  const recorder = new CoverageRecorder(sessionMachine);
  const run = (path: Path) => {
    replay(path.steps, recorder.inspect, (calls, snapshot, step) => {
      expect(snapshot.value).toEqual(step.state.value);
      assertAppAgrees(calls, snapshot);
    });
  };

  for (const path of shortest) {
    const description = path.steps.slice(1).map((step) => describeEvent(step.event)).join(' → ') || 'start';
    it(`reaches ${JSON.stringify(path.state.value)}: ${description}`, () => run(path));
  }
  for (const path of extra) {
    const description = path.steps.slice(1).map((step) => describeEvent(step.event)).join(' → ');
    it(`takes ${path.takes.join(', ')}: ${description}`, () => run(path));
  }

  it('covers every state and transition of the machine', () => {
    recorder.assertFullCoverage();
  });
});
