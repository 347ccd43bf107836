import { expect } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { audioMachine, isMuted, musicIntent, type AudioContext, type AudioEvent } from '../../../machines/shell/audio.machine';
import { defineModel } from '../models';
import { at, checking, makeMember, signedIn, signedOut } from './routeGuard.fixtures';

/**
 * The audio actor with recording fakes for what the app provides; `remembered`
 * is the mute choice the device kept from last time (the app's `wasMuted`).
 */
export function startAudio(inspect?: (event: InspectionEvent) => void, { remembered = false } = {}) {
  const calls: string[] = [];
  const machine = audioMachine.provide({
    actions: {
      startMusic: () => void calls.push('start'),
      stopMusic: () => void calls.push('stop'),
      playSound: (_, params) => void calls.push(`sound ${params.sound}`),
      rememberMute: (_, params) => void calls.push(params.muted ? 'remember muted' : 'remember on'),
    },
    guards: { wasMuted: () => remembered },
  });
  const actor = createActor(machine, { inspect }).start();
  return { actor, calls };
}

/**
 * Model paths of the audio actor: at each step, what the player was told last,
 * the music intent, the mute button and what the device remembers must be what
 * SPEC §2 and §4 and the mute control say, written out here.
 */
const events: AudioEvent[] = [
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
];

const contextKey = (context: AudioContext) => [context.route?.name ?? null, context.auth.status, context.auth.member?.setting.bgm ?? null];

function family(name: string, remembered: boolean) {
  return {
    name,
    ...(remembered ? { machine: audioMachine.provide({ guards: { wasMuted: () => true } }) } : {}),
    // the longer paths replay their beginnings: fewer tests, the same transitions
    paths: { events, contextKey, dropPrefixes: true },
    start: (inspect: (event: InspectionEvent) => void) => {
      const { actor, calls } = startAudio(inspect, { remembered });
      let muted = remembered;
      return {
        actor,
        machine: audioMachine,
        fakes: {},
        check: (snapshot: AnyMachineSnapshot, event: EventObject) => {
          const { route, auth } = snapshot.context as AudioContext;
          if (event.type === 'audio.mute') muted = true;
          if (event.type === 'audio.unmute') muted = false;
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
