import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ROUTES, type LayoutName } from '../../machines/routes.ts';
import { MODULE_GROUPS, SHELL_GROUP, pageGroup } from './catalogGroups.ts';

/**
 * Build side (vite.config.ts, tests): which messages of the catalogs go to
 * which chunk. The three `locales/<locale>/messages.po` stay the one source
 * the translators edit; the build cuts each into a shell part (what the first
 * load can show) and one part per page group (src/i18n/catalogGroups.ts),
 * loaded with that group's lazy page chunk.
 *
 * A message goes by its origins (the `#:` lines the extractor writes): a file
 * of the shell is every module that `src/main.tsx` reaches by any import,
 * static or lazy, without entering a screen (src/pages, reached only through
 * the router's `virtual:route-pages`, src/app/routePages.ts) or a lazy layout; a group's files are what
 * its screens and lazy layouts reach by any import. A message with an origin
 * in the shell stays in the shell; else it goes to every group that reaches
 * one of its origins (a message of two groups is in both chunks: the first
 * load stays small, the copy costs a few bytes in a lazy chunk); a message
 * nothing reaches (a file outside the graph, a catalog not yet re-extracted)
 * stays in the shell, so no screen ever lacks it.
 */

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** The layouts that are lazy chunks of their own (router.tsx): their messages go with their screens. */
export const LAZY_LAYOUT_FILES: Partial<Record<LayoutName, string>> = {
  challenge: 'src/app/layouts/ChallengeLayout.tsx',
  explaining: 'src/app/layouts/ExplainingLayout.tsx',
  setup: 'src/app/layouts/SetupLayout.tsx',
};

export const SHELL_ENTRY = 'src/main.tsx';

/** One import of a module: the relative specifier and whether it is `import()`. */
interface ImportEdge {
  specifier: string;
  lazy: boolean;
}

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative imports of a source text (type-only imports left out: they load nothing). */
export function importsOf(source: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) edges.push({ specifier: match[1]!, lazy: false });
  for (const match of source.matchAll(DYNAMIC_IMPORT)) edges.push({ specifier: match[1]!, lazy: true });
  return edges.filter((edge) => edge.specifier.startsWith('.'));
}

/** A relative specifier as a file from the root ('src/app/router.tsx'), or null when it is no source file. */
function resolveImport(root: string, fromFile: string, specifier: string): string | null {
  const base = resolve(root, dirname(fromFile), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    ...SOURCE_EXTENSIONS.map((ext) => base + ext),
    ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`)),
    // `./foo.js` written for `./foo.ts`
    ...SOURCE_EXTENSIONS.map((ext) => base.replace(/\.js$/, ext)),
  ];
  for (const candidate of candidates) {
    if (SOURCE_EXTENSIONS.some((ext) => candidate.endsWith(ext)) && existsSync(candidate) && statSync(candidate).isFile()) {
      return relative(root, candidate).split('\\').join('/');
    }
  }
  return null;
}

/** The module graph of the SPA's sources, read lazily: file → its imports (resolved). */
export class SourceGraph {
  private readonly edges = new Map<string, { file: string; lazy: boolean }[]>();

  constructor(
    private readonly root: string,
    private readonly read: (file: string) => string = (file) => readFileSync(join(root, file), 'utf8'),
  ) {}

  importsOf(file: string): { file: string; lazy: boolean }[] {
    let found = this.edges.get(file);
    if (!found) {
      found = importsOf(this.read(file))
        .map((edge) => ({ file: resolveImport(this.root, file, edge.specifier), lazy: edge.lazy }))
        .filter((edge): edge is { file: string; lazy: boolean } => edge.file !== null);
      this.edges.set(file, found);
    }
    return found;
  }

  /**
   * Every file reachable from `entries` by any import, not entering `stop` (the entries themselves
   * excepted), nor `lazyStop` by an `import()`.
   */
  reach(entries: readonly string[], stop: ReadonlySet<string> = new Set(), lazyStop: ReadonlySet<string> = new Set()): Set<string> {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const edge of this.importsOf(file)) {
        if (stop.has(edge.file) || (edge.lazy && lazyStop.has(edge.file))) continue;
        visit(edge.file);
      }
    };
    entries.forEach(visit);
    return seen;
  }
}

/** Each group's entry files: a page group's screens and the lazy layouts they render in; a module group's module. */
export function groupEntries(): Map<string, string[]> {
  const groups = new Map<string, Set<string>>(Object.entries(MODULE_GROUPS).map(([group, file]) => [group, new Set([file])]));
  for (const route of ROUTES) {
    const group = pageGroup(route.page);
    const entries = groups.get(group) ?? new Set<string>();
    entries.add(`src/pages/${route.page}.tsx`);
    const layout = LAZY_LAYOUT_FILES[route.layout];
    if (layout) entries.add(layout);
    groups.set(group, entries);
  }
  return new Map([...groups].map(([group, entries]) => [group, [...entries]]));
}

/** Which chunk(s) each source file's messages go to. */
export interface FileGroups {
  shell: Set<string>;
  /** file → the page groups that reach it (files of the shell not included). */
  groups: Map<string, Set<string>>;
}

export function fileGroups(graph: SourceGraph, entries: Map<string, string[]> = groupEntries()): FileGroups {
  // a module group's file loaded by `import()` goes to its own part, not to the importer's
  const moduleFiles = new Set(Object.values(MODULE_GROUPS));
  const pageEntries = new Set([...entries.values()].flat().filter((file) => !moduleFiles.has(file)));
  const shell = graph.reach([SHELL_ENTRY], pageEntries, moduleFiles);
  const groups = new Map<string, Set<string>>();
  for (const [group, files] of entries) {
    for (const file of graph.reach(files, new Set(), moduleFiles)) {
      if (shell.has(file)) continue;
      const set = groups.get(file) ?? new Set<string>();
      set.add(group);
      groups.set(file, set);
    }
  }
  return { shell, groups };
}

/** The chunks a message goes to, from its origin files. */
export function messageGroups(origins: readonly string[], files: FileGroups): string[] {
  if (origins.length === 0 || origins.some((file) => files.shell.has(file))) return [SHELL_GROUP];
  const groups = new Set<string>();
  for (const file of origins) for (const group of files.groups.get(file) ?? []) groups.add(group);
  // a file outside the graph: keep the message where every screen finds it
  if (origins.some((file) => !files.groups.has(file))) return [SHELL_GROUP];
  return [...groups].sort();
}

/** message id → its origin files, from the catalog entries of every locale (`catalog.read`). */
export type CatalogEntries = Record<string, { origin?: [string, number?][] }>;

export function originsById(catalogs: readonly CatalogEntries[]): Map<string, string[]> {
  const origins = new Map<string, Set<string>>();
  for (const entries of catalogs) {
    for (const [id, entry] of Object.entries(entries)) {
      const set = origins.get(id) ?? new Set<string>();
      for (const [file] of entry.origin ?? []) set.add(file.split('\\').join('/'));
      origins.set(id, set);
    }
  }
  return new Map([...origins].map(([id, files]) => [id, [...files]]));
}

/** Cuts one locale's compiled-ready messages (id → translation) into the shell and the groups. */
export function splitMessages<T>(
  messages: Record<string, T>,
  origins: Map<string, string[]>,
  files: FileGroups,
): Map<string, Record<string, T>> {
  const parts = new Map<string, Record<string, T>>([[SHELL_GROUP, {}]]);
  for (const [id, message] of Object.entries(messages)) {
    for (const group of messageGroups(origins.get(id) ?? [], files)) {
      const part = parts.get(group) ?? {};
      part[id] = message;
      parts.set(group, part);
    }
  }
  return parts;
}
