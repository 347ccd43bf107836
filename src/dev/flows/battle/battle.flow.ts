import { battleMachine } from '../../../../machines/battle/battle.machine';
import type { BattleEvent, BattleInput, BattleWord } from '../../../../machines/battle/battle.types';
import { seededRandom } from '../../../../machines/random';
import { fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const WORDS: BattleWord[] = [
  { id: 1, word: '日', pinyin: 'rì', zhuyin: 'ㄖˋ', english: 'sun' },
  { id: 2, word: '月', pinyin: 'yuè', zhuyin: 'ㄩㄝˋ', english: 'moon' },
  { id: 3, word: '火', pinyin: 'huǒ', zhuyin: 'ㄏㄨㄛˇ', english: 'fire' },
  { id: 4, word: '水', pinyin: 'shuǐ', zhuyin: 'ㄕㄨㄟˇ', english: 'water' },
];

const input: BattleInput = { random: seededRandom(7), rounds: 3 };

const events: FlowEvents<BattleEvent> = [
  { label: 'Left: ready', event: { type: 'side.ready', side: 'left' } },
  { label: 'Right: ready', event: { type: 'side.ready', side: 'right' } },
  ...WORDS.map((w) => ({
    label: `Left answers ${w.word} (${w.english})`,
    event: { type: 'side.answer', side: 'left', choice: w.id } as const,
  })),
  ...WORDS.map((w) => ({
    label: `Right answers ${w.word} (${w.english})`,
    event: { type: 'side.answer', side: 'right', choice: w.id } as const,
  })),
  { label: 'Play again', event: { type: 'battle.again' } },
  { label: 'Retry loading', event: { type: 'battle.retry' } },
  { label: 'Exit', event: { type: 'battle.exit' } },
];

export const flow: FlowDefinition = {
  id: 'battle',
  title: 'Battle (two players)',
  description:
    'Four learned words, three questions of 10 s each. Both sides press ready; each answers once (the question ' +
    'is in `questions[index].word`), its bar (`elapsedMs`, stopped at its answer) runs with the ticker; when time ' +
    'runs out an unanswered side gets a miss. More correct answers wins, a tie makes both win; `allCorrect` marks ' +
    'a perfect side.',
  machine: battleMachine.provide({
    actions: {
      navigate: logAction('navigate'),
      playSound: logAction('playSound'),
    },
    actors: {
      loadQuestions: fakeCall<BattleWord[], void>(() => WORDS),
    },
  }),
  input,
  events,
};
