import type { Registration } from '../../../machines/account/registration.types';
import type { ResetRequest } from '../../../machines/account/passwordReset.machine';
import { safeStorage } from '../../app/safeStorage';

/**
 * What the account flows keep in local storage between their two pages and
 * across a reload (SPEC §3: "Registration info is kept after register. The
 * captcha expiry time (captchaExpireTime) is kept in local storage and restored
 * at start"). Anything unreadable counts as absent.
 */
export const REGISTRATION_KEY = 'registration';
export const CAPTCHA_EXPIRE_KEY = 'captchaExpireTime';
/** The forgotten-password flow keeps its own request and counter. */
export const PASSWORD_RESET_KEY = 'passwordReset';
export const PASSWORD_RESET_EXPIRE_KEY = 'passwordResetCaptchaExpireTime';

function readJson(key: string): unknown {
  try {
    const raw = safeStorage('localStorage')?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    safeStorage('localStorage')?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the flow still works until a reload.
  }
}

function remove(...keys: string[]): void {
  for (const key of keys) {
    try {
      safeStorage('localStorage')?.removeItem(key);
    } catch {
      // nothing to remove
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function readTime(key: string): number | null {
  const value = readJson(key);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function readRegistration(): Registration | null {
  const value = readJson(REGISTRATION_KEY);
  if (!isRecord(value) || typeof value.email !== 'string' || value.email === '') return null;
  return {
    email: value.email,
    name: typeof value.name === 'string' ? value.name : '',
    email_verification_id: isId(value.email_verification_id) ? value.email_verification_id : null,
  };
}

export function writeRegistration(registration: Registration): void {
  write(REGISTRATION_KEY, registration);
}

export function readCaptchaExpireTime(): number | null {
  return readTime(CAPTCHA_EXPIRE_KEY);
}

export function writeCaptchaExpireTime(time: number): void {
  write(CAPTCHA_EXPIRE_KEY, time);
}

/** After a verified e-mail: nothing left to continue. */
export function clearRegistration(): void {
  remove(REGISTRATION_KEY, CAPTCHA_EXPIRE_KEY);
}

export function readResetRequest(): ResetRequest | null {
  const value = readJson(PASSWORD_RESET_KEY);
  if (!isRecord(value) || typeof value.email !== 'string' || value.email === '') return null;
  if (!isId(value.email_verification_id)) return null;
  return { email: value.email, email_verification_id: value.email_verification_id };
}

export function writeResetRequest(request: ResetRequest): void {
  write(PASSWORD_RESET_KEY, request);
}

export function readResetExpireTime(): number | null {
  return readTime(PASSWORD_RESET_EXPIRE_KEY);
}

export function writeResetExpireTime(time: number): void {
  write(PASSWORD_RESET_EXPIRE_KEY, time);
}

/** After the new password is set. */
export function clearResetRequest(): void {
  remove(PASSWORD_RESET_KEY, PASSWORD_RESET_EXPIRE_KEY);
}
