import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_NAME, clearStoredToken, readStoredToken, storeToken } from '../../src/app/storedLogin';
import { isChunkLoadError, readLastChunkReloadAt, storeChunkReloadAt } from '../../src/app/chunkReload';

// Where a member goes after "20006" is the route guard's decision: tests/machines/routeGuard.machine.test.ts
// ("sends a member who signs out on a protected page to the login page of that language").

describe('stored login (SPEC §3: cookie User-Auth-Token and local storage)', () => {
  afterEach(() => clearStoredToken());

  it('stores the token in both places and clears both', () => {
    expect(readStoredToken()).toBeNull();
    storeToken('tok-abc');
    expect(localStorage.getItem(TOKEN_NAME)).toBe('tok-abc');
    expect(document.cookie).toContain(`${TOKEN_NAME}=tok-abc`);
    expect(readStoredToken()).toBe('tok-abc');
    clearStoredToken();
    expect(localStorage.getItem(TOKEN_NAME)).toBeNull();
    expect(document.cookie).not.toContain(TOKEN_NAME);
    expect(readStoredToken()).toBeNull();
  });

  it('falls back to the cookie when local storage has nothing', () => {
    document.cookie = `${TOKEN_NAME}=tok-cookie; Path=/`;
    expect(readStoredToken()).toBe('tok-cookie');
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

  // The rule (reload once, at most once per 60 s) is the root actor's: tests/machines/app.machine.test.ts.
  it('keeps the time of the last reload for the reloaded page', () => {
    const storage = memoryStorage();
    expect(readLastChunkReloadAt(storage)).toBeNull();
    storeChunkReloadAt(1_000_000, storage);
    expect(readLastChunkReloadAt(storage)).toBe(1_000_000);
    expect(readLastChunkReloadAt(null)).toBeNull();
  });
});
