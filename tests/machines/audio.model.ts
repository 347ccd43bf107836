import { expect } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { audioMachine, musicIntent, type AudioContext, type AudioEvent } from '../../machines/audio.machine';
import { defineModel } from './models';
import { at, checking, makeMember, signedIn, signedOut } from './routeGuard.fixtures';

/** The audio actor with recording fakes for what the app provides. */
export function startAudio(inspect?: (event: InspectionEvent) => void) {
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

/**
 * Model paths of the audio actor: at each step, what the player was told last
 * and the music intent must be what SPEC §2 and §4 say, written out here.
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
];

export const model = defineModel({
  machine: audioMachine,
  families: [
    {
      name: 'from no route, member loading',
      paths: {
        events,
        contextKey: (context: AudioContext) => [context.route?.name ?? null, context.auth.status, context.auth.member?.setting.bgm ?? null],
      },
      start: (inspect) => {
        const { actor, calls } = startAudio(inspect);
        return {
          actor,
          machine: audioMachine,
          fakes: {},
          check: (snapshot, event) => {
            const { route, auth } = snapshot.context as AudioContext;
            // paused on battle (and privacy, open-store); plays for a visitor, for a member with bgm 1
            const wanted =
              route !== null &&
              route.name !== 'battle' &&
              (auth.status === 'signedOut' || (auth.status === 'signedIn' && auth.member?.setting.bgm === 1));
            const unlocked = snapshot.matches({ gesture: 'unlocked' });
            const told = calls.filter((c) => c === 'start' || c === 'stop').at(-1);
            expect(told, 'what the player was told last').toBe(wanted && unlocked ? 'start' : 'stop');
            expect(musicIntent(snapshot as never), 'the intent').toBe(wanted ? 'playing' : 'paused');
            if (event.type === 'sound.play') expect(calls.at(-1) === 'sound right', 'the sound plays once unlocked').toBe(unlocked);
          },
        };
      },
    },
  ],
});
