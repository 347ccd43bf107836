import { expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { connectExplaining, type RecordView, type SpeechView } from '../../../machines/lessons/explaining.connect';
import { explainedPassOf, explainingMachine, type ExplainedPass, type ExplainingSnapshot } from '../../../machines/lessons/explaining.machine';
import type { SpeechInput, SpeechResult, WordDetail } from '../../../machines/learningContent';
import { sampleWord } from '../../../machines/learningContent.samples';
import { defineModel, type ModelFamily } from '../models';
import { replyEvents } from '../modelPaths';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the explaining screen's machine: one per transition, replayed on a real
 * actor with fake calls, a fake voice and the fake clock (the test's own `recordRetry`, so a
 * path cannot pass on the app's value).
 *
 * At every step the view model (`connectExplaining`) is checked against what the path says
 * a child sees: loading, the error, or the word; what the Listen button last did (reading,
 * no Chinese voice, failed: never silent); whether the explanation is recorded; and what
 * the app was asked to do: the record sent once per try with the word's pass, never before
 * the word was heard (`word.heard`, or the machine's own reading ended whatever it answered: the
 * stroke animation gates nothing) nor before the retry delay is over, and the word read in the
 * member's script.
 */

const RECORD_RETRY_MS = 2_000;

const events: EventObject[] = [
  { type: 'word.retry' },
  { type: 'word.heard' },
  { type: 'word.pronounce' },
  ...replyEvents(explainingMachine, {
    loadWord: { outputs: [sampleWord], errors: [apiError('500', 'Server error')] },
    recordExplained: { outputs: [null], errors: [apiError('500', 'Server error')] },
    speak: { outputs: ['spoken', 'noVoice'], errors: [new Error('speech failed: synthesis-failed')] },
  }),
];

function family(name: string, script: 'tw' | 'cn', secondLanguage: 'english' | 'none'): ModelFamily {
  return {
    name,
    paths: { input: { wordId: 1, script }, events, prefix: `${script}, ${secondLanguage}: `, dropPrefixes: true },
    start: (inspect) => {
      const loadWord = fakeCall<WordDetail, { wordId: number }>();
      const recordExplained = fakeCall<unknown, ExplainedPass>();
      const speak = fakeCall<SpeechResult, SpeechInput>();
      const machine = explainingMachine.provide({
        actors: { loadWord: loadWord.logic, recordExplained: recordExplained.logic, speak: speak.logic },
        delays: { recordRetry: RECORD_RETRY_MS },
      });
      const actor = createActor(machine, { input: { wordId: 1, script }, inspect }).start();

      // What the path says, from its events alone.
      let status: 'loading' | 'failed' | 'ready' = 'loading';
      let loads = 1;
      let speech: SpeechView = 'idle';
      let speeches = 0;
      let record: RecordView = 'unseen';
      let tries = 0;
      return {
        actor,
        machine,
        fakes: { loadWord, recordExplained, speak },
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
              status = 'ready';
              break;
            case 'xstate.error.actor.loadWord':
              status = 'failed';
              break;
            case 'word.retry':
              [status, loads] = ['loading', loads + 1];
              break;
            case 'word.pronounce':
              [speech, speeches] = ['speaking', speeches + 1];
              break;
            case 'xstate.done.actor.speak':
              speech = (event as { output?: SpeechResult }).output === 'noVoice' ? 'noVoice' : 'idle';
              // read or not, the child met the word: heard, counted once
              if (record === 'unseen') [record, tries] = ['saving', tries + 1];
              break;
            case 'xstate.error.actor.speak':
              speech = 'failed';
              if (record === 'unseen') [record, tries] = ['saving', tries + 1];
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
          expect(view.speech, 'what Listen did').toBe(speech);
          expect(view.canPronounce).toBe(status === 'ready' && speech !== 'speaking');
          expect(view.record).toBe(record);
          expect(view.challenge).toEqual(
            status === 'ready' ? { game: 'word', radicalId: 1, lessonId: 1, wordId: 1, from: 'lesson' } : null,
          );
          expect(view.strokes).toEqual(status === 'ready' ? [{ char: '人', url: '/api/strokes/人.json', mainlandOrder: false }] : []);
          expect(loadWord.calls, 'GET word/1, once per try').toEqual(Array(loads).fill({ wordId: 1 }));
          expect(recordExplained.calls, 'the pass, once per try').toEqual(Array(tries).fill(explainedPassOf(sampleWord)));
          expect(speak.calls, 'the word, in the member script').toEqual(Array(speeches).fill({ text: '人', script }));
        },
      };
    },
  };
}

export const model = defineModel({
  machine: explainingMachine,
  families: [family('Taiwan script, English shown', 'tw', 'english'), family('mainland script, Chinese only', 'cn', 'none')],
});
