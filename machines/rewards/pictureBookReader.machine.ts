import { assign, fromPromise, setup } from 'xstate';
import type { SpeechInput, SpeechResult } from '../learningContent';
import { toCallError, type CallError } from '../types';

/**
 * The picture-book reader (/personal/picture-book/:id; SPEC §2, §3 Picture book): a book
 * the child bought, page by page, in the child's script with the member's phonetic.
 *
 * - `loading` invokes `loadBook` (GET pictureBook/{id}) → `reading`, or `failed`
 *   (`book.retry`); a book not bought or whose three days are over is 403, which the app
 *   answers by going back (SPEC §8): the screen says it meanwhile (`failed`).
 * - `page.next` / `page.prev` turn the page (buttons and swipes), within the book.
 * - `page.read` reads the page aloud with the device's own voice (`speak`, as the stories
 *   do: without a local voice, a zhuyin reader hears the page's words from the recordings,
 *   `pageSpeech`); turning the page stops it. A device that can do neither says so (`noVoice`).
 */

export interface ReaderPage {
  text: string;
  /** One reading per character ('' over punctuation), in the book's phonetic. */
  ruby?: string[];
}

export interface ReaderBook {
  script: 'tw' | 'cn';
  /** The member's phonetic: with zhuyin the ruby is what the syllable recordings say. */
  phonetic?: 'pinyin' | 'zhuyin';
  page_list: ReaderPage[];
}

/**
 * What `speak` reads for a page: its text, and (where the ruby is zhuyin) its reading, so that a
 * device without a local Chinese voice plays the page's words from the recordings (issue 28 §1).
 */
export function pageSpeech(book: ReaderBook, page: number): SpeechInput {
  const { text, ruby } = book.page_list[page]!;
  if (book.phonetic !== 'zhuyin' || !ruby) return { text, script: book.script };
  return { text, script: book.script, zhuyin: ruby.filter((r) => r.trim()).join(' '), ruby };
}

export interface PictureBookReaderInput {
  bookId: number;
}

export interface PictureBookReaderContext {
  bookId: number;
  book: ReaderBook | null;
  page: number;
  error: CallError | null;
  /** What the last read-aloud said: null, or the device has no voice / the voice failed. */
  narration: 'noVoice' | 'failed' | null;
}

export type PictureBookReaderEvent =
  | { type: 'book.retry' }
  | { type: 'page.next' }
  | { type: 'page.prev' }
  | { type: 'page.read' }
  | { type: 'read.stop' };

export const pictureBookReaderMachine = setup({
  types: {
    context: {} as PictureBookReaderContext,
    events: {} as PictureBookReaderEvent,
    input: {} as PictureBookReaderInput,
  },
  actors: {
    /** GET pictureBook/{id}. Provided by the app. */
    loadBook: fromPromise<ReaderBook, number>(async () => {
      throw new Error('loadBook is provided by the app');
    }),
    /** Reads a text aloud (src/audio/speech.ts). Provided by the app. */
    speak: fromPromise<SpeechResult, SpeechInput>(async () => 'noVoice' as const),
  },
  actions: {
    keepBook: assign({ book: ({ event }) => (event as unknown as { output: ReaderBook }).output, page: 0, error: null }),
    keepError: assign({ error: ({ event }) => toCallError((event as unknown as { error: unknown }).error) }),
    nextPage: assign({ page: ({ context }) => context.page + 1, narration: null }),
    previousPage: assign({ page: ({ context }) => context.page - 1, narration: null }),
    clearNarration: assign({ narration: null }),
    noVoice: assign({ narration: 'noVoice' as const }),
    speechFailed: assign({ narration: 'failed' as const }),
  },
  guards: {
    hasNext: ({ context }) => context.book !== null && context.page < context.book.page_list.length - 1,
    hasPrev: ({ context }) => context.page > 0,
    hasNoVoice: ({ event }) => (event as unknown as { output?: SpeechResult }).output === 'noVoice',
  },
}).createMachine({
  id: 'pictureBookReader',
  context: ({ input }) => ({ bookId: input.bookId, book: null, page: 0, error: null, narration: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'loadBook',
        input: ({ context }) => context.bookId,
        onDone: { target: 'reading', actions: 'keepBook' },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    failed: {
      on: { 'book.retry': 'loading' },
    },
    reading: {
      initial: 'quiet',
      on: {
        'page.next': { guard: 'hasNext', target: '.quiet', actions: 'nextPage' },
        'page.prev': { guard: 'hasPrev', target: '.quiet', actions: 'previousPage' },
      },
      states: {
        quiet: {
          on: { 'page.read': { target: 'speaking', actions: 'clearNarration' } },
        },
        speaking: {
          on: { 'read.stop': 'quiet' },
          invoke: {
            id: 'speak',
            src: 'speak',
            input: ({ context }) => pageSpeech(context.book!, context.page),
            onDone: [{ guard: 'hasNoVoice', target: 'quiet', actions: 'noVoice' }, { target: 'quiet' }],
            onError: { target: 'quiet', actions: 'speechFailed' },
          },
        },
      },
    },
  },
});
