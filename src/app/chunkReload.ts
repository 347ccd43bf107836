import { safeStorage } from './safeStorage';

/**
 * SPEC §8: when a lazily loaded chunk fails to load (usually a new deploy
 * replaced it), the page reloads once, at most once per 60 seconds.
 *
 * The rule lives in the root machine (`chunk.failed`, machines/shell/app.machine.ts).
 * This module is its I/O: telling a chunk failure from other errors, and
 * keeping the time of the last reload in session storage, so that the
 * reloaded page knows it just reloaded and a failing chunk cannot loop.
 */
const LAST_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** When the page last reloaded after a chunk failure (epoch ms), or null. */
export function readLastChunkReloadAt(storage: Store | null = safeStorage('sessionStorage')): number | null {
  const value = Number(storage?.getItem(LAST_RELOAD_KEY) ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

export function storeChunkReloadAt(at: number, storage: Store | null = safeStorage('sessionStorage')): void {
  storage?.setItem(LAST_RELOAD_KEY, String(at));
}
