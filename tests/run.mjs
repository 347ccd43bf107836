#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to find.
// typecheck, lint and SPA build (side by side) -> unit + machine + API + build (bundle budget) tests -> the API
// tests again on PostgreSQL -> browser tests.
// Browser tests need Debian's chromium and the CJK fonts: when they are missing
// and we are root with apt-get, they are installed here; otherwise we stop with
// a clear instruction. PostgreSQL tests run against TEST_DATABASE_URL, or else a
// throwaway server when PostgreSQL is installed (never installed from here); when
// neither, they are skipped with a line that says how to enable them. Nothing is
// ever skipped silently. Exit code is non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from './support/throwaway-postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'hanzi-test-'));
const results = [];
let passed = 0;
let failed = 0;

/** Stops the throwaway PostgreSQL server, if one runs; replaced once it starts. */
let stopPostgres = () => {};

// Clean up on every way out: normal end, failure, process.exit, Ctrl-C, kill.
process.on('exit', () => {
  stopPostgres();
  rmSync(reports, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => process.exit(128 + constants.signals[signal]));
}

async function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  // A Ctrl-C reaches the step and us: stop here rather than start the next step.
  if (r.signal === 'SIGINT' || r.signal === 'SIGTERM') process.exit(128 + constants.signals[r.signal]);
  // Let a signal that reached only us (kill <pid>) run its handler between steps
  // (an immediate is too short for libuv to deliver it; a few milliseconds are enough).
  await new Promise((resolve) => setTimeout(resolve, 20));
  const ok = r.status === 0;
  results.push({ label, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

/**
 * Runs independent single-threaded steps side by side (the typecheck, the
 * linter and the build use one core each). Each step's output is held and
 * printed whole when it ends, so they never interleave.
 */
async function runTogether(steps) {
  const started = Date.now();
  const outcomes = await Promise.all(steps.map(({ label, cmd, args, env = {} }) => new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n▶ ${label}`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ label, ok: code === 0, seconds, signal });
    });
  })));
  for (const outcome of outcomes) {
    if (outcome.signal === 'SIGINT' || outcome.signal === 'SIGTERM') process.exit(128 + constants.signals[outcome.signal]);
    results.push({ label: outcome.label, ok: outcome.ok, seconds: outcome.seconds });
  }
  return outcomes;
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  return true;
}

function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function browserPrerequisites() {
  const chromium = process.env.CHROMIUM || '/usr/bin/chromium';
  const fonts = spawnSync('sh', ['-c', 'fc-list :lang=zh family 2>/dev/null | grep -qi "noto sans cjk"'], { stdio: 'ignore' }).status === 0;
  const missing = [];
  if (!existsSync(chromium)) missing.push('chromium');
  if (!fonts) missing.push('fonts-noto-cjk');
  if (missing.length === 0) return chromium;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasCommand('apt-get')) {
    console.log(`\n▶ installing ${missing.join(' and ')} with apt-get (browser tests need them)`);
    const install = spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`], { stdio: 'inherit' });
    if (install.status === 0 && existsSync(chromium)) return chromium;
  }
  console.error(`\n✖ The browser tests need ${missing.join(' and ')}.\n` +
    `  Install them:  sudo apt-get install -y chromium fonts-noto-cjk\n` +
    `  (or point CHROMIUM at a Chromium binary), then run npm test again.`);
  process.exit(1);
}

/**
 * The database for the PostgreSQL tests: TEST_DATABASE_URL when set, else a throwaway
 * server when PostgreSQL is installed, else null (and one line saying how to enable them).
 */
async function postgresForTests() {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    console.log(`\n▶ PostgreSQL tests use TEST_DATABASE_URL (${URL.canParse(given) ? new URL(given).host : 'as given'})`);
    return given;
  }
  console.log('\n▶ starting a throwaway PostgreSQL server for the PostgreSQL tests');
  const started = Date.now();
  try {
    const postgres = await startThrowawayPostgres({ onCleanup: (stop) => (stopPostgres = stop) });
    if (postgres.skipped) {
      console.log(`\n⚠ PostgreSQL tests SKIPPED: ${postgres.skipped}. To run them, install PostgreSQL ` +
        '(sudo apt-get install -y postgresql) or set TEST_DATABASE_URL=postgres://user:pass@host/db.');
      // CI (CI=true) installs PostgreSQL: there, a skip is a failure. TEST_REQUIRE_POSTGRES=1 asks the same locally.
      const required = process.env.CI === 'true' || Boolean(process.env.TEST_REQUIRE_POSTGRES);
      results.push({ label: `PostgreSQL tests skipped: ${postgres.skipped}`, ok: !required, skipped: !required, seconds: '0.0' });
      return null;
    }
    results.push({ label: 'throwaway PostgreSQL server', ok: true, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    return postgres.url;
  } catch (error) {
    console.error(`\n✖ PostgreSQL is installed but the throwaway server did not start:\n${error.message}`);
    results.push({ label: 'throwaway PostgreSQL server', ok: false, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    return null;
  }
}

const chromium = browserPrerequisites();

const [, , build] = await runTogether([
  { label: 'typecheck (tsc)', cmd: bin('tsc'), args: ['--noEmit', '-p', 'tsconfig.json'] },
  { label: 'lint (eslint)', cmd: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  // the production build whatever the shell's NODE_ENV (scripts/build.mjs does the same); it writes the
  // stamp too, so a later npm start does not build these sources again
  { label: 'SPA build (vite)', cmd: bin('vite'), args: ['build', '--logLevel', 'warn'], env: { NODE_ENV: 'production' } },
]);

const databaseUrl = await postgresForTests();
const postgresEnv = databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {};
// The first pass is the SQLite one, whatever the calling shell says.
const sqliteEnv = { ...postgresEnv, TEST_API_DATABASE: '' };

const unitReport = join(reports, 'unit.json');
// The tests of the build (project 'build': the bundle budget, the stamp, what npm start loads) read
// the build made above; without one they would build again in their global setup and fail the same
// way, so after a failed build they are not run.
const buildProject = build.ok ? ['--project', 'build'] : [];
if (!build.ok) results.push({ label: 'tests of the build: bundle budget, stamp (not run: the build failed)', ok: false, seconds: '0.0' });
const unitOk = await run(`unit, machine, contract, API${build.ok ? ' and build' : ''} tests (vitest)`, bin('vitest'),
  ['run', '--project', 'machines', '--project', 'unit', '--project', 'api', ...buildProject, '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
  sqliteEnv);
if (!countVitest(unitReport) && !unitOk) failed += 1;

if (databaseUrl) {
  // Every API test file again, each test server on a fresh PostgreSQL schema (tests/api/helpers.ts).
  const pgReport = join(reports, 'api-postgres.json');
  const pgOk = await run('API tests on PostgreSQL (vitest, TEST_API_DATABASE=postgres)', bin('vitest'),
    ['run', '--project', 'api', 'tests/api/', '--exclude', 'tests/api/postgres.test.ts', '--exclude', 'tests/api/scale-out.test.ts',
      '--reporter=default', '--reporter=json', `--outputFile.json=${pgReport}`],
    { ...postgresEnv, TEST_API_DATABASE: 'postgres' });
  if (!countVitest(pgReport) && !pgOk) failed += 1;
}
stopPostgres();

if (build.ok) {
  const e2eReport = join(reports, 'e2e.json');
  const e2eOk = await run('browser end-to-end tests (vitest + playwright-core + chromium)', bin('vitest'),
    ['run', '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile.json=${e2eReport}`],
    { CHROMIUM: chromium });
  if (!countVitest(e2eReport) && !e2eOk) failed += 1;
} else {
  results.push({ label: 'browser end-to-end tests (not run: the build failed)', ok: false, seconds: '0.0' });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.skipped ? '⚠' : r.ok ? '✔' : '✖'} ${r.label} (${r.seconds} s)`);
const allOk = results.every((r) => r.ok);
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
