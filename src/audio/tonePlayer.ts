import { SOUND_NAMES, type KnownSound, type SoundName } from '../../machines/shell/audio.machine';
import type { Engine, ToneModule } from './engine';

/**
 * The Tone.js player behind the audio actor (machines/shell/audio.machine.ts), in the chunk the app
 * loads with the first music or sound (player.ts `lazyPlayer`): the actor decides what should
 * play; this plays it.
 *
 * Tone (about 60-90 KB gzip) is imported with `import('tone')`, together with the engine
 * (engine.ts, sounds.ts), the first time something is to play: the music starts or an effect
 * plays. The actor asks for either only after the first user gesture (`audio.unlock`) and never
 * while muted, so a visitor who never taps, or who muted the app, never downloads Tone.
 * `Tone.start()` is awaited before the first note (browsers keep audio suspended until then).
 * Stopping music that never started loads nothing.
 */

/** What the audio actor's actions call (player.ts `lazyPlayer` forwards to it once this chunk is in). */
export interface Player {
  startMusic(): void;
  stopMusic(): void;
  playSound(sound: SoundName): void;
}

/** How the player gets Tone and its engine (tests replace them). */
export interface PlayerLoaders {
  loadTone?: () => Promise<ToneModule>;
  loadEngine?: () => Promise<{ createEngine: (Tone: ToneModule) => Engine }>;
  /** Where a failed load is reported (default: console.warn). Sound is never worth an error screen. */
  onError?: (error: unknown) => void;
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
