import { fromPromise } from 'xstate';
import type { PaintDrawingData } from '../../../../machines/rewards/paintColoring.machine';
import type { ReaderBook } from '../../../../machines/rewards/pictureBookReader.machine';
import type { Fills } from '../../../../machines/rules/shop';
import type { ShopItem } from '../../../../machines/rewards/shop.machine';
import { api, unwrap } from '../../client';
import type { components } from '../../schema';

/**
 * The calls of the picture books and the paints (issue 9) as the actors of the shop,
 * reader and colouring machines. Each resolves with what its machine keeps, or rejects
 * with the client's `ApiError` (code, message, errors). Child-Id (the current child) is
 * added by the client's middleware; the contract's types ask for it here, hence the cast.
 */

export type PictureBook = components['schemas']['PictureBook'];
export type PictureBookPages = components['schemas']['PictureBookPages'];
export type Paint = components['schemas']['Paint'];

const CHILD = {} as { 'Child-Id': number };

const bookItem = (book: PictureBook): ShopItem<PictureBook> => ({ id: book.id, price: book.cost, owned: book.is_bought === 1, data: book });
const paintItem = (paint: Paint): ShopItem<Paint> => ({ id: paint.id, price: paint.stars, owned: paint.is_owned === 1, data: paint });

/** GET pictureBooks → the shelf of books. */
export const loadBooks = fromPromise<ShopItem[], void>(async ({ signal }) =>
  (await unwrap(api.GET('/pictureBooks', { signal, params: { header: CHILD } }))).map(bookItem),
);

/** POST child/pictureBook → the book, now readable for three days. */
export const buyBook = fromPromise<ShopItem, number>(async ({ input }) =>
  bookItem(await unwrap(api.POST('/child/pictureBook', { params: { header: CHILD }, body: { book_id: input } }))),
);

/** GET pictureBook/{id} → its pages in the member's script and phonetic. */
export const loadBook = fromPromise<ReaderBook, number>(
  async ({ input, signal }): Promise<PictureBookPages> => unwrap(api.GET('/pictureBook/{book_id}', { signal, params: { path: { book_id: input }, header: CHILD } })),
);

/** GET paints → the shelf of paints. */
export const loadPaints = fromPromise<ShopItem[], void>(async ({ signal }) =>
  (await unwrap(api.GET('/paints', { signal, params: { header: CHILD } }))).map(paintItem),
);

/** POST child/paint → the paint, now owned. */
export const buyPaint = fromPromise<ShopItem, number>(async ({ input }) =>
  paintItem(await unwrap(api.POST('/child/paint', { params: { header: CHILD }, body: { paint_id: input } }))),
);

/** One paint with the child's colouring (GET paints, the one asked for); 404 when there is none. */
export const loadPaint = fromPromise<PaintDrawingData, number>(async ({ input, signal }): Promise<Paint> => {
  const paint = (await unwrap(api.GET('/paints', { signal, params: { header: CHILD } }))).find((p) => p.id === input);
  if (!paint) throw Object.assign(new Error('Not found'), { code: '404', errors: {} });
  return paint;
});

/** PUT child/paint/{id} with the fills. */
export const saveFills = fromPromise<unknown, { paintId: number; fills: Fills }>(async ({ input }) =>
  unwrap(api.PUT('/child/paint/{paint_id}', { params: { path: { paint_id: input.paintId }, header: CHILD }, body: { fills: input.fills } })),
);

