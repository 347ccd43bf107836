import { readFileSync } from 'node:fs';
import type { Bilingual } from './curriculum';
import { projectFile } from '../root';

/**
 * The committed picture books (`books.json`), as `npm run content:build` writes them from
 * source/books.ts (build/books.ts checks them). The server reads the file once: the
 * catalogue is content, not data (a purchase keeps the book's id, which never changes).
 */

export interface BookPage {
  text: Bilingual;
  /** A curriculum picture's file name (served under /api/content/pictures/). */
  picture: string;
}

export interface Book {
  id: number;
  key: string;
  /** Its price in stars (SPEC §9). */
  cost: number;
  title: Bilingual;
  cover: string;
  pages: BookPage[];
}

export interface BooksFile {
  version: string;
  books: Book[];
  /** Ids ever given, by key: never reused. */
  ids: Record<string, number>;
}

export const BOOKS_FILE = projectFile('src/server/content/books.json');

let loaded: BooksFile | undefined;
/** The committed books (read once per process). */
export function loadBooks(): BooksFile {
  loaded ??= JSON.parse(readFileSync(BOOKS_FILE, 'utf8')) as BooksFile;
  return loaded;
}
