import { expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectExplaining, type RecordView } from '../../../machines/lessons/explaining.connect';
import { explainedPassOf, explainingMachine, type ExplainedPass, type ExplainingSnapshot } from '../../../machines/lessons/explaining.machine';
import type { WordDetail } from '../../../machines/learningContent';
import type { VoiceClip } from '../../../machines/rules/recordings';
import { sampleWord } from '../../../machines/learningContent.samples';
import { defineModel, type ModelFamily } from '../models';
import { replyEvents } from '../modelPaths';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the explaining screen's machine: one per transition, replayed on a real
 * actor with fake calls, a recording `playWord` and the fake clock (the test's own
 * `recordRetry`, so a path cannot pass on the app's value).
 *
 * At every step the view model (`connectExplaining`) is checked against what the path says
 * a child sees: loading, the error, or the word; the replay button; whether the explanation
 * is recorded; and what the app was asked to do: the record sent once per try with the
 * word's pass, never before the word was heard (`word.heard`: the stroke animation gates nothing) nor before the retry delay is over,
 * and the word said from the recordings (its zhuyin) as the explanation opens and on each replay.
 */

const RECORD_RETRY_MS = 2_000;

const events: EventObject[] = [
  { type: 'word.retry' },
  { type: 'word.heard' },
  { type: 'word.pronounce' },
  ...replyEvents(explainingMachine, {
    loadWord: { outputs: [sampleWord], errors: [apiError('500', 'Server error')] },
    recordExplained: { outputs: [null], errors: [apiError('500', 'Server error')] },
  }),
];

function family(name: string, script: 'tw' | 'cn', secondLanguage: 'english' | 'none'): ModelFamily {
  return {
    name,
    paths: { input: { wordId: 1, script }, events, prefix: `${script}, ${secondLanguage}: `, dropPrefixes: true },
    start: (inspect) => {
      const loadWord = fakeCall<WordDetail, { wordId: number }>();
      const recordExplained = fakeCall<unknown, ExplainedPass>();
      const played: VoiceClip[] = [];
      const machine = explainingMachine.provide({
        actions: { playWord: (_, clip) => void played.push(clip) },
        actors: { loadWord: loadWord.logic, recordExplained: recordExplained.logic },
        delays: { recordRetry: RECORD_RETRY_MS },
      });
      const actor = createActor(machine, { input: { wordId: 1, script }, inspect }).start();

      // What the path says, from its events alone.
      let status: 'loading' | 'failed' | 'ready' = 'loading';
      let loads = 1;
      let speeches = 0;
      let record: RecordView = 'unseen';
      let tries = 0;
      return {
        actor,
        machine,
        fakes: { loadWord, recordExplained },
        drive: async (event: EventObject) => {
          if (!event.type.startsWith('xstate.after.recordRetry')) return false;
          await vi.advanceTimersByTimeAsync(RECORD_RETRY_MS - 1);
          expect(recordExplained.calls, 'no new record before recordRetry is over').toHaveLength(tries);
          await vi.advanceTimersByTimeAsync(1);
          return true;
        },
        check: (snapshot, event) => {
          switch (event.type) {
            case 'xstate.done.actor.loadWord':
              // the word is said as the explanation opens
              [status, speeches] = ['ready', speeches + 1];
              break;
            case 'xstate.error.actor.loadWord':
              status = 'failed';
              break;
            case 'word.retry':
              [status, loads] = ['loading', loads + 1];
              break;
            case 'word.pronounce':
              // the replay button, as often as the child likes
              speeches += 1;
              break;
            case 'word.heard':
              if (record === 'unseen') [record, tries] = ['saving', tries + 1];
              break;
            case 'xstate.done.actor.recordExplained':
              record = 'saved';
              break;
            case 'xstate.error.actor.recordExplained':
              record = 'retrying';
              break;
            default:
              if (event.type.startsWith('xstate.after.recordRetry')) [record, tries] = ['saving', tries + 1];
          }
          const view = connectExplaining(snapshot as ExplainingSnapshot, { second_language: secondLanguage });
          expect(view.status, `after ${event.type}`).toBe(status);
          expect(view.word, 'the word shows once loaded').toEqual(status === 'ready' ? sampleWord : null);
          expect(view.errorMessage).toBe(status === 'failed' ? 'Server error' : null);
          expect(view.english, 'English as second_language says').toBe(secondLanguage === 'english');
          expect(view.canPronounce, 'the replay button').toBe(status === 'ready');
          expect(view.record).toBe(record);
          expect(view.challenge).toEqual(
            status === 'ready' ? { game: 'word', radicalId: 1, lessonId: 1, wordId: 1, from: 'lesson' } : null,
          );
          expect(view.strokes).toEqual(status === 'ready' ? [{ char: '人', url: '/api/strokes/人.json', mainlandOrder: false }] : []);
          expect(loadWord.calls, 'GET word/1, once per try').toEqual(Array(loads).fill({ wordId: 1 }));
          expect(recordExplained.calls, 'the pass, once per try').toEqual(Array(tries).fill(explainedPassOf(sampleWord)));
          expect(played, 'the word from the recordings: on opening, then on each replay').toEqual(Array(speeches).fill({ zhuyin: 'ㄖㄣˊ' }));
        },
      };
    },
  };
}

export const model = defineModel({
  machine: explainingMachine,
  families: [family('Taiwan script, English shown', 'tw', 'english'), family('mainland script, Chinese only', 'cn', 'none')],
});
