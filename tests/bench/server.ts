import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/**
 * The demo parent of a bench server: its password is this run's own, given to the server as
 * DEMO_PASSWORD (honoured with NODE_ENV=test only; a production server draws a random one); 12
 * characters, what the login form takes.
 */
export const BENCH_DEMO = { email: 'demo@hanzihouse.app', password: `Demo${randomBytes(4).toString('hex')}` };

/**
 * Waits until `url` answers below 500, for at most `seconds` (the server starts, migrates and
 * seeds the curriculum first: long on a loaded machine); fails at once when the process ends.
 */
export async function waitFor(url: string, proc: ChildProcess, seconds = 120): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`process exited (${proc.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}
