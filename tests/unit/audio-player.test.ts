import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { audioMachine, SOUND_NAMES } from '../../machines/shell/audio.machine';
import { appRoute } from '../../machines/routes';
import { createEngine, type ToneModule } from '../../src/audio/engine';
import {
  MUTED_KEY,
  audioActions,
  audioActionsFor,
  audioGuards,
  lazyPlayer,
  playThroughAudioActor,
  readStoredMuted,
} from '../../src/audio/player';
import { createPlayer, type Player } from '../../src/audio/tonePlayer';
import { MUSIC } from '../../src/audio/sounds';

/**
 * The Tone.js player with Tone mocked (creating a real synth under vitest
 * throws, NOTES.md). The fake records what the app asked Tone to do, in order,
 * and counts how often the module was imported.
 */
const tone = vi.hoisted(() => {
  const log: string[] = [];
  const counter = { imports: 0 };
  const sequences: { callback: (time: number, note: string | null) => void; events: (string | null)[] }[] = [];
  const transport = {
    state: 'stopped' as 'started' | 'stopped' | 'paused',
    bpm: { value: 120 },
    start() {
      this.state = 'started';
      log.push('transport start');
    },
    pause() {
      this.state = 'paused';
      log.push('transport pause');
    },
  };
  const context = { state: 'suspended' as 'suspended' | 'running' };
  class Synth {
    constructor(readonly options: { oscillator?: { type?: string } } = {}) {
      log.push(`new Synth ${options.oscillator?.type}`);
    }
    toDestination() {
      return this;
    }
    triggerAttackRelease(note: string, duration: string, time: number) {
      log.push(`music ${note} ${duration} @${time}`);
    }
  }
  class PolySynth {
    volume = { value: 0 };
    constructor(
      readonly Voice: unknown,
      readonly options: { oscillator?: { type?: string } } = {},
    ) {}
    toDestination() {
      return this;
    }
    triggerAttackRelease(notes: string[], duration: number, time: number) {
      log.push(`${this.options.oscillator?.type} ${notes.join('+')} ${duration}s @+${(time - 100).toFixed(2)}`);
    }
  }
  class Sequence {
    constructor(
      readonly callback: (time: number, note: string | null) => void,
      readonly events: (string | null)[],
      readonly subdivision: string,
    ) {
      log.push(`sequence of ${events.length} ${subdivision}`);
      sequences.push(this);
    }
    start() {
      return this;
    }
  }
  const module = {
    start: async () => {
      context.state = 'running';
      log.push('Tone.start');
    },
    now: () => 100,
    getTransport: () => transport,
    getContext: () => context,
    Synth,
    PolySynth,
    Sequence,
  };
  const reset = () => {
    log.length = 0;
    sequences.length = 0;
    transport.state = 'stopped';
    context.state = 'suspended';
  };
  return { log, counter, module, transport, sequences, reset };
});

vi.mock('tone', () => {
  tone.counter.imports += 1;
  return tone.module;
});

/** Lets the dynamic imports and Tone.start() settle. */
const settle = () => vi.waitFor(() => Promise.resolve());
async function flush() {
  for (let i = 0; i < 10; i++) await settle();
}

/** The app's audio actor with the real player actions and the device's memory. */
function startAudio(actions = audioActionsFor(createPlayer())) {
  return createActor(audioMachine.provide({ actions, guards: audioGuards })).start();
}

const visitorAt = (name: Parameters<typeof appRoute>[0]) => [
  { type: 'auth.changed', status: 'signedOut', member: null } as const,
  { type: 'route.changed', route: appRoute(name) } as const,
];

beforeEach(() => {
  tone.reset();
  window.localStorage.clear();
});

afterEach(() => {
  window.localStorage.clear();
});

describe('loading Tone', () => {
  // First in the file: the mocked module counts its imports once per file.
  it('imports nothing before the first gesture, then Tone and its start before the first note', async () => {
    const actor = createActor(audioMachine.provide({ actions: audioActions, guards: audioGuards })).start();
    for (const event of visitorAt('index')) actor.send(event);
    actor.send({ type: 'sound.play', sound: 'right' });
    await flush();
    expect(tone.counter.imports, 'Tone before a gesture').toBe(0);
    expect(tone.log).toEqual([]);

    actor.send({ type: 'audio.unlock' });
    // the player's own chunk first (lazyPlayer), then Tone
    await vi.waitFor(() => expect(tone.log.at(-1)).toBe('transport start'));
    expect(tone.counter.imports).toBe(1);
    expect(tone.log[0]).toBe('Tone.start');
    actor.stop();
  });

  it('loads nothing when nothing is to play: music paused here, muted, or only stopped', async () => {
    const loads = vi.fn(() => import('tone'));
    const actor = startAudio(audioActionsFor(createPlayer({ loadTone: loads })));
    for (const event of visitorAt('privacy')) actor.send(event);
    actor.send({ type: 'audio.unlock' });
    actor.send({ type: 'audio.mute' });
    actor.send({ type: 'route.changed', route: appRoute('index') });
    actor.send({ type: 'sound.play', sound: 'star' });
    await flush();
    expect(loads).not.toHaveBeenCalled();
    actor.stop();
  });

  it('loads Tone once, for the first sound, when no music plays', async () => {
    const loads = vi.fn(() => import('tone'));
    const player = createPlayer({ loadTone: loads });
    player.stopMusic();
    player.playSound('right');
    player.playSound('wrong');
    await flush();
    player.playSound('star');
    await flush();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(tone.log.filter((line) => line === 'Tone.start')).toEqual(['Tone.start']);
  });

  it('tries again after a failed download, and reports it without throwing', async () => {
    const errors: unknown[] = [];
    let attempt = 0;
    const player = createPlayer({
      loadTone: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('offline');
        return tone.module as unknown as ToneModule;
      },
      onError: (error) => errors.push(error),
    });
    player.playSound('right');
    await flush();
    expect(errors).toHaveLength(1);
    player.playSound('right');
    await flush();
    expect(attempt).toBe(2);
    expect(tone.log).toContain('triangle E5 0.12s @+0.00');
  });

  it('ignores a name it has no sound for', async () => {
    const errors: unknown[] = [];
    const loads = vi.fn(() => import('tone'));
    createPlayer({ loadTone: loads, onError: (error: unknown) => errors.push(error) }).playSound('trumpet');
    await flush();
    expect(loads).not.toHaveBeenCalled();
    expect(String(errors[0])).toContain('trumpet');
  });
});

describe('music', () => {
  it('plays the looping tune and stops when muted; unmuted, it goes on', async () => {
    const actor = startAudio();
    for (const event of visitorAt('home')) actor.send(event);
    actor.send({ type: 'audio.unlock' });
    await flush();
    expect(tone.transport.state).toBe('started');
    expect(tone.transport.bpm.value).toBe(MUSIC.bpm);
    expect(tone.log).toContain(`sequence of ${MUSIC.melody.length} 8n`);
    expect(tone.log).toContain(`sequence of ${MUSIC.bass.length} 2n`);

    actor.send({ type: 'audio.mute' });
    await flush();
    expect(tone.transport.state).toBe('paused');
    expect(window.localStorage.getItem(MUTED_KEY)).toBe('1');

    actor.send({ type: 'audio.unmute' });
    await flush();
    expect(tone.transport.state).toBe('started');
    expect(readStoredMuted()).toBe(false);
    // the synths were made once
    expect(tone.log.filter((line) => line.startsWith('new Synth'))).toHaveLength(2);
    actor.stop();
  });

  it('is paused on the battle screens', async () => {
    const actor = startAudio();
    for (const event of visitorAt('home')) actor.send(event);
    actor.send({ type: 'audio.unlock' });
    await flush();
    actor.send({ type: 'route.changed', route: appRoute('battle') });
    await flush();
    expect(tone.transport.state).toBe('paused');
    actor.stop();
  });

  it('does not start when stopped again before Tone has loaded', async () => {
    const player = createPlayer();
    player.startMusic();
    player.stopMusic();
    await flush();
    expect(tone.log).not.toContain('transport start');
  });

  it('plays the melody\'s notes and rests and the bass through the sequences', () => {
    const engine = createEngine(tone.module as unknown as ToneModule);
    engine.startMusic();
    const [melody, bass] = tone.sequences;
    expect(melody!.events).toEqual(MUSIC.melody);
    melody!.callback(1, 'C5');
    melody!.callback(2, null);
    bass!.callback(3, 'C3');
    expect(tone.log.filter((line) => line.startsWith('music '))).toEqual(['music C5 8n @1', 'music C3 2n @3']);
  });
});

describe('the player\'s own chunk (lazyPlayer: nothing of the player in the first load)', () => {
  function recordingPlayer() {
    const heard: string[] = [];
    const player: Player = {
      startMusic: () => void heard.push('start'),
      stopMusic: () => void heard.push('stop'),
      playSound: (sound) => void heard.push(sound),
    };
    return { heard, player };
  }

  it('loads it with the first music or sound, once, and passes every call on in order', async () => {
    const { heard, player } = recordingPlayer();
    const load = vi.fn(async () => player);
    const lazy = lazyPlayer(load);
    lazy.stopMusic(); // nothing loaded: nothing to stop, nothing loaded for it
    expect(load).not.toHaveBeenCalled();
    lazy.startMusic();
    lazy.playSound('right');
    lazy.stopMusic();
    expect(heard).toEqual([]);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(heard).toEqual(['start', 'right', 'stop']);
  });

  it('tries again with the next sound when the chunk did not load, and says so without throwing', async () => {
    const { heard, player } = recordingPlayer();
    const errors: unknown[] = [];
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(player);
    const lazy = lazyPlayer(load, (error) => errors.push(error));
    lazy.playSound('right');
    await flush();
    expect(errors).toHaveLength(1);
    expect(heard).toEqual([]);
    lazy.playSound('star');
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(heard).toEqual(['star']);
  });
});

describe('effects', () => {
  it('each sound name plays a distinct effect', async () => {
    const heard: Record<string, string> = {};
    for (const sound of SOUND_NAMES) {
      tone.reset();
      const player = createPlayer();
      player.playSound(sound);
      await flush();
      heard[sound] = tone.log.filter((line) => line !== 'Tone.start').join(' | ');
      expect(heard[sound], sound).not.toBe('');
    }
    expect(new Set(Object.values(heard)).size).toBe(SOUND_NAMES.length);
    expect(heard.right).toBe('triangle E5 0.12s @+0.00 | triangle A5 0.3s @+0.10');
    expect(heard.finish).toContain('C5+E5+G5+C6');
  });

  it('wakes a context the browser suspended before the sound', async () => {
    const engine = createEngine(tone.module as unknown as ToneModule);
    engine.play('star');
    await flush();
    expect(tone.log[0]).toBe('Tone.start');
  });
});

describe('the mute choice on the device', () => {
  it('starts muted when it was muted last time, and plays nothing after the gesture', async () => {
    window.localStorage.setItem(MUTED_KEY, '1');
    const loads = vi.fn(() => import('tone'));
    const actor = startAudio(audioActionsFor(createPlayer({ loadTone: loads })));
    expect(actor.getSnapshot().matches({ mute: 'muted' })).toBe(true);
    for (const event of visitorAt('home')) actor.send(event);
    actor.send({ type: 'audio.unlock' });
    actor.send({ type: 'sound.play', sound: 'right' });
    await flush();
    expect(loads).not.toHaveBeenCalled();
    actor.stop();
  });
});

describe('sounds of other machines', () => {
  it('go through the audio actor, so the gesture and the mute apply', () => {
    const played: string[] = [];
    const audio = audioMachine.provide({
      actions: { playSound: (_, params) => void played.push(params.sound), startMusic: () => {}, stopMusic: () => {} },
    });
    const game = setup({
      types: { events: {} as { type: 'answer' } },
      actions: { playSound: (_, _params: { sound: 'right' | 'wrong' }) => {} },
    }).createMachine({ on: { answer: { actions: { type: 'playSound', params: { sound: 'right' } } } } });
    const root = setup({ actors: { audio, game: game.provide({ actions: { playSound: playThroughAudioActor } }) } }).createMachine({
      invoke: [
        { id: 'audio', systemId: 'audio', src: 'audio' },
        { id: 'game', src: 'game' },
      ],
    });
    const actor = createActor(root).start();
    const gameRef = actor.getSnapshot().children.game!;
    const audioRef = actor.getSnapshot().children.audio!;
    gameRef.send({ type: 'answer' });
    expect(played, 'before the first gesture').toEqual([]);
    audioRef.send({ type: 'audio.unlock' });
    gameRef.send({ type: 'answer' });
    audioRef.send({ type: 'audio.mute' });
    gameRef.send({ type: 'answer' });
    expect(played).toEqual(['right']);
    actor.stop();
  });
});
