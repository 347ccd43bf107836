import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';

/**
 * Browser tests run against the real product: the built SPA and the API in one
 * Node process (exactly what `npm start` runs), on a fresh SQLite database in a
 * temporary directory, with NODE_ENV=test so the dev outbox is readable.
 * One Chromium is shared by every test file through its WebSocket endpoint.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
  }
}

const root = new URL('../..', import.meta.url).pathname;

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

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
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does it for you).');
  }
  const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: apt-get install -y chromium fonts-noto-cjk, or set CHROMIUM.`);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'hanzi-e2e-'));
  const port = await freePort();
  // `node --import tsx`, not the tsx command: that one runs the server in a child process of its
  // own, so a SIGKILL (below) would stop the wrapper and leave the server holding its port
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    // RATE_LIMITS off: every browser test signs up from the one address 127.0.0.1, so the per-IP
    // account limits (20 sign-up mails in 15 minutes) would refuse the suite itself; the limits are
    // proven by the API tests (tests/api/security.test.ts, accounts.test.ts)
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', SMTP_URL: '', PASSWORD_COST: 'fast', RATE_LIMITS: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  server.stdout?.on('data', (chunk) => { log += String(chunk); });
  server.stderr?.on('data', (chunk) => { log += String(chunk); });

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${baseURL}/api/openapi.yaml`, server, 60_000);
  } catch (error) {
    server.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${log}`, { cause: error });
  }

  const browser: BrowserServer = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });

  project.provide('baseURL', baseURL);
  project.provide('wsEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
