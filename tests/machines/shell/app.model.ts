import { expect } from 'vitest';
import { createActor, fromPromise, type EventObject, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { appMachine, isEnglishLayout } from '../../../machines/shell/app.machine';
import { challengeSettingsOf } from '../../../machines/rules/learningSettings';
import type {
  AppContext,
  AppEvent,
  BattleLogic,
  ChallengeLoad,
  ChallengeRequest,
  ChallengeSetup,
  LoadedChallenge,
  StoredChallenge,
  StudyTimerLogic,
} from '../../../machines/shell/app.types';
import { authMachine } from '../../../machines/shell/auth.machine';
import type { LoginOutput } from '../../../machines/shell/auth.types';
import { battleMachine } from '../../../machines/battle/battle.machine';
import type { BattleWord } from '../../../machines/battle/battle.types';
import { challengeMachine } from '../../../machines/challenge/challenge.machine';
import { studyTimerMachine } from '../../../machines/shell/studyTimer.machine';
import type { NavigateParams, RouteLocale } from '../../../machines/routes';
import { currentChild, type Member } from '../../../machines/types';
import { defineModel } from '../models';
import { MOON, SUN } from '../challenge/challenge.fixtures';
import { fakeCall } from '../account/registration.fakes';
import { at, makeMember } from './routeGuard.fixtures';

export const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const DAY = 24 * 3_600_000;

export interface AppCalls {
  navigations: NavigateParams[];
  /** How often the challenge kept for a reload was forgotten. */
  forgotten: number;
  /** What `loadChallenge` was asked: the request and the signed-in member. */
  challengeLoads: ChallengeLoad[];
  locales: RouteLocale[];
  chunkReloadStored: number[];
  reloads: number;
}

/** The root actor with recording fakes; `member` is what member/self answers (null: no stored login). */
export function startApp(
  options: {
    member?: Member | null;
    lastChunkReloadAt?: number | null;
    /** The challenge a reload interrupted (session storage in the app). */
    storedChallenge?: StoredChallenge | null;
    /** A stored login whose member/self never answers: who is signed in stays unknown until the model says. */
    memberPending?: boolean;
    now?: () => number;
    inspect?: (event: InspectionEvent) => void;
    /** What loadChallenge answers (default: it never answers). */
    loadChallenge?: (request: ChallengeRequest) => Promise<ChallengeSetup>;
    /** The loadChallenge and loadBattle actors themselves (the model's fake calls). */
    loadChallengeLogic?: ReturnType<typeof fakeCall<LoadedChallenge, ChallengeLoad>>['logic'];
    loadBattleLogic?: ReturnType<typeof fakeCall<BattleLogic, void>>['logic'];
    /** The loadStudyTimer actor (default: the study timer's machine at once). */
    loadStudyTimerLogic?: ReturnType<typeof fakeCall<StudyTimerLogic, void>>['logic'];
  } = {},
) {
  const calls: AppCalls = { navigations: [], forgotten: 0, challengeLoads: [], locales: [], chunkReloadStored: [], reloads: 0 };
  let member = options.member ?? null;
  const machine = appMachine.provide({
    actions: {
      navigate: (_, params) => void calls.navigations.push(params),
      storeLocale: (_, params) => void calls.locales.push(params.locale),
      storeChunkReloadAt: (_, params) => void calls.chunkReloadStored.push(params.at),
      reloadPage: () => void (calls.reloads += 1),
      forgetStoredChallenge: () => void (calls.forgotten += 1),
    },
    actors: {
      loadChallenge:
        options.loadChallengeLogic ??
        fromPromise<LoadedChallenge, ChallengeLoad>(async ({ input }) => {
          calls.challengeLoads.push(input);
          const setup =
            'resume' in input
              ? input.resume.setup
              : await (options.loadChallenge ? options.loadChallenge(input.request) : new Promise<ChallengeSetup>(() => {}));
          // the settings as the app's loader reads them (src/app/games.ts)
          const settings = challengeSettingsOf(input.member);
          return { setup, settings, logic: challengeMachine.provide({ actions: { navigate: (_, params) => void calls.navigations.push(params) } }) };
        }),
      loadBattle:
        options.loadBattleLogic ??
        fromPromise<BattleLogic, void>(async () =>
          battleMachine.provide({
            actions: { navigate: (_, params) => void calls.navigations.push(params) },
            actors: { loadQuestions: fromPromise<BattleWord[], void>(() => new Promise(() => {})) },
          }),
        ),
      loadStudyTimer: options.loadStudyTimerLogic ?? fromPromise<StudyTimerLogic, void>(async () => studyTimerMachine),
      auth: authMachine.provide({
        actors: {
          loadMember: fromPromise<Member, { token: string }>(() => (options.memberPending ? new Promise<Member>(() => {}) : Promise.resolve(member!))),
          login: fromPromise<LoginOutput, { email: string; password: string }>(async () => ({ member: member!, api_token: 'tok' })),
          logout: fromPromise(async () => {}),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      token: member || options.memberPending ? 'tok' : null,
      random: () => 0.5,
      now: options.now ?? (() => Date.now()),
      lastChunkReloadAt: options.lastChunkReloadAt ?? null,
      storedChallenge: options.storedChallenge ?? null,
    },
    inspect: options.inspect,
  }).start();
  return {
    actor,
    calls,
    /** The next member/self answer (for `member.reload`). */
    answerWith: (next: Member) => void (member = next),
  };
}


const authSnapshot = (member: Member | null): SnapshotFrom<typeof authMachine> => {
  const auth = createActor(
    authMachine.provide({ actors: { loadMember: fromPromise(async () => member!) } }),
    { input: { token: null } },
  ).start();
  const snapshot = auth.getSnapshot();
  if (!member) return snapshot;
  // a signed-in snapshot, made by a login that answers at once
  return { ...snapshot, value: 'signedIn', context: { ...snapshot.context, member, token: 'tok' } } as never;
};
/** A lesson's challenge as loadChallenge answers it. */
export const LESSON_SETUP: ChallengeSetup = { gameType: 'text', words: [SUN], lessonId: 3, radicalId: 1, from: 'lesson' };
/**
 * What the model's loadChallenge and loadBattle answer: the game machines, their effects left out
 * (the settings unlike any member's of the model: the challenge plays with what was loaded).
 */
const LOADED: LoadedChallenge = {
  setup: LESSON_SETUP,
  settings: { write_number: 2, write_hint: 0, eng_spell_hint: 1, spelling: 'pinyin' },
  logic: challengeMachine,
};
const BATTLE: BattleLogic = battleMachine.provide({
  actors: { loadQuestions: fromPromise<BattleWord[], void>(() => new Promise(() => {})) },
});
const PLAY_EVENTS = new Set([
  'challenge.open',
  'xstate.done.actor.loadChallenge',
  'xstate.error.actor.loadChallenge',
  'challenge.dismiss',
  'xstate.done.actor.challenge',
  'battle.open',
  'xstate.done.actor.loadBattle',
  'xstate.error.actor.loadBattle',
  'xstate.done.actor.battle',
]);
const STUDY_EVENTS = new Set(['xstate.done.actor.loadStudyTimer', 'xstate.error.actor.loadStudyTimer']);
const english = makeMember({ id: 8, class: { class_end_at: new Date(T0 + 3 * DAY).toISOString() } }, { env_language: 3 });
const events = [
  at('home'),
  at('login', 'cn'),
  at('privacy', 'en'),
  { type: 'xstate.snapshot.auth', snapshot: authSnapshot(english) },
  { type: 'xstate.snapshot.auth', snapshot: authSnapshot(null) },
  { type: 'api.sessionInvalid' },
  { type: 'api.unauthorized' },
  { type: 'api.forbidden' },
  { type: 'request.start' },
  { type: 'request.end' },
  { type: 'audio.unlock' },
  { type: 'sound.play', sound: 'right' },
  { type: 'voice.play', clip: { zhuyin: 'ㄖㄣˊ' } },
  { type: 'voice.stop' },
  { type: 'chunk.failed' },
  { type: 'challenge.open', request: { game: 'lesson', radicalId: 1, lessonId: 3 } },
  { type: 'xstate.done.actor.loadChallenge', output: LOADED },
  { type: 'xstate.error.actor.loadChallenge', error: { code: '500', message: 'Server error', errors: {} } },
  { type: 'challenge.dismiss' },
  { type: 'xstate.done.actor.challenge' },
  { type: 'battle.open' },
  { type: 'xstate.done.actor.loadBattle', output: BATTLE },
  { type: 'xstate.error.actor.loadBattle', error: new Error('the chunk did not load') },
  at('battle'),
  { type: 'xstate.done.actor.battle' },
  { type: 'xstate.done.actor.loadStudyTimer', output: studyTimerMachine },
  { type: 'xstate.error.actor.loadStudyTimer', error: new Error('the chunk did not load') },
] as (AppEvent | EventObject)[];


/** The member whose child's challenge a reload interrupted, and one who signed in since on the same tab. */
const OWNER = makeMember({ id: 7 });
const SOMEONE_ELSE = makeMember({ id: 9 });
/** A lesson of two words, reloaded at the second one, the first one's pass recorded. */
const STORED: StoredChallenge = {
  setup: { gameType: 'text', words: [SUN, MOON], lessonId: 3, radicalId: 1, from: 'lesson', playText: 'Lesson 3' },
  place: { index: 1, reported: [`word:3:${SUN.id}`], finished: false },
  memberId: OWNER.id,
  childId: currentChild(OWNER)!.id,
};
const RESUMED: LoadedChallenge = { setup: STORED.setup, settings: LOADED.settings, logic: challengeMachine };
const resumeEvents = [
  at('challengeWriting'),
  at('home'),
  { type: 'xstate.snapshot.auth', snapshot: authSnapshot(OWNER) },
  { type: 'xstate.snapshot.auth', snapshot: authSnapshot(SOMEONE_ELSE) },
  { type: 'xstate.snapshot.auth', snapshot: authSnapshot(null) },
  { type: 'xstate.done.actor.loadChallenge', output: RESUMED },
  { type: 'xstate.error.actor.loadChallenge', error: { code: '500', message: 'Server error', errors: {} } },
  { type: 'challenge.open', request: { game: 'lesson', radicalId: 1, lessonId: 3 } },
] as (AppEvent | EventObject)[];

/**
 * Model paths of the root actor: every state and transition of its own, with
 * its children real. At each step: what the layouts read (language, English
 * class), the locale cookie, and where the
 * HTTP client's reports sent the visitor.
 */
export const model = defineModel({
  machine: appMachine,
  families: [
    {
      name: 'from no stored login',
      paths: {
        input: { token: null, random: () => 0.5, now: () => T0 },
        events,
        // who is signed in is the auth child's to change (a 20006 signs out at once), so the model keys on the root's own facts
        contextKey: (context: AppContext) => context.lastChunkReloadAt !== null,
        // the games are walked from the Taiwan home page, the rest with no game running: the same transitions, fewer paths
        filter: (snapshot: { value: { play: { challenge: string; battle: string }; language: string; study: string } }, event: EventObject) => {
          const { play, language, study } = snapshot.value;
          // the study timer's load is walked from the Taiwan pages, no game running; once it ran, the games are walked no more
          if (STUDY_EVENTS.has(event.type)) return language === 'tw' && play.challenge === 'none' && play.battle === 'none';
          const isGameEvent = PLAY_EVENTS.has(event.type) || (event.type === 'route.changed' && (event as unknown as { route: { name: string } }).route.name === 'battle');
          if (study === 'running' || study === 'failed') return !isGameEvent && play.challenge === 'none' && play.battle === 'none';
          if (isGameEvent) return language === 'tw';
          return (play.challenge === 'none' && play.battle === 'none') || event.type === 'route.changed';
        },
      },
      start: (inspect) => {
        const loadChallenge = fakeCall<LoadedChallenge, ChallengeLoad>();
        const loadBattle = fakeCall<BattleLogic, void>();
        const loadStudyTimer = fakeCall<StudyTimerLogic, void>();
        const { actor, calls } = startApp({
          inspect,
          now: () => T0,
          loadChallengeLogic: loadChallenge.logic,
          loadBattleLogic: loadBattle.logic,
          loadStudyTimerLogic: loadStudyTimer.logic,
        });
        return {
          actor,
          machine: appMachine,
          fakes: { loadChallenge, loadBattle, loadStudyTimer },
          // a game ends by itself: the challenge closed, the battle left
          drive: (event) => {
            if (event.type === 'xstate.done.actor.challenge') actor.getSnapshot().children.challenge!.send({ type: 'challenge.close' });
            else if (event.type === 'xstate.done.actor.battle') actor.getSnapshot().children.battle!.send({ type: 'battle.exit' });
            else return false;
            return true;
          },
          check: (snapshot, event) => {
            const context = snapshot.context as AppContext;
            const { route, envLang, auth } = context;
            // what the layouts read: the language of the page, the English class
            if (route) expect(envLang).toBe({ cn: 1, tw: 2, en: 3 }[route.locale]);
            expect(isEnglishLayout(context)).toBe(route?.locale === 'en' || auth.member?.setting.env_language === 3);
            if (route) expect(calls.locales.at(-1), 'the locale cookie').toBe(route.locale);
            if (event.type === 'chunk.failed') expect(calls.reloads).toBeGreaterThan(0);
            if (event.type === 'api.unauthorized') expect(calls.navigations.at(-1)).toEqual({ to: 'login' });
            if (event.type === 'api.forbidden') expect(calls.navigations.at(-1)).toEqual({ to: 'back' });
            // the games: a child of the root exactly while its region plays
            const play = (snapshot.value as { play: { challenge: string; battle: string } }).play;
            const challenge = snapshot.children.challenge;
            expect(Boolean(challenge), 'the challenge runs').toBe(play.challenge === 'playing');
            if (challenge) {
              const played = challenge.getSnapshot().context as { writeHint: boolean; spellHint: boolean; write: { total: number }; words: { id: number }[] };
              const { settings } = LOADED;
              expect([played.write.total, played.writeHint, played.spellHint]).toEqual([
                settings.write_number,
                settings.write_hint === 1,
                settings.eng_spell_hint === 1,
              ]);
              expect(played.words.map((w) => w.id)).toEqual([SUN.id]);
              // the route guard heard of it, so /challenge opens
              const guard = snapshot.children.routeGuard!.getSnapshot() as { value: { challenge: string } };
              expect(guard.value.challenge).toBe('started');
            }
            // the loader is asked for the request with the member signed in now (whose current child plays)
            if (event.type === 'challenge.open') {
              expect(loadChallenge.calls.at(-1)).toEqual({ request: (event as unknown as { request: unknown }).request, member: auth.member });
            }
            expect(context.challengeError !== null, 'a failed load is shown').toBe(play.challenge === 'failed');
            expect(Boolean(snapshot.children.battle), 'the battle runs').toBe(play.battle === 'playing');
            // the study timer: loaded once a member signed in, a child from then on, told who is signed in
            const study = (snapshot.value as { study: string }).study;
            if (auth.status === 'signedIn') expect(study).not.toBe('waiting');
            const timer = snapshot.children.studyTimer;
            expect(Boolean(timer), 'the study timer runs').toBe(study === 'running');
            if (timer) expect((timer.getSnapshot().context as { loggedIn: boolean }).loggedIn).toBe(auth.status === 'signedIn');
          },
        };
      },
    },
    {
      // issue 28 §4: a reload in the middle of a challenge goes on there, for its own child only
      name: 'reloaded in the middle of a challenge',
      paths: {
        input: { token: null, random: () => 0.5, now: () => T0, storedChallenge: STORED },
        events: resumeEvents,
        contextKey: (context: AppContext) => `${context.challengeResume !== null} ${context.auth.member?.id ?? '-'} ${context.route?.name ?? '-'}`,
        // walked until the stored challenge went on or was given up
        filter: (snapshot: { value: { play: { challenge: string } } }) => ['resuming', 'loading'].includes(snapshot.value.play.challenge),
      },
      start: (inspect) => {
        const loadChallenge = fakeCall<LoadedChallenge, ChallengeLoad>();
        const { actor, calls } = startApp({
          inspect,
          now: () => T0,
          storedChallenge: STORED,
          memberPending: true,
          loadChallengeLogic: loadChallenge.logic,
          // the study timer's load stays pending, as the pure model has it
          loadStudyTimerLogic: fakeCall<StudyTimerLogic, void>().logic,
        });
        let resumed = false;
        let before = 'resuming';
        let forgetExpected = false;
        let homeExpected = false;
        return {
          actor,
          machine: appMachine,
          fakes: { loadChallenge },
          check: (snapshot, event) => {
            const context = snapshot.context as AppContext;
            const play = (snapshot.value as { play: { challenge: string } }).play.challenge;
            const guard = snapshot.children.routeGuard!.getSnapshot() as { value: { challenge: string }; context: { challenge: unknown } };
            const onChallengeScreen = context.route !== null && context.route.name.startsWith('challenge');
            // the route guard heard of it from the start, so the challenge screen waits instead of sending the child home
            if (play === 'resuming' && (context.route === null || onChallengeScreen)) {
              expect(guard.value.challenge).toBe('started');
              expect(guard.context.challenge).toEqual({ gameType: 'text', playText: 'Lesson 3' });
            }
            const owners = context.auth.member?.id === OWNER.id && onChallengeScreen;
            if (play === 'loading' && context.challengeResume !== null && !resumed) {
              resumed = true;
              // it goes on only for its own child, on a challenge screen, with the words it had
              expect(owners, 'resumed for its own child on a challenge screen').toBe(true);
              expect(loadChallenge.calls.at(-1)).toEqual({ resume: STORED, member: OWNER });
            }
            if (play === 'playing' && context.challengeResume) {
              // at the word it was on, its recorded passes known
              const played = snapshot.children.challenge!.getSnapshot().context as { index: number; reported: string[] };
              expect([played.index, played.reported]).toEqual([STORED.place.index, STORED.place.reported]);
            }
            expect(Boolean(snapshot.children.challenge), 'the challenge runs').toBe(play === 'playing');
            // given up (someone else, signed out, not on a challenge screen), ended or replaced: forgotten, never before;
            // a load that failed keeps it (another reload tries again) until the child goes elsewhere
            if (play === 'none' || event.type === 'challenge.open') forgetExpected = true;
            // given up on a challenge screen by a signed-in member: home
            if (before === 'resuming' && play === 'none' && context.auth.status === 'signedIn' && onChallengeScreen) homeExpected = true;
            expect(calls.forgotten > 0, 'the kept challenge forgotten').toBe(forgetExpected);
            expect(calls.navigations.some((n) => n.to === 'home'), 'a challenge screen given up goes home').toBe(homeExpected);
            before = play;
          },
        };
      },
    },
  ],
});
