import type * as ToneNS from 'tone';
import type { KnownSound } from '../../machines/shell/audio.machine';
import { EFFECTS, MUSIC, VOICES, type Voice } from './sounds';

/** The Tone.js module as `import('tone')` gives it. */
export type ToneModule = typeof ToneNS;

/** What the player asks of the sound engine once Tone is loaded and started. */
export interface Engine {
  startMusic(): void;
  stopMusic(): void;
  play(sound: KnownSound): void;
}

/**
 * The synthesized music and effects of sounds.ts on the Tone module it is
 * given (player.ts loads it with `import('tone')` after a gesture; tests
 * give a fake). Synths are made on first use: the music's when it first
 * starts, each effect voice when it first plays.
 */
export function createEngine(Tone: ToneModule): Engine {
  const transport = Tone.getTransport();
  let musicReady = false;
  const voices = new Map<Voice, ToneNS.PolySynth>();

  /** A context the browser suspended (a phone call, the tab in the background) resumes on the next sound. */
  const wake = () => {
    if (Tone.getContext().state !== 'running') void Tone.start();
  };

  const setUpMusic = () => {
    const melody = new Tone.Synth({
      oscillator: { type: 'triangle' },
      envelope: { attack: 0.02, decay: 0.2, sustain: 0.3, release: 0.8 },
      volume: MUSIC.melodyVolume,
    }).toDestination();
    const bass = new Tone.Synth({
      oscillator: { type: 'sine' },
      envelope: { attack: 0.05, decay: 0.3, sustain: 0.5, release: 1 },
      volume: MUSIC.bassVolume,
    }).toDestination();
    new Tone.Sequence<string | null>(
      (time, note) => {
        if (note) melody.triggerAttackRelease(note, '8n', time);
      },
      MUSIC.melody,
      '8n',
    ).start(0);
    new Tone.Sequence<string>((time, note) => bass.triggerAttackRelease(note, '2n', time), MUSIC.bass, '2n').start(0);
    transport.bpm.value = MUSIC.bpm;
    musicReady = true;
  };

  const voice = (name: Voice): ToneNS.PolySynth => {
    let synth = voices.get(name);
    if (!synth) {
      const { oscillator, attack, decay, sustain, release, volume } = VOICES[name];
      synth = new Tone.PolySynth(Tone.Synth, { oscillator: { type: oscillator }, envelope: { attack, decay, sustain, release } });
      synth.volume.value = volume;
      synth.toDestination();
      voices.set(name, synth);
    }
    return synth;
  };

  return {
    startMusic() {
      wake();
      if (!musicReady) setUpMusic();
      if (transport.state !== 'started') transport.start();
    },
    stopMusic() {
      if (transport.state === 'started') transport.pause();
    },
    play(sound) {
      wake();
      const effect = EFFECTS[sound];
      const synth = voice(effect.voice);
      const start = Tone.now();
      for (const { notes, at, duration } of effect.notes) synth.triggerAttackRelease(notes, duration, start + at);
    },
  };
}
