import { SOUND_NAMES, type KnownSound, type SoundName } from '../../machines/audio.machine';
import type { Engine, ToneModule } from './engine';

/**
 * The Tone.js player behind the audio actor (machines/audio.machine.ts): the
 * actor decides what should play; this plays it.
 *
 * Tone (about 60-90 KB gzip) is NOT part of the first load: it is imported
 * with `import('tone')`, together with the engine (engine.ts, sounds.ts), the
 * first time something is to play: the music starts or an effect plays. The
 * actor asks for either only after the first user gesture (`audio.unlock`)
 * and never while muted, so a visitor who never taps, or who muted the app,
 * never downloads Tone. `Tone.start()` is awaited before the first note
 * (browsers keep audio suspended until then). Stopping music that never
 * started loads nothing.
 *
 * The mute choice is the actor's (`mute` region); this module only remembers
 * it on the device (`rememberMute`, `wasMuted`).
 */

/** How the player gets Tone and its engine (tests replace them). */
export interface PlayerLoaders {
  loadTone?: () => Promise<ToneModule>;
  loadEngine?: () => Promise<{ createEngine: (Tone: ToneModule) => Engine }>;
  /** Where a failed load is reported (default: console.warn). Sound is never worth an error screen. */
  onError?: (error: unknown) => void;
}

export interface Player {
  startMusic(): void;
  stopMusic(): void;
  playSound(sound: SoundName): void;
}

const isKnownSound = (sound: string): sound is KnownSound => (SOUND_NAMES as readonly string[]).includes(sound);

export function createPlayer({
  loadTone = () => import('tone'),
  loadEngine = () => import('./engine'),
  onError = (error) => console.warn('Sound is unavailable:', error),
}: PlayerLoaders = {}): Player {
  let engine: Promise<Engine> | null = null;
  /** What the actor asked for last: the music may be stopped again before Tone has loaded. */
  let musicWanted = false;

  const load = (): Promise<Engine> => {
    if (engine) return engine;
    const attempt = Promise.all([loadTone(), loadEngine()]).then(async ([Tone, { createEngine }]) => {
      await Tone.start();
      return createEngine(Tone);
    });
    engine = attempt;
    // a failed download may succeed later (the network came back): try again on the next sound
    attempt.catch(() => {
      if (engine === attempt) engine = null;
    });
    return attempt;
  };

  return {
    startMusic() {
      musicWanted = true;
      load().then((e) => {
        if (musicWanted) e.startMusic();
      }, onError);
    },
    stopMusic() {
      musicWanted = false;
      // nothing started yet: nothing to stop, and no reason to load Tone
      engine?.then(
        (e) => {
          if (!musicWanted) e.stopMusic();
        },
        () => {},
      );
    },
    playSound(sound) {
      if (!isKnownSound(sound)) {
        onError(new Error(`no sound named "${sound}"`));
        return;
      }
      load().then((e) => e.play(sound), onError);
    },
  };
}

/** Where the mute choice is kept on the device. */
export const MUTED_KEY = 'hanzi-house.muted';

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredMuted(): boolean {
  return safeLocalStorage()?.getItem(MUTED_KEY) === '1';
}

export function storeMuted(muted: boolean): void {
  try {
    if (muted) safeLocalStorage()?.setItem(MUTED_KEY, '1');
    else safeLocalStorage()?.removeItem(MUTED_KEY);
  } catch {
    // storage full or refused (private mode): the choice holds for this visit only
  }
}

/** The audio actor's actions on `player`: what it plays, and where the mute choice is kept. */
export function audioActionsFor(player: Player) {
  return {
    startMusic: () => player.startMusic(),
    stopMusic: () => player.stopMusic(),
    playSound: (_: unknown, params: { sound: SoundName }) => player.playSound(params.sound),
    rememberMute: (_: unknown, params: { muted: boolean }) => storeMuted(params.muted),
  };
}

/**
 * The audio actor's actions on the app's player (one per page), for
 * `audioMachine.provide({ actions: audioActions, guards: audioGuards })` in src/app/appActor.ts.
 */
export const audioActions = audioActionsFor(createPlayer());

/**
 * The `playSound {sound}` action of another machine of the app (challenge,
 * battle): it asks the audio actor (systemId 'audio') to play, so the first
 * gesture and the mute button apply to it too. Provide it as
 * `challengeMachine.provide({ actions: { playSound: playThroughAudioActor } })`.
 */
export function playThroughAudioActor(
  { system }: { system: { get: (id: string) => { send: (event: { type: 'sound.play'; sound: SoundName }) => void } | undefined } },
  params: { sound: SoundName },
): void {
  system.get('audio')?.send({ type: 'sound.play', sound: params.sound });
}

/** The audio actor's guards: the mute choice remembered on this device. */
export const audioGuards = {
  wasMuted: () => readStoredMuted(),
};
