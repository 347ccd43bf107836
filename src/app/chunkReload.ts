/**
 * SPEC §8: when a lazily loaded chunk fails to load (usually a new deploy
 * replaced it), the page reloads once, at most once per 60 seconds.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
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

/**
 * Reloads when `error` is a chunk failure and no reload happened in the last
 * minute. Returns whether it reloaded.
 */
export function reloadOnChunkError(
  error: unknown,
  {
    now = Date.now(),
    storage = window.sessionStorage,
    reload = () => window.location.reload(),
  }: { now?: number; storage?: Pick<Storage, 'getItem' | 'setItem'>; reload?: () => void } = {},
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}
