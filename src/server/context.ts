import type { Kysely } from 'kysely';
import { openDatabase } from './db/connect';
import { loadCurriculum } from './content/curriculum';
import { seedCurriculum } from './content/seed';
import { loadContent, type ContentStore } from './content/store';
import { ReadCache } from './http/read-cache';
import { migrateToLatest } from './db/migrate';
import type { Database } from './db/schema';
import { consoleLogger, type Logger } from './logger';
import { mailOff, outboxMailer, smtpMailer, type Mailer } from './mail';
import { loadKey } from './security/keys';
import { FAST_TEST_COST, OWASP_COST, type ScryptCost } from './security/password';

export interface ContextOptions {
  /** development | test | production (default production). */
  nodeEnv?: string;
  /** SQLite directory (default ./data); ignored with databaseUrl or memory. */
  dataDir?: string;
  /** PostgreSQL connection string (scale-out). */
  databaseUrl?: string;
  /** In-memory SQLite (tests). */
  memory?: boolean;
  /** 'fast' (N=2^10) is for tests only; the default is the OWASP cost. */
  passwordCost?: 'owasp' | 'fast';
  /** With a URL, real mail through nodemailer; without, the development outbox. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Replaces the mailer altogether (tests). */
  mailer?: Mailer;
  logger?: Logger;
  /** The clock; tests inject one to expire codes and sessions. */
  now?: () => Date;
  /** Read the client IP from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy?: boolean;
  /**
   * PUBLIC_ORIGIN: the origin the app is reached at (e.g. https://hanzi.example), when a proxy
   * in front changes the Host header; cookie-authenticated writes are taken from it and from
   * the request's own Host (http/auth.ts).
   */
  publicOrigin?: string;
  /**
   * false turns the account rate limits off, for benchmarks only; ignored (limits stay on)
   * when nodeEnv is production.
   */
  rateLimits?: boolean;
  /**
   * How long reads may be served from memory (ms; 0 = never). See http/read-cache.ts. Default
   * 2000 on SQLite (one process owns the database); 0 on PostgreSQL, where another instance
   * may write at any moment and a kept read would be stale (README, several instances).
   */
  readCacheMs?: number;
  /** REMIT_KEY: the AES-256-GCM key of bank and ID numbers (else a key file in dataDir; security/keys.ts). */
  remitKey?: string;
  /** PAYMENT_SECRET: the payment provider's HMAC secret (else a key file in dataDir; security/keys.ts). */
  paymentSecret?: string;
  /**
   * DEMO_ACCOUNT: 'auto' (default) seeds the demo account only on the first start of a new
   * SQLite database; 'on' (DEMO_ACCOUNT=1) also on PostgreSQL or later; 'off' never.
   */
  demoAccount?: 'auto' | 'on' | 'off';
  /**
   * PAYMENT_PROVIDER: the payment provider by name. 'sandbox' turns on the test provider (no money
   * moves: development and the test servers ask for it); unset (the production default), no
   * provider: the store sells nothing (store/orders.ts).
   */
  paymentProvider?: string;
  /**
   * DEMO_PASSWORD: the demo account's password, honoured only when nodeEnv is test or development
   * (the browser tests log in with it); anywhere else the demo account gets a random one (db/seed.ts).
   */
  demoPassword?: string;
}

/** The payment providers a server can be given by name (store/payments.ts). */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface AppConfig {
  nodeEnv: string;
  /** `GET /api/dev/outbox` exists only in development and test. */
  devRoutes: boolean;
  passwordCost: ScryptCost;
  trustProxy: boolean;
  /** PUBLIC_ORIGIN as an origin (scheme://host[:port]), or null. */
  publicOrigin: string | null;
  /** Account rate limits on (always on in production). */
  rateLimits: boolean;
  /** Session lifetime (30 days). */
  sessionTtlMs: number;
  /** E-mail code lifetime (10 minutes). */
  codeTtlMinutes: number;
  /** Wrong tries after which a code is dead (5). */
  maxCodeAttempts: number;
  /** Largest accepted avatar (2 MB). */
  avatarMaxBytes: number;
  /** Points a new member gets for registering with a referral code (SPEC §9). */
  referralBonus: number;
  /** When the demo account is seeded (startup.ts). */
  demoAccount: 'auto' | 'on' | 'off';
  /** The payment provider, or null: no provider, nothing can be bought (PAYMENT_PROVIDER). */
  paymentProvider: PaymentProviderName | null;
  /** The demo account's password when set for a test or development server; else null (a random one). */
  demoPassword: string | null;
}

export interface AppContext {
  db: Kysely<Database>;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  /** Where the data lives (for the start-up log). */
  databaseLocation: string;
  databaseFlavor: 'sqlite' | 'postgres';
  /** True when this start created the database (its first migration ran now); read it after `ready`. */
  readonly databaseCreated: boolean;
  /** Resolves once the database is migrated and the curriculum seeded; every request waits for it. */
  ready: Promise<void>;
  /** The curriculum in memory (content/store.ts); read it only after `ready`. */
  readonly content: ContentStore;
  /** Reads kept between writes (http/read-cache.ts). */
  readCache: ReadCache;
  /** Secret keys (security/keys.ts): remittance numbers at rest, payment confirmations. */
  keys: { remit: Buffer; payment: Buffer };
  close(): Promise<void>;
}

/**
 * Builds everything a request needs: database (opened, migrated, curriculum seeded), config, mailer,
 * logger and clock. Synchronous, so it can be passed straight to `createApp`; the
 * migrations run in the background and `ready` (awaited by the app) says when they are
 * done.
 */
export function createContext(options: ContextOptions = {}): AppContext {
  const nodeEnv = options.nodeEnv ?? 'production';
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? consoleLogger(nodeEnv === 'test' ? 'error' : 'info');
  // Checked before the database is opened: a server that cannot start opens nothing.
  const keys = loadKeys(options, nodeEnv);
  const { db, flavor, location } = openDatabase({
    ...options,
    onPoolError: (error) => logger.error('database connection error', { error }),
  });

  const config: AppConfig = {
    nodeEnv,
    devRoutes: nodeEnv === 'development' || nodeEnv === 'test',
    passwordCost: options.passwordCost === 'fast' ? FAST_TEST_COST : OWASP_COST,
    trustProxy: options.trustProxy ?? false,
    publicOrigin: options.publicOrigin ? originOf(options.publicOrigin) : null,
    rateLimits: nodeEnv === 'production' || options.rateLimits !== false,
    sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
    codeTtlMinutes: 10,
    maxCodeAttempts: 5,
    avatarMaxBytes: 2 * 1024 * 1024,
    referralBonus: 50,
    demoAccount: options.demoAccount ?? 'auto',
    paymentProvider: paymentProviderOf(options.paymentProvider),
    demoPassword: (nodeEnv === 'test' || nodeEnv === 'development') && options.demoPassword ? options.demoPassword : null,
  };

  const mailer =
    options.mailer ??
    (options.smtpUrl
      ? smtpMailer(options.smtpUrl, options.mailFrom ?? 'Hanzi House <no-reply@hanzihouse.app>')
      : nodeEnv === 'production'
        ? mailOff(logger)
        : outboxMailer(logger, now, { print: nodeEnv === 'development' }));

  if (keys.generated) {
    logger.info(`secret keys generated in ${keys.generated}: keep them with the database (security/keys.ts)`);
  }
  if (options.databaseUrl && !keys.configured) {
    logger.warn('REMIT_KEY or PAYMENT_SECRET is not set: every instance on this database must use the same keys');
  }
  const readCacheMs = options.readCacheMs ?? (options.databaseUrl ? 0 : 2000);
  if (options.databaseUrl && readCacheMs > 0) {
    logger.warn(`READ_CACHE_MS=${readCacheMs} on PostgreSQL: another instance's writes are seen up to ${readCacheMs} ms late; run one instance only`);
  }

  let content: ContentStore | undefined;
  let databaseCreated = false;
  const ready = migrateToLatest(db, flavor).then(async (applied) => {
    if (applied.length) logger.info(`database migrated: ${applied.join(', ')}`);
    databaseCreated = applied[0] === '0001_foundation';
    const curriculum = loadCurriculum();
    if (await seedCurriculum(db, curriculum, flavor)) logger.info(`curriculum ${curriculum.version} seeded`);
    content = await loadContent(db);
  });
  // The rejection is reported to whoever awaits `ready` (the app, main.ts), not here.
  ready.catch(() => {});

  return {
    db,
    config,
    mailer,
    logger,
    now,
    databaseLocation: location,
    databaseFlavor: flavor.name,
    get databaseCreated() {
      return databaseCreated;
    },
    ready,
    readCache: new ReadCache(readCacheMs),
    keys: { remit: keys.remit, payment: keys.payment },
    get content() {
      if (!content) throw new Error('The curriculum is read before the context is ready');
      return content;
    },
    async close() {
      await ready.catch(() => {});
      await db.destroy();
    },
  };
}

/**
 * The secret keys (security/keys.ts). A key file lives beside the SQLite file (DATA_DIR); an
 * in-memory database gets per-process keys. On PostgreSQL the keys must be the same on every
 * instance and must outlive any one machine's disk (without the remittance key the stored
 * bank and ID numbers are lost): in production with DATABASE_URL both must be set in the
 * environment, or the server does not start.
 */
function loadKeys(options: ContextOptions, nodeEnv: string) {
  if (options.databaseUrl && nodeEnv === 'production' && (!options.remitKey || !options.paymentSecret)) {
    throw new Error(
      'With DATABASE_URL in production, set REMIT_KEY and PAYMENT_SECRET (64 hex digits each, the same on every instance): ' +
        'see the README, "Running several instances (PostgreSQL)"',
    );
  }
  const keyDir = options.memory ? undefined : (options.dataDir ?? (options.databaseUrl ? undefined : './data'));
  const remit = loadKey('remit', { configured: options.remitKey, dataDir: keyDir });
  const payment = loadKey('payment', { configured: options.paymentSecret, dataDir: keyDir });
  return {
    remit: remit.key,
    payment: payment.key,
    configured: remit.origin === 'configured' && payment.origin === 'configured',
    generated: remit.origin === 'generated' || payment.origin === 'generated' ? keyDir : undefined,
  };
}

/** PAYMENT_PROVIDER by name; unset is no provider; an unknown name stops the start (a typo must not sell nothing silently). */
function paymentProviderOf(name: string | undefined): PaymentProviderName | null {
  if (name === undefined || name === '') return null;
  const known = PAYMENT_PROVIDERS.find((p) => p === name);
  if (!known) throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')} or unset, not "${name}"`);
  return known;
}

/** The origin of PUBLIC_ORIGIN; anything that is not a URL stops the start. */
function originOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://hanzi.example, not "${value}"`);
  }
  return url.origin;
}
