import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import type { Script, SpeechInput, SpeechResult, WordDetail } from '../learningContent';
import { toCallError, type CallError } from '../types';

/**
 * The explanation of one word (/explaining/{id}, SPEC §2): the word loaded, the child
 * hearing it, and the explanation recorded as seen.
 *
 * - `loading` calls `loadWord` (GET word/{word_id}, Locale-Type 2); a failure waits in
 *   `failed` for `word.retry`.
 * - `ready` runs two regions side by side:
 *   - `progress`: the explanation counts as seen once the screen is open and the word was
 *     heard once (issue 28 §4; the stroke animation no longer gates it): `word.heard`, which
 *     the page sends when the word's first playing ended, or at once when nothing can play
 *     (sound muted, no audio), so a child who cannot hear still goes on; the machine's own
 *     reading counts the same, whatever it answered (read, no Chinese voice, failed: the
 *     child met the word and may not be stopped by the device). Then `recordExplained` sends
 *     the word pass (POST lesson/schedule radical_id, lesson_id, word_id, finish_explaining=1)
 *     once; a failure is sent again after `recordRetry` until it is recorded. Hearing it again
 *     records nothing more.
 *   - `speech`: `word.pronounce` reads the word aloud (`speak`, the browser's speech
 *     synthesis in the member's script); `noVoice` when the device has no Chinese voice
 *     and `failed` when the synthesizer failed: both are said on screen, never silent.
 *     Pressing again tries again.
 *
 * The go-to-challenge button sends the root's `challenge.open` itself (a word challenge
 * from the lesson, `challengeRequestOf`); leaving stops this machine, and the challenge's
 * own word pass marks the explanation finished on the server too.
 */

export interface ExplainingInput {
  wordId: number;
  /** The member's script (setting.language): which Mandarin voice reads the word. */
  script: Script;
}

/** The word pass of an explanation seen (SPEC §7 POST lesson/schedule). */
export interface ExplainedPass {
  radical_id: number;
  lesson_id: number;
  word_id: number;
  finish_explaining: 1;
}

export interface ExplainingContext {
  wordId: number;
  script: Script;
  word: WordDetail | null;
  error: CallError | null;
}

export type ExplainingEvent =
  | { type: 'word.retry' }
  /** The word's first playing ended, or nothing can play (muted, no audio): the explanation counts. */
  | { type: 'word.heard' }
  | { type: 'word.pronounce' };

/** The pass to record for the loaded word. */
export function explainedPassOf(word: WordDetail): ExplainedPass {
  return { radical_id: word.radical_id, lesson_id: word.lesson_id, word_id: word.id, finish_explaining: 1 };
}

export const explainingMachine = setup({
  types: {
    context: {} as ExplainingContext,
    events: {} as ExplainingEvent,
    input: {} as ExplainingInput,
  },
  actors: {
    /** GET word/{word_id} (Locale-Type 2). Provided by the app. */
    loadWord: fromPromise<WordDetail, { wordId: number }>(async () => {
      throw new Error('loadWord is provided by the app');
    }),
    /** POST lesson/schedule with finish_explaining=1. Provided by the app. */
    recordExplained: fromPromise<unknown, ExplainedPass>(async () => {
      throw new Error('recordExplained is provided by the app');
    }),
    /** Reads a text aloud (src/audio/speech.ts). Provided by the app. */
    speak: fromPromise<SpeechResult, SpeechInput>(async () => 'noVoice' as const),
  },
  actions: {
    keepWord: assign({ word: (_, params: { word: WordDetail }) => params.word, error: null }),
    keepError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
    /** The word was read (or the device could not read it): heard, for the `progress` region. */
    noteHeard: raise({ type: 'word.heard' } as ExplainingEvent),
  },
  guards: {
    /** The `speak` actor's answer: the device has no Chinese voice. */
    hasNoVoice: ({ event }) => (event as unknown as { output?: SpeechResult }).output === 'noVoice',
  },
  delays: {
    /** Wait before sending a failed record again. */
    recordRetry: 5_000,
  },
}).createMachine({
  id: 'explaining',
  context: ({ input }) => ({ wordId: input.wordId, script: input.script, word: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadWord',
        src: 'loadWord',
        input: ({ context }) => ({ wordId: context.wordId }),
        onDone: { target: 'ready', actions: { type: 'keepWord', params: ({ event }) => ({ word: event.output }) } },
        onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'word.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      states: {
        progress: {
          initial: 'unseen',
          states: {
            unseen: {
              on: { 'word.heard': 'recording' },
            },
            recording: {
              invoke: {
                id: 'recordExplained',
                src: 'recordExplained',
                input: ({ context }) => explainedPassOf(context.word!),
                onDone: 'recorded',
                onError: 'recordFailed',
              },
            },
            /** Not recorded yet: sent again after `recordRetry`. */
            recordFailed: {
              after: { recordRetry: 'recording' },
            },
            recorded: {},
          },
        },
        speech: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'word.pronounce': 'speaking' },
            },
            speaking: {
              invoke: {
                id: 'speak',
                src: 'speak',
                input: ({ context }) => ({ text: context.word!.word, script: context.script }),
                onDone: [
                  { guard: 'hasNoVoice', target: 'noVoice', actions: 'noteHeard' },
                  { target: 'idle', actions: 'noteHeard' },
                ],
                onError: { target: 'failed', actions: 'noteHeard' },
              },
            },
            /** The device has no Chinese voice: the screen says so. */
            noVoice: {
              on: { 'word.pronounce': 'speaking' },
            },
            /** The synthesizer failed: the screen says so. */
            failed: {
              on: { 'word.pronounce': 'speaking' },
            },
          },
        },
      },
    },
  },
});

export type ExplainingSnapshot = SnapshotFrom<typeof explainingMachine>;
