// A throwaway PostgreSQL cluster for `npm test`: created in a temporary directory,
// reachable only on 127.0.0.1 (and a Unix socket inside that directory), on a free port,
// and deleted afterwards. It never touches a cluster the machine already runs (Debian's
// `main` cluster on 5432 may be up or down: this one has its own port, socket and data).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const DATABASE = 'hanzi_test';

/**
 * The directory holding initdb and pg_ctl: the newest Debian server package
 * (/usr/lib/postgresql/<version>/bin), else whatever `initdb` is on the PATH.
 */
export function findPostgresBin() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(join(debian, v, 'bin', 'initdb')) && existsSync(join(debian, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) {
    const bin = dirname(realpathSync(onPath.stdout.trim()));
    if (existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** A port nobody listens on right now (the kernel picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** uid and gid of a system user, or null when there is none. */
function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/**
 * Starts the cluster. Returns `{ url, stop }` (stop is synchronous and safe to call twice,
 * so it can run from an 'exit' handler), or `{ skipped }` with the reason when PostgreSQL
 * is not installed. Throws with the server's own words when it is installed but fails.
 * `onCleanup` receives `stop` as soon as there is anything to clean up, so an interrupt
 * during start-up leaves nothing behind either.
 *
 * PostgreSQL refuses to run as root: as root, every server command runs as the `postgres`
 * user (created by Debian's package) through runuser, and that user owns the directory.
 */
export async function startThrowawayPostgres({ onCleanup = () => {} } = {}) {
  const bin = findPostgresBin();
  if (!bin) return { skipped: 'PostgreSQL is not installed' };

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const owner = isRoot ? userIds('postgres') : null;
  if (isRoot && !owner) return { skipped: 'running as root, and there is no `postgres` user to run PostgreSQL as' };
  const asOwner = isRoot ? ['runuser', '-u', 'postgres', '--'] : [];

  const dir = mkdtempSync(join(tmpdir(), 'hanzi-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const password = randomBytes(18).toString('base64url');

  /** Runs a PostgreSQL program as the cluster's owner. */
  function runAsOwner(program, args) {
    const [cmd, ...rest] = [...asOwner, join(bin, program), ...args];
    return spawnSync(cmd, rest, { cwd: dir, encoding: 'utf8' });
  }

  /** The same, throwing with the program's output and the server log on failure. */
  function pg(program, args) {
    const r = runAsOwner(program, args);
    if (r.status !== 0) {
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`${program} failed (${r.error?.message ?? `exit ${r.status}`}):\n${r.stderr ?? ''}${r.stdout ?? ''}${serverLog}`);
    }
  }

  function stop() {
    if (existsSync(join(data, 'postmaster.pid'))) {
      // immediate: no checkpoint, the data is about to be deleted anyway
      runAsOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    }
    rmSync(dir, { recursive: true, force: true });
  }
  onCleanup(stop);

  try {
    writeFileSync(join(dir, 'password'), password, { mode: 0o600 });
    if (owner) {
      chownSync(dir, owner.uid, owner.gid);
      chownSync(join(dir, 'password'), owner.uid, owner.gid);
    }
    pg('initdb', [
      '-D', data, '-U', 'postgres', `--pwfile=${join(dir, 'password')}`,
      '--auth-local=trust', '--auth-host=scram-sha-256',
      '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions',
    ]);
    const port = await freePort();
    // Test settings: nothing here has to survive a crash, so no fsync; enough connections
    // for every test server's pool while the API test files run in parallel.
    appendFileSync(join(data, 'postgresql.conf'), [
      '',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir.replaceAll("'", "''")}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 200',
      '',
    ].join('\n'));
    pg('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '30', 'start']);
    pg('createdb', ['-h', dir, '-p', String(port), '-U', 'postgres', DATABASE]);
    return { url: `postgres://postgres:${password}@127.0.0.1:${port}/${DATABASE}`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
