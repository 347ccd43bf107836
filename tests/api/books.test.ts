import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAINT_PALETTE } from '../../machines/rules/shop';
import { loadBooks } from '../../src/server/content/books';
import { moveStars } from '../../src/server/rewards/stars';
import { createTestServer, expectFieldError, MINUTE, type TestServer } from './helpers';

/**
 * Picture books and paints bought with stars (issue 9; SPEC §3, §5, §8, §9): a purchase
 * is one transaction with its star-ledger row, a child short of stars is refused with
 * nothing spent, a book reads for exactly three days, and another member's child is
 * never reachable. Runs on SQLite, and on PostgreSQL with TEST_API_DATABASE=postgres.
 */

interface BookSummary {
  id: number;
  title: string;
  title_ruby: string[];
  english: string;
  cost: number;
  cover: string;
  pages: number;
  is_bought: 0 | 1;
  expires_at: string | null;
  minutes_left: number;
}
interface BookPages extends BookSummary {
  script: 'tw' | 'cn';
  phonetic: 'pinyin' | 'zhuyin';
  page_list: { text: string; ruby: string[]; english: string; picture: string }[];
}
interface PaintView {
  id: number;
  name: string;
  stars: number;
  is_owned: 0 | 1;
  regions: { id: string; d: string }[];
  fills: Record<string, string>;
}

const DAY = 24 * 60 * MINUTE;
const books = loadBooks().books;
const cheapest = [...books].sort((a, b) => a.cost - b.cost)[0]!;

let server: TestServer;
beforeAll(() => {
  server = createTestServer();
});
afterAll(() => server.ctx.close());

/** A member with one child holding `stars` (earned through the ledger, as lessons earn them). */
async function family(stars: number) {
  const parent = await server.member();
  const child = await server.child(parent.token);
  if (stars > 0) await moveStars(server.ctx.db, { childId: child.id, reason: 'word', stars, at: server.clock.now.toISOString() });
  return { token: parent.token, childId: child.id, memberId: parent.id };
}

async function balance(childId: number) {
  const child = await server.ctx.db.selectFrom('children').select('star').where('id', '=', childId).executeTakeFirstOrThrow();
  const ledger = await server.ctx.db
    .selectFrom('star_records')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stars'), eb.lit(0)).as('sum'))
    .where('child_id', '=', childId)
    .executeTakeFirstOrThrow();
  return { star: Number(child.star), ledger: Number(ledger.sum) };
}

describe('picture books', () => {
  it('lists every book with its title in the member script, price, cover and not bought', async () => {
    const { token, childId } = await family(0);
    const reply = await server.get<BookSummary[]>('/api/pictureBooks', { token, childId });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data.map((b) => b.id)).toEqual(books.map((b) => b.id));
    const first = reply.data[0]!;
    expect(first.title).toBe(books[0]!.title.tw.text);
    expect(first.title_ruby).toEqual(books[0]!.title.tw.pinyin);
    expect(first.cover).toMatch(/^\/api\/content\/pictures\/.+\.svg$/);
    expect(reply.data.every((b) => b.is_bought === 0 && b.expires_at === null && b.minutes_left === 0)).toBe(true);
  });

  it('refuses a book with too few stars and spends nothing', async () => {
    const { token, childId } = await family(cheapest.cost - 1);
    const before = await server.countRows();
    const reply = await server.post('/api/child/pictureBook', { token, childId, json: { book_id: cheapest.id } });
    expectFieldError(reply, 'book_id', 'Oops! Not enough stars!');
    expect(await balance(childId)).toEqual({ star: cheapest.cost - 1, ledger: cheapest.cost - 1 });
    expect(await server.countRows()).toEqual(before);
    const purchases = await server.ctx.db.selectFrom('picture_book_purchases').selectAll().where('child_id', '=', childId).execute();
    expect(purchases).toEqual([]);
  });

  it('sells a book to a child whose stars equal its cost (machines/rules/shop.ts canAfford), down to 0', async () => {
    const { token, childId } = await family(cheapest.cost);
    const bought = await server.post<BookSummary>('/api/child/pictureBook', { token, childId, json: { book_id: cheapest.id } });
    expect(bought.code, bought.raw).toBe('1');
    expect(await balance(childId)).toEqual({ star: 0, ledger: 0 });
  });

  it('spends exactly the cost, keeps the balance equal to its ledger, and reads for three days only', async () => {
    const { token, childId } = await family(cheapest.cost + 2);
    const bought = await server.post<BookSummary>('/api/child/pictureBook', { token, childId, json: { book_id: cheapest.id } });
    expect(bought.code, bought.raw).toBe('1');
    expect(bought.data.is_bought).toBe(1);
    expect(bought.data.minutes_left).toBe(3 * 24 * 60);
    expect(new Date(bought.data.expires_at!).getTime() - server.clock.now.getTime()).toBe(3 * DAY);
    expect(await balance(childId)).toEqual({ star: 2, ledger: 2 });
    const rows = await server.ctx.db.selectFrom('star_records').select(['reason', 'stars']).where('child_id', '=', childId).orderBy('id').execute();
    expect(rows).toEqual([{ reason: 'word', stars: cheapest.cost + 2 }, { reason: 'picture_book', stars: -cheapest.cost }]);

    // bought again while readable: refused, nothing spent
    const again = await server.post('/api/child/pictureBook', { token, childId, json: { book_id: cheapest.id } });
    expectFieldError(again, 'book_id', 'You already have this one');
    expect(await balance(childId)).toEqual({ star: 2, ledger: 2 });

    const read = await server.get<BookPages>(`/api/pictureBook/${cheapest.id}`, { token, childId });
    expect(read.code, read.raw).toBe('1');
    expect(read.data.page_list).toHaveLength(cheapest.pages.length);
    expect(read.data.page_list[0]).toEqual({
      text: cheapest.pages[0]!.text.tw.text,
      ruby: cheapest.pages[0]!.text.tw.pinyin,
      english: cheapest.pages[0]!.text.en,
      picture: `/api/content/pictures/${cheapest.pages[0]!.picture}`,
    });

    server.clock.advance(3 * DAY - MINUTE);
    const listed = await server.get<BookSummary[]>('/api/pictureBooks', { token, childId });
    expect(listed.data.find((b) => b.id === cheapest.id)).toMatchObject({ is_bought: 1, minutes_left: 1 });
    expect((await server.get(`/api/pictureBook/${cheapest.id}`, { token, childId })).code).toBe('1');

    server.clock.advance(MINUTE);
    const late = await server.get(`/api/pictureBook/${cheapest.id}`, { token, childId });
    expect(late.http).toBe(403);
    const after = await server.get<BookSummary[]>('/api/pictureBooks', { token, childId });
    expect(after.data.find((b) => b.id === cheapest.id)).toMatchObject({ is_bought: 0, expires_at: null, minutes_left: 0 });
  });

  it("reads in the child's own script and phonetic: simplified with pinyin, traditional with zhuyin", async () => {
    const { token, childId, memberId } = await family(50);
    await server.post('/api/child/pictureBook', { token, childId, json: { book_id: cheapest.id } });
    const put = await server.put(`/api/members/${memberId}`, { token, json: { language: 'cn', phonetic_symbol: 'rom', child_id: childId } });
    expect(put.code, put.raw).toBe('1');
    const cn = await server.get<BookPages>(`/api/pictureBook/${cheapest.id}`, { token, childId });
    expect(cn.data).toMatchObject({ script: 'cn', phonetic: 'pinyin', title: cheapest.title.cn.text });
    expect(cn.data.page_list[0]!.ruby).toEqual(cheapest.pages[0]!.text.cn.pinyin);
    await server.put(`/api/members/${memberId}`, { token, json: { language: 'tw', phonetic_symbol: 'phonetic', child_id: childId } });
    const tw = await server.get<BookPages>(`/api/pictureBook/${cheapest.id}`, { token, childId });
    expect(tw.data.page_list[0]).toMatchObject({ text: cheapest.pages[0]!.text.tw.text, ruby: cheapest.pages[0]!.text.tw.zhuyin });
  });

  it('refuses a book never bought (403), an unknown book (404), and another member child', async () => {
    const owner = await family(50);
    const stranger = await family(50);
    await server.post('/api/child/pictureBook', { token: owner.token, childId: owner.childId, json: { book_id: cheapest.id } });
    expect((await server.get(`/api/pictureBook/${books[1]!.id}`, { token: owner.token, childId: owner.childId })).http).toBe(403);
    expect((await server.get('/api/pictureBook/999', { token: owner.token, childId: owner.childId })).http).toBe(404);
    expect((await server.post('/api/child/pictureBook', { token: owner.token, childId: owner.childId, json: { book_id: 999 } })).http).toBe(404);

    // the stranger names the owner's child: never reached, nothing spent
    const asStranger = { token: stranger.token, childId: owner.childId };
    expect((await server.get('/api/pictureBooks', asStranger)).http).toBe(404);
    expect((await server.get(`/api/pictureBook/${cheapest.id}`, asStranger)).http).toBe(404);
    expect((await server.post('/api/child/pictureBook', { ...asStranger, json: { book_id: books[1]!.id } })).http).toBe(404);
    expect(await balance(owner.childId)).toEqual({ star: 50 - cheapest.cost, ledger: 50 - cheapest.cost });
    // the stranger's own child has not bought it
    expect((await server.get(`/api/pictureBook/${cheapest.id}`, { token: stranger.token, childId: stranger.childId })).http).toBe(403);
  });

  it('buys a book again once its three days are over', async () => {
    const { token, childId } = await family(2 * cheapest.cost);
    await server.post('/api/child/pictureBook', { token, childId, json: { book_id: cheapest.id } });
    server.clock.advance(3 * DAY);
    const again = await server.post<BookSummary>('/api/child/pictureBook', { token, childId, json: { book_id: cheapest.id } });
    expect(again.code, again.raw).toBe('1');
    expect(again.data.minutes_left).toBe(3 * 24 * 60);
    expect(await balance(childId)).toEqual({ star: 0, ledger: 0 });
  });
});

describe('paints', () => {
  it('lists the paints with price, regions and not owned', async () => {
    const { token, childId } = await family(0);
    const reply = await server.get<PaintView[]>('/api/paints', { token, childId });
    expect(reply.code, reply.raw).toBe('1');
    expect(reply.data.length).toBeGreaterThanOrEqual(4);
    expect(reply.data.every((p) => p.is_owned === 0 && p.regions.length >= 4 && Object.keys(p.fills).length === 0)).toBe(true);
  });

  it('refuses a paint with too few stars and spends nothing', async () => {
    const { token, childId } = await family(0);
    const [paint] = (await server.get<PaintView[]>('/api/paints', { token, childId })).data;
    await moveStars(server.ctx.db, { childId, reason: 'word', stars: paint!.stars - 1, at: server.clock.now.toISOString() });
    const before = await server.countRows();
    const reply = await server.post('/api/child/paint', { token, childId, json: { paint_id: paint!.id } });
    expectFieldError(reply, 'paint_id', 'Oops! Not enough stars!');
    expect(await server.countRows()).toEqual(before);
    expect(await balance(childId)).toEqual({ star: paint!.stars - 1, ledger: paint!.stars - 1 });
    expect(await server.ctx.db.selectFrom('child_paints').selectAll().where('child_id', '=', childId).execute()).toEqual([]);
  });

  it('sells a paint to a child whose stars equal its price (machines/rules/shop.ts canAfford), down to 0', async () => {
    const { token, childId } = await family(0);
    const [paint] = (await server.get<PaintView[]>('/api/paints', { token, childId })).data;
    await moveStars(server.ctx.db, { childId, reason: 'word', stars: paint!.stars, at: server.clock.now.toISOString() });
    const bought = await server.post<PaintView>('/api/child/paint', { token, childId, json: { paint_id: paint!.id } });
    expect(bought.code, bought.raw).toBe('1');
    expect(await balance(childId)).toEqual({ star: 0, ledger: 0 });
  });

  it('buys a paint once for exactly its price, keeps the colouring per child, and hides it from another member', async () => {
    const { token, childId } = await family(20);
    const paints = (await server.get<PaintView[]>('/api/paints', { token, childId })).data;
    const paint = paints[0]!;
    const bought = await server.post<PaintView>('/api/child/paint', { token, childId, json: { paint_id: paint.id } });
    expect(bought.code, bought.raw).toBe('1');
    expect(bought.data.is_owned).toBe(1);
    expect(await balance(childId)).toEqual({ star: 20 - paint.stars, ledger: 20 - paint.stars });
    expectFieldError(await server.post('/api/child/paint', { token, childId, json: { paint_id: paint.id } }), 'paint_id', 'You already have this one');
    expect(await balance(childId)).toEqual({ star: 20 - paint.stars, ledger: 20 - paint.stars });

    const region = paint.regions[0]!.id;
    const saved = await server.put<PaintView>(`/api/child/paint/${paint.id}`, { token, childId, json: { fills: { [region]: PAINT_PALETTE[0] } } });
    expect(saved.code, saved.raw).toBe('1');
    const listed = (await server.get<PaintView[]>('/api/paints', { token, childId })).data.find((p) => p.id === paint.id)!;
    expect(listed).toMatchObject({ is_owned: 1, fills: { [region]: PAINT_PALETTE[0] } });

    expectFieldError(await server.put(`/api/child/paint/${paint.id}`, { token, childId, json: { fills: { chimney2: PAINT_PALETTE[0] } } }), 'fills.chimney2', 'This part is not in the picture');
    expectFieldError(await server.put(`/api/child/paint/${paint.id}`, { token, childId, json: { fills: { [region]: '#123456' } } }), `fills.${region}`, 'Choose a color from the palette');
    // a paint not owned cannot be coloured
    expect((await server.put(`/api/child/paint/${paints[1]!.id}`, { token, childId, json: { fills: {} } })).http).toBe(403);

    // a second child of the same member owns nothing
    const sibling = await server.child(token, { name: '小美', gender: 'girl' });
    const theirs = (await server.get<PaintView[]>('/api/paints', { token, childId: sibling.id })).data.find((p) => p.id === paint.id)!;
    expect(theirs).toMatchObject({ is_owned: 0, fills: {} });

    const stranger = await family(20);
    const asStranger = { token: stranger.token, childId };
    expect((await server.get('/api/paints', asStranger)).http).toBe(404);
    expect((await server.post('/api/child/paint', { ...asStranger, json: { paint_id: paints[1]!.id } })).http).toBe(404);
    expect((await server.put(`/api/child/paint/${paint.id}`, { ...asStranger, json: { fills: {} } })).http).toBe(404);
    expect((await server.get<PaintView[]>('/api/paints', { token, childId })).data.find((p) => p.id === paint.id)!.fills).toEqual({ [region]: PAINT_PALETTE[0] });
    expect((await server.post('/api/child/paint', { token, childId, json: { paint_id: 999 } })).http).toBe(404);
  });
});
