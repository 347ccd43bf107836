import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_NAME, clearStoredToken, readStoredToken, storeToken } from '../../src/app/storedLogin';
import { isChunkLoadError, readLastChunkReloadAt, storeChunkReloadAt } from '../../src/app/chunkReload';

// Where a member goes after "20006" is the route guard's decision: tests/machines/shell/routeGuard.machine.test.ts
// ("sends a member who signs out on a protected page to the login page of that language").

describe('stored login (SPEC §3: local storage; the server sets the HttpOnly cookie)', () => {
  afterEach(() => clearStoredToken());

  it('stores the token in local storage only, and clears it', () => {
    expect(readStoredToken()).toBeNull();
    storeToken('tok-abc');
    expect(localStorage.getItem(TOKEN_NAME)).toBe('tok-abc');
    // the cookie is the server's (HttpOnly, set at login): script never writes it
    expect(document.cookie).not.toContain(TOKEN_NAME);
    expect(readStoredToken()).toBe('tok-abc');
    clearStoredToken();
    expect(localStorage.getItem(TOKEN_NAME)).toBeNull();
    expect(readStoredToken()).toBeNull();
  });

  it('never reads the cookie, and clears one an older version wrote from script', () => {
    document.cookie = `${TOKEN_NAME}=tok-cookie; Path=/`;
    expect(readStoredToken()).toBeNull();
    clearStoredToken();
    expect(document.cookie).not.toContain(TOKEN_NAME);
  });
});

describe('chunk load failures (SPEC §8)', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/Home-abc.js');

  function memoryStorage() {
    const values = new Map<string, string>();
    return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
  }

  it('recognises chunk errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  // The rule (reload once, at most once per 60 s) is the root actor's: tests/machines/shell/app.machine.test.ts.
  it('keeps the time of the last reload for the reloaded page', () => {
    const storage = memoryStorage();
    expect(readLastChunkReloadAt(storage)).toBeNull();
    storeChunkReloadAt(1_000_000, storage);
    expect(readLastChunkReloadAt(storage)).toBe(1_000_000);
    expect(readLastChunkReloadAt(null)).toBeNull();
  });
});
