/**
 * `npm run bench`: the budgets that make speed a feature, measured on this machine.
 *
 *   npm run bench [-- --members 10,1000,100000] [--duration 30] [--connections 50] [--api-only]
 *
 * 1. Bundle: gzip size of the JS and CSS a browser actually loads for `/` and for `/login`
 *    (every same-origin script and stylesheet response): the bytes our server sends (the build's
 *    zopfli gzip twins, what the budget of tests/budget holds), and gzip level 6 like a typical
 *    server would make.
 * 2. Login: throughput (autocannon) of POST /api/member/login (the demo account, OWASP scrypt
 *    cost) on the real server (SQLite in a temp dir), and the largest lesson's stroke data (gzip).
 * 3. Challenge (issue 8), in headless Chromium on the production build: the demo child opens the
 *    first lesson's challenge from its lesson track (/lesson/1, "Start the challenge"), and
 *    - the JS, CSS and data (stroke files, the words) the challenge loads from that press to the
 *      spelling screen (guess, writing, spelling: every same-origin response, gzip level 6);
 *    - stroke judgement to visible feedback on the writing pad: from the pointer's release to the
 *      first animation frame after hanzi-writer judged the stroke (accepted: the stroke is drawn in;
 *      refused: the drawn line fades), median and p90 over wrong and right strokes.
 * 4. Lighthouse (issue 10, lighthouse.ts): the mobile preset on `/`, `/en/login`, a logged-in
 *    `/en/home` and a bare HTML page (the reference), performance, LCP, TBT and CLS: the median
 *    of LIGHTHOUSE_RUNS (3) runs, the worst run, and the host's benchmark index.
 * 5. API under a mixed load and how cost grows (issue 10, api-load.ts): for each member count
 *    (--members, seeded by seed.ts), member/self, radical, lesson schedule, a word pass and
 *    products, mixed and alone, at --connections (50) for --duration (30) s each, as ratios to
 *    a bare Hono handler measured in the same run, with p50 / p99, errors and the server's RSS.
 *
 * --api-only skips 1 to 4 (no build, no browser): the quick run while developing is
 * `npm run bench -- --api-only --members 10,1000 --duration 5`. Profiling one call:
 * `npm run bench -- --api-only --members 1000 --duration 10 --only member/self --cpu-prof /tmp/prof`.
 *
 * It prints a Markdown block; paste it into tests/bench/RESULTS.md with the date.
 * Not a timed test (not part of `npm test`): it never fails on a number, only on an error.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium, type Page } from 'playwright-core';
import { serverCommand } from '../support/server-bundle';
import { strokePath, wrongStroke } from '../support/strokes';
import { measureScale, report, type ScaleFigures } from './api-load';
import { lighthouseBench } from './lighthouse';
import { BENCH_DEMO, waitFor } from './server';

const root = new URL('../..', import.meta.url).pathname;
const tsx = join(root, 'node_modules', '.bin', 'tsx');

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}
const MEMBERS = (argument('members') ?? '10,1000,100000').split(',').map((m) => Number(m.replace(/_/g, '')));
const DURATION_S = Number(argument('duration') ?? process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(argument('connections') ?? process.env.BENCH_CONNECTIONS ?? 50);
const API_ONLY = process.argv.includes('--api-only');
/** Profiling one call: `--only member/self` runs the calls whose name matches, alone, without the mix;
 * `--cpu-prof DIR` starts the server with `node --cpu-prof` writing there (a profile per scale). */
const ONLY = argument('only') !== undefined ? new RegExp(argument('only')!) : undefined;
const CPU_PROF = argument('cpu-prof');
/** Login at the OWASP cost manages a few per second: 10 connections, 10 s are enough to see it. */
const LOGIN_CONNECTIONS = 10;
const LOGIN_S = Math.min(DURATION_S, 10);
if (MEMBERS.some((m) => !Number.isInteger(m) || m < 1) || !(DURATION_S > 0) || !(CONNECTIONS > 0)) {
  console.error('usage: npm run bench -- [--members 10,1000,100000] [--duration 30] [--connections 50] [--api-only]');
  process.exit(2);
}
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];


function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(tsx, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function pageWeight(baseURL: string, path: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<{ kind: 'js' | 'css'; raw: number; gz: number; sent: number }>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (!res.url().startsWith(baseURL) || (type !== 'script' && type !== 'stylesheet')) return;
      // what the server sends a browser that takes gzip: the build's zopfli twin (the budget's measure)
      const twin = join(root, 'dist', `${new URL(res.url()).pathname}.gz`);
      bodies.push(
        res.body().then((b) => {
          const gz = gzipSync(b, { level: 6 }).length;
          return { kind: type === 'script' ? 'js' : 'css', raw: b.length, gz, sent: existsSync(twin) ? statSync(twin).size : gz };
        }),
      );
    });
    await page.goto(baseURL + path, { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    const sum = (kind: 'js' | 'css', key: 'raw' | 'gz' | 'sent') => all.filter((b) => b.kind === kind).reduce((n, b) => n + b[key], 0);
    return { path, files: all.length, js: sum('js', 'gz'), jsSent: sum('js', 'sent'), css: sum('css', 'gz'), jsRaw: sum('js', 'raw') };
  } finally {
    await browser.close();
  }
}

async function load(opts: autocannon.Options) {
  const result = await autocannon(opts);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface ReviewWord {
  word: string;
  strokes: { char: string; url: string }[];
}

/** In the page: pointer releases and the first frame after each judgement of the writing quiz. */
function recordJudgements() {
  const w = window as unknown as { __up: number | null; __judged: { kind: string; ms: number }[] };
  w.__up = null;
  w.__judged = [];
  document.addEventListener('mouseup', () => (w.__up = performance.now()), true);
  new MutationObserver((records) => {
    for (const record of records) {
      const up = w.__up;
      const value = (record.target as HTMLElement).getAttribute(record.attributeName!);
      if (up === null || value === '0') continue;
      w.__up = null;
      const kind = record.attributeName === 'data-accepted' ? 'accepted' : 'refused';
      requestAnimationFrame(() => w.__judged.push({ kind, ms: performance.now() - up }));
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-accepted', 'data-refused'] });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * 0.9)] ?? NaN;

async function draw(page: Page, points: { x: number; y: number }[]) {
  const box = (await page.locator('.writing-pad-quiz svg').boundingBox())!;
  await page.mouse.move(box.x + points[0]!.x, box.y + points[0]!.y);
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(box.x + p.x, box.y + p.y);
  await page.mouse.up();
  await page.waitForTimeout(350);
}

/** The first lesson's challenge of the demo child: what it loads, and how fast a stroke is judged. */
async function challengeBench(baseURL: string, token: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript((t) => localStorage.setItem('User-Auth-Token', t), token);
    await context.addInitScript(recordJudgements);
    const page = await context.newPage();
    await page.goto(`${baseURL}/en/lesson/1`, { waitUntil: 'networkidle' });
    const loaded: Promise<{ kind: string; gz: number }>[] = [];
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (!res.url().startsWith(baseURL) || !['script', 'stylesheet', 'fetch', 'xhr'].includes(type)) return;
      const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : 'data';
      loaded.push(res.body().then((b) => ({ kind, gz: gzipSync(b, { level: 6 }).length }), () => ({ kind, gz: 0 })));
    });
    const reviewReply = page.waitForResponse((res) => /\/api\/review\/\d+/.test(res.url()));
    await page.getByRole('button', { name: 'Start the challenge', exact: true }).click();
    const words = ((await (await reviewReply).json()) as { data: { words: ReviewWord[] } }).data.words;
    const first = words[0]!;
    await page.locator('.answer-grid button').filter({ hasText: first.word }).first().click();
    await page.locator('.writing-pad-quiz[data-quiz="ready"] svg').waitFor({ timeout: 20_000 });
    const size = (await page.locator('.writing-pad-quiz svg').boundingBox())!.width;
    const medians = new Map<string, number[][][]>();
    for (const s of first.strokes) medians.set(s.char, ((await (await fetch(baseURL + s.url)).json()) as { medians: number[][][] }).medians);
    for (let i = 0; i < 10; i++) await draw(page, wrongStroke(size));
    // each character of the word, each repetition: a character completes by itself and shows beside
    // its model; "Go on" / "Write it again" leads to the next quiz, or to the spelling after the last
    const nextQuiz = page.locator('.writing-pad-quiz[data-quiz="ready"][data-accepted="0"] svg').or(page.locator('.letter-tiles'));
    for (let guard = 0; guard < 20 && !(await page.locator('.letter-tiles').isVisible()); guard++) {
      const char = (await page.locator('.writing-pad-quiz').getAttribute('data-character'))!;
      for (const m of medians.get(char) ?? []) await draw(page, strokePath(m, size));
      await page.locator('.writing-review button').click({ timeout: 20_000 });
      await nextQuiz.first().waitFor({ timeout: 20_000 });
    }
    await page.locator('.letter-tiles').waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const judged = await page.evaluate(() => (window as unknown as { __judged: { kind: string; ms: number }[] }).__judged);
    const all = await Promise.all(loaded);
    const sum = (kind: string) => all.filter((b) => b.kind === kind).reduce((n, b) => n + b.gz, 0);
    const ms = (kind?: string) => judged.filter((j) => !kind || j.kind === kind).map((j) => j.ms);
    return {
      word: first.word,
      js: sum('js'),
      css: sum('css'),
      data: sum('data'),
      files: all.length,
      judged: { all: ms(), accepted: ms('accepted'), refused: ms('refused') },
    };
  } finally {
    await browser.close();
  }
}

/** Bundle, login, stroke data and the challenge, on a fresh server with the demo account. */
async function demoBench(): Promise<string[]> {
  console.log('building the SPA ...');
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);

  const dataDir = mkdtempSync(join(tmpdir(), 'hanzi-bench-'));
  const port = 18_080 + Math.floor(Math.random() * 500);
  const barePort = port + 1;
  const baseURL = `http://127.0.0.1:${port}`;
  // NODE_ENV=test lets the bench turn the login rate limiter off (never possible in production),
  // so POST /member/login measures password hashing and the database, not the limiter's 429.
  // the server as npm start runs it: the build's bundle (tests/support/server-bundle.ts)
  const server = spawn(process.execPath, serverCommand(), { cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMITS: 'off', DEMO_PASSWORD: BENCH_DEMO.password }, stdio: ['ignore', 'ignore', 'inherit'] });
  const bare = start(['tests/bench/bare-hono.ts'], { PORT: String(barePort) });
  try {
    await waitFor(`${baseURL}/api/openapi.yaml`, server);
    await waitFor(`http://127.0.0.1:${barePort}/`, bare);

    const pages = [await pageWeight(baseURL, '/'), await pageWeight(baseURL, '/login')];

    const credentials = JSON.stringify(BENCH_DEMO);
    const login = await fetch(`${baseURL}/api/member/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials });
    const token = ((await login.json()) as { data: { api_token: string } }).data.api_token;

    // before the demo child passes anything: the first lesson is its current one
    const challenge = await challengeBench(baseURL, token);

    // the demo child passes the first lesson of the first radical: the content calls read real progress
    const auth = { authorization: `Bearer ${token}` };
    const self = (await (await fetch(`${baseURL}/api/member/self`, { headers: auth })).json()) as { data: { child: { id: number }[] } };
    const childId = self.data.child[0]!.id;
    const child = { ...auth, 'child-id': String(childId) };
    const radical = (await (await fetch(`${baseURL}/api/radical/1`, { headers: child })).json()) as {
      data: { lessons: { id: number; words: { id: number; strokes: { url: string }[] }[] }[] };
    };
    const first = radical.data.lessons[0]!;
    const pass = (query: Record<string, number>) =>
      fetch(`${baseURL}/api/lesson/schedule?${new URLSearchParams(Object.entries({ radical_id: 1, lesson_id: first.id, ...query }).map(([k, v]) => [k, String(v)]))}`, {
        method: 'POST',
        headers: auth,
      });
    for (const word of first.words) await pass({ word_id: word.id, finish_explaining: 1, is_passed: 1 });
    await pass({ story: 1, completion: 1 });
    // every lesson's words, by radical (GET review answers only the lessons the child may open: the words one by one)
    let largestLesson = 0;
    for (let radicalId = 1; ; radicalId++) {
      const reply = (await (await fetch(`${baseURL}/api/radical/${radicalId}`, { headers: child })).json()) as {
        data: { lessons: { words: { id: number }[] }[] } | null;
      };
      if (!reply.data) break;
      for (const lesson of reply.data.lessons) {
        const words = await Promise.all(
          lesson.words.map(async ({ id }) => {
            const word = (await (await fetch(`${baseURL}/api/word/${id}`, { headers: auth })).json()) as { data: { strokes: { url: string }[] } };
            return word.data;
          }),
        );
        const urls = [...new Set(words.flatMap((w) => w.strokes.map((s) => s.url)))];
        let size = 0;
        for (const url of urls) size += gzipSync(Buffer.from(await (await fetch(baseURL + url)).arrayBuffer()), { level: 6 }).length;
        largestLesson = Math.max(largestLesson, size);
      }
    }

    console.log(`login: ${LOGIN_CONNECTIONS} connections, ${LOGIN_S} s ...`);
    const bareRun = await load({ url: `http://127.0.0.1:${barePort}/`, connections: LOGIN_CONNECTIONS, duration: LOGIN_S });
    const loginRun = await load({
      url: `${baseURL}/api/member/login`, method: 'POST', headers: { 'content-type': 'application/json' }, body: credentials,
      connections: LOGIN_CONNECTIONS, duration: LOGIN_S,
    });

    const date = new Date().toISOString().slice(0, 10);
    const lines = [
      `### ${date} — Node ${process.version}`,
      '',
      '| page | files | JS sent (the server\'s gzip twins; budget 90 KB) | JS (gzip level 6) | CSS (gzip level 6) | JS (raw) |',
      '|---|---|---|---|---|---|',
      ...pages.map((p) => `| \`${p.path}\` | ${p.files} | ${kb(p.jsSent)} | ${kb(p.js)} | ${kb(p.css)} | ${kb(p.jsRaw)} |`),
      '',
      `| endpoint (${LOGIN_CONNECTIONS} connections, ${LOGIN_S} s) | req/s | p50 ms | p99 ms | non-2xx | errors | vs bare Hono |`,
      '|---|---|---|---|---|---|---|',
      `| bare Hono \`GET /\` | ${bareRun.rps.toFixed(0)} | ${bareRun.p50} | ${bareRun.p99} | ${bareRun.non2xx} | ${bareRun.errors} | 1 |`,
      `| \`POST /api/member/login\` | ${loginRun.rps.toFixed(1)} | ${loginRun.p50} | ${loginRun.p99} | ${loginRun.non2xx} | ${loginRun.errors} | ${(loginRun.rps / bareRun.rps).toFixed(4)} |`,
      '',
      `Largest lesson's stroke data (gzip, every character once): ${kb(largestLesson)}`,
      '',
      `Challenge of the first lesson (word "${challenge.word}"), from "Start the challenge" to the spelling screen:`,
      '',
      '| files | JS (gzip) | CSS (gzip) | data (gzip: words, stroke files) |',
      '|---|---|---|---|',
      `| ${challenge.files} | ${kb(challenge.js)} | ${kb(challenge.css)} | ${kb(challenge.data)} |`,
      '',
      '| stroke judgement → visible feedback | strokes | median | p90 |',
      '|---|---|---|---|',
      ...(['all', 'accepted', 'refused'] as const).map(
        (k) => `| ${k} | ${challenge.judged[k].length} | ${median(challenge.judged[k]).toFixed(1)} ms | ${p90(challenge.judged[k]).toFixed(1)} ms |`,
      ),
    ];
    return lines;
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const lines: string[] = [];
  if (!API_ONLY) lines.push(...(await demoBench()), '');

  if (!API_ONLY) lines.push(...(await lighthouseBench()), '');

  const scales: ScaleFigures[] = [];
  for (const members of MEMBERS) {
    const scale = await measureScale(members, {
      durationS: DURATION_S,
      connections: CONNECTIONS,
      only: ONLY,
      nodeArgs: CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
    });
    scales.push(scale);
    console.log(`  ${members}: mixed ${Math.round(scale.mix.rps)} req/s (bare ${Math.round(scale.bare.rps)}), errors ${scale.mix.errors}`);
  }
  lines.push(...report(scales, { durationS: DURATION_S, connections: CONNECTIONS, only: ONLY }));
  console.log(`\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
