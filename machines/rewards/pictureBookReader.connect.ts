import type { SnapshotFrom } from 'xstate';
import type { pictureBookReaderMachine, ReaderBook } from './pictureBookReader.machine';

/** What the reader shows (pictureBookReader.machine.ts): the page, the turn buttons, the read-aloud state. */
export interface PictureBookReaderView<P> {
  status: 'loading' | 'failed' | 'reading';
  /** 403: the book is not bought, or its three days are over. */
  locked: boolean;
  error: string | null;
  page: P | null;
  /** 1-based, for "page 2 of 5". */
  pageNumber: number;
  pageCount: number;
  canNext: boolean;
  canPrev: boolean;
  speaking: boolean;
  narration: 'noVoice' | 'failed' | null;
}

export function connectPictureBookReader<P>(snapshot: SnapshotFrom<typeof pictureBookReaderMachine>): PictureBookReaderView<P> {
  const { context } = snapshot;
  const reading = snapshot.matches('reading');
  const book = context.book as (ReaderBook & { page_list: P[] }) | null;
  return {
    status: reading ? 'reading' : snapshot.matches('failed') ? 'failed' : 'loading',
    locked: snapshot.matches('failed') && context.error?.code === '403',
    error: snapshot.matches('failed') ? (context.error?.message ?? null) : null,
    page: reading && book ? (book.page_list[context.page] ?? null) : null,
    pageNumber: context.page + 1,
    pageCount: book?.page_list.length ?? 0,
    canNext: snapshot.can({ type: 'page.next' }),
    canPrev: snapshot.can({ type: 'page.prev' }),
    speaking: snapshot.matches({ reading: 'speaking' }),
    narration: context.narration,
  };
}
