import type { PromiseActorLogic } from 'xstate';
import type { audioMachine } from './audio.machine';
import type { authMachine } from './auth.machine';
import type { AuthView } from './auth.types';
import type { battleMachine } from '../battle/battle.machine';
import type { challengeMachine } from '../challenge/challenge.machine';
import type { ChallengeFrom, ChallengeInput, ChallengeResume, ChallengeSettings } from '../challenge/challenge.types';
import type { nativeBridgeMachine } from './nativeBridge.machine';
import type { routeGuardMachine } from './routeGuard.machine';
import type { AppRoute, NavigateParams, RouteLocale } from '../routes';
import type { studyTimerMachine } from './studyTimer.machine';
import type { CallError, Member } from '../types';
import type { VoiceClip } from '../rules/recordings';

/**
 * The root machine's types (app.machine.ts): input, context and events, what a screen asks to
 * play, the game machines it loads, and what the app provides.
 */

export type EnvLanguage = 1 | 2 | 3;

export interface AppInput {
  /** The stored login token found at start, if any. */
  token?: string | null;
  /** Randomness for the parent gates: `Math.random` in the app. */
  random: () => number;
  /** The clock: `Date.now` in the app. */
  now?: () => number;
  /** When the page last reloaded after a chunk failure (from session storage). */
  lastChunkReloadAt?: number | null;
  /** The challenge this tab was playing when the page reloaded (from session storage), if any. */
  storedChallenge?: StoredChallenge | null;
}

/**
 * A challenge kept for a reload (issue 28 §4): its words as they were loaded, where it was, and
 * whose it is (the member and the child then current), so that it goes on only for them.
 */
export interface StoredChallenge {
  setup: ChallengeSetup;
  place: ChallengeResume;
  memberId: number;
  childId: number | null;
}

export interface AppContext {
  token: string | null;
  random: () => number;
  now: () => number;
  route: AppRoute | null;
  auth: AuthView;
  envLang: EnvLanguage | null;
  lastChunkReloadAt: number | null;
  /** The challenge asked for (region `play.challenge`), its words once loaded, or why they did not load. */
  challengeRequest: ChallengeRequest | null;
  challengeSetup: ChallengeSetup | null;
  challengeSettings: ChallengeSettings | null;
  challengeLogic: ChallengeLogic | null;
  challengeError: CallError | null;
  /** The challenge a reload interrupted, until it goes on (region `play.challenge`, `resuming`) or is given up. */
  challengeResume: StoredChallenge | null;
  battleLogic: BattleLogic | null;
  studyTimerLogic: StudyTimerLogic | null;
}

export type ApiEvent =
  | { type: 'api.sessionInvalid' }
  | { type: 'api.unauthorized' }
  | { type: 'api.forbidden' }
  | { type: 'api.notFound' };

/** What a screen asks to play (`challenge.open`). */
export type ChallengeRequest =
  /** The lesson's words (text game), from the lesson track. */
  | { game: 'lesson'; radicalId: number; lessonId: number }
  /** One word (text game), from its explanation or the words house. */
  | { game: 'word'; radicalId: number; lessonId: number; wordId: number; from: ChallengeFrom }
  /** Words chosen in the words house (game type all). */
  | { game: 'words'; wordIds: number[] };

/** The challenge's words and where they come from, as the API answers a request. */
export type ChallengeSetup = Omit<ChallengeInput, 'random' | 'settings'>;

/**
 * What `loadChallenge` is asked: the request (its words fetched) or the challenge a reload
 * interrupted (its words kept), and the member whose current child will play it.
 */
export type ChallengeLoad = { request: ChallengeRequest; member: Member | null } | { resume: StoredChallenge; member: Member | null };

/** The game machines with the app's implementations, loaded when first played. */
export type ChallengeLogic = typeof challengeMachine;

export type BattleLogic = typeof battleMachine;

/** The study timer's machine, loaded when a member first signs in. */
export type StudyTimerLogic = typeof studyTimerMachine;

/**
 * What `loadChallenge` answers: the words, how the child plays them (the current child's settings:
 * `challengeSettingsOf` of machines/rules/learningSettings.ts, computed in the lazy chunk so that
 * no first load carries the settings rules), and the machine that plays them.
 */
export interface LoadedChallenge {
  setup: ChallengeSetup;
  settings: ChallengeSettings;
  logic: ChallengeLogic;
}

export type AppEvent =
  | { type: 'route.changed'; route: AppRoute }
  | { type: 'challenge.open'; request: ChallengeRequest }
  | { type: 'challenge.dismiss' }
  | { type: 'battle.open' }
  | ApiEvent
  | { type: 'request.start' }
  | { type: 'request.end' }
  | { type: 'audio.unlock' }
  | { type: 'sound.play'; sound: string }
  | { type: 'voice.play'; clip: VoiceClip }
  | { type: 'voice.stop' }
  | { type: 'chunk.failed' };

/** What the app provides (src/app/appActor.ts `appLogic`), built into the machine once. */
export interface AppProvided {
  actions: {
    /** Go to a route in the current language, or back. */
    navigate: (_: unknown, params: NavigateParams) => void;
    /** Remember the language in the locale cookie `i18n_redirected` (365 days). */
    storeLocale: (_: unknown, params: { locale: RouteLocale }) => void;
    /** Persist the time of a chunk-failure reload (session storage). */
    storeChunkReloadAt: (_: unknown, params: { at: number }) => void;
    /** Reload the page. */
    reloadPage: () => void;
    /** Forget the challenge kept for a reload (it ended, or will not go on). */
    forgetStoredChallenge: () => void;
  };
  actors: {
    auth: typeof authMachine;
    routeGuard: typeof routeGuardMachine;
    audio: typeof audioMachine;
    nativeBridge: typeof nativeBridgeMachine;
    /** The words of a challenge request (GET review/…, challenge/…, word/…) and the challenge machine. */
    loadChallenge: PromiseActorLogic<LoadedChallenge, ChallengeLoad>;
    /** The battle machine. */
    loadBattle: PromiseActorLogic<BattleLogic, void>;
    /** The study timer's machine. */
    loadStudyTimer: PromiseActorLogic<StudyTimerLogic, void>;
  };
}
