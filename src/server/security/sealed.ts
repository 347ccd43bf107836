import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Encryption at rest for the few values that must be kept but never shown whole (a
 * remittance request's bank account number and ID number): AES-256-GCM with a random
 * 96-bit nonce per value and the column's name as additional data, so a sealed value
 * cannot be moved to another column unnoticed. A sealed value reads
 * `v1.<base64url(nonce ‖ tag ‖ ciphertext)>`; opening a changed one throws.
 *
 * The key comes from configuration (security/keys.ts): REMIT_KEY, or a key generated
 * into the data directory on first start.
 */
export interface Sealer {
  seal(plain: string, column: string): string;
  open(sealed: string, column: string): string;
}

const VERSION = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export function sealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('An AES-256-GCM key is 32 bytes');
  return {
    seal(plain, column) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(column, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, column) {
      if (!sealed.startsWith(VERSION)) throw new Error('Not a sealed value');
      const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error('Not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(column, 'utf8'));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** All but the last 4 characters hidden: `••••••1234`. */
export function masked(value: string): string {
  return '••••••' + value.slice(-4);
}
