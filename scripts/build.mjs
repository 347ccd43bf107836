#!/usr/bin/env node
// The build and whether it is current. Plain JavaScript, so it runs on a production install
// (no dev dependencies, no TypeScript loader): `npm start` (scripts/start.mjs) and the install's
// `prepare` read the stamp; the build (vite.config.ts buildStamp) writes it.
//
//   node scripts/build.mjs             build (npm run build)
//   node scripts/build.mjs --if-stale  build only when the sources changed since the last build
//                                      (npm install runs it as `prepare`)
//
// The stamp is a SHA-256 of the build's inputs (every file under BUILD_INPUTS: path and
// content), computed as the build starts and written to dist/.vite/build-stamp.json when it has
// finished. Contents decide, not modification times: a git checkout, a copy or an unpacked archive
// changes the times of files whose content is the same (and a checkout back and forth can leave
// an older time on a changed file). No git either: a production tree may have none, and a new
// file not yet added is read by the build all the same. Reading the inputs (about 8 MB) takes
// longer than a start should wait, so when no input's size or modification time changed since the
// build (statHash) the contents are not read.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What the build reads: the SPA's and the server's sources, their settings, the dependency versions. */
export const BUILD_INPUTS = [
  'src', 'machines', 'locales', 'public', 'index.html',
  'vite.config.ts', 'lingui.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json',
];

/** Written by the build as its last step; inside dist/, so a new build (which empties dist/) removes it first. */
export const STAMP_FILE = join('dist', '.vite', 'build-stamp.json');

/** What `npm start` runs: the server's bundle (vite.config.ts serverBundle). */
export const SERVER_ENTRY = join('dist', 'server', 'main.js');

function inputFiles(root, path, files) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    // editors' and systems' own files (.DS_Store, .foo.swp) are not sources
    if (entry.name.startsWith('.')) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) inputFiles(root, child, files);
    else if (entry.isFile()) files.push(child);
  }
}

/** The build's inputs under `root`: paths relative to it, with /, sorted (the same order on every machine). */
export function inputPaths(root = ROOT) {
  const files = [];
  for (const input of BUILD_INPUTS) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) inputFiles(root, input, files);
    else files.push(input);
  }
  return files.map((file) => file.split(sep).join('/')).sort();
}

/** The hash of the inputs' paths and contents: what says whether a build is current. */
export function sourceHash(root = ROOT, paths = inputPaths(root)) {
  const hash = createHash('sha256');
  for (const path of paths) {
    const content = readFileSync(join(root, path));
    hash.update(`${path}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/**
 * The hash of the inputs' paths, sizes and modification times: when it equals the build's, no file
 * was touched since and the contents need not be read (about a fifth of the time); when it differs,
 * the contents decide (a checkout that rewrote files as they were is still current).
 */
export function statHash(root = ROOT, paths = inputPaths(root)) {
  const hash = createHash('sha256');
  for (const path of paths) {
    const { size, mtimeMs } = statSync(join(root, path));
    hash.update(`${path}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** The stamp of the sources as they are now (vite.config.ts buildStamp writes it when the build is done). */
export function currentStamp(root = ROOT) {
  const paths = inputPaths(root);
  return { sources: sourceHash(root, paths), files: statHash(root, paths) };
}

/** The stamp of the last build under `root`, or null (no build, or one that did not finish). */
export function readStamp(root = ROOT) {
  try {
    return JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * 'fresh' when dist/ holds a finished build of the sources as they are now, 'stale' when it holds
 * a finished build of other sources, 'missing' when it holds none.
 */
export function buildState(root = ROOT) {
  const stamp = readStamp(root);
  if (!stamp || !existsSync(join(root, SERVER_ENTRY)) || !existsSync(join(root, 'dist', 'index.html'))) return 'missing';
  const paths = inputPaths(root);
  if (stamp.files === statHash(root, paths)) return 'fresh';
  return stamp.sources === sourceHash(root, paths) ? 'fresh' : 'stale';
}

/** Vite's command-line script when the build tools are installed (not on `npm ci --omit=dev`), else null. */
export function viteBin(root = ROOT) {
  try {
    const pkg = createRequire(join(root, 'package.json')).resolve('vite/package.json');
    const bin = join(pkg, '..', 'bin', 'vite.js');
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

/** npm's range grammar, the part `engines` uses: `||` alternatives of `^x.y.z`, `>=x.y`, `<x` comparators. */
export function nodeSatisfies(version, range) {
  const parse = (text) => {
    const [major = 0, minor = 0, patch = 0] = text.replace(/^v/, '').split('.').map(Number);
    return [major, minor, patch];
  };
  const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const v = parse(version);
  return range.split('||').some((alternative) =>
    alternative.trim().split(/\s+/).every((comparator) => {
      const [, op = '', rest = ''] = /^(\^|>=|<=|>|<|=)?(.+)$/.exec(comparator) ?? [];
      const bound = parse(rest);
      switch (op) {
        case '^': return compare(v, bound) >= 0 && v[0] === bound[0];
        case '>=': return compare(v, bound) >= 0;
        case '>': return compare(v, bound) > 0;
        case '<=': return compare(v, bound) <= 0;
        case '<': return compare(v, bound) < 0;
        default: return compare(v, bound) === 0;
      }
    }),
  );
}

/**
 * Whether this Node is one the project supports (package.json's `engines`); when not, says so in
 * one line with what to do. Runs before the build and the start: on Node 20 (end of life) the
 * database driver crashes the process rather than saying why.
 */
export function supportedNode(root = ROOT, { version = process.version, warn = console.error } = {}) {
  const range = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
  if (nodeSatisfies(version, range)) return true;
  // "^22.22.2 || ^24.15.0" → "22 (22.22.2 or newer) or 24 (24.15.0 or newer)"
  const lines = range.split('||').map((alternative) => {
    const bound = alternative.trim().replace(/^(\^|>=)/, '');
    return `${bound.split('.')[0]} (${bound} or newer)`;
  });
  warn(`Hanzi House needs Node.js ${lines.join(' or ')}; this is Node.js ${version}. ` +
    'Install a supported Node, then run npm install again.');
  return false;
}

/**
 * Builds into dist/ (the SPA, its prerendered pages, the server's bundle, the stamp). Always a
 * production build, whatever NODE_ENV the shell has: NODE_ENV=development would make Vite build
 * the development app (React's development build, the flows page). Returns whether it succeeded.
 */
export function build(root = ROOT, { quiet = false } = {}) {
  const vite = viteBin(root);
  if (!vite) throw new Error('the build tools are not installed: run npm install (with the dev dependencies)');
  const args = [vite, 'build', ...(quiet ? ['--logLevel', 'warn'] : [])];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return result.status === 0;
}

/**
 * Builds when dist/ is not a finished build of the current sources and the build tools are there.
 * Says in one line what it does and why; without the tools, serves what there is (saying so once)
 * or, with no build at all, fails. Returns whether dist/ can be served.
 */
export function buildIfStale(root = ROOT, { log = console.log, warn = console.warn } = {}) {
  const state = buildState(root);
  if (state === 'fresh') return true;
  if (!viteBin(root)) {
    if (state === 'missing') {
      warn('There is no build in dist/ and the build tools are not installed (a production install): ' +
        'build it where the dev dependencies are (npm install, then npm run build) and copy dist/ here.');
      return false;
    }
    warn('The sources changed since the build in dist/, but the build tools are not installed (a production install): ' +
      'serving that build. Run npm install (with the dev dependencies) to rebuild.');
    return true;
  }
  const started = Date.now();
  log(state === 'missing' ? 'Building the app (first build, about a minute)…' : 'Building the app (the sources changed since the last build)…');
  if (!build(root, { quiet: true })) return false;
  log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // as `prepare`, a tree without a build and without the tools is said, not failed: the install
  // itself went well, and `npm start` says it again
  const ok = supportedNode() && (process.argv.includes('--if-stale') ? buildIfStale() || viteBin() === null : build());
  process.exit(ok ? 0 : 1);
}
