import { expect } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { SpeechInput, SpeechResult } from '../../../machines/learningContent';
import { connectPictureBookReader } from '../../../machines/rewards/pictureBookReader.connect';
import { pictureBookReaderMachine, type ReaderBook } from '../../../machines/rewards/pictureBookReader.machine';
import { defineModel } from '../models';
import { replyEvents } from '../modelPaths';
import { apiError, fakeCall } from '../account/registration.fakes';

/**
 * Model paths of the picture-book reader: one per transition, replayed on a real actor with
 * a fake call and a fake voice. At every step the view (`connectPictureBookReader`) is
 * checked against what the path says a child sees: the page shown and its number, the
 * turn buttons (never past the first or last page), reading aloud (the page's own text in
 * the book's script; no voice / failed said, never silent), a book not bought (403) told
 * apart from another failure.
 */

const BOOK: ReaderBook = {
  script: 'cn',
  phonetic: 'zhuyin',
  page_list: [
    { text: '天黑了。', ruby: ['ㄊㄧㄢ', 'ㄏㄟ', '˙ㄌㄜ', ''] },
    { text: '月亮出来了。', ruby: ['ㄩㄝˋ', '˙ㄌㄧㄤ', 'ㄔㄨ', 'ㄌㄞˊ', '˙ㄌㄜ', ''] },
    { text: '晚安！', ruby: ['ㄨㄢˇ', 'ㄢ', ''] },
  ],
};

const events: EventObject[] = [
  { type: 'book.retry' },
  { type: 'page.next' },
  { type: 'page.prev' },
  { type: 'page.read' },
  { type: 'read.stop' },
  ...replyEvents(pictureBookReaderMachine, {
    loadBook: { outputs: [BOOK], errors: [apiError('403', 'You do not have access to this'), apiError('500', 'Server error')] },
    speak: { outputs: ['spoken', 'noVoice'], errors: [new Error('speech failed')] },
  }),
];

export const model = defineModel({
  machine: pictureBookReaderMachine,
  families: [
    {
      name: 'a book of three pages',
      paths: {
        input: { bookId: 7 },
        events,
        contextKey: (context: { page: number; narration: string | null }) => [context.page, context.narration],
        dropPrefixes: true,
      },
      start: (inspect) => {
        const loadBook = fakeCall<ReaderBook, number>();
        const speak = fakeCall<SpeechResult, SpeechInput>();
        const machine = pictureBookReaderMachine.provide({ actors: { loadBook: loadBook.logic, speak: speak.logic } });
        const actor = createActor(machine, { input: { bookId: 7 }, inspect }).start();
        let status: 'loading' | 'failed' | 'reading' = 'loading';
        let error: { code: string; message: string } | null = null;
        let page = 0;
        let speaking = false;
        let narration: 'noVoice' | 'failed' | null = null;
        let loads = 1;
        const spoken: SpeechInput[] = [];
        return {
          actor,
          machine,
          fakes: { loadBook, speak },
          check: (snapshot, event) => {
            const e = event as EventObject & { output?: unknown; error?: { code: string; message: string } };
            switch (event.type) {
              case 'xstate.done.actor.load':
                [status, page, error] = ['reading', 0, null];
                break;
              case 'xstate.error.actor.load':
                [status, error] = ['failed', e.error!];
                break;
              case 'book.retry':
                [status, loads] = ['loading', loads + 1];
                break;
              case 'page.next':
                [page, speaking, narration] = [page + 1, false, null];
                break;
              case 'page.prev':
                [page, speaking, narration] = [page - 1, false, null];
                break;
              case 'page.read':
                [speaking, narration] = [true, null];
                // with its zhuyin: without a local voice the page's words play from the recordings
                spoken.push({
                  text: BOOK.page_list[page]!.text,
                  script: 'cn',
                  zhuyin: BOOK.page_list[page]!.ruby!.filter(Boolean).join(' '),
                  ruby: BOOK.page_list[page]!.ruby,
                });
                break;
              case 'read.stop':
                speaking = false;
                break;
              case 'xstate.done.actor.speak':
                [speaking, narration] = [false, e.output === 'noVoice' ? 'noVoice' : null];
                break;
              case 'xstate.error.actor.speak':
                [speaking, narration] = [false, 'failed'];
                break;
            }
            const view = connectPictureBookReader<{ text: string }>(snapshot as never);
            expect(view.status, `after ${event.type}`).toBe(status);
            expect(view.locked, 'a book not bought or expired').toBe(status === 'failed' && error?.code === '403');
            expect(view.error).toBe(status === 'failed' ? error!.message : null);
            expect(view.page).toEqual(status === 'reading' ? BOOK.page_list[page] : null);
            expect(view.pageNumber).toBe(page + 1);
            expect(view.canNext, 'next, but not past the last page').toBe(status === 'reading' && page < 2);
            expect(view.canPrev, 'back, but not before the first page').toBe(status === 'reading' && page > 0);
            expect(view.speaking).toBe(speaking);
            expect(view.narration).toBe(narration);
            expect(loadBook.calls).toEqual(Array(loads).fill(7));
            expect(speak.calls, 'the page read aloud in the book script').toEqual(spoken);
          },
        };
      },
    },
  ],
});
