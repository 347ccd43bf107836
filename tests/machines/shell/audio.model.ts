import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { audioMachine, isMuted, isSpeaking, musicIntent, type AudioContext, type AudioEvent } from '../../../machines/shell/audio.machine';
import type { VoiceClip } from '../../../machines/rules/recordings';
import { fakeCall } from '../account/registration.fakes';
import { replyEvents } from '../modelPaths';
import { defineModel } from '../models';
import { at, checking, makeMember, signedIn, signedOut } from './routeGuard.fixtures';

/**
 * The audio actor with recording fakes for what the app provides; `remembered`
 * is the mute choice the device kept from last time (the app's `wasMuted`).
 */
export function startAudio(inspect?: (event: InspectionEvent) => void, { remembered = false } = {}) {
  const calls: string[] = [];
  const playVoice = fakeCall<unknown, { clip: VoiceClip }>();
  const machine = audioMachine.provide({
    actors: { playVoice: playVoice.logic },
    actions: {
      startMusic: () => void calls.push('start'),
      stopMusic: () => void calls.push('stop'),
      playSound: (_, params) => void calls.push(`sound ${params.sound}`),
      rememberMute: (_, params) => void calls.push(params.muted ? 'remember muted' : 'remember on'),
    },
    guards: { wasMuted: () => remembered },
  });
  const actor = createActor(machine, { inspect }).start();
  return { actor, calls, playVoice };
}

/**
 * Model paths of the audio actor: at each step, what the player was told last,
 * the music intent, the mute button and what the device remembers must be what
 * SPEC §2 and §4 and the mute control say, written out here; and the words said
 * from the recordings (issue 28 §1): only after the first tap, never muted (a
 * mute stops the word being said), a new word replacing the one being said.
 */
const WORD: VoiceClip = { zhuyin: 'ㄖㄣˊ', instruction: 'guess' };
const OTHER_WORD: VoiceClip = { zhuyin: 'ㄉㄚˋ ㄖㄣˊ' };

const audioEvents: AudioEvent[] = [
  at('home'),
  at('battle'),
  checking(),
  signedOut(),
  signedIn(makeMember({}, { bgm: 1 })),
  signedIn(makeMember({ id: 8 }, { bgm: 0 })),
  { type: 'audio.unlock' },
  { type: 'sound.play', sound: 'right' },
  { type: 'audio.mute' },
  { type: 'audio.unmute' },
  { type: 'voice.play', clip: WORD },
  { type: 'voice.play', clip: OTHER_WORD },
  { type: 'voice.stop' },
];

const events: EventObject[] = [
  ...audioEvents,
  ...replyEvents(audioMachine, { playVoice: { outputs: [undefined], errors: [new Error('NotAllowedError')] } }),
];

const contextKey = (context: AudioContext) => [context.route?.name ?? null, context.auth.status, context.auth.member?.setting.bgm ?? null];

function family(name: string, remembered: boolean) {
  return {
    name,
    ...(remembered ? { machine: audioMachine.provide({ guards: { wasMuted: () => true } }) } : {}),
    // the longer paths replay their beginnings: fewer tests, the same transitions
    paths: { events, contextKey, dropPrefixes: true },
    start: (inspect: (event: InspectionEvent) => void) => {
      const { actor, calls, playVoice } = startAudio(inspect, { remembered });
      let muted = remembered;
      let unlockedSoFar = false;
      /** The words the player was asked to say, and whether one is being said. */
      const said: VoiceClip[] = [];
      let speaking = false;
      return {
        actor,
        machine: audioMachine,
        fakes: { playVoice },
        check: (snapshot: AnyMachineSnapshot, event: EventObject) => {
          const { route, auth } = snapshot.context as AudioContext;
          if (event.type === 'audio.unlock') unlockedSoFar = true;
          if (event.type === 'audio.mute') [muted, speaking] = [true, false];
          if (event.type === 'audio.unmute') muted = false;
          // a word is said only after the first tap and never muted; a new one replaces the one being said
          if (event.type === 'voice.play' && unlockedSoFar && !muted) {
            said.push((event as { clip: VoiceClip } & EventObject).clip);
            speaking = true;
          }
          if (event.type === 'voice.stop' || /^xstate\.(done|error)\.actor\./.test(event.type)) speaking = false;
          expect(playVoice.calls.map((c) => c.clip), 'the words the player was asked to say').toEqual(said);
          expect(isSpeaking(snapshot), 'a word is being said').toBe(speaking);
          // paused on battle (and privacy, open-store); plays for a visitor, for a member with bgm 1; never muted
          const wanted =
            route !== null &&
            route.name !== 'battle' &&
            (auth.status === 'signedOut' || (auth.status === 'signedIn' && auth.member?.setting.bgm === 1));
          const unlocked = snapshot.matches({ gesture: 'unlocked' });
          const told = calls.filter((c) => c === 'start' || c === 'stop').at(-1);
          expect(isMuted(snapshot), 'the mute button').toBe(muted);
          expect(told, 'what the player was told last').toBe(wanted && unlocked && !muted ? 'start' : 'stop');
          expect(musicIntent(snapshot), 'the intent').toBe(wanted && !muted ? 'playing' : 'paused');
          if (event.type === 'sound.play') {
            expect(calls.at(-1) === 'sound right', 'the sound plays once unlocked, unless muted').toBe(unlocked && !muted);
          }
          const remembered = calls.filter((c) => c.startsWith('remember')).at(-1);
          if (event.type === 'audio.mute' || event.type === 'audio.unmute') {
            expect(remembered, 'the device remembers the choice').toBe(muted ? 'remember muted' : 'remember on');
          }
        },
      };
    },
  };
}

export const model = defineModel({
  machine: audioMachine,
  families: [family('from no route, member loading', false), family('muted last time', true)],
});
