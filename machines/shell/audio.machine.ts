import { and, assign, not, or, setup, stateIn, type PromiseActorLogic } from 'xstate';
import type { AuthChangedEvent, AuthView } from './auth.types';
import { routeFacts, type AppRoute } from '../routes';
import type { VoiceClip } from '../rules/recordings';
import { providedByTheApp } from './provided';

/**
 * Sound (SPEC §2, §4 "Background music"): the background music's intent per
 * route and member, sound effects, and the mute control.
 *
 * - Browsers refuse audio before a user gesture: `gesture` is `locked` until
 *   the app sends `audio.unlock` on the first pointer or key press.
 * - `music` follows the route table's `music` fact and the member: paused on
 *   the routes marked 'paused' (battle, battle/game, battle/finish, privacy,
 *   open-store) and while the member loads; elsewhere it plays for a visitor,
 *   and for a member only with setting bgm = 1. Music that should play before
 *   the first gesture waits (`waitingForGesture`) and starts with it.
 * - `sound.play { sound }` plays an effect (right, wrong, star, finish) once
 *   unlocked; before that it is dropped, as the browser would drop it.
 * - `mute`: the header's mute button sends `audio.mute` / `audio.unmute`.
 *   Muted, the music is paused and effects are dropped, whatever the route
 *   and the member's bgm say. The choice is remembered on the device: the app
 *   provides `rememberMute` (it stores it) and `wasMuted` (it reads it back
 *   when the actor starts; without it, sound starts on).
 *
 * - `voice.play { clip }` says a word from the syllable recordings (issue 28
 *   §1: a word, after an instruction when the clip has one): `voice` is
 *   `speaking` while the app's `playVoice` actor plays it (src/audio/voice.ts),
 *   then `quiet`. Like an effect, dropped before the first gesture and while
 *   muted; a new clip replaces the one being said; `voice.stop` and
 *   `audio.mute` stop it at once. The machines that know when a child needs a
 *   word (challenge, explaining, wordsHouse) ask for it through their
 *   `playWord` action, which the app points here.
 *
 * `startMusic`, `stopMusic` and `playSound` are provided by the app: the
 * Tone.js player (src/audio/player.ts), which loads Tone only when one of them
 * first has something to play; `playVoice` likewise loads the recordings'
 * player with the first word.
 */

/** The effects the player knows (src/audio/sounds.ts); another name plays nothing. */
export const SOUND_NAMES = ['right', 'wrong', 'star', 'finish', 'miss'] as const;
export type KnownSound = (typeof SOUND_NAMES)[number];
export type SoundName = KnownSound | (string & {});

export interface AudioContext {
  route: AppRoute | null;
  auth: AuthView;
  /** The word being said (`voice.speaking`), else the last one. */
  clip: VoiceClip | null;
}

export type AudioEvent =
  | { type: 'route.changed'; route: AppRoute }
  | AuthChangedEvent
  | { type: 'audio.unlock' }
  | { type: 'audio.mute' }
  | { type: 'audio.unmute' }
  | { type: 'sound.play'; sound: SoundName }
  | { type: 'voice.play'; clip: VoiceClip }
  | { type: 'voice.stop' };

/** Whether the background music should be heard, gesture aside. */
export function musicWanted({ route, auth }: AudioContext): boolean {
  if (route === null || routeFacts(route.name).music === 'paused') return false;
  if (auth.status === 'signedOut') return true;
  return auth.status === 'signedIn' && auth.member?.setting.bgm === 1;
}

/** What the app provides (src/app/appActor.ts `appLogic`, through src/audio/player.ts), built into the machine once. */
export interface AudioProvided {
  actions: {
    /** Start (or resume) the background music. */
    startMusic: () => void;
    /** Pause the background music. */
    stopMusic: () => void;
    /** Play one sound effect. */
    playSound: (_: unknown, params: { sound: SoundName }) => void;
    /** Remember the mute choice on this device (local storage). */
    rememberMute: (_: unknown, params: { muted: boolean }) => void;
  };
  guards: {
    /** The mute choice remembered from before (local storage). */
    wasMuted: () => boolean;
  };
  actors: {
    /** Say a clip from the syllable recordings; resolves when it has been said (or could not be). */
    playVoice: PromiseActorLogic<unknown, { clip: VoiceClip }>;
  };
}

/**
 * The machine over what the app provides: `appLogic` builds it once with the app's own (a machine's
 * `provide` would build it a second time). `audioMachine` below is the same machine with stand-ins.
 */
export function audioMachineWith(provided: AudioProvided) {
  return setup({
    types: {
      context: {} as AudioContext,
      events: {} as AudioEvent,
    },
    actors: provided.actors,
    actions: {
      ...provided.actions,
      keepClip: assign({ clip: (_, params: { clip: VoiceClip }) => params.clip }),
      assignRoute: assign(({ event }) => (event.type === 'route.changed' ? { route: event.route } : {})),
      assignAuth: assign(({ event }) =>
        event.type === 'auth.changed' ? { auth: { status: event.status, member: event.member } } : {},
      ),
    },
    guards: {
      musicWanted: ({ context }) => musicWanted(context),
      isUnlocked: stateIn({ gesture: 'unlocked' }),
      isMuted: stateIn({ mute: 'muted' }),
      ...provided.guards,
    },
  }).createMachine({
    id: 'audio',
    type: 'parallel',
    context: { route: null, auth: { status: 'checking', member: null }, clip: null },
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
              'sound.play': {
                guard: not('isMuted'),
                actions: { type: 'playSound', params: ({ event }) => ({ sound: event.sound }) },
              },
            },
          },
        },
      },
      mute: {
        initial: 'remembering',
        states: {
          /** The choice of last time, read back once at start. */
          remembering: {
            always: [{ guard: 'wasMuted', target: 'muted' }, { target: 'on' }],
          },
          on: {
            on: { 'audio.mute': { target: 'muted', actions: { type: 'rememberMute', params: { muted: true } } } },
          },
          muted: {
            on: { 'audio.unmute': { target: 'on', actions: { type: 'rememberMute', params: { muted: false } } } },
          },
        },
      },
      voice: {
        initial: 'quiet',
        states: {
          quiet: {
            on: {
              'voice.play': {
                guard: and(['isUnlocked', not('isMuted')]),
                target: 'speaking',
                actions: { type: 'keepClip', params: ({ event }) => ({ clip: event.clip }) },
              },
            },
          },
          speaking: {
            invoke: {
              src: 'playVoice',
              input: ({ context }) => ({ clip: context.clip! }),
              onDone: 'quiet',
              onError: 'quiet',
            },
            on: {
              // a new word replaces the one being said (the actor is stopped and started again)
              'voice.play': {
                target: 'speaking',
                reenter: true,
                actions: { type: 'keepClip', params: ({ event }) => ({ clip: event.clip }) },
              },
              'voice.stop': 'quiet',
              'audio.mute': 'quiet',
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
              { guard: and(['musicWanted', not('isMuted'), 'isUnlocked']), target: 'playing' },
              { guard: and(['musicWanted', not('isMuted')]), target: 'waitingForGesture' },
            ],
          },
          /** It should play, but the browser allows no sound before the first gesture. */
          waitingForGesture: {
            always: [
              { guard: or([not('musicWanted'), 'isMuted']), target: 'paused' },
              { guard: 'isUnlocked', target: 'playing' },
            ],
          },
          playing: {
            entry: 'startMusic',
            always: { guard: or([not('musicWanted'), 'isMuted']), target: 'paused' },
          },
        },
      },
    },
  });
}

/** With stand-ins for what the app provides: the machine of the tests, the flows and the Stately inspector. */
export const audioMachine = /* @__PURE__ */ audioMachineWith({
  actions: { startMusic: () => {}, stopMusic: () => {}, playSound: () => {}, rememberMute: () => {} },
  guards: { wasMuted: () => false },
  actors: { playVoice: providedByTheApp<unknown, { clip: VoiceClip }>('playVoice') },
});

/** Whether a word is being said from the recordings (a screen's replay button shows it). */
export function isSpeaking(snapshot: { matches: (value: { voice: 'speaking' }) => boolean }): boolean {
  return snapshot.matches({ voice: 'speaking' });
}

/** What the music should do, gesture aside (muted: paused): what the inspector shows. */
export function musicIntent(snapshot: { matches: (value: { music: 'paused' }) => boolean }): 'playing' | 'paused' {
  return snapshot.matches({ music: 'paused' }) ? 'paused' : 'playing';
}

/** Whether sound is muted (the header's mute button shows it). */
export function isMuted(snapshot: { matches: (value: { mute: 'muted' }) => boolean }): boolean {
  return snapshot.matches({ mute: 'muted' });
}
