import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMuted, musicIntent } from '../../../machines/shell/audio.machine';
import { startAudio } from './audio.model';
import { at, checking, makeMember, signedIn, signedOut } from './routeGuard.fixtures';

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


describe('the mute control', () => {
  it('pauses the music and drops effects while muted, and plays again when unmuted', () => {
    const { actor, calls } = startAudio();
    actor.send(signedOut());
    actor.send(at('home'));
    actor.send({ type: 'audio.unlock' });
    expect(musicOf(actor)).toBe('playing');
    actor.send({ type: 'audio.mute' });
    expect(isMuted(actor.getSnapshot())).toBe(true);
    expect(musicOf(actor)).toBe('paused');
    expect(musicIntent(actor.getSnapshot())).toBe('paused');
    actor.send({ type: 'sound.play', sound: 'star' });
    actor.send(at('login'));
    expect(musicOf(actor)).toBe('paused');
    actor.send({ type: 'audio.unmute' });
    expect(musicOf(actor)).toBe('playing');
    actor.send({ type: 'sound.play', sound: 'finish' });
    expect(calls).toEqual(['stop', 'start', 'remember muted', 'stop', 'remember on', 'start', 'sound finish']);
  });

  it('starts muted when the device remembers it, and the first gesture then starts nothing', () => {
    const { actor, calls } = startAudio(undefined, { remembered: true });
    expect(isMuted(actor.getSnapshot())).toBe(true);
    actor.send(signedOut());
    actor.send(at('index'));
    expect(musicOf(actor)).toBe('paused');
    actor.send({ type: 'audio.unlock' });
    actor.send({ type: 'sound.play', sound: 'right' });
    expect(calls).toEqual(['stop']);
    actor.send({ type: 'audio.unmute' });
    expect(calls).toEqual(['stop', 'remember on', 'start']);
  });

  it('mutes before the first gesture too: the gesture then starts nothing', () => {
    const { actor, calls } = startAudio();
    actor.send(signedIn(makeMember({}, { bgm: 1 })));
    actor.send(at('home'));
    expect(musicOf(actor)).toBe('waitingForGesture');
    actor.send({ type: 'audio.mute' });
    expect(musicOf(actor)).toBe('paused');
    actor.send({ type: 'audio.unlock' });
    expect(calls.filter((c) => c === 'start')).toEqual([]);
  });
});
