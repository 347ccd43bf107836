import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { fail } from '../http/reply';

/**
 * Password hashing with scrypt (node:crypto), at the OWASP Password Storage Cheat Sheet
 * cost: N=2^17, r=8, p=1, a 16-byte salt and a 64-byte key. The stored string names its
 * own parameters, `scrypt$N$r$p$salt$hash` (base64url), so the cost can change later:
 * old hashes still verify and `needsRehash` tells when to upgrade one.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP: N=2^17 (128 MiB of memory per hash), r=8, p=1. */
export const OWASP_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** For tests only: the same algorithm at N=2^10, so a suite can hash hundreds of passwords. */
export const FAST_TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 64;

/**
 * At most 2 hashes at once and 8 waiting. At the OWASP cost a hash takes 128 MiB and a
 * few hundred milliseconds of a core: unbounded, a flood of logins (even for unknown
 * e-mails) filled the memory and starved every other request. Beyond the queue a call
 * is refused at once (`fail.tooMany`, 429 with Retry-After) without hashing anything.
 */
export const HASH_QUEUE = { active: 2, waiting: 8 } as const;

/** A small counting semaphore with a bounded wait list; `highWater` is for tests. */
export class HashQueue {
  active = 0;
  highWater = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly maxActive: number,
    private readonly maxWaiting: number,
  ) {}

  get waiting(): number {
    return this.queue.length;
  }

  /** Runs `task` when a slot is free; throws the 429 wrapper when the wait list is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      if (this.queue.length >= this.maxWaiting) throw fail.tooMany(1);
      // the slot is handed over by the task that finishes (active stays counted)
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    this.highWater = Math.max(this.highWater, this.active);
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }

  resetHighWater(): void {
    this.highWater = this.active;
  }
}

/** The process's one queue: memory is per process, whatever the number of apps in it. */
export const passwordQueue = new HashQueue(HASH_QUEUE.active, HASH_QUEUE.waiting);

function derive(password: string, salt: Buffer, cost: ScryptCost, keylen: number): Promise<Buffer> {
  return passwordQueue.run(() => deriveNow(password, salt, cost, keylen));
}

function deriveNow(password: string, salt: Buffer, cost: ScryptCost, keylen: number): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below OWASP's cost.
    maxmem: 256 * cost.N * cost.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keylen, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, KEY_BYTES);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return {
    cost: { N, r, p },
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    key: Buffer.from(parts[5] ?? '', 'base64url'),
  };
}

/** Constant-time check of a password against a stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than `cost`. */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}

/** The parameters a stored hash was made with (null when it is not an scrypt hash). */
export function costOf(stored: string): ScryptCost | null {
  return parseHash(stored)?.cost ?? null;
}
