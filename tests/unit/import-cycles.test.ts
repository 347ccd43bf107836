import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file's dependencies run one way (issue 27): no import cycle among the .ts / .tsx files of
 * src/ and machines/. Every relative import counts: static, type-only, `export … from` and dynamic
 * `import('./x')`, since a cycle through a type or a lazy chunk still ties the files together.
 * A failure lists each cycle (a strongly connected component of the import graph).
 */

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'machines'];
const SKIPPED = new Set(['node_modules', 'dist']);

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(folder)) {
    if (SKIPPED.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** The relative specifiers a file imports: `from '…'` (import and export) and `import('…')`. */
function relativeImportsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = [
    ...code.matchAll(/\bfrom\s*['"](\.{1,2}\/[^'"]*)['"]/g),
    ...code.matchAll(/\bimport\s*\(\s*['"](\.{1,2}\/[^'"]*)['"]\s*\)/g),
    ...code.matchAll(/^\s*import\s*['"](\.{1,2}\/[^'"]*)['"]/gm),
  ].map((match) => match[1]!);
  return [...new Set(specifiers)];
}

/** './x' → x.ts, x.tsx, x/index.ts or x/index.tsx (or the file itself when it names its extension). */
function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts') && existsSync(path) && statSync(path).isFile()) ?? null;
}

function importGraph(files: string[], read: (file: string) => string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = relativeImportsOf(read(file))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one file, or a file importing itself. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(node: string): void {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle through a type-only, a re-export and a dynamic import (the check itself)', () => {
    const sources: Record<string, string> = {
      '/p/a.ts': "import type { B } from './b';",
      '/p/b.ts': "export { c } from './c';",
      '/p/c.ts': "const load = () => import('./a');",
      '/p/d.ts': "import { a } from './a';",
    };
    const files = Object.keys(sources);
    const graph = new Map(
      files.map((file) => [file, relativeImportsOf(sources[file]!).map((s) => resolve(dirname(file), s) + '.ts')]),
    );
    expect(cyclesOf(graph)).toEqual([['/p/a.ts', '/p/b.ts', '/p/c.ts']]);
    expect(relativeImportsOf("// import { x } from './commented';\nimport './side-effect';")).toEqual(['./side-effect']);
  });

  it('src/ and machines/ have none: every file depends one way', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(100);
    const graph = importGraph(files, (file) => readFileSync(file, 'utf8'));
    const cycles = cyclesOf(graph).map((cycle) => cycle.map((file) => relative(ROOT, file)).join(' ↔ '));
    expect(cycles, 'import cycles (each line one strongly connected component)').toEqual([]);
  });
});
