import { challengeMachine } from '../../../../machines/challenge/challenge.machine';
import type {
  ChallengeChoice,
  ChallengeEvent,
  ChallengeInput,
  PassReport,
} from '../../../../machines/challenge/challenge.types';
import { seededRandom } from '../../../../machines/random';
import { reportWithRetryMachine } from '../../../../machines/challenge/reportWithRetry.machine';
import { fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const SUN: ChallengeChoice = { id: 1, word: '日', pinyin: 'rì', zhuyin: 'ㄖˋ', english: 'sun' };
const MOON: ChallengeChoice = { id: 2, word: '月亮', pinyin: 'yuè liang', zhuyin: 'ㄩㄝˋ ˙ㄌㄧㄤ', english: 'moon' };
const FIRE: ChallengeChoice = { id: 3, word: '火', pinyin: 'huǒ', zhuyin: 'ㄏㄨㄛˇ', english: 'fire' };
const WATER: ChallengeChoice = { id: 4, word: '水', pinyin: 'shuǐ', zhuyin: 'ㄕㄨㄟˇ', english: 'water' };
const GRID = [SUN, MOON, FIRE, WATER];

const input: ChallengeInput = {
  gameType: 'text',
  words: [
    { ...SUN, choices: GRID },
    { ...MOON, choices: GRID },
  ],
  lessonId: 30,
  radicalId: 5,
  from: 'lesson',
  settings: { write_number: 2, write_hint: 1, eng_spell_hint: 1 },
  random: seededRandom(2025),
  playText: 'Lesson 30',
};

const ordinal = ['1st', '2nd', '3rd', '4th'];

const events: FlowEvents<ChallengeEvent> = [
  ...GRID.map((w) => ({ label: `Choose ${w.word} (${w.english})`, event: { type: 'answer.choose', answerId: w.id } as const })),
  { label: 'Stroke drawn right', event: { type: 'write.stroke' } },
  { label: 'Stroke missed', event: { type: 'write.mistake' } },
  { label: 'Character written (quiz complete)', event: { type: 'write.strokesDone' } },
  { label: 'Go on from the written character', event: { type: 'write.next' } },
  ...ordinal.map((nth, tile) => ({ label: `Place the ${nth} letter's tile`, event: { type: 'spell.place', tile } as const })),
  { label: 'Next word', event: { type: 'challenge.next' } },
  { label: 'Close (header)', event: { type: 'challenge.close' } },
  { label: 'Leave (another page opened)', event: { type: 'challenge.leave' } },
];

export const flow: FlowDefinition = {
  id: 'challenge',
  title: 'Challenge (guess, write, spell)',
  description:
    'A lesson of two words, 日 (sun) and 月亮 (moon), written twice each with hints on. Guess: a wrong answer turns ' +
    'red and stays; the right one turns green and moves on after a moment. Write: each character completes by ' +
    'itself once the quiz judged every stroke, shows beside its model for 3 s ("Go on" skips it; 月亮 has two), ' +
    'a miss plays the soft miss sound (the help is the writing coach\'s flow). Spell: tiles are named by their ' +
    "letter's place in the word; out of order they are refused. Each word pass and the lesson pass are reported " +
    'once by the reportWithRetry child (watch `report` while it is sent, then `reported`); "Next" waits for it.',
  machine: challengeMachine.provide({
    actions: {
      navigate: logAction('navigate'),
      playSound: logAction('playSound'),
      playWord: logAction('playWord'),
      clearChallengeData: logAction('clearChallengeData'),
    },
    actors: {
      reportWithRetry: reportWithRetryMachine.provide({
        actors: { reportProgress: fakeCall<unknown, PassReport>(() => null) },
      }),
    },
  }),
  input,
  events,
};
