import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { audioMachine, musicIntent, type AudioContext, type AudioEvent } from '../../machines/audio.machine';
import { CoverageRecorder } from './coverage';
import { replay, transitionPaths } from './modelPaths';
import { at, checking, makeMember, signedIn, signedOut } from './routeGuard.fixtures';

/** The audio actor with recording fakes for what the app provides. */
function startAudio(inspect?: CoverageRecorder['inspect']) {
  const calls: string[] = [];
  const machine = audioMachine.provide({
    actions: {
      startMusic: () => void calls.push('start'),
      stopMusic: () => void calls.push('stop'),
      playSound: (_, params) => void calls.push(`sound ${params.sound}`),
    },
  });
  const actor = createActor(machine, { inspect }).start();
  return { actor, calls };
}

const musicOf = (actor: ReturnType<typeof startAudio>['actor']) => (actor.getSnapshot().value as Record<string, string>).music;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('background music (SPEC §2, §4)', () => {
  it('plays for a visitor after the first gesture, except on privacy and open-store', () => {
    const { actor, calls } = startAudio();
    actor.send(signedOut());
    actor.send(at('index'));
    expect(musicOf(actor)).toBe('waitingForGesture');
    expect(musicIntent(actor.getSnapshot())).toBe('playing');
    actor.send({ type: 'audio.unlock' });
    expect(musicOf(actor)).toBe('playing');
    actor.send(at('privacy'));
    expect(musicOf(actor)).toBe('paused');
    actor.send(at('login'));
    actor.send(at('openStore'));
    expect(musicOf(actor)).toBe('paused');
    expect(calls).toEqual(['stop', 'start', 'stop', 'start', 'stop']);
  });

  it('is paused on the battle screens', () => {
    const { actor } = startAudio();
    actor.send({ type: 'audio.unlock' });
    actor.send(signedIn());
    actor.send(at('home'));
    expect(musicOf(actor)).toBe('playing');
    for (const name of ['battle', 'battleGame', 'battleFinish'] as const) {
      actor.send(at(name));
      expect(musicOf(actor)).toBe('paused');
    }
  });

  it('plays for a member only with bgm = 1', () => {
    const { actor } = startAudio();
    actor.send({ type: 'audio.unlock' });
    actor.send(signedIn(makeMember({}, { bgm: 0 })));
    actor.send(at('home'));
    expect(musicOf(actor)).toBe('paused');
    actor.send(signedIn(makeMember({}, { bgm: 1 })));
    expect(musicOf(actor)).toBe('playing');
  });

  it('stays paused while the member is loading and before the first route', () => {
    const { actor } = startAudio();
    actor.send({ type: 'audio.unlock' });
    actor.send(signedOut());
    expect(musicOf(actor)).toBe('paused');
    actor.send(checking());
    actor.send(at('index'));
    expect(musicOf(actor)).toBe('paused');
  });
});

describe('sound effects', () => {
  it('play once the browser allows sound, and are dropped before', () => {
    const { actor, calls } = startAudio();
    actor.send({ type: 'sound.play', sound: 'right' });
    expect(calls).toEqual(['stop']);
    actor.send({ type: 'audio.unlock' });
    actor.send({ type: 'sound.play', sound: 'wrong' });
    expect(calls).toEqual(['stop', 'sound wrong']);
  });
});

describe('audio model paths', () => {
  const recorder = new CoverageRecorder(audioMachine);
  const events: AudioEvent[] = [
    at('home'),
    at('battle'),
    checking(),
    signedOut(),
    signedIn(makeMember({}, { bgm: 1 })),
    signedIn(makeMember({ id: 8 }, { bgm: 0 })),
    { type: 'audio.unlock' },
    { type: 'sound.play', sound: 'right' },
  ];
  const paths = transitionPaths(audioMachine, {
    events,
    contextKey: ((context: AudioContext) => [context.route?.name ?? null, context.auth.status, context.auth.member?.setting.bgm ?? null]) as never,
  });
  for (const path of paths) {
    it(path.description, async () => {
      const { actor, calls } = startAudio(recorder.inspect);
      await replay(path, {
        actor,
        machine: audioMachine,
        fakes: {},
        check: (snapshot: AnyMachineSnapshot, event) => {
          const { route, auth } = snapshot.context as AudioContext;
          // SPEC §2, §4, written out: paused on battle (and privacy, open-store), plays for a visitor, for a member with bgm 1
          const wanted =
            route !== null &&
            route.name !== 'battle' &&
            (auth.status === 'signedOut' || (auth.status === 'signedIn' && auth.member?.setting.bgm === 1));
          const unlocked = snapshot.matches({ gesture: 'unlocked' });
          const audible = wanted && unlocked;
          expect(calls.filter((c) => c === 'start' || c === 'stop').at(-1), 'what the player was told last').toBe(audible ? 'start' : 'stop');
          expect(musicIntent(snapshot as never), 'the intent').toBe(wanted ? 'playing' : 'paused');
          if (event.type === 'sound.play') expect(calls.at(-1) === 'sound right').toBe(unlocked);
        },
      });
      actor.stop();
    });
  }
  it('walked every state and every transition of the audio actor', () => {
    recorder.assertFullCoverage();
  });
});
