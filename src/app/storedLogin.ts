import { readCookie } from '../i18n/i18n';

/**
 * Where the login lives in the browser (SPEC §3): the `User-Auth-Token`
 * cookie (which the server also accepts) and local storage. The client reads
 * local storage first, then the cookie.
 */
export const TOKEN_NAME = 'User-Auth-Token';

/** The cookie lasts as long as the locale cookie; the server decides whether the token is still valid. */
const TOKEN_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  const stored = safeLocalStorage()?.getItem(TOKEN_NAME);
  if (stored) return stored;
  return readCookie(TOKEN_NAME) || null;
}

export function storeToken(token: string): void {
  safeLocalStorage()?.setItem(TOKEN_NAME, token);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_NAME}=${encodeURIComponent(token)}; Max-Age=${TOKEN_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

export function clearStoredToken(): void {
  safeLocalStorage()?.removeItem(TOKEN_NAME);
  document.cookie = `${TOKEN_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
}
