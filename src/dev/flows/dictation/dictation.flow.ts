import { dictationMachine } from '../../../../machines/dictation/dictation.machine';
import { sampleListLesson } from '../../../../machines/dictation/dictation.samples';
import type { DictationEvent, ListLesson, SaveResultInput } from '../../../../machines/dictation/dictation.types';
import { seededRandom } from '../../../../machines/random';
import { fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

const lesson: ListLesson = { ...sampleListLesson, dictation_reading: 1 };

const events: FlowEvents<DictationEvent> = [
  { label: 'Say the word again', event: { type: 'word.replay' } },
  { label: 'A stroke taken', event: { type: 'write.stroke', stroke: 0, path: 'M 10 10 L 20 20', trace: '9,9 17,17' } },
  { label: 'A try refused (stroke 1)', event: { type: 'write.mistake', stroke: 0 } },
  { label: 'The character written (2 strokes)', event: { type: 'write.characterDone', strokeCount: 2 } },
  { label: "I don't know it (3 strokes)", event: { type: 'write.giveUp', strokeCount: 3 } },
  { label: 'Next word', event: { type: 'word.next' } },
  { label: 'Spelling: the first tile', event: { type: 'spell.place', tile: 0 } },
  { label: 'Spelling: the second tile', event: { type: 'spell.place', tile: 1 } },
  { label: 'Spelling: the third tile', event: { type: 'spell.place', tile: 2 } },
  { label: 'Save again now', event: { type: 'result.retry' } },
  { label: 'Load again', event: { type: 'lesson.retry' } },
  { label: 'Again from the first word', event: { type: 'list.again' } },
  { label: 'Home', event: { type: 'list.close' } },
];

export const flow: FlowDefinition = {
  id: 'dictation',
  title: "A dictation of this week's words",
  description:
    'The fake server gives 飛, 𪚥 (no strokes: left out of a dictation) and 蝴蝶, with the reading shown in the dictation, and saves every result. ' +
    'Start it with mode "practice" to see each word explained first, then written (a word without strokes: not written), then spelled in zhuyin ' +
    '(the tiles by their place in the reading: the first, the second, the third).',
  machine: dictationMachine.provide({
    actors: {
      loadLesson: fakeCall<ListLesson, { listId: number }>(() => lesson),
      saveResult: fakeCall<unknown, SaveResultInput>(() => null),
    },
  }),
  input: { listId: 3, mode: 'dictation', spelling: 'zhuyin', random: seededRandom(30) },
  events,
};
