import { explainingMachine, type ExplainedPass, type ExplainingEvent } from '../../../../machines/lessons/explaining.machine';
import type { SpeechInput, SpeechResult, WordDetail } from '../../../../machines/learningContent';
import { sampleWord } from '../../../../machines/learningContent.samples';
import { callError, fakeCall } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * The explanation of 人 alone. The fake server fails the first load and the first record
 * (so `failed` and `recordFailed` show), then answers; the fake voice says there is no
 * Chinese voice every other time.
 */

let loads = 0;
let records = 0;
let speeches = 0;

const events: FlowEvents<ExplainingEvent> = [
  { label: 'Try loading again', event: { type: 'word.retry' } },
  { label: 'The word was heard (or cannot play)', event: { type: 'word.heard' } },
  { label: 'Listen', event: { type: 'word.pronounce' } },
];

export const flow: FlowDefinition = {
  id: 'explaining',
  title: 'Word explanation (/explaining/{id})',
  description:
    'Loads word 1 (人): the first load fails, try again. Once the word was heard (Listen, or the page saying it cannot play) the explanation is ' +
    'recorded (the first record fails and is sent again after recordRetry, 5 s). Listen: the fake voice ' +
    'reads the word, then finds no Chinese voice, in turn.',
  machine: explainingMachine.provide({
    actors: {
      loadWord: fakeCall<WordDetail, { wordId: number }>(() => {
        loads += 1;
        if (loads === 1) throw callError('500', 'Server error');
        return sampleWord;
      }),
      recordExplained: fakeCall<unknown, ExplainedPass>(() => {
        records += 1;
        if (records === 1) throw callError('500', 'Server error');
        return null;
      }),
      speak: fakeCall<SpeechResult, SpeechInput>(() => {
        speeches += 1;
        return speeches % 2 === 1 ? 'spoken' : 'noVoice';
      }),
    },
  }),
  input: { wordId: 1, script: 'tw' },
  events,
};
