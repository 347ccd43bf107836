import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The server's secret keys (32 bytes each):
 *
 * | key     | environment      | file in the data directory | used for                                   |
 * |---------|------------------|----------------------------|--------------------------------------------|
 * | remit   | REMIT_KEY        | remit.key                  | AES-256-GCM of bank and ID numbers (sealed.ts) |
 * |         |                  |                            | and, through `derivedKey`, the rate limits' keys and the e-mail codes' hashes |
 * | payment | PAYMENT_SECRET   | payment.key                | HMAC-SHA256 of payment confirmations (store/payments.ts) |
 *
 * A key set in the environment (64 hex digits, or base64 of 32 bytes) wins. Otherwise the
 * key is read from its file in the data directory (DATA_DIR, default ./data, where the
 * SQLite database lives), and generated there on first start (mode 0600). Several
 * instances on PostgreSQL must share the key: set the variable (in production with
 * DATABASE_URL the server refuses to start without both; context.ts).
 * Without a data directory (an in-memory database: tests) the key is random per process.
 */
export type KeyName = 'remit' | 'payment';

export const KEY_VARIABLE: Record<KeyName, string> = { remit: 'REMIT_KEY', payment: 'PAYMENT_SECRET' };

export interface KeySource {
  /** The configured value (from the environment), if any. */
  configured?: string;
  /** Where to keep a generated key; undefined: a random key for this process only. */
  dataDir?: string;
}

export function loadKey(name: KeyName, source: KeySource): { key: Buffer; origin: 'configured' | 'file' | 'generated' | 'memory' } {
  if (source.configured) return { key: parseKey(name, source.configured), origin: 'configured' };
  if (!source.dataDir) return { key: randomBytes(32), origin: 'memory' };
  const file = join(source.dataDir, `${name}.key`);
  try {
    return { key: parseKey(name, readFileSync(file, 'utf8').trim()), origin: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(source.dataDir, { recursive: true });
  const key = randomBytes(32);
  try {
    // 'wx': never overwrite a key another process wrote a moment ago
    writeFileSync(file, key.toString('hex') + '\n', { mode: 0o600, flag: 'wx' });
    return { key, origin: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { key: parseKey(name, readFileSync(file, 'utf8').trim()), origin: 'file' };
  }
}

function parseKey(name: KeyName, value: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new Error(`${KEY_VARIABLE[name]} (or ${name}.key) must be 32 bytes: 64 hex digits or base64`);
  }
  return key;
}

const derived = new WeakMap<Buffer, Map<string, Buffer>>();

/**
 * A key of its own for one use (`purpose`), derived with HKDF-SHA256 from a key every instance
 * shares (the remittance key): the rate limits' keys (http/rate-limit.ts) and the hashes of
 * e-mail codes (member/verification.ts) never use the key that seals bank numbers itself, and a
 * hash made for one use is worth nothing for another.
 */
export function derivedKey(key: Buffer, purpose: string): Buffer {
  let byPurpose = derived.get(key);
  if (!byPurpose) derived.set(key, (byPurpose = new Map()));
  let subkey = byPurpose.get(purpose);
  if (!subkey) {
    subkey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), purpose, 32));
    byPurpose.set(purpose, subkey);
  }
  return subkey;
}
