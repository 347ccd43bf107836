import { assign, fromPromise, setup } from 'xstate';
import type { VoiceClip } from '../rules/recordings';
import type { NavigateParams } from '../routes';
import { currentRadicalOf, nextWordOf } from '../rules/curriculum';
import { toCallError } from '../types';
import type { HomeCategory, HomeContext, HomeEvent, HomeNextWord, HomeTrack } from './home.types';

/**
 * Home speaks to the child (issue 28 §4): their name and avatar (the page reads the member), one
 * big "go on" button with the next word's picture and sound, and the radicals as pictures to tap.
 *
 * - `loading`: `loadCategories` (GET parentCategories): the tree, each radical complete or not.
 *   The radical to carry on with is `currentRadicalOf` (the first not complete). None: `ready`
 *   with nothing to carry on (every lesson finished). A failure: `failed`, `home.retry`.
 * - `loadingNext`: `loadTrack` (the radical's words and the child's progress); the next word is
 *   `nextWordOf` (the current lesson's first word not explained, else not passed). The go-on button
 *   is there already (to the lesson track); a failed track leaves it so.
 * - `goOn.press`: the next word's explanation when it was not seen, else the radical's lesson
 *   track (its challenge, story and review start there); `word.play`: the app's `playWord` says
 *   the next word from the syllable recordings (the root's audio actor: after the first tap, never muted).
 */
export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** Says a word from the syllable recordings (the audio actor's `voice.play`). Provided by the app. */
    playWord: (_, _params: VoiceClip) => {},
    assignCategories: assign((_, categories: HomeCategory[]) => ({
      categories,
      radical: currentRadicalOf(categories),
      next: null,
      error: null,
    })),
    assignNext: assign((_, track: HomeTrack) => {
      const step = nextWordOf(track.lessons, track.schoolTerm);
      const word = step ? track.words.find((w) => w.id === step.wordId) : undefined;
      return { next: step && word ? ({ ...step, word } satisfies HomeNextWord) : null };
    }),
    assignError: assign((_, error: unknown) => ({ error: toCallError(error) })),
  },
  actors: {
    // written out here, as every page's machine does: shell/provided.ts's helper is for the root
    // actor's machines, whose stand-ins the bundle leaves out (a page's machine is built with its
    // stand-ins, then provided: the helper would come into the first load with it)
    /** GET parentCategories. Provided by the app. */
    loadCategories: fromPromise<HomeCategory[], void>(async () => {
      throw new Error('loadCategories is provided by the app');
    }),
    /** The radical's words and the child's progress. Provided by the app. */
    loadTrack: fromPromise<HomeTrack, number>(async () => {
      throw new Error('loadTrack is provided by the app');
    }),
  },
  guards: {
    hasCurrentRadical: (_, categories: HomeCategory[]) => currentRadicalOf(categories) !== null,
    canGoOn: ({ context }) => context.radical !== null,
    hasNextWord: ({ context }) => context.next !== null,
  },
}).createMachine({
  id: 'home',
  context: { categories: null, radical: null, next: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCategories',
        onDone: [
          {
            guard: { type: 'hasCurrentRadical', params: ({ event }) => event.output },
            target: 'loadingNext',
            actions: { type: 'assignCategories', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'assignCategories', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    failed: {
      on: { 'home.retry': 'loading' },
    },
    loadingNext: {
      invoke: {
        src: 'loadTrack',
        input: ({ context }) => context.radical!.id,
        onDone: { target: 'ready', actions: { type: 'assignNext', params: ({ event }) => event.output } },
        // the word could not be found: the button still leads to the lesson track
        onError: 'ready',
      },
      on: {
        'goOn.press': { guard: 'canGoOn', actions: { type: 'navigate', params: ({ context }) => goOnTarget(context) } },
      },
    },
    ready: {
      on: {
        'goOn.press': { guard: 'canGoOn', actions: { type: 'navigate', params: ({ context }) => goOnTarget(context) } },
        'word.play': { guard: 'hasNextWord', actions: { type: 'playWord', params: ({ context }) => ({ zhuyin: context.next!.word.zhuyin }) } },
      },
    },
  },
});

/** Where the go-on button leads: the next word's explanation when not seen yet, else the radical's lesson track. */
export function goOnTarget(context: HomeContext): NavigateParams {
  if (context.next && !context.next.explained) return { to: 'explaining', params: { id: context.next.wordId } };
  return { to: 'lesson', params: { id: context.radical!.id } };
}
