import type { PromiseActorLogic } from 'xstate';
import type {
  BattleLogic,
  ChallengeLoad,
  ChallengeLogic,
  ChallengeRequest,
  ChallengeSetup,
  LoadedChallenge,
  StoredChallenge,
} from '../../machines/shell/app.types';
import { battleMachine } from '../../machines/battle/battle.machine';
import type { BattleWord } from '../../machines/battle/battle.types';
import { challengeMachine } from '../../machines/challenge/challenge.machine';
import type { ChallengeResume, PassReport, SyllablePlayed } from '../../machines/challenge/challenge.types';
import { reportWithRetryMachine } from '../../machines/challenge/reportWithRetry.machine';
import type { NavigateParams } from '../../machines/routes';
import { challengeSettingsOf } from '../../machines/rules/learningSettings';
import { challengeReadings, type VoiceClip } from '../../machines/rules/recordings';
import { loadBattleWords } from '../api/actors/battle/battle';
import { challengeSetupOf, reportProgress } from '../api/actors/challenge/challenge';
import { currentChild } from '../../machines/types';
import { storeChallenge } from './storedChallenge';

/**
 * The games with the app's implementations: a lazy chunk, imported by the root's
 * `loadChallenge` and `loadBattle` (src/app/appActor.ts) the first time a game is played,
 * so no screen before that pays for the machines or their calls.
 */
type Navigate = (params: NavigateParams) => void;

/** The calls of the games (src/api/actors/challenge/challenge.ts); component tests replace them. */
export interface GameCalls {
  challengeSetupOf: (request: ChallengeRequest) => Promise<ChallengeSetup>;
  /** Fetches and keeps the recordings of these readings (src/audio/voice.ts `keepReadings`, its own lazy chunk). */
  keepRecordings: (readings: string[]) => Promise<void>;
  reportProgress: PromiseActorLogic<unknown, PassReport>;
  loadBattleWords: PromiseActorLogic<BattleWord[], void>;
  /** Keeps the challenge in play for a reload (src/app/storedChallenge.ts: the tab's session storage). */
  keepChallenge: (stored: StoredChallenge) => void;
}

const apiCalls: GameCalls = {
  challengeSetupOf,
  keepRecordings: async (readings) => (await import('../audio/voice')).keepReadings(readings),
  reportProgress,
  loadBattleWords,
  keepChallenge: (stored) => storeChallenge(stored),
};

type AudioSystem = {
  system: { get: (id: string) => { send: (event: unknown) => void; getSnapshot?: () => unknown } | undefined };
};

/** A game's sounds go to the root's audio child, which knows whether anything may play (first tap, mute, bgm). */
const playSound = ({ system }: AudioSystem, params: { sound: string }) =>
  system.get('audio')?.send({ type: 'sound.play', sound: params.sound });

/** A word to say goes to the audio actor too: it plays the recordings after the first tap, never while muted. */
const playWord = ({ system }: AudioSystem, clip: VoiceClip) => system.get('audio')?.send({ type: 'voice.play', clip });

/** A syllable just spelled (zhuyin or pinyin spelling): its recording, by the audio actor as a word's. */
const playSyllable = (audio: AudioSystem, { zhuyin }: SyllablePlayed) => playWord(audio, { zhuyin });

/** Where the challenge is goes with its words and whose it is (the machine decides when). */
type KeepPlace = (place: ChallengeResume) => void;

export function challengeLogic(navigate: Navigate, calls: Partial<GameCalls> = {}, keepPlace: KeepPlace = () => {}): ChallengeLogic {
  const { reportProgress } = { ...apiCalls, ...calls };
  return challengeMachine.provide({
    actions: { navigate: (_, params) => navigate(params), playSound, playWord, playSyllable, keepPlace: (_, place) => keepPlace(place) },
    actors: { reportWithRetry: reportWithRetryMachine.provide({ actors: { reportProgress } }) },
  });
}

/**
 * The words of a challenge request (or of the challenge a reload interrupted, kept with it), the
 * settings the member's current child plays them with, and the machine that plays them, which
 * keeps its place for a reload with those words and whose they are.
 */
export async function loadChallenge(load: ChallengeLoad, navigate: Navigate, calls: Partial<GameCalls> = {}): Promise<LoadedChallenge> {
  const { challengeSetupOf, keepRecordings, keepChallenge } = { ...apiCalls, ...calls };
  const { member } = load;
  const setup = 'resume' in load ? load.resume.setup : await challengeSetupOf(load.request);
  // its recordings come with its words (issue 28 §1): every word and instruction plays at once, and offline
  void keepRecordings(challengeReadings(setup.words)).catch(() => {});
  const owner = { memberId: member?.id ?? 0, childId: currentChild(member)?.id ?? null };
  const keepPlace: KeepPlace = (place) => keepChallenge({ setup, place, ...owner });
  return { setup, settings: challengeSettingsOf(member), logic: challengeLogic(navigate, calls, keepPlace) };
}

export function battleLogic(navigate: Navigate, calls: Partial<GameCalls> = {}): BattleLogic {
  const { loadBattleWords } = { ...apiCalls, ...calls };
  return battleMachine.provide({
    actions: { navigate: (_, params) => navigate(params), playSound },
    actors: { loadQuestions: loadBattleWords },
  });
}
