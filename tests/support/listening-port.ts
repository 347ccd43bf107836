import type { ChildProcess } from 'node:child_process';

/** The port a server's output names as where it runs, or null while it has not said it yet. */
export function portInOutput(output: string): number | null {
  const match = /Hanzi House is running at http:\/\/localhost:(\d+) /.exec(output);
  return match ? Number(match[1]) : null;
}

/**
 * The port a server started with PORT=0 listens on, read from its own start summary ("Hanzi House
 * is running at http://localhost:<port>", src/server/startup.ts; logged at LOG_LEVEL info, the
 * default).
 *
 * Why not a free port chosen first and handed to the server: between the test closing its probe
 * and the server binding, another test's server (several test runs share the machine) could be
 * handed the same port; the test then polled a stranger that answered, and killed its own
 * server before it had even started (a CI rehearsal). With PORT=0 the system gives each server its
 * own port while it binds, and only the server's own line says which.
 */
export async function listeningPort(
  proc: ChildProcess,
  output: () => string,
  { deadlineMs = 120_000 }: { deadlineMs?: number } = {},
): Promise<number> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const port = portInOutput(output());
    if (port !== null) return port;
    if (proc.exitCode !== null || proc.signalCode !== null) {
      throw new Error(`the server exited (${proc.exitCode ?? proc.signalCode}) before it listened:\n${output()}`);
    }
    if (Date.now() > until) throw new Error(`the server did not listen within ${deadlineMs / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
