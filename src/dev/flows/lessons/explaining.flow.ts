import { explainingMachine, type ExplainedPass, type ExplainingEvent } from '../../../../machines/lessons/explaining.machine';
import type { WordDetail } from '../../../../machines/learningContent';
import { sampleWord } from '../../../../machines/learningContent.samples';
import { callError, fakeCall, logAction } from '../fakes';
import type { FlowDefinition, FlowEvents } from '../types';

/**
 * The explanation of 人 alone. The fake server fails the first load and the first record
 * (so `failed` and `recordFailed` show), then answers. The word is said (as it opens and on
 * Listen) by `playWord`, which here only notes it in the console: the app's goes to the audio actor.
 */

let loads = 0;
let records = 0;

const events: FlowEvents<ExplainingEvent> = [
  { label: 'Try loading again', event: { type: 'word.retry' } },
  { label: 'The word was heard (or cannot play)', event: { type: 'word.heard' } },
  { label: 'Listen', event: { type: 'word.pronounce' } },
];

export const flow: FlowDefinition = {
  id: 'explaining',
  title: 'Word explanation (/explaining/{id})',
  description:
    'Loads word 1 (人): the first load fails, try again. The word is said as the explanation opens and on each ' +
    'Listen (playWord: the console here, the recordings in the app); once it was heard (word.heard, which the page ' +
    'sends when the saying ended) the explanation is recorded (the first record fails and is sent again after recordRetry, 5 s).',
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
    },
    actions: { playWord: logAction('playWord') },
  }),
  input: { wordId: 1, script: 'tw' },
  events,
};
