/**
 * The browser's local or session storage, or null where the browser refuses it: with storage
 * blocked (privacy settings, some private windows, a sandboxed frame) even reading
 * `window.localStorage` throws. Writes may still throw (storage full): callers catch those.
 */
export function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
