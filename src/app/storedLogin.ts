import { safeStorage } from './safeStorage';

/**
 * Where the login lives in the browser (SPEC §3): local storage, which the SPA reads, and
 * the `User-Auth-Token` cookie, which the SERVER sets at login (HttpOnly, SameSite=Lax,
 * Secure over HTTPS, as long-lived as the session; src/server/member/sessions.ts) and
 * clears at logout, so requests the browser makes by itself (an avatar's `<img>`) carry
 * the login. Script never reads or writes that cookie: a script injected into the page
 * cannot take it.
 */
export const TOKEN_NAME = 'User-Auth-Token';

export function readStoredToken(): string | null {
  return safeStorage('localStorage')?.getItem(TOKEN_NAME) || null;
}

export function storeToken(token: string): void {
  safeStorage('localStorage')?.setItem(TOKEN_NAME, token);
}

export function clearStoredToken(): void {
  safeStorage('localStorage')?.removeItem(TOKEN_NAME);
  // a cookie older versions of the app wrote from script (the server's HttpOnly one is not touched)
  document.cookie = `${TOKEN_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
}
