import { Hono, type Context } from 'hono';
import { bookExpiresAt, isReadable, timeLeft } from '../../../machines/rules/shop';
import type { AppContext } from '../context';
import { loadBooks, type Book } from '../content/books';
import { requireAuth, requireChild } from '../http/auth';
import type { AppEnv } from '../http/env';
import { fail, messages, ok } from '../http/reply';
import { id, jsonBody, object, pathId } from '../http/validate';
import { PICTURES_PATH, textView, viewerOf, type Viewer } from '../learning/views';
import { moveStars } from './stars';
import { effectiveSettingsOf } from '../children/settings';

/**
 * Picture books (issue 9, SPEC §3, §9): the catalogue is content (books.json, built from
 * content/source/books.ts); a purchase is a row of `picture_book_purchases` and a row of
 * the star ledger, written in one transaction. A book can be read for three days after it
 * is bought; while it can be read it is not bought again (422 'You already have this one').
 * Every call needs a token and a Child-Id of the caller's own child.
 *
 * - GET pictureBooks: the books, title in the member's script, with price, cover and
 *   whether the child can read it now (and until when);
 * - POST child/pictureBook {book_id}: buys one ('Oops! Not enough stars!' on book_id when
 *   short: nothing is spent);
 * - GET pictureBook/{id}: its pages in the child's script and phonetic, 403 when the
 *   child has not bought it or its three days are over.
 */
export function booksRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(ctx);
  const child = requireChild(ctx);

  /** The child's own script and phonetic system (issue 28). */
  async function viewerFor(c: Context<AppEnv>): Promise<Viewer> {
    return viewerOf(await effectiveSettingsOf(ctx.db, c.get('auth').memberId, c.get('childId')));
  }

  /** The latest expiry of each book the child bought. */
  async function expiriesOf(childId: number): Promise<Map<number, string>> {
    const rows = await ctx.db
      .selectFrom('picture_book_purchases')
      .select(['book_id', (eb) => eb.fn.max('expires_at').as('expires_at')])
      .where('child_id', '=', childId)
      .groupBy('book_id')
      .execute();
    return new Map(rows.map((r) => [r.book_id, String(r.expires_at)]));
  }

  function summary(book: Book, viewer: Viewer, expiresAt: string | null, now: Date) {
    const title = textView(book.title, viewer);
    const readable = isReadable(expiresAt, now);
    const left = timeLeft(expiresAt, now);
    return {
      id: book.id,
      title: title.text,
      title_ruby: title.ruby,
      english: book.title.en,
      cost: book.cost,
      cover: PICTURES_PATH + book.cover,
      pages: book.pages.length,
      is_bought: readable ? (1 as const) : (0 as const),
      expires_at: readable ? expiresAt : null,
      minutes_left: left ? left.days * 1440 + left.hours * 60 + left.minutes : 0,
    };
  }

  function bookOf(bookId: number): Book {
    const book = loadBooks().books.find((b) => b.id === bookId);
    if (!book) throw fail.notFound();
    return book;
  }

  app.get('/pictureBooks', auth, child, async (c) => {
    const [viewer, expiries] = await Promise.all([viewerFor(c), expiriesOf(c.get('childId'))]);
    const now = ctx.now();
    return ok(c, loadBooks().books.map((book) => summary(book, viewer, expiries.get(book.id) ?? null, now)));
  });

  app.post('/child/pictureBook', auth, child, async (c) => {
    const { book_id } = await jsonBody(c, object({ book_id: id }));
    const book = bookOf(book_id);
    const childId = c.get('childId');
    const now = ctx.now();
    const at = now.toISOString();
    const readable = async (db: Pick<AppContext['db'], 'selectFrom'>) =>
      (await db
        .selectFrom('picture_book_purchases')
        .select('id')
        .where('child_id', '=', childId)
        .where('book_id', '=', book.id)
        .where('expires_at', '>', at)
        .executeTakeFirst()) !== undefined;
    if (await readable(ctx.db)) throw fail.field('book_id', messages.alreadyOwned);
    const expiresAt = bookExpiresAt(at);
    await ctx.db.transaction().execute(async (trx) => {
      // the spend locks the child's row first, so a second purchase at the same moment waits and then sees this one
      await moveStars(trx, { childId, reason: 'picture_book', stars: -book.cost, at, field: 'book_id' });
      if (await readable(trx)) throw fail.field('book_id', messages.alreadyOwned);
      await trx
        .insertInto('picture_book_purchases')
        .values({ child_id: childId, book_id: book.id, stars: book.cost, bought_at: at, expires_at: expiresAt })
        .execute();
    });
    return ok(c, summary(book, await viewerFor(c), expiresAt, now));
  });

  app.get('/pictureBook/:id', auth, child, async (c) => {
    const book = bookOf(pathId(c));
    const [viewer, expiries] = await Promise.all([viewerFor(c), expiriesOf(c.get('childId'))]);
    const now = ctx.now();
    const expiresAt = expiries.get(book.id) ?? null;
    if (!isReadable(expiresAt, now)) throw fail.forbidden();
    return ok(c, {
      ...summary(book, viewer, expiresAt, now),
      script: viewer.script,
      phonetic: viewer.phonetic,
      page_list: book.pages.map((page) => {
        const text = textView(page.text, viewer);
        return { text: text.text, ruby: text.ruby, english: text.english, picture: PICTURES_PATH + page.picture };
      }),
    });
  });

  return app;
}
