import { useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import { useParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { connectPictureBookReader } from '../../../machines/rewards/pictureBookReader.connect';
import { pictureBookReaderMachine } from '../../../machines/rewards/pictureBookReader.machine';
import { loadBook, type PictureBookPages } from '../../api/actors/rewards/shop';
import { serverMessage } from '../../api/messages';
import { isMutedIn, speakActorFor } from '../../audio/speech';
import { useAppActor } from '../../app/AppActorContext';
import { Ruby } from '../../components/Ruby';
import { inspectOption } from '../../dev/inspect';
import { LocalizedLink } from '../../i18n/react';
import './personal.css';
import { PageTitle } from '../../app/PageTitle';

type Page = PictureBookPages['page_list'][number];

/** How far a finger travels sideways to turn the page. */
const SWIPE_PX = 50;

/**
 * /personal/picture-book/:id: a bought picture book, page by page (buttons and swipes),
 * each page's text with its readings above the characters (the member's pinyin or zhuyin),
 * the English, and its picture; the page can be read aloud with the device's own voice (without
 * one, a zhuyin reader hears its words from the syllable recordings).
 * A book not bought or whose three days are over is refused by the server (403), and the
 * app goes back to the list.
 */
export default function PictureBookReaderPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiInstance();
  const bookId = Number(useParams().id);
  const app = useAppActor();
  // read with the device's local voice, else from the recordings (zhuyin), never while muted
  const logic = useMemo(() => pictureBookReaderMachine.provide({ actors: { loadBook, speak: speakActorFor(() => isMutedIn(app.system)) } }), [app]);
  const reader = useActorRef(logic, {
    input: { bookId: Number.isInteger(bookId) && bookId > 0 ? bookId : 0 },
    ...inspectOption(),
  });
  const view = useSelector(reader, (snapshot) => connectPictureBookReader<Page>(snapshot), sameView);
  const book = useSelector(reader, (snapshot) => snapshot.context.book as PictureBookPages | null);
  const swipeFrom = useRef<number | null>(null);

  return (
    <section className="page reader-page" aria-labelledby="page-title">
      <PageTitle>{`${book?.title ?? t`Picture book`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title" className="reader-title">
        {book ? <Ruby text={book.title} ruby={book.title_ruby} script={book.script} /> : <Trans>Picture book</Trans>}
      </h1>

      {view.status === 'loading' && (
        <p className="page-status" role="status">
          <Trans>Opening the book…</Trans>
        </p>
      )}
      {view.status === 'failed' && (
        <div className="content-status content-status--failed">
          <p role="alert">
            {view.locked ? <Trans>This picture book is not yours to read now. Buy it with stars first.</Trans> : serverMessage(i18n, view.error ?? 'Error')}
          </p>
          {view.locked ? (
            <LocalizedLink className="button" to="/personal/picture-book">
              <Trans>Back to the picture books</Trans>
            </LocalizedLink>
          ) : (
            <button type="button" className="button" onClick={() => reader.send({ type: 'book.retry' })}>
              <Trans>Try again</Trans>
            </button>
          )}
        </div>
      )}

      {view.status === 'reading' && view.page && book && (
        <>
          <figure
            className="reader-page-box"
            onPointerDown={(event) => {
              swipeFrom.current = event.clientX;
            }}
            onPointerUp={(event) => {
              const from = swipeFrom.current;
              swipeFrom.current = null;
              if (from === null) return;
              const moved = event.clientX - from;
              if (moved <= -SWIPE_PX) reader.send({ type: 'page.next' });
              else if (moved >= SWIPE_PX) reader.send({ type: 'page.prev' });
            }}
          >
            <img className="reader-picture" src={view.page.picture} alt="" width={160} height={160} draggable={false} />
            <figcaption>
              <p className="reader-text">
                <Ruby text={view.page.text} ruby={view.page.ruby} script={book.script} />
              </p>
              <p className="reader-english" lang="en">
                {view.page.english}
              </p>
            </figcaption>
          </figure>

          <p className="reader-count" aria-live="polite">
            <Trans>
              Page {view.pageNumber} of {view.pageCount}
            </Trans>
          </p>

          <div className="reader-buttons">
            <button type="button" className="button" disabled={!view.canPrev} onClick={() => reader.send({ type: 'page.prev' })}>
              <span aria-hidden="true">◀ </span>
              <Trans>Previous page</Trans>
            </button>
            {view.speaking ? (
              <button type="button" className="button" onClick={() => reader.send({ type: 'read.stop' })}>
                <Trans>Stop</Trans>
              </button>
            ) : (
              <button type="button" className="button" onClick={() => reader.send({ type: 'page.read' })}>
                <Trans>Read to me</Trans>
              </button>
            )}
            <button type="button" className="button" disabled={!view.canNext} onClick={() => reader.send({ type: 'page.next' })}>
              <Trans>Next page</Trans>
              <span aria-hidden="true"> ▶</span>
            </button>
          </div>
          {view.narration === 'noVoice' && (
            <p className="page-status" role="status">
              <Trans>This device has no Chinese voice to read aloud.</Trans>
            </p>
          )}
          {view.narration === 'failed' && (
            <p className="page-status" role="status">
              <Trans>Reading aloud did not work. Please try again.</Trans>
            </p>
          )}
          {!view.canNext && (
            <LocalizedLink className="button reader-done" to="/personal/picture-book">
              <Trans>The end! Back to the picture books</Trans>
            </LocalizedLink>
          )}
        </>
      )}
    </section>
  );
}

function sameView<P>(a: ReturnType<typeof connectPictureBookReader<P>>, b: ReturnType<typeof connectPictureBookReader<P>>): boolean {
  return (Object.keys(a) as (keyof typeof a)[]).every((key) => a[key] === b[key]);
}
