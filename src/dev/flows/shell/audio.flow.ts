import { audioMachine, type AudioEvent } from '../../../../machines/shell/audio.machine';
import { appRoute } from '../../../../machines/routes';
import { fakeCall, logAction, sampleMember } from '../fakes';
import type { VoiceClip } from '../../../../machines/rules/recordings';
import type { FlowDefinition, FlowEvents } from '../types';

const events: FlowEvents<AudioEvent> = [
  { label: 'Visitor', event: { type: 'auth.changed', status: 'signedOut', member: null } },
  { label: 'Signed in, music on', event: { type: 'auth.changed', status: 'signedIn', member: sampleMember } },
  {
    label: 'Signed in, music off',
    event: { type: 'auth.changed', status: 'signedIn', member: { ...sampleMember, setting: { ...sampleMember.setting, bgm: 0 } } },
  },
  { label: 'Open home', event: { type: 'route.changed', route: appRoute('home') } },
  { label: 'Open battle', event: { type: 'route.changed', route: appRoute('battle') } },
  { label: 'First tap (unlock)', event: { type: 'audio.unlock' } },
  { label: 'Play "right"', event: { type: 'sound.play', sound: 'right' } },
  { label: 'Say 人 (after "哪一個是")', event: { type: 'voice.play', clip: { zhuyin: 'ㄖㄣˊ', instruction: 'guess' } } },
  { label: 'Say 大人', event: { type: 'voice.play', clip: { zhuyin: 'ㄉㄚˋ ㄖㄣˊ' } } },
  { label: 'Stop the word', event: { type: 'voice.stop' } },
  { label: 'Mute', event: { type: 'audio.mute' } },
  { label: 'Unmute', event: { type: 'audio.unmute' } },
];

export const flow: FlowDefinition = {
  id: 'audio',
  title: 'Music and sound effects',
  description:
    'Music plays where the route table says it may (not on battle, privacy, open-store), for a visitor, and for a ' +
    'member with bgm on; before the first tap it waits for the gesture. Muted (the header\'s button, remembered on ' +
    'the device), the music pauses and effects and words are dropped. Start, stop, sounds and the remembered choice ' +
    'are logged; a word is "said" for two seconds by a fake player.',
  machine: audioMachine.provide({
    actions: {
      startMusic: logAction('audio: music starts'),
      stopMusic: logAction('audio: music stops'),
      playSound: logAction('audio: sound'),
      rememberMute: logAction('audio: remember the mute choice'),
    },
    actors: { playVoice: fakeCall<unknown, { clip: VoiceClip }>(() => null, 2_000) },
  }),
  events,
};
