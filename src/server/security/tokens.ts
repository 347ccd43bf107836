import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** A session token: 32 random bytes (256 bits), base64url. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256, hex: how session tokens (256 random bits) are kept in the database; e-mail codes, far shorter, get a keyed hash (member/verification.ts). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 6-digit e-mail code, uniformly random, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A random id for verifications and uploads. */
export function newId(): string {
  return randomUUID();
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A referral code: 8 characters, no look-alikes (0/O, 1/I). */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += INVITE_ALPHABET[randomInt(0, INVITE_ALPHABET.length)];
  return code;
}
