import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { isEnglishLayout } from '../../../machines/shell/app.machine';
import type { StudyTimerLogic } from '../../../machines/shell/app.types';
import { appRoute } from '../../../machines/routes';
import { studyTimerMachine } from '../../../machines/shell/studyTimer.machine';
import { fakeCall } from '../account/registration.fakes';
import { LESSON_SETUP, startApp, T0 } from './app.model';
import { at, makeMember } from './routeGuard.fixtures';

/**
 * The root actor (machines/shell/app.machine.ts): what it does itself (language,
 * chunk reloads, what the API client reports, a challenge a reload interrupted) and what it
 * tells its children. Its children are the real machines; auth's calls are fakes.
 */

type App = ReturnType<typeof startApp>['actor'];
const settle = () => vi.advanceTimersByTimeAsync(0);
const child = (actor: App, id: 'auth' | 'routeGuard' | 'studyTimer' | 'audio' | 'nativeBridge' | 'loadingBar') =>
  actor.getSnapshot().children[id]!.getSnapshot() as AnyMachineSnapshot;

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the root actor tells its children', () => {
  it('where the visitor is, and who is signed in', async () => {
    const { actor } = startApp({ member: makeMember() });
    actor.send(at('home', 'cn'));
    expect(child(actor, 'routeGuard').context.auth.status).toBe('checking');
    await settle();
    for (const id of ['routeGuard', 'studyTimer', 'audio', 'nativeBridge'] as const) {
      expect(child(actor, id).context.route, id).toEqual(appRoute('home', 'cn'));
    }
    expect(child(actor, 'routeGuard').context.auth).toEqual({ status: 'signedIn', member: makeMember() });
    expect(child(actor, 'studyTimer').context.loggedIn).toBe(true);
    expect(child(actor, 'audio').context.auth.status).toBe('signedIn');
    expect(actor.getSnapshot().context.auth.member?.id).toBe(7);
  });

  it('forwards requests to the loading bar and gestures and sounds to audio', () => {
    const { actor } = startApp();
    actor.send({ type: 'request.start' });
    expect(child(actor, 'loadingBar').value).not.toBe('idle');
    actor.send({ type: 'request.end' });
    expect(child(actor, 'loadingBar').value).toBe('idle');
    actor.send({ type: 'audio.unlock' });
    expect(child(actor, 'audio').matches({ gesture: 'unlocked' })).toBe(true);
  });
});

describe('what the HTTP client reports (SPEC §8)', () => {
  it('"20006" signs out; the guard then sends the member from a protected page to the login page', async () => {
    const { actor } = startApp({ member: makeMember() });
    actor.send(at('task', 'en'));
    await settle();
    actor.send({ type: 'api.sessionInvalid' });
    expect(child(actor, 'auth').matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.auth).toEqual({ status: 'signedOut', member: null });
    expect(child(actor, 'routeGuard').matches({ guard: 'redirecting' })).toBe(true);
  });

  it('401 goes to the login page, 403 back in history, a data call\'s 404 nowhere', () => {
    const { actor, calls } = startApp();
    actor.send({ type: 'api.unauthorized' });
    actor.send({ type: 'api.forbidden' });
    actor.send({ type: 'api.notFound' });
    expect(calls.navigations).toEqual([{ to: 'login' }, { to: 'back' }]);
  });
});

describe('environment language (SPEC §3 envLang, §4)', () => {
  it('follows the route language, storing the locale cookie on each change', () => {
    const { actor, calls } = startApp();
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

  it('uses the English layout class in English, or when the member setting env_language is 3', async () => {
    const { actor, answerWith } = startApp({ member: makeMember() });
    await settle();
    actor.send(at('task', 'en'));
    expect(isEnglishLayout(actor.getSnapshot().context)).toBe(true);
    actor.send(at('task', 'cn'));
    expect(isEnglishLayout(actor.getSnapshot().context)).toBe(false);
    answerWith(makeMember({}, { env_language: 3 }));
    actor.getSnapshot().children.auth!.send({ type: 'member.reload' });
    await settle();
    expect(isEnglishLayout(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'api.sessionInvalid' });
    expect(isEnglishLayout(actor.getSnapshot().context)).toBe(false);
  });
});

describe('chunk load failure (SPEC §8)', () => {
  it('reloads once, then not again within 60 s', () => {
    const { actor, calls } = startApp();
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
    const { actor, calls } = startApp({ lastChunkReloadAt: T0 - 5_000 });
    actor.send({ type: 'chunk.failed' });
    expect(calls.reloads).toBe(0);
    vi.advanceTimersByTime(55_000);
    actor.send({ type: 'chunk.failed' });
    expect(calls.reloads).toBe(1);
  });
});


describe('the games the root runs (region play)', () => {
  const request = { game: 'lesson', radicalId: 1, lessonId: 3 } as const;

  it('a challenge asked for loads its words, tells the route guard, runs with the member\'s settings and opens /challenge', async () => {
    const member = makeMember({}, { write_number: 3, write_hint: 0, eng_spell_hint: 1 });
    const asked: unknown[] = [];
    const { actor, calls } = startApp({ member, loadChallenge: async (r) => (asked.push(r), LESSON_SETUP) });
    actor.send(at('lesson'));
    await settle();
    actor.send({ type: 'challenge.open', request });
    await settle();
    expect(asked).toEqual([request]);
    expect(calls.challengeLoads).toEqual([{ request, member }]);
    const challenge = actor.getSnapshot().children.challenge!.getSnapshot() as unknown as AnyMachineSnapshot;
    expect(challenge.context.write.total).toBe(3);
    expect([challenge.context.writeHint, challenge.context.spellHint]).toEqual([false, true]);
    expect((child(actor, 'routeGuard').value as { challenge: string }).challenge).toBe('started');
    expect(calls.navigations.at(-1)).toEqual({ to: 'challenge' });

    // on the challenge screens it keeps running; anywhere else it ends
    actor.send(at('challengeWriting'));
    expect(actor.getSnapshot().children.challenge).toBeDefined();
    actor.send(at('home'));
    expect(actor.getSnapshot().children.challenge).toBeUndefined();
    expect(actor.getSnapshot().context.challengeSetup).toBeNull();
  });

  it('keeps a failed load for the screen that asked until dismissed; going elsewhere while loading cancels', async () => {
    let fail = true;
    const { actor } = startApp({
      member: makeMember(),
      loadChallenge: async () => {
        if (fail) throw { code: '404', message: 'Not found', errors: {} };
        return LESSON_SETUP;
      },
    });
    actor.send(at('lesson'));
    await settle();
    actor.send({ type: 'challenge.open', request });
    await settle();
    expect(actor.getSnapshot().context.challengeError).toEqual({ code: '404', message: 'Not found', errors: {} });
    expect(actor.getSnapshot().children.challenge).toBeUndefined();
    actor.send({ type: 'challenge.dismiss' });
    expect(actor.getSnapshot().context.challengeError).toBeNull();

    fail = false;
    actor.send({ type: 'challenge.open', request });
    actor.send(at('home')); // before the words arrived
    await settle();
    expect(actor.getSnapshot().children.challenge).toBeUndefined();
    expect((actor.getSnapshot().value as { play: { challenge: string } }).play.challenge).toBe('none');
  });

  it('a battle runs while the battle screens show, and ends when the route leaves them', async () => {
    const { actor } = startApp({ member: makeMember() });
    actor.send(at('battle'));
    await settle();
    actor.send({ type: 'battle.open' });
    await settle(); // the battle machine's chunk
    expect(actor.getSnapshot().children.battle).toBeDefined();
    actor.send({ type: 'battle.open' }); // a second screen asking changes nothing
    actor.send(at('battleGame'));
    expect(actor.getSnapshot().children.battle).toBeDefined();
    actor.send(at('wordsHouse'));
    expect(actor.getSnapshot().children.battle).toBeUndefined();
  });
});

describe('what the root tells its children while a game region also hears the route', () => {
  it('a route change while a challenge\'s words load reaches every child (XState skips a parallel root\'s own handler when a region has one)', async () => {
    const { actor } = startApp({ member: makeMember() });
    actor.send(at('lesson'));
    await settle();
    actor.send({ type: 'challenge.open', request: { game: 'lesson', radicalId: 1, lessonId: 3 } });
    expect((actor.getSnapshot().value as { play: { challenge: string } }).play.challenge).toBe('loading');
    actor.send(at('home', 'en'));
    expect(actor.getSnapshot().context.route).toEqual(appRoute('home', 'en'));
    expect(actor.getSnapshot().context.envLang).toBe(3);
    for (const id of ['routeGuard', 'studyTimer', 'audio', 'nativeBridge'] as const) {
      expect(child(actor, id).context.route, id).toEqual(appRoute('home', 'en'));
    }
    expect((actor.getSnapshot().value as { play: { challenge: string } }).play.challenge).toBe('none');
  });
});

describe('the study timer (region study, SPEC §4: it counts for members only)', () => {
  const study = (actor: App) => (actor.getSnapshot().value as { study: string }).study;

  it('is never loaded for a visitor', async () => {
    const load = fakeCall<StudyTimerLogic, void>();
    const { actor } = startApp({ loadStudyTimerLogic: load.logic });
    actor.send(at('login'));
    actor.send(at('home'));
    await settle();
    expect(load.calls).toHaveLength(0);
    expect(study(actor)).toBe('waiting');
    expect(actor.getSnapshot().children.studyTimer).toBeUndefined();
  });

  it('loads with the first sign-in, once, and starts with the route and the member as they are when it arrives', async () => {
    const load = fakeCall<StudyTimerLogic, void>();
    const { actor } = startApp({ member: makeMember({}, { study_time_limit: 20 }), loadStudyTimerLogic: load.logic });
    actor.send(at('home'));
    await settle();
    expect(load.calls).toHaveLength(1);
    expect(study(actor)).toBe('loading');
    actor.send(at('task', 'cn')); // while the chunk loads
    await load.resolve(studyTimerMachine);
    expect(study(actor)).toBe('running');
    expect(child(actor, 'studyTimer').context).toMatchObject({ loggedIn: true, limitMinutes: 20, route: appRoute('task', 'cn') });
    expect(child(actor, 'studyTimer').value).toBe('running');

    // signing out stops its count; it stays for the visit, and the next member's sign-in loads nothing more
    actor.send({ type: 'api.sessionInvalid' });
    expect(child(actor, 'studyTimer').value).toBe('idle');
    expect(child(actor, 'studyTimer').context.loggedIn).toBe(false);
    expect(load.calls).toHaveLength(1);
  });

  it('a chunk that did not load is a chunk failure (the reload rule), and no timer', async () => {
    const load = fakeCall<StudyTimerLogic, void>();
    const { actor, calls } = startApp({ member: makeMember(), loadStudyTimerLogic: load.logic });
    actor.send(at('home'));
    await settle();
    await load.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(study(actor)).toBe('failed');
    expect(calls.reloads).toBe(1);
    expect(actor.getSnapshot().children.studyTimer).toBeUndefined();
  });
});
