import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SHELL_GROUP, pageGroup } from '../../src/i18n/catalogGroups';
import { prerenderedFile, prerenderedPathnames, shellFileOf } from '../../src/prerender/files';
import { deferModules, MODULES_META } from '../../src/prerender/build';

/**
 * What a browser loads for a route of the production build, read from Vite's
 * manifest (dist/.vite/manifest.json) without a browser: the scripts the page's
 * HTML names itself (the early and boot scripts the prerender step writes,
 * src/prerender/build.ts), the entry of index.html with its static imports (the
 * modulepreloads), then the route's lazy page chunk, its layout when that is a
 * chunk of its own, and the locale's catalog parts (src/i18n/splitCatalogs.ts:
 * the shell's messages and the page group's), each with its static imports. Sizes are the gzip bytes
 * the server sends (the build's gzip twins, see gzipSizer), in KB of 1,024 bytes.
 */

/** One chunk of Vite's build manifest (the fields this reads). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const KB = 1024;

/** The manifest key of the HTML entry. */
export const ENTRY_KEY = 'index.html';

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest key of a chunk, whether the build names it by its source or by its file. */
function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk "${key}"`);
  return chunk;
}

/** `keys` and every chunk they import statically, as manifest keys (dynamic imports excluded). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunkOf(manifest, key).imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The manifest key of a locale's catalog part (the shell's, or a page group's). */
export function catalogPart(locale: string, group: string): string {
  return `locales/${locale}/messages.po?group=${group}`;
}

/** What a route loads, as manifest keys: the page, its layout (when a chunk) and the catalog parts. */
export interface RouteLoad {
  /** The route as the budget names it, e.g. `/login`. */
  path: string;
  /** Manifest keys of the lazy chunks the route needs beside the entry (`src/pages/Landing.tsx` ...). */
  lazy: readonly string[];
  /** The scripts its HTML names (files of dist/: `assets/early-….js`), beside the ones of the manifest. */
  scripts: readonly string[];
  /** The modules its HTML lists for the boot script (files of dist/: `assets/react-dom-….js`), each with its static imports. */
  modules: readonly string[];
}

/** The HTML file (of dist/) a browser gets for a pathname: its prerendered page, else its language's SPA shell. */
export function pageHtmlFile(pathname: string): string {
  return prerenderedPathnames().some((page) => page.pathname === pathname) ? prerenderedFile(pathname) : shellFileOf(pathname);
}

/** The script files a page's HTML loads by `<script src>` (classic or module), as files of dist/. */
export function htmlScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1]!);
}

/**
 * The modules a page's HTML lists for the boot script to preload and the app to import
 * (src/prerender/build.ts `MODULES_META`; a page not yet through that step: its modulepreload
 * links, read as `deferModules` would list them), as files of dist/. Beside the entry, they are the chunks src/main.tsx imports as it
 * starts (vite.config.ts `START_CHUNKS`).
 */
export function htmlModules(html: string): string[] {
  const listed = new RegExp(`<meta name="${MODULES_META}" content="([^"]*)">`).exec(deferModules(html))?.[1] ?? '';
  return listed
    .split(' ')
    .filter((href) => href.endsWith('.js'))
    .map((href) => href.replace(/^\//, ''));
}

/** The manifest key of a source file when the build made a chunk of its own for it, else null. */
export function ownChunk(manifest: Manifest, src: string): string | null {
  return manifest[src] ? src : null;
}

/**
 * The lazy chunks of a route (keys that the build has; a layout inside the
 * entry adds nothing, a page group without messages has no catalog part) and
 * the scripts of its page's HTML (`html`, the text of `pageHtmlFile`).
 */
export function routeLoad(
  manifest: Manifest,
  { path, page, layout, locale, html = '' }: { path: string; page: string; layout: string; locale: string; html?: string },
): RouteLoad {
  const layoutKey = ownChunk(manifest, `src/app/layouts/${layout}.tsx`);
  const groupKey = ownChunk(manifest, catalogPart(locale, pageGroup(page)));
  return {
    path,
    lazy: [
      `src/pages/${page}.tsx`,
      catalogPart(locale, SHELL_GROUP),
      ...(groupKey ? [groupKey] : []),
      ...(layoutKey ? [layoutKey] : []),
    ],
    scripts: htmlScripts(html),
    modules: htmlModules(html),
  };
}

/** One JavaScript file a route loads. */
export interface LoadedFile {
  file: string;
  /** What it holds, for a reader: the source of an entry or lazy chunk, or the chunk's name. */
  label: string;
  gzip: number;
}

/** The JS files (one each) that `load` makes the browser fetch, largest first. */
export function filesOf(manifest: Manifest, load: RouteLoad, gzipOf: (file: string) => number): LoadedFile[] {
  const listed = Object.keys(manifest).filter((key) => load.modules.includes(chunkOf(manifest, key).file));
  const keys = staticClosure(manifest, [ENTRY_KEY, ...load.lazy, ...listed]);
  const files = new Map<string, LoadedFile>();
  for (const file of load.scripts) files.set(file, { file, label: "the page's HTML", gzip: gzipOf(file) });
  for (const key of keys) {
    const chunk = chunkOf(manifest, key);
    if (!chunk.file.endsWith('.js') || files.has(chunk.file)) continue;
    files.set(chunk.file, { file: chunk.file, label: chunk.src ?? chunk.name ?? key, gzip: gzipOf(chunk.file) });
  }
  return [...files.values()].sort((a, b) => b.gzip - a.gzip);
}

/** The JS files of the first load, whatever the route: the entry and its static imports. */
export function initialFiles(manifest: Manifest): Set<string> {
  const files = [...staticClosure(manifest, [ENTRY_KEY])].map((key) => chunkOf(manifest, key).file);
  return new Set(files.filter((file) => file.endsWith('.js')));
}

/** A route's verdict: its total against its budget, and every file it loads. */
export interface BudgetResult {
  path: string;
  budgetKB: number;
  total: number;
  files: LoadedFile[];
  over: boolean;
}

export function checkBudget(
  manifest: Manifest,
  load: RouteLoad,
  budgetKB: number,
  gzipOf: (file: string) => number,
): BudgetResult {
  const files = filesOf(manifest, load, gzipOf);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  return { path: load.path, budgetKB, total, files, over: total > budgetKB * KB };
}

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * dist/.vite/chunk-modules.json (written by the build, vite.config.ts): for
 * each JS file, its modules (path from the project root) with their rendered
 * bytes before minification, largest first.
 */
export type ChunkModules = Record<string, { id: string; bytes: number }[]>;

export function readChunkModules(distDir: string): ChunkModules {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'chunk-modules.json'), 'utf8')) as ChunkModules;
}

/** The failure message: the route, its total against the budget, and each chunk largest first with what fills it. */
export function describeOverrun(result: BudgetResult, modules: ChunkModules = {}): string {
  const lines = result.files.map((f) => {
    const biggest = (modules[f.file] ?? []).slice(0, 4).map((m) => `${m.id} ${kb(m.bytes)}`);
    const holds = biggest.length > 0 ? `\n             biggest modules (before minifying): ${biggest.join(', ')}` : '';
    return `  ${kb(f.gzip).padStart(9)}  ${f.file}  (${f.label})${holds}`;
  });
  return (
    `${result.path} loads ${kb(result.total)} of JavaScript (gzip), over its budget of ${result.budgetKB} KB ` +
    `by ${kb(result.total - result.budgetKB * KB)}. Chunks largest first (the first is the likeliest to break ` +
    `the budget: move what this route does not need behind a lazy import()):\n${lines.join('\n')}`
  );
}

/**
 * The gzip bytes the server sends for a file of the build: its gzip twin when the build made one
 * (vite.config.ts precompressAssets; src/server/spa.ts serves it), else gzip level 6 as a
 * typical server would compress it.
 */
export function gzipSizer(distDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      const path = join(distDir, file);
      size = existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 6 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** Which of `files` hold a module whose path matches `pattern`, with those modules. */
export function filesHolding(modules: ChunkModules, files: Iterable<string>, pattern: RegExp): { file: string; ids: string[] }[] {
  const found: { file: string; ids: string[] }[] = [];
  for (const file of files) {
    const ids = (modules[file] ?? []).map((m) => m.id).filter((id) => pattern.test(id));
    if (ids.length > 0) found.push({ file, ids });
  }
  return found;
}
