import type { PassReport } from '../../../../machines/challenge/challenge.types';
import { reportWithRetryMachine } from '../../../../machines/challenge/reportWithRetry.machine';
import { callError, fakeCall } from '../fakes';
import type { FlowDefinition } from '../types';

/**
 * The challenge's report child alone: it has no events of its own, it only
 * sends. The fake server fails every other call, so a run shows a failure, the
 * wait of `reportRetry` (the real 5 s) and the retry that succeeds.
 */

let calls = 0;

const input: PassReport = { kind: 'word', radical_id: 5, lesson_id: 30, word_id: 1, finish_explaining: 1, is_passed: 1, mistakes: 0 };

export const flow: FlowDefinition = {
  id: 'reportWithRetry',
  title: 'Report with retry (challenge finish screens)',
  description:
    'Sends the word pass of 日 (lesson 30). The fake server fails every other call: the child waits in `failed` ' +
    'for reportRetry (5 s), sends again, and stops in `sent` once the call answers (its output is the pass). ' +
    'No buttons: the challenge invokes it and only reads its status.',
  machine: reportWithRetryMachine.provide({
    actors: {
      reportProgress: fakeCall<unknown, PassReport>(() => {
        calls += 1;
        if (calls % 2 === 1) throw callError('500', 'Server error');
        return null;
      }),
    },
  }),
  input,
  events: [],
};
