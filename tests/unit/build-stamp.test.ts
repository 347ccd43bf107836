import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, STAMP_FILE, buildIfStale, buildState, currentStamp, readStamp, sourceHash } from '../../scripts/build.mjs';

/**
 * Issue 26: `npm install` builds once (`prepare`), and `npm start` builds again only when the sources
 * changed since the last build (scripts/build.mjs, the stamp that vite.config.ts writes). Here on
 * a small project of its own, whose "vite" writes the stamp as the real build does and counts its
 * runs; and on this project, whose build `npm test` has just made.
 */
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function write(root: string, path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A project with sources, and with a stand-in for Vite (when `tools`) that builds: dist/ and the stamp, counted in builds.txt. */
function project({ tools }: { tools: boolean }): string {
  const root = mkdtempSync(join(tmpdir(), 'hh-stamp-'));
  roots.push(root);
  write(root, 'package.json', '{"type":"module"}');
  write(root, 'src/main.ts', 'export const a = 1;');
  write(root, 'locales/en/messages.po', 'msgid "a"');
  write(root, 'index.html', '<div id="root"></div>');
  if (tools) {
    write(root, 'node_modules/vite/package.json', '{"name":"vite"}');
    write(root, 'node_modules/vite/bin/vite.js', [
      `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';`,
      `import { currentStamp } from ${JSON.stringify(join(ROOT, 'scripts', 'build.mjs'))};`,
      `const stamp = currentStamp(process.cwd());`,
      `appendFileSync('builds.txt', process.env.NODE_ENV + '\\n');`,
      `mkdirSync('dist/server', { recursive: true }); mkdirSync('dist/.vite', { recursive: true });`,
      `writeFileSync('dist/index.html', 'built'); writeFileSync('dist/server/main.js', '');`,
      `writeFileSync(${JSON.stringify(STAMP_FILE)}, JSON.stringify(stamp));`,
    ].join('\n'));
  }
  return root;
}

const builds = (root: string) => (existsSync(join(root, 'builds.txt')) ? readFileSync(join(root, 'builds.txt'), 'utf8').split('\n').filter(Boolean) : []);

function quietly(root: string) {
  const lines: string[] = [];
  const ok = buildIfStale(root, { log: (line) => lines.push(line), warn: (line) => lines.push(`warn: ${line}`) });
  return { ok, lines };
}

describe('the build stamp', () => {
  it('builds a project without a build, then not again while nothing changed', () => {
    const root = project({ tools: true });
    expect(buildState(root)).toBe('missing');
    expect(quietly(root).ok).toBe(true);
    expect(builds(root)).toEqual(['production']);
    expect(buildState(root)).toBe('fresh');
    const again = quietly(root);
    expect(again).toEqual({ ok: true, lines: [] });
    expect(builds(root)).toHaveLength(1);
  });

  it('builds again when a source changed, or a new one appeared', () => {
    const root = project({ tools: true });
    quietly(root);
    write(root, 'src/main.ts', 'export const a = 2;');
    expect(buildState(root)).toBe('stale');
    expect(quietly(root).lines).toEqual([expect.stringContaining('the sources changed'), expect.stringMatching(/^Built in \d+ s\.$/)]);
    expect(builds(root)).toHaveLength(2);
    write(root, 'src/new.ts', 'export {};');
    quietly(root);
    expect(builds(root)).toHaveLength(3);
  });

  it('always builds for production, whatever NODE_ENV the shell has', () => {
    const root = project({ tools: true });
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      quietly(root);
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(builds(root)).toEqual(['production']);
  });

  it('does not build again when only the times changed (a checkout, a copy)', () => {
    const root = project({ tools: true });
    quietly(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/main.ts'), later, later);
    expect(buildState(root)).toBe('fresh');
    expect(quietly(root).lines).toEqual([]);
    expect(builds(root)).toHaveLength(1);
  });

  it('ignores what is not a source: the build itself, editors\' files, node_modules', () => {
    const root = project({ tools: true });
    quietly(root);
    write(root, 'src/.main.ts.swp', 'x');
    write(root, 'dist/extra.txt', 'x');
    write(root, 'node_modules/other/index.js', 'x');
    expect(buildState(root)).toBe('fresh');
  });

  it('without the build tools (npm ci --omit=dev): serves an older build saying so once, and fails without any', () => {
    const root = project({ tools: true });
    quietly(root);
    rmSync(join(root, 'node_modules'), { recursive: true });
    write(root, 'src/main.ts', 'export const a = 3;');
    const stale = quietly(root);
    expect(stale.ok).toBe(true);
    expect(stale.lines).toEqual([expect.stringMatching(/^warn: The sources changed .* serving that build\. Run npm install/)]);

    const bare = project({ tools: false });
    const missing = quietly(bare);
    expect(missing.ok).toBe(false);
    expect(missing.lines).toEqual([expect.stringMatching(/^warn: There is no build in dist\//)]);
  });

  it('is written by this project\'s build for the sources it built (npm test built them just now)', () => {
    const stamp = readStamp(ROOT);
    expect(stamp, 'dist/ has no stamp: run npm run build').not.toBeNull();
    expect(stamp!.sources).toBe(sourceHash(ROOT));
    expect(currentStamp(ROOT).sources).toBe(stamp!.sources);
    expect(buildState(ROOT)).toBe('fresh');
  });
});
