import { fromPromise } from 'xstate';
import type { SoundName } from '../../machines/shell/audio.machine';
import type { VoiceClip } from '../../machines/rules/recordings';
import { safeStorage } from '../app/safeStorage';
// The type only: tonePlayer.ts is the lazy chunk that defines it, and it never imports this file (one way).
import type { Player } from './tonePlayer';

/**
 * What the audio actor (machines/shell/audio.machine.ts) does to the device: play (through the Tone.js
 * player, tonePlayer.ts, loaded with the first music or sound) and remember the mute choice.
 *
 * The actor decides what should play; the player plays it. Neither the player's code nor Tone
 * (about 60-90 KB gzip) is part of the first load: `lazyPlayer` forwards to the player once its
 * chunk is in, and the player imports Tone the first time something is to play. The actor asks
 * for music or an effect only after the first user gesture (`audio.unlock`) and never while
 * muted, so a visitor who never taps, or who muted the app, downloads neither.
 *
 * The mute choice is the actor's (`mute` region); this module only remembers
 * it on the device (`rememberMute`, `wasMuted`).
 */


/**
 * The player the app uses: `load` (tonePlayer.ts `createPlayer`, a lazy chunk) is called with the
 * first music or sound, and every call goes to the player once it is in, in the order the actor
 * made them (one promise). Stopping before anything was loaded loads nothing. A chunk that did
 * not load (offline) is tried again with the next sound; sound is never worth an error screen.
 */
export function lazyPlayer(
  load: () => Promise<Player> = async () => (await import('./tonePlayer')).createPlayer(),
  onError: (error: unknown) => void = (error) => console.warn('Sound is unavailable:', error),
): Player {
  let player: Promise<Player> | null = null;
  const loaded = (): Promise<Player> => {
    if (player) return player;
    const attempt = load();
    player = attempt;
    attempt.catch((error: unknown) => {
      if (player === attempt) player = null;
      onError(error);
    });
    return attempt;
  };
  const skip = () => {};
  return {
    startMusic: () => void loaded().then((p) => p.startMusic(), skip),
    stopMusic: () => void player?.then((p) => p.stopMusic(), skip),
    playSound: (sound: SoundName) => void loaded().then((p) => p.playSound(sound), skip),
  };
}

/** Where the mute choice is kept on the device. */
export const MUTED_KEY = 'hanzi-house.muted';

export function readStoredMuted(): boolean {
  return safeStorage('localStorage')?.getItem(MUTED_KEY) === '1';
}

export function storeMuted(muted: boolean): void {
  try {
    if (muted) safeStorage('localStorage')?.setItem(MUTED_KEY, '1');
    else safeStorage('localStorage')?.removeItem(MUTED_KEY);
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
 * `audioMachineWith({ actions: audioActions, guards: audioGuards, actors: audioActors })` in src/app/appActor.ts.
 */
export const audioActions = audioActionsFor(lazyPlayer());

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

/**
 * The audio actor's `playVoice`: a word from the syllable recordings (voice.ts, a lazy chunk loaded
 * with the first word to say: no first load pays for it). Stopping the actor stops the word.
 */
export const audioActors = {
  playVoice: fromPromise<unknown, { clip: VoiceClip }>(async ({ input, signal }) => {
    const { playClip } = await import('./voice');
    await playClip(input.clip, signal);
  }),
};

/** The audio actor's guards: the mute choice remembered on this device. */
export const audioGuards = {
  wasMuted: () => readStoredMuted(),
};
