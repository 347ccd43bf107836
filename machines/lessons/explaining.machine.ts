import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Script, WordDetail } from '../learningContent';
import type { VoiceClip } from '../rules/recordings';
import { toCallError, type CallError } from '../types';

/**
 * The explanation of one word (/explaining/{id}, SPEC §2): the word loaded, the child
 * hearing it, and the explanation recorded as seen.
 *
 * - `loading` calls `loadWord` (GET word/{word_id}, Locale-Type 2); a failure waits in
 *   `failed` for `word.retry`.
 * - `ready` (parallel, so that other sides of the explanation can run beside it):
 *   - `progress`: the explanation counts as seen once the screen is open and the word was
 *     heard once (issue 28 §4; the stroke animation no longer gates it): `word.heard`, which
 *     the page sends when the word's first saying ended (the audio actor back to quiet after
 *     `ready`'s `playWord`), or at once when nothing can play (sound muted, audio not yet
 *     unlocked by a tap), so a child who cannot hear still goes on. Then `recordExplained`
 *     sends the word pass (POST lesson/schedule radical_id, lesson_id, word_id,
 *     finish_explaining=1) once; a failure is sent again after `recordRetry` until it is
 *     recorded. Hearing it again records nothing more.
 * - The word is heard (issue 28 §1): said once as the explanation opens (`ready`'s entry)
 *   and again on each `word.pronounce` (the big replay button), by the `playWord` action:
 *   the app sends it to the audio actor, which says it from the syllable recordings (after
 *   the first tap, never while muted), on every device, with or without a speech engine.
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

export type ExplainingEvent = { type: 'word.retry' } | { type: 'word.heard' } | { type: 'word.pronounce' };

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
  actions: {
    /** Say the word from the syllable recordings (the audio actor's `voice.play`). Provided by the app. */
    playWord: (_, _params: VoiceClip) => {},
    keepWord: assign({ word: (_, params: { word: WordDetail }) => params.word, error: null }),
    keepError: assign({ error: (_, params: { error: unknown }) => toCallError(params.error) }),
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
      entry: { type: 'playWord', params: ({ context }) => ({ zhuyin: context.word!.zhuyin }) },
      on: {
        'word.pronounce': { actions: { type: 'playWord', params: ({ context }) => ({ zhuyin: context.word!.zhuyin }) } },
      },
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
      },
    },
  },
});

export type ExplainingSnapshot = SnapshotFrom<typeof explainingMachine>;
