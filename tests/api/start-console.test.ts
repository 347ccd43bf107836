import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/build.mjs';
import { listeningPort } from '../support/listening-port';
import { serverCommand } from '../support/server-bundle';

/**
 * Issue 26: what `npm start` prints. It was 212 lines on a first start (the whole build's file
 * list) and 3,390 with NODE_ENV=development (147 React warnings with their stacks), the address,
 * the demo login and the mail last. Now a start on a current build builds nothing and prints a
 * short summary: the start's own steps, then the address, the database, the mail and the demo
 * login; a warning only where something needs doing. `node scripts/start.mjs` is what `npm start`
 * runs (npm adds its own two-line header).
 */
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The lines a start prints until it listens (and a moment after), with the timestamps cut off. */
async function startOutput(dataDir: string, env: Record<string, string>): Promise<string[]> {
  // one pipe for both streams, as a terminal shows them: the order of a warning (stderr) among the
  // other lines (stdout) holds only then (two pipes are read in whatever order their data arrives)
  const proc = spawn('sh', ['-c', `exec "${process.execPath}" scripts/start.mjs 2>&1`], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SMTP_URL: '', DATABASE_URL: '', LOG_LEVEL: '', DEMO_ACCOUNT: '', PASSWORD_COST: '', PAYMENT_PROVIDER: '', DEMO_PASSWORD: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  proc.stdout.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  try {
    const port = await listeningPort(proc, () => output);
    // it answers (the demo notice comes after the summary, and a warning could come with the first request)
    expect((await fetch(`http://127.0.0.1:${port}/api/products`)).ok, output).toBe(true);
    // whatever a start prints late (a warning after the first request) is counted too
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    proc.kill('SIGTERM');
    await exited;
  }
  return output
    .split('\n')
    .filter((line) => line !== '' && !/ INFO (GET|POST) \/api\//.test(line) && !/ INFO SIGTERM: shutting down$/.test(line))
    .map((line) => line.replace(/^\d{4}-\d\d-\d\dT[\d:.]+Z /, ''));
}

describe('what a start prints', () => {
  // a start on a build of other sources would build first: this test is of the start alone
  serverCommand();

  it('first start in production: its steps, then where it runs, the database, the mail warning and the demo login', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hh-console-'));
    dataDirs.push(dataDir);
    const first = await startOutput(dataDir, { NODE_ENV: '' });
    expect(first, first.join('\n')).toEqual([
      expect.stringMatching(/^INFO secret keys generated in .*: keep them with the database/),
      expect.stringMatching(/^INFO database migrated: 0001_foundation, .*0012_real_points/),
      expect.stringMatching(/^INFO curriculum \w+ seeded$/),
      expect.stringMatching(/^INFO Hanzi House is running at http:\/\/localhost:\d+ \(NODE_ENV=production\)$/),
      expect.stringMatching(/^INFO database: SQLite \(.*hanzi-house\.sqlite\)$/),
      expect.stringMatching(/^INFO payments: none \(PAYMENT_PROVIDER is not set\): the store sells nothing$/),
      expect.stringMatching(/^WARN mail is off: SMTP_URL is not set/),
      'demo account created (this password is shown only now):',
      expect.stringMatching(/^ {2}address: {2}http:\/\/localhost:\d+$/),
      '  e-mail:   demo@hanzihouse.app',
      expect.stringMatching(/^ {2}password: [A-Za-z0-9]{12}$/),
      '  change it (account center) or delete the account before the server is public',
    ]);

    const second = await startOutput(dataDir, { NODE_ENV: '' });
    expect(second, second.join('\n')).toEqual([
      expect.stringMatching(/^INFO Hanzi House is running at /),
      expect.stringMatching(/^INFO database: SQLite/),
      expect.stringMatching(/^INFO payments: none/),
      expect.stringMatching(/^WARN mail is off: SMTP_URL is not set/),
    ]);
  });

  it('in development: no warning at all, the outbox named where the mail would be', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hh-console-'));
    dataDirs.push(dataDir);
    await startOutput(dataDir, { NODE_ENV: 'development' });
    const second = await startOutput(dataDir, { NODE_ENV: 'development' });
    expect(second, second.join('\n')).toEqual([
      expect.stringMatching(/^INFO Hanzi House is running at http:\/\/localhost:(\d+) \(NODE_ENV=development\)$/),
      expect.stringMatching(/^INFO database: SQLite/),
      expect.stringMatching(/^INFO payments: none/),
      expect.stringMatching(/^INFO mail: kept in memory, not sent \(SMTP_URL is not set\): read it at http:\/\/localhost:\d+\/api\/dev\/outbox\?email=/),
    ]);
  });
});
