import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { connectChallenge, type ChallengeView } from '../../../machines/challenge/challenge.connect';
import type { challengeMachine } from '../../../machines/challenge/challenge.machine';
import type { ChallengeEvent } from '../../../machines/challenge/challenge.types';
import type { WriteLeniency } from '../../../machines/types';
import { useLearningSettings } from '../../app/useLearningSettings';

export type ChallengeActor = ActorRefFrom<typeof challengeMachine>;

/**
 * What a challenge screen renders: `connectChallenge` of the running challenge
 * (the root's child, `usePlayChild('challenge')`) and a way to send it events.
 * The screens decide nothing: every rule is the machine's.
 */
export function useChallengeView(actor: ChallengeActor): { view: ChallengeView; send: (event: ChallengeEvent) => void } {
  const view = useSelector(actor, connectChallenge, viewEquals);
  return { view, send: (event) => actor.send(event) };
}

/** Views are rebuilt on every snapshot; re-render only when what they show changed. */
function viewEquals(a: ChallengeView, b: ChallengeView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** How the screens show the word: the member's phonetic and whether English shows (SPEC §3 setting). */
export interface WordDisplay {
  phonetic: 'pinyin' | 'zhuyin';
  showEnglish: boolean;
  script: 'tw' | 'cn';
  leniency: WriteLeniency;
}

export function useWordDisplay(): WordDisplay {
  const setting = useLearningSettings();
  return {
    phonetic: setting.phonetic_symbol === 'phonetic' ? 'zhuyin' : 'pinyin',
    showEnglish: setting.second_language === 'english',
    script: setting.language === 'cn' ? 'cn' : 'tw',
    leniency: setting.write_leniency,
  };
}
