import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, SERVER_ENTRY } from '../../scripts/build.mjs';

/**
 * Issue 26: a production install (`npm ci --omit=dev` on a tree that has a build) starts. So what
 * `npm start` runs needs nothing but the `dependencies`: the server's bundle (dist/server/main.js,
 * made by the build that `npm test` runs first) imports and requires only those and Node's own
 * modules, and the start script (scripts/start.mjs, scripts/build.mjs) only Node's. The other way
 * round, `dependencies` holds nothing the server does not load: the build tools (Vite, its plugins,
 * Babel, Lingui's CLI, tsx) and the browser's libraries (React and the rest, built into dist/) are
 * dev dependencies.
 */
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** The package a bare specifier names: `hono/cookie` → hono, `@hono/node-server` → itself. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Every module a script names: static and dynamic imports, re-exports, require() (a template's fixed head too). */
function specifiers(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\bimport\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bexport\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\(\s*["'`]([^"'`$]+)/g,
    /\brequire\(\s*["'`]([^"'`$]+)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

const bare = (specifier: string) => !specifier.startsWith('.') && !specifier.startsWith('/') && !isBuiltin(specifier);

describe('what npm start loads', () => {
  const bundle = join(ROOT, SERVER_ENTRY);

  it("takes the server's packages from dependencies alone", () => {
    expect(existsSync(bundle), `${SERVER_ENTRY} is missing: run npm run build (npm test builds first)`).toBe(true);
    const used = new Set(specifiers(readFileSync(bundle, 'utf8')).filter(bare).map(packageOf));
    expect(used.size).toBeGreaterThan(5);
    const notDependencies = [...used].filter((name) => !(name in pkg.dependencies));
    expect(notDependencies, 'loaded at run time but not in dependencies').toEqual([]);
    const unused = Object.keys(pkg.dependencies).filter((name) => !used.has(name));
    expect(unused, 'in dependencies but never loaded by the server: a dev dependency').toEqual([]);
  });

  it('starts with Node alone: the start and build scripts load no package', () => {
    for (const script of ['scripts/start.mjs', 'scripts/build.mjs']) {
      const code = readFileSync(join(ROOT, script), 'utf8');
      expect(specifiers(code).filter(bare), script).toEqual([]);
    }
    expect(pkg.scripts.start).toBe('node scripts/start.mjs');
  });

  it('keeps the build tools in devDependencies', () => {
    for (const tool of ['vite', '@vitejs/plugin-react', '@rolldown/plugin-babel', '@babel/core', '@lingui/cli', '@lingui/vite-plugin', 'tsx', 'react', 'react-dom']) {
      expect(pkg.devDependencies, tool).toHaveProperty([tool]);
    }
  });
});
