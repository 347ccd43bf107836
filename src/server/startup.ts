import { createContext, type AppContext } from './context';
import { seedDemo, DEMO_ACCOUNT } from './db/seed';
import { consoleLogger, type LogLevel } from './logger';

/**
 * What `npm start` (main.ts) and `npm run dev` (dev.ts) share: the context built from
 * the environment, and the start-up steps (migrate, seed).
 *
 * | variable     | meaning                                                  |
 * |--------------|----------------------------------------------------------|
 * | PORT         | HTTP port (default 8080)                                 |
 * | DATA_DIR     | SQLite directory (default ./data)                        |
 * | DATABASE_URL | PostgreSQL instead of SQLite (scale-out)                 |
 * | NODE_ENV     | development, test or production (default per command)    |
 * | SMTP_URL     | send real mail with nodemailer (else: the dev outbox in memory; production: mail off) |
 * | MAIL_FROM    | sender of those mails                                    |
 * | TRUST_PROXY  | 1 behind a reverse proxy: client IP from X-Forwarded-For, HTTPS from X-Forwarded-Proto |
 * | PUBLIC_ORIGIN | the app's origin when a proxy changes Host (e.g. https://hanzi.example): cookie writes are taken from it too |
 * | LOG_LEVEL    | debug, info (default), warn, error                       |
 * | RATE_LIMITS  | off: no account rate limits (benchmarks; never in production) |
 * | PASSWORD_COST | fast: cheap scrypt for the browser tests; only with NODE_ENV=test |
 * | READ_CACHE_MS | how long reads may be served from memory (default 2000 on SQLite, 0 = off on PostgreSQL; see http/read-cache.ts) |
 * | REMIT_KEY    | AES-256-GCM key of remittance bank and ID numbers, and the key of the rate-limit hashes (64 hex digits; else DATA_DIR/remit.key; required with DATABASE_URL in production) |
 * | PAYMENT_SECRET | the payment provider's HMAC secret (64 hex digits; else DATA_DIR/payment.key; required with DATABASE_URL in production) |
 * | DEMO_ACCOUNT | 1: seed the demo account (also on PostgreSQL); 0: never; default: only a new SQLite database |
 * | DEMO_PASSWORD | the demo account's password, only with NODE_ENV test or development (else a random one, printed once) |
 * | PAYMENT_PROVIDER | sandbox: test payments, no money moves; unset: no provider, the store sells nothing |
 */
export function contextFromEnv(env: NodeJS.ProcessEnv, defaultNodeEnv: string): AppContext {
  const level = (['debug', 'info', 'warn', 'error'] as const).find((l) => l === env.LOG_LEVEL);
  const nodeEnv = env.NODE_ENV || defaultNodeEnv;
  return createContext({
    nodeEnv,
    // The OWASP cost everywhere but in a test server that asks for less (the browser tests hash
    // dozens of passwords; the API tests check that the default is the OWASP cost).
    passwordCost: nodeEnv === 'test' && env.PASSWORD_COST === 'fast' ? 'fast' : 'owasp',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    trustProxy: env.TRUST_PROXY === '1',
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    rateLimits: env.RATE_LIMITS !== 'off',
    ...(env.READ_CACHE_MS !== undefined && env.READ_CACHE_MS !== '' && { readCacheMs: readCacheMs(env.READ_CACHE_MS) }),
    logger: consoleLogger((level ?? 'info') as LogLevel),
    remitKey: env.REMIT_KEY || undefined,
    paymentSecret: env.PAYMENT_SECRET || undefined,
    demoAccount: env.DEMO_ACCOUNT === '1' ? 'on' : env.DEMO_ACCOUNT === '0' ? 'off' : 'auto',
    paymentProvider: env.PAYMENT_PROVIDER || undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
  });
}

function readCacheMs(raw: string): number {
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`READ_CACHE_MS must be a whole number of milliseconds, not "${raw}"`);
  return ms;
}

/** The port from PORT, default 8080. */
export function portFromEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.PORT || '8080';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, not "${raw}"`);
  }
  return port;
}

/**
 * Whether to seed the demo account (README): only on the first start of a new embedded
 * (SQLite) database — never on PostgreSQL, never again later (its owner may have removed
 * it) — unless DEMO_ACCOUNT=1 asks; DEMO_ACCOUNT=0 never.
 */
export function wantsDemo(ctx: AppContext): boolean {
  const { demoAccount } = ctx.config;
  if (demoAccount !== 'auto') return demoAccount === 'on';
  return ctx.databaseFlavor === 'sqlite' && ctx.databaseCreated;
}

/** What `prepare` leaves for the start's summary. */
export interface Prepared {
  /** The demo account's password when this start created it (db/seed.ts), to be shown once; else null. */
  demoPassword: string | null;
}

/** Waits for the migrations and seeds the demo account (when wanted); the summary says the rest once the server listens. */
export async function prepare(ctx: AppContext): Promise<Prepared> {
  await ctx.ready;
  return { demoPassword: wantsDemo(ctx) ? await seedDemo(ctx) : null };
}

/**
 * The one time the demo account's password is shown (issue 26): a short block on the console
 * when the account is created; only its hash is stored, so it is never shown again.
 */
export function demoAccountNotice(password: string, ctx: AppContext, address: string): string {
  return [
    'demo account created (this password is shown only now):',
    `  address:  ${address}`,
    `  e-mail:   ${DEMO_ACCOUNT.email}`,
    `  password: ${password}`,
    ctx.config.demoPassword
      ? '  (DEMO_PASSWORD, a test or development server)'
      : '  change it (account center) or delete the account before the server is public',
  ].join('\n');
}

/**
 * What a start says last, once it listens (issue 26): where it runs, then the database, the
 * payments, the mail, and the demo account's password on the start that created it: the lines a
 * person starting it looks for, after the start's own steps (keys generated, migrations,
 * curriculum). A warning only where something needs doing: test payments or no mail on a
 * production server, rate limits off. The demo password goes to `print` (the console, whatever
 * LOG_LEVEL says: it is shown this once), never to the log.
 */
export function logStartSummary(
  ctx: AppContext,
  { address, mode, demoPassword, print = (text: string) => void process.stdout.write(`${text}\n`) }:
    { address: string; mode: string; demoPassword: string | null; print?: (text: string) => void },
): void {
  const { logger } = ctx;
  logger.info(`Hanzi House is running at ${address} (${mode})`);
  logger.info(`database: ${ctx.databaseLocation}`);
  if (ctx.config.paymentProvider !== 'sandbox') {
    logger.info('payments: none (PAYMENT_PROVIDER is not set): the store sells nothing');
  } else if (ctx.config.nodeEnv === 'production') {
    logger.warn('payments: PAYMENT_PROVIDER=sandbox, test payments, no money moves: never on a public server');
  } else {
    logger.info('payments: the sandbox (test payments, no money moves)');
  }
  if (ctx.mailer.delivers) logger.info('mail: sent through SMTP_URL');
  else if (ctx.mailer.outbox) logger.info(`mail: kept in memory, not sent (SMTP_URL is not set): read it at ${address}/api/dev/outbox?email=...`);
  else logger.warn('mail is off: SMTP_URL is not set, so no verification or reset code is sent, printed or stored');
  if (!ctx.config.rateLimits) logger.warn('RATE_LIMITS=off: account rate limits are disabled');
  if (demoPassword) print(demoAccountNotice(demoPassword, ctx, address));
}
