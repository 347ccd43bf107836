/**
 * Issue 10, "API under a mixed load" and "How cost grows", for `npm run bench` (run.ts).
 *
 * For each member count: a fresh SQLite database seeded with that many members (seed.ts),
 * the real server on it (`node --import tsx src/server/main.ts`, one process, so its RSS is
 * the server's own), and the bare Hono handler (bare-hono.ts) beside it. Then, at CONNECTIONS
 * connections for the given duration each:
 *
 * - bare Hono `GET /`: the yardstick of this moment of the machine;
 * - the mixed load: each connection, over and over, acts as a member picked at random from a
 *   sample spread over all seeded members (a different one each round) and calls
 *   `GET member/self`, `GET radical/{id}` and `GET lesson/schedule/{id}` (Child-Id: the
 *   member's child), `POST lesson/schedule` (a word pass of the first lesson: a write, one
 *   transaction) and `GET products`;
 * - each of the five calls alone, the same way.
 *
 * Requests per second as a ratio to bare Hono, p50 / p99, every non-2xx counted as an error
 * (by status), and the server's RSS before and after the load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { seedMembers, type SeededMember, type SeedResult } from './seed';
import { waitFor } from './server';
import { seededRandom } from '../../machines/random';
import { serverCommand } from '../support/server-bundle';

const root = new URL('../..', import.meta.url).pathname;
const tsx = join(root, 'node_modules', '.bin', 'tsx');

export interface LoadFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** non-2xx replies plus connection errors and time-outs */
  errors: number;
  /** what the errors were: status code → count, 'errors' / 'timeouts' */
  byStatus: Record<string, number>;
  requests: number;
}

export interface ScaleFigures {
  members: number;
  seed: SeedResult;
  bare: LoadFigures;
  mix: LoadFigures;
  alone: LoadFigures[];
  rssBeforeMB: number;
  rssAfterMB: number;
}

export interface LoadOptions {
  durationS: number;
  connections: number;
  /** extra arguments for the server's node (e.g. --cpu-prof) */
  nodeArgs?: string[];
  /** false: the mix only, not each call alone */
  alone?: boolean;
  /** only the calls whose name matches, alone, without the mix (profiling one call) */
  only?: RegExp;
  log?: (line: string) => void;
}


function rssMB(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

function stop(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
    setTimeout(() => proc.kill('SIGKILL'), 15_000).unref();
  });
}

/** One call of the load: its path and headers for a member. */
interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: (m: SeededMember, r: () => number) => string;
  child: boolean;
}

function calls(radicalIds: number[], pass: { radicalId: number; lessonId: number; wordIds: number[] }): Call[] {
  const pick = <T>(xs: T[], r: () => number) => xs[Math.floor(r() * xs.length)]!;
  return [
    { name: 'GET /api/member/self', method: 'GET', path: () => '/api/member/self', child: false },
    { name: 'GET /api/radical/{id}', method: 'GET', path: (_, r) => `/api/radical/${pick(radicalIds, r)}`, child: true },
    { name: 'GET /api/lesson/schedule/{radical_id}', method: 'GET', path: (_, r) => `/api/lesson/schedule/${pick(radicalIds, r)}`, child: true },
    {
      name: 'POST /api/lesson/schedule (word pass)',
      method: 'POST',
      path: (_, r) =>
        `/api/lesson/schedule?radical_id=${pass.radicalId}&lesson_id=${pass.lessonId}&word_id=${pick(pass.wordIds, r)}&finish_explaining=1&is_passed=1&mistakes=${Math.floor(r() * 3)}`,
      child: false,
    },
    { name: 'GET /api/products', method: 'GET', path: () => '/api/products', child: true },
  ];
}

/**
 * The words house's search as the app sends it (machines/wordsHouse: a search term typed, never
 * an empty one), a common character or a zhuyin syllable: what each search scans grows with the content.
 */
function houseCalls(): Call[] {
  const searches = ['人', '大', 'ㄇㄚ', 'water'];
  return [
    {
      name: 'POST /api/radicals/lessons/words/map (a search)',
      method: 'POST',
      path: (_, r) => `/api/radicals/lessons/words/map?search=${encodeURIComponent(searches[Math.floor(r() * searches.length)]!)}`,
      child: false,
    },
  ];
}

function headersFor(m: SeededMember, child: boolean): Record<string, string> {
  return {
    authorization: `Bearer ${m.token}`,
    'accept-encoding': 'gzip',
    ...(child && { 'child-id': String(m.childId) }),
  };
}

function figures(name: string, result: autocannon.Result): LoadFigures {
  const byStatus: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    if (!code.startsWith('2')) byStatus[code] = stat.count ?? 0;
  }
  if (result.errors) byStatus.errors = result.errors;
  if (result.timeouts) byStatus['of which time-outs (10 s)'] = result.timeouts;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors, // autocannon's errors include its time-outs
    byStatus,
    requests: result.requests.total,
  };
}

/** Runs `calls` round after round on each connection, as a random sampled member each round. */
async function load(baseURL: string, name: string, sample: SeededMember[], run: Call[], opts: LoadOptions): Promise<LoadFigures> {
  let seed = 1;
  const requests: autocannon.Request[] = run.map((call, i) => ({
    method: call.method,
    setupRequest: (req: autocannon.Request, context: object) => {
      const ctx = context as { member?: SeededMember; r?: () => number };
      ctx.r ??= seededRandom(seed++);
      if (i === 0 || !ctx.member) ctx.member = sample[Math.floor(ctx.r() * sample.length)]!;
      return { ...req, path: call.path(ctx.member, ctx.r), headers: headersFor(ctx.member, call.child) };
    },
  }));
  const result = await autocannon({
    url: baseURL,
    connections: opts.connections,
    duration: opts.durationS,
    requests,
    initialContext: {},
  });
  return figures(name, result);
}


/** Seeds `members`, starts the server and the bare handler, measures, stops them. */
export async function measureScale(members: number, opts: LoadOptions): Promise<ScaleFigures> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const dataDir = mkdtempSync(join(tmpdir(), `hanzi-bench-${members}-`));
  const port = 19_000 + Math.floor(Math.random() * 500) * 2;
  const barePort = port + 1;
  const baseURL = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    log(`seeding ${members.toLocaleString('en-US')} members ...`);
    const seed = await seedMembers(dataDir, members);
    log(`  ${seed.seconds.toFixed(1)} s, ${(seed.bytes / 1024 / 1024).toFixed(0)} MB, ${Object.values(seed.rows).reduce((a, b) => a + b, 0).toLocaleString('en-US')} rows`);
    // NODE_ENV=test lets the bench turn the rate limiter off (never in production)
    // the server as npm start runs it: the build's bundle (tests/support/server-bundle.ts)
    server = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...serverCommand()], {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    bare = spawn(tsx, ['tests/bench/bare-hono.ts'], { cwd: root, env: { ...process.env, PORT: String(barePort) }, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(`${baseURL}/api/products`, server);
    await waitFor(`http://127.0.0.1:${barePort}/`, bare);

    const one = seed.sample[0]!;
    const radical = (await (await fetch(`${baseURL}/api/radical/1`, { headers: headersFor(one, true) })).json()) as {
      data: { lessons: { id: number; words: { id: number }[] }[] };
    };
    const first = radical.data.lessons[0]!;
    const radicalIds: number[] = [];
    for (const id of [1, 2, 3]) if ((await fetch(`${baseURL}/api/radical/${id}`, { headers: headersFor(one, true) })).ok) radicalIds.push(id);
    const run = calls(radicalIds, { radicalId: 1, lessonId: first.id, wordIds: first.words.map((w) => w.id) });
    // every call once for a sampled member: a broken call fails the bench before the load
    for (const call of run) {
      const res = await fetch(baseURL + call.path(one, Math.random), { method: call.method, headers: headersFor(one, call.child) });
      if (!res.ok) throw new Error(`${call.name} answered ${res.status}: ${await res.text()}`);
    }

    const rssBeforeMB = rssMB(server.pid!);
    log(`load: ${opts.connections} connections, ${opts.durationS} s each (bare, mix${opts.alone === false ? '' : ', each call alone'}) ...`);
    const bareRun = figures(
      'bare Hono GET /',
      await autocannon({ url: `http://127.0.0.1:${barePort}/`, connections: opts.connections, duration: opts.durationS }),
    );
    const mix = opts.only ? bareRun : await load(baseURL, 'mixed load (the five calls in turn)', seed.sample, run, opts);
    const alone: LoadFigures[] = [];
    // the words house's search (issue 29 "Scale": the words house stays as fast), alone only: the mix keeps issue 10's five calls
    for (const call of [...run, ...houseCalls()]) {
      if (opts.only ? opts.only.test(call.name) : opts.alone !== false) alone.push(await load(baseURL, call.name, seed.sample, [call], opts));
    }
    const rssAfterMB = rssMB(server.pid!);
    return { members, seed, bare: bareRun, mix, alone, rssBeforeMB, rssAfterMB };
  } finally {
    await Promise.all([server && stop(server), bare && stop(bare)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const n = (x: number) => Math.round(x).toLocaleString('en-US');
const status = (f: LoadFigures) =>
  Object.keys(f.byStatus).length ? Object.entries(f.byStatus).map(([k, v]) => `${k}: ${v}`).join(', ') : '—';

/** The Markdown block of the figures (what RESULTS.md records). */
export function report(scales: ScaleFigures[], opts: LoadOptions): string[] {
  const lines = [
    `API under a mixed load: ${opts.connections} connections, ${opts.durationS} s per run, Node ${process.version}`,
    '',
    ...(opts.only ? [] : [
    '| members | seed | database | RSS before → after | bare Hono req/s | mixed req/s | vs bare | p50 | p99 | errors (non-2xx) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...scales.map(
      (s) =>
        `| ${n(s.members)} | ${s.seed.seconds.toFixed(1)} s | ${(s.seed.bytes / 1024 / 1024).toFixed(0)} MB | ${s.rssBeforeMB.toFixed(0)} → ${s.rssAfterMB.toFixed(0)} MB | ${n(s.bare.rps)} | ${n(s.mix.rps)} | ${(s.mix.rps / s.bare.rps).toFixed(3)} | ${s.mix.p50} ms | ${s.mix.p99} ms | ${s.mix.errors} (${status(s.mix)}) |`,
    ),
    ]),
  ];
  const names = scales[0]?.alone.map((f) => f.name) ?? [];
  if (names.length) {
    lines.push('', 'Each call alone (req/s, ratio to bare Hono of the same scale, p50 / p99, errors):', '');
    lines.push(`| call | ${scales.map((s) => `${n(s.members)} members`).join(' | ')} |`);
    lines.push(`|---|${scales.map(() => '---').join('|')}|`);
    for (const name of names) {
      lines.push(
        `| \`${name}\` | ${scales
          .map((s) => {
            const f = s.alone.find((a) => a.name === name)!;
            return `${n(f.rps)} (${(f.rps / s.bare.rps).toFixed(3)}), ${f.p50} / ${f.p99} ms, ${f.errors}${f.errors ? ` (${status(f)})` : ''}`;
          })
          .join(' | ')} |`,
      );
    }
  }
  // How cost grows: per call, p50-of-time-per-request from 1,000 to the largest scale
  const from = scales.find((s) => s.members === 1000);
  const to = scales.at(-1);
  if (from && to && to !== from) {
    lines.push('', `How cost grows, ${n(from.members)} → ${n(to.members)} members (time per request = 1 / (req/s ÷ bare req/s); at most 2×):`, '');
    lines.push('| call | slower by |', '|---|---|');
    const slower = (a: LoadFigures, sa: ScaleFigures, b: LoadFigures, sb: ScaleFigures) => (a.rps / sa.bare.rps) / (b.rps / sb.bare.rps);
    lines.push(`| mixed load | ${slower(from.mix, from, to.mix, to).toFixed(2)}× |`);
    for (const name of names) {
      const a = from.alone.find((f) => f.name === name)!;
      const b = to.alone.find((f) => f.name === name)!;
      lines.push(`| \`${name}\` | ${slower(a, from, b, to).toFixed(2)}× |`);
    }
  }
  return lines;
}
