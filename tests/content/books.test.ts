import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildBooks, checkBooks, committedBookIds, mainlandSource, segment } from '../../src/server/content/build/books';
import { serializeCurriculum } from '../../src/server/content/build/build';
import { BOOKS_FILE, loadBooks } from '../../src/server/content/books';
import { loadCurriculum } from '../../src/server/content/curriculum';
import { books as source, EXTRA_WORDS, REGIONAL_WORDS } from '../../src/server/content/source/books';

/**
 * The picture books are what their source builds, and read as the curriculum reads:
 * a child meets every word with the same reading in a book as in its lesson.
 */

const curriculum = loadCurriculum();
const committed = loadBooks();

describe('the picture books', () => {
  it('are what source/books.ts builds, byte for byte (npm run content:build)', () => {
    const rebuilt = serializeCurriculum(buildBooks(curriculum, source, committedBookIds()) as never);
    expect(rebuilt === readFileSync(BOOKS_FILE, 'utf8'), 'books.json is not what the source builds: run npm run content:build').toBe(true);
  });

  it('are 6 to 8 books of 4 to 8 pages, each page with a curriculum picture', () => {
    expect(committed.books.length).toBeGreaterThanOrEqual(6);
    expect(committed.books.length).toBeLessThanOrEqual(8);
    const pictures = new Set(Object.keys(curriculum.pictures));
    for (const book of committed.books) {
      expect(book.pages.length).toBeGreaterThanOrEqual(4);
      expect(book.pages.length).toBeLessThanOrEqual(8);
      expect(pictures.has(book.cover)).toBe(true);
      for (const page of book.pages) expect(pictures.has(page.picture), `${book.key}: ${page.picture}`).toBe(true);
    }
  });

  it("read every curriculum word as the curriculum reads it, in both scripts and both phonetics", () => {
    const byWord = new Map(curriculum.words.map((w) => [w.tw.text, w]));
    const extra = new Set([...Object.keys(EXTRA_WORDS), ...Object.values(REGIONAL_WORDS).map((r) => r.cn)]);
    let compared = 0;
    for (const book of committed.books) {
      for (const text of [book.title, ...book.pages.map((p) => p.text)]) {
        for (const script of ['tw', 'cn'] as const) {
          const own = text[script];
          expect(own.pinyin.length, own.text).toBe([...own.text].length);
          expect(own.zhuyin.length, own.text).toBe([...own.text].length);
          // segment the Taiwan source (for cn: with the regional words) and look each curriculum word up
          const tw = script === 'tw' ? text.tw.text : mainlandSource(text.tw.text);
          const { segments, unknown } = segment(tw, new Set(byWord.keys()), extra);
          expect(unknown, `${book.key}: words neither taught nor written out`).toEqual([]);
          for (const s of segments.filter((x) => x.kind === 'curriculum')) {
            const word = byWord.get(s.word)![script];
            const n = [...s.word].length;
            expect(own.pinyin.slice(s.at, s.at + n), `${book.key} ${own.text}: ${s.word} pinyin`).toEqual(word.pinyin);
            expect(own.zhuyin.slice(s.at, s.at + n), `${book.key} ${own.text}: ${s.word} zhuyin`).toEqual(word.zhuyin);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('refuses a book that reads a word otherwise, uses an unplanned word or has too few pages', () => {
    const good = source[0]!;
    expect(checkBooks(source, curriculum)).toEqual([]);
    const broken = [
      { ...good, key: 'short', pages: good.pages.slice(0, 3) },
      { ...good, key: 'unplanned', pages: [...good.pages.slice(0, 3), { tw: '我們吃麵。', en: 'We eat noodles.', picture: '碗' }] },
    ];
    const problems = checkBooks(broken, curriculum);
    expect(problems.some((p) => p.includes('short: 3 pages'))).toBe(true);
    expect(problems.some((p) => p.includes('unplanned page 4: 麵 in no curriculum word'))).toBe(true);
  });

  it('keeps the simplified text the simplified form of the traditional one, but for the regional words', () => {
    for (const book of committed.books) {
      for (const page of book.pages) {
        const { tw, cn } = page.text;
        if (mainlandSource(tw.text) === tw.text) expect([...cn.text].length).toBe([...tw.text].length);
      }
    }
    const farm = committed.books.find((b) => b.key === 'morning-on-the-farm')!;
    expect(farm.pages.at(-1)!.text.cn.text).toBe('大家都说：“早上好！”');
    expect(farm.pages.at(-1)!.text.tw.text).toBe('大家都說：「早安！」');
  });
});
