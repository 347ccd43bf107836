import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadKey } from '../../src/server/security/keys';
import { contextFromEnv } from '../../src/server/startup';
import { masked, sealer } from '../../src/server/security/sealed';
import { signConfirmation, verifyConfirmation } from '../../src/server/store/payments';

/**
 * The server's secrets: AES-256-GCM sealing of remittance numbers, the keys from
 * configuration or the data directory, and the payment provider's HMAC signature.
 */

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hh-keys-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('sealed values (AES-256-GCM)', () => {
  const key = Buffer.alloc(32, 1);
  const seal = sealer(key);

  it('opens what it sealed, and never writes the same ciphertext twice', () => {
    const a = seal.seal('012345678901', 'bank_account_number');
    const b = seal.seal('012345678901', 'bank_account_number');
    expect(a).not.toBe(b);
    expect(a).not.toContain('012345678901');
    expect(seal.open(a, 'bank_account_number')).toBe('012345678901');
  });

  it('refuses a changed value, another column, another key', () => {
    const sealed = seal.seal('A123456789', 'id_number');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => seal.open(`v1.${bytes.toString('base64url')}`, 'id_number')).toThrow();
    expect(() => seal.open(sealed, 'bank_account_number')).toThrow();
    expect(() => sealer(Buffer.alloc(32, 2)).open(sealed, 'id_number')).toThrow();
    expect(() => seal.open('A123456789', 'id_number')).toThrow();
  });

  it('masks all but the last 4 characters', () => {
    expect(masked('012345678901')).toBe('••••••8901');
  });
});

describe('keys from configuration or the data directory', () => {
  it('generates a key into the data directory on first start (0600) and reads it back after', () => {
    const dir = tempDir();
    const first = loadKey('remit', { dataDir: dir });
    expect(first.origin).toBe('generated');
    expect(first.key).toHaveLength(32);
    expect(readFileSync(join(dir, 'remit.key'), 'utf8').trim()).toBe(first.key.toString('hex'));
    expect(statSync(join(dir, 'remit.key')).mode & 0o777).toBe(0o600);
    const again = loadKey('remit', { dataDir: dir });
    expect(again.origin).toBe('file');
    expect(again.key.equals(first.key)).toBe(true);
    expect(loadKey('payment', { dataDir: dir }).key.equals(first.key)).toBe(false);
  });

  it('takes the configured key first (hex or base64), and refuses one of the wrong size', () => {
    const dir = tempDir();
    const hex = 'ab'.repeat(32);
    expect(loadKey('remit', { configured: hex, dataDir: dir })).toEqual({ key: Buffer.from(hex, 'hex'), origin: 'configured' });
    const base64 = Buffer.alloc(32, 9).toString('base64');
    expect(loadKey('payment', { configured: base64 }).key.equals(Buffer.alloc(32, 9))).toBe(true);
    expect(() => loadKey('remit', { configured: 'short' })).toThrow(/REMIT_KEY/);
    expect(() => statSync(join(dir, 'remit.key'))).toThrow();
  });

  it('the server finds its data directory (DATA_DIR) and keeps both keys there, beside the database', async () => {
    const dir = tempDir();
    const ctx = contextFromEnv({ DATA_DIR: dir, LOG_LEVEL: 'error' }, 'test');
    await ctx.ready;
    expect(ctx.keys.remit.equals(Buffer.from(readFileSync(join(dir, 'remit.key'), 'utf8').trim(), 'hex'))).toBe(true);
    expect(ctx.keys.payment.equals(Buffer.from(readFileSync(join(dir, 'payment.key'), 'utf8').trim(), 'hex'))).toBe(true);
    await ctx.close();
    const configured = contextFromEnv({ DATA_DIR: dir, LOG_LEVEL: 'error', REMIT_KEY: 'cd'.repeat(32) }, 'test');
    expect(configured.keys.remit.equals(Buffer.from('cd'.repeat(32), 'hex'))).toBe(true);
    await configured.close();
  });

  it('without a data directory (an in-memory database) the key lives in memory only', () => {
    expect(loadKey('remit', {}).origin).toBe('memory');
  });
});

describe('payment confirmations (HMAC-SHA256)', () => {
  const secret = Buffer.alloc(32, 5);
  const confirmation = { order_id: 12, status: 'paid' as const, amount: 290 };

  it('verifies its own signature, not one changed in any field or made with another secret', () => {
    const signature = signConfirmation(secret, confirmation);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyConfirmation(secret, { ...confirmation, signature })).toBe(true);
    expect(verifyConfirmation(secret, { ...confirmation, amount: 1, signature })).toBe(false);
    expect(verifyConfirmation(secret, { ...confirmation, order_id: 13, signature })).toBe(false);
    expect(verifyConfirmation(secret, { ...confirmation, status: 'failed', signature })).toBe(false);
    expect(verifyConfirmation(Buffer.alloc(32, 6), { ...confirmation, signature })).toBe(false);
    expect(verifyConfirmation(secret, { ...confirmation, signature: signature.toUpperCase() })).toBe(false);
    expect(verifyConfirmation(secret, { ...confirmation, signature: '' })).toBe(false);
  });
});
