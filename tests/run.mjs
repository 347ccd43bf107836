#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to find.
// typecheck -> lint -> unit + machine + API tests -> SPA build -> browser tests.
// Browser tests need Debian's chromium and the CJK fonts: when they are missing
// and we are root with apt-get, they are installed here; otherwise we stop with
// a clear instruction. Nothing is ever skipped silently. Exit code is non-zero
// on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'hanzi-test-'));
const results = [];
let passed = 0;
let failed = 0;

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ label, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
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

const chromium = browserPrerequisites();

run('typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
run('lint (eslint)', bin('eslint'), ['.', '--max-warnings', '0']);

const unitReport = join(reports, 'unit.json');
const unitOk = run('unit, machine, contract and API tests (vitest)', bin('vitest'),
  ['run', '--project', 'unit', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]);
if (!countVitest(unitReport) && !unitOk) failed += 1;

const built = run('SPA build (vite)', bin('vite'), ['build', '--logLevel', 'warn']);
if (built) {
  const e2eReport = join(reports, 'e2e.json');
  const e2eOk = run('browser end-to-end tests (vitest + playwright-core + chromium)', bin('vitest'),
    ['run', '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile.json=${e2eReport}`],
    { CHROMIUM: chromium });
  if (!countVitest(e2eReport) && !e2eOk) failed += 1;
} else {
  results.push({ label: 'browser end-to-end tests', ok: false, seconds: '0.0' });
}

rmSync(reports, { recursive: true, force: true });

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.label} (${r.seconds} s)`);
const allOk = results.every((r) => r.ok);
if (!allOk && failed === 0) failed = results.filter((r) => !r.ok).length;
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
