import type { KnownSound } from '../../machines/shell/audio.machine';

/**
 * What the player plays, as plain data (no Tone.js here: engine.ts turns it
 * into synths and notes). Everything is synthesized: no audio files, nothing
 * fetched but our own Tone chunk.
 */

/** A voice of the effects: the synth that plays them. */
export type Voice = 'bright' | 'soft' | 'bell';

/** One note (or chord) of an effect: when it starts after the effect's start and how long it lasts, in seconds. */
export interface EffectNote {
  notes: string[];
  at: number;
  duration: number;
}

export interface Effect {
  voice: Voice;
  notes: EffectNote[];
}

const note = (notes: string | string[], at: number, duration: number): EffectNote => ({
  notes: typeof notes === 'string' ? [notes] : notes,
  at,
  duration,
});

/**
 * The five effects, short (under a second and a half) and soft enough for a
 * child's ears: a rising "ding-ding" for a right answer, a low gentle
 * "uh-oh" (never a buzzer) for a wrong one, a quick sparkle for a star, a
 * little fanfare for the end of a challenge, and a single soft low note for
 * a stroke the writing quiz refused (`miss`: a child may miss often).
 */
export const EFFECTS: Record<KnownSound, Effect> = {
  right: { voice: 'bright', notes: [note('E5', 0, 0.12), note('A5', 0.1, 0.3)] },
  wrong: { voice: 'soft', notes: [note('E3', 0, 0.18), note('C3', 0.18, 0.35)] },
  // a refused stroke while writing (issue 28 §3): one short, low, quiet note, softer than a wrong answer
  miss: { voice: 'soft', notes: [note('G3', 0, 0.16)] },
  star: {
    voice: 'bell',
    notes: [note('C6', 0, 0.15), note('E6', 0.07, 0.15), note('G6', 0.14, 0.15), note('C7', 0.21, 0.4)],
  },
  finish: {
    voice: 'bright',
    notes: [note('C5', 0, 0.14), note('E5', 0.15, 0.14), note('G5', 0.3, 0.14), note(['C5', 'E5', 'G5', 'C6'], 0.45, 0.9)],
  },
};

/** Settings of each effect voice for Tone's Synth (oscillator type, envelope in seconds, volume in dB). */
export const VOICES: Record<Voice, { oscillator: 'triangle' | 'sine' | 'square'; attack: number; decay: number; sustain: number; release: number; volume: number }> = {
  // four voices at once in the finish chord: quiet enough that they never clip
  bright: { oscillator: 'triangle', attack: 0.005, decay: 0.1, sustain: 0.3, release: 0.4, volume: -14 },
  soft: { oscillator: 'sine', attack: 0.02, decay: 0.2, sustain: 0.4, release: 0.3, volume: -8 },
  bell: { oscillator: 'sine', attack: 0.001, decay: 0.25, sustain: 0.05, release: 0.6, volume: -12 },
};

/**
 * The background music: a gentle eight-bar tune on the C major pentatonic
 * scale (no semitone steps, nothing sharp), eighth notes with rests, over a
 * soft bass in half notes, at a slow walking pace. It loops.
 */
export const MUSIC = {
  bpm: 84,
  /** Eighth notes; null is a rest. 8 bars of 8. */
  melody: [
    'C5', null, 'E5', null, 'G5', null, 'E5', null,
    'D5', null, 'E5', null, 'D5', null, 'C5', null,
    'A4', null, 'C5', null, 'D5', null, 'E5', null,
    'D5', null, null, null, null, null, null, null,
    'C5', null, 'E5', null, 'G5', null, 'A5', null,
    'G5', null, 'E5', null, 'D5', null, 'E5', null,
    'C5', null, 'D5', null, 'E5', null, 'D5', null,
    'C5', null, null, null, null, null, null, null,
  ] as (string | null)[],
  /** Half notes: two a bar. */
  bass: ['C3', 'G2', 'A2', 'E3', 'F2', 'C3', 'G2', 'D3', 'C3', 'G2', 'A2', 'E3', 'F2', 'G2', 'C3', 'C3'],
  melodyVolume: -20,
  bassVolume: -24,
};

export function isKnownSound(sound: string): sound is KnownSound {
  return Object.hasOwn(EFFECTS, sound);
}
