import type { ChildProcess } from 'node:child_process';

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
