/**
 * `npx tsx tests/budget/modules.ts [route…]`: where the gzip bytes of a route's JavaScript go, module by module.
 *
 * It builds the SPA once more into a scratch directory with hidden source maps (the code is the same
 * as `vite build`'s: only the `.map` files are added), attributes every byte of each minified file a
 * route loads (tests/budget/bundle.ts's routeLoad: the entry, the page chunk, the catalog parts) to its
 * source module through the map, and prints, per file, the largest modules and packages by:
 * - `min`: minified bytes from that module;
 * - `saves`: what gzip of the file loses without those bytes (gzip level 9 of the file, less gzip of
 *   the file with the module's bytes cut out): what moving the module out of the file would save;
 * - `alone`: gzip of the module's bytes by themselves (an upper bound: it shares nothing with the rest).
 * node_modules are grouped by package. `DIST=dir` reads an existing build made with
 * `vite build --sourcemap hidden` instead of building. Routes default to `/`, `/home`, `/login` (zh-Hant).
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES, type LayoutName } from '../../machines/routes';
import { filesOf, kb, pageHtmlFile, readManifest, routeLoad } from './bundle';

const root = new URL('../..', import.meta.url).pathname;
const LAYOUT_FILES: Record<LayoutName, string> = {
  default: 'DefaultLayout',
  challenge: 'ChallengeLayout',
  explaining: 'ExplainingLayout',
  setup: 'SetupLayout',
};
const TOP = Number(process.env.TOP ?? 40);

async function distWithMaps(): Promise<string> {
  if (process.env.DIST) return process.env.DIST;
  const outDir = mkdtempSync(join(tmpdir(), 'hanzi-modules-'));
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: 'hidden' } });
  return outDir;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** Source-map `mappings` decoded to, per generated line, [column, source index] segments. */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = B64_VALUE.get(c)!;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
}

/** A module's group: the package for node_modules (`react-dom`, `@lingui/core`), else its path. */
function groupOf(path: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return match ? match[1]! : path;
}

interface Share {
  name: string;
  min: number;
  saves: number;
  alone: number;
}

/** Per group of a file: its byte ranges in the minified code. */
function rangesOf(dist: string, file: string): { code: string; ranges: Map<string, [number, number][]> } {
  const code = readFileSync(join(dist, file), 'utf8');
  const ranges = new Map<string, [number, number][]>();
  const mapPath = join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return { code, ranges: new Map([['(no source map)', [[0, code.length]]]]) };
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  const names = map.sources.map((source) => groupOf(relative(root, join(dist, 'assets', source)).replace(/\?.*$/, '')));
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const lines = decodeMappings(map.mappings);
  // every byte from a segment to the next belongs to the segment's source (bytes before the first: "(glue)")
  let previous = { at: 0, name: '(glue)' };
  const add = (name: string, from: number, to: number) => {
    if (to <= from) return;
    const list = ranges.get(name) ?? [];
    const last = list[list.length - 1];
    if (last && last[1] === from) last[1] = to;
    else list.push([from, to]);
    ranges.set(name, list);
  };
  lines.forEach((segments, line) => {
    for (const [column, source] of segments) {
      const at = lineStarts[line]! + column;
      add(previous.name, previous.at, at);
      previous = { at, name: source >= 0 ? names[source]! : '(glue)' };
    }
  });
  add(previous.name, previous.at, code.length);
  return { code, ranges };
}

function shares(dist: string, file: string): { total: number; rows: Share[] } {
  const { code, ranges } = rangesOf(dist, file);
  const gz = (text: string) => gzipSync(text, { level: 9 }).length;
  const total = gz(code);
  const rows: Share[] = [];
  for (const [name, list] of ranges) {
    let without = '';
    let alone = '';
    let at = 0;
    for (const [from, to] of list) {
      without += code.slice(at, from);
      alone += code.slice(from, to);
      at = to;
    }
    without += code.slice(at);
    rows.push({ name, min: alone.length, saves: total - gz(without), alone: gz(alone) });
  }
  return { total, rows: rows.sort((a, b) => b.saves - a.saves) };
}

const b = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

const dist = await distWithMaps();
if (!readdirSync(join(dist, 'assets')).some((f) => f.endsWith('.map'))) {
  throw new Error(`${dist} has no source maps: build it with \`vite build --sourcemap hidden\` or leave DIST unset.`);
}
const manifest = readManifest(dist);
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/home', '/login'];
const done = new Set<string>();
for (const path of paths) {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const html = readFileSync(join(dist, pageHtmlFile(path)), 'utf8');
  const load = routeLoad(manifest, { path, page: route.page, layout: LAYOUT_FILES[route.layout], locale: 'zh-Hant', html });
  const files = filesOf(manifest, load, (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  const sum = files.reduce((s, f) => s + f.gzip, 0);
  console.log(`\n## ${path}: ${files.length} files, ${kb(sum)} (gzip level 9; the build's zopfli twins are about 3% smaller)`);
  for (const f of files) console.log(`${b(f.gzip)} KB  ${f.file}  (${f.label})${done.has(f.file) ? '  (listed above)' : ''}`);
  for (const f of files) {
    if (done.has(f.file) || f.gzip < 2048) continue;
    done.add(f.file);
    const { total, rows } = shares(dist, f.file);
    console.log(`\n### ${f.file} (${f.label}): ${kb(total)} gzip, ${rows.length} modules or packages`);
    console.log('  saves  alone    min  module or package');
    for (const row of rows.slice(0, TOP)) console.log(`${b(row.saves)} ${b(row.alone)} ${b(row.min)}  ${row.name}`);
    const rest = rows.slice(TOP);
    if (rest.length > 0) {
      console.log(`${b(rest.reduce((s, r) => s + r.saves, 0))} ${b(rest.reduce((s, r) => s + r.alone, 0))} ${b(rest.reduce((s, r) => s + r.min, 0))}  (${rest.length} more)`);
    }
  }
}
