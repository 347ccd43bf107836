import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { serverCommand } from '../support/server-bundle';
import { listeningPort } from '../support/listening-port';

/**
 * Browser tests run against the real product: the built SPA and the API in one
 * Node process (exactly what `npm start` runs: dist/server/main.js), on a fresh SQLite database in a
 * temporary directory, with NODE_ENV=test so the dev outbox is readable.
 * One Chromium is shared by every test file through its WebSocket endpoint.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    /** The demo account's password on this test server (DEMO_PASSWORD: a test server's own, never a published one). */
    demoPassword: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];


async function waitForServer(url: string, server: ChildProcess, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer ${url} within ${deadlineMs} ms`);
}

export default async function setup(project: TestProject) {
  // the built app, as `npm start` runs it (throws when dist/ is not a build of these sources)
  const command = serverCommand();
  const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium fonts-noto-cjk, or set CHROMIUM.`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'hanzi-e2e-'));
  // the demo account's password for this run only (honoured with NODE_ENV=test), so the tests that
  // log in as the demo parent know it; a production server draws a random one (src/server/db/seed.ts)
  // 12 characters: the login form takes 8 to 12
  const demoPassword = `Demo${randomBytes(4).toString('hex')}`;
  // node itself, not a wrapper (npm start) that runs the server in a child process of its own,
  // so a SIGKILL (below) stops the server and frees its port
  const server = spawn(process.execPath, command, {
    cwd: root,
    // RATE_LIMITS off: every browser test signs up from the one address 127.0.0.1, so the per-IP
    // account limits (20 sign-up mails in 15 minutes) would refuse the suite itself; the limits are
    // proven by the API tests (tests/api/security.test.ts, accounts.test.ts)
    // PAYMENT_PROVIDER=sandbox: the test payment provider, named as an operator names it (never implied by NODE_ENV)
    env: {
      ...process.env,
      // the system's pick, read from the server's own summary: no other run's server can have it
      PORT: '0',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SMTP_URL: '',
      PASSWORD_COST: 'fast',
      RATE_LIMITS: 'off',
      PAYMENT_PROVIDER: 'sandbox',
      DEMO_PASSWORD: demoPassword,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (chunk) => { log += String(chunk); });
  server.stderr?.on('data', (chunk) => { log += String(chunk); });

  let baseURL: string;
  try {
    baseURL = `http://127.0.0.1:${await listeningPort(server, () => log)}`;
    await waitForServer(`${baseURL}/api/openapi.yaml`, server, 60_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${log}`, { cause: error });
  }

  const browser: BrowserServer = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });

  project.provide('baseURL', baseURL);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('demoPassword', demoPassword);

  return async () => {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
