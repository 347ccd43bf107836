import { and, assign, not, setup, stateIn } from 'xstate';
import type { AuthChangedEvent, AuthView } from './auth.machine';
import { routeFacts, type AppRoute } from './routes';

/**
 * Sound (SPEC §2, §4 "Background music"): the background music's intent per
 * route and member, and sound effects.
 *
 * - Browsers refuse audio before a user gesture: `gesture` is `locked` until
 *   the app sends `audio.unlock` on the first pointer or key press.
 * - `music` follows the route table's `music` fact and the member: paused on
 *   the routes marked 'paused' (battle, battle/game, battle/finish, privacy,
 *   open-store) and while the member loads; elsewhere it plays for a visitor,
 *   and for a member only with setting bgm = 1. Music that should play before
 *   the first gesture waits (`waitingForGesture`) and starts with it.
 * - `sound.play { sound }` plays an effect (right, wrong, star ...) once
 *   unlocked; before that it is dropped, as the browser would drop it.
 *
 * `startMusic`, `stopMusic` and `playSound` are provided by the app (the Tone.js
 * player, loaded after the first gesture, comes with the learning screens).
 */

export type SoundName = string;

export interface AudioContext {
  route: AppRoute | null;
  auth: AuthView;
}

export type AudioEvent =
  | { type: 'route.changed'; route: AppRoute }
  | AuthChangedEvent
  | { type: 'audio.unlock' }
  | { type: 'sound.play'; sound: SoundName };

/** Whether the background music should be heard, gesture aside. */
export function musicWanted({ route, auth }: AudioContext): boolean {
  if (route === null || routeFacts(route.name).music === 'paused') return false;
  if (auth.status === 'signedOut') return true;
  return auth.status === 'signedIn' && auth.member?.setting.bgm === 1;
}

export const audioMachine = setup({
  types: {
    context: {} as AudioContext,
    events: {} as AudioEvent,
  },
  actions: {
    /** Start (or resume) the background music. Provided by the app. */
    startMusic: () => {},
    /** Pause the background music. Provided by the app. */
    stopMusic: () => {},
    /** Play one sound effect. Provided by the app. */
    playSound: (_, _params: { sound: SoundName }) => {},
    assignRoute: assign(({ event }) => (event.type === 'route.changed' ? { route: event.route } : {})),
    assignAuth: assign(({ event }) =>
      event.type === 'auth.changed' ? { auth: { status: event.status, member: event.member } } : {},
    ),
  },
  guards: {
    musicWanted: ({ context }) => musicWanted(context),
    isUnlocked: stateIn({ gesture: 'unlocked' }),
  },
}).createMachine({
  id: 'audio',
  type: 'parallel',
  context: { route: null, auth: { status: 'checking', member: null } },
  on: {
    'route.changed': { actions: 'assignRoute' },
    'auth.changed': { actions: 'assignAuth' },
  },
  states: {
    gesture: {
      initial: 'locked',
      states: {
        locked: {
          on: { 'audio.unlock': 'unlocked' },
        },
        unlocked: {
          on: {
            'sound.play': { actions: { type: 'playSound', params: ({ event }) => ({ sound: event.sound }) } },
          },
        },
      },
    },
    music: {
      initial: 'paused',
      states: {
        paused: {
          entry: 'stopMusic',
          always: [
            { guard: and(['musicWanted', 'isUnlocked']), target: 'playing' },
            { guard: 'musicWanted', target: 'waitingForGesture' },
          ],
        },
        /** It should play, but the browser allows no sound before the first gesture. */
        waitingForGesture: {
          always: [
            { guard: not('musicWanted'), target: 'paused' },
            { guard: 'isUnlocked', target: 'playing' },
          ],
        },
        playing: {
          entry: 'startMusic',
          always: { guard: not('musicWanted'), target: 'paused' },
        },
      },
    },
  },
});

/** What the music should do, gesture aside: what the inspector and a mute button would show. */
export function musicIntent(snapshot: { matches: (value: { music: 'paused' }) => boolean }): 'playing' | 'paused' {
  return snapshot.matches({ music: 'paused' }) ? 'paused' : 'playing';
}
