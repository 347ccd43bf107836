import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { splitLinguiCatalogs } from './src/i18n/splitCatalogs.ts';
import { prerender } from './src/prerender/build.ts';
import { earlyOfferTable } from './src/boot/earlyOffers.ts';
import { routePages } from './src/app/routePages.ts';
import { STAMP_FILE, currentStamp } from './scripts/build.mjs';

/**
 * The tests of tests/unit/ that need no DOM (no document, window, cookies or
 * components): they run in the node project 'machines'. A new test of
 * tests/unit/ runs under jsdom unless it is added here.
 */
const pureUnitTests = [
  'tests/unit/account-schemas.test.ts',
  'tests/unit/catalogs.test.ts',
  'tests/unit/catalog-split.test.ts',
  'tests/unit/favicon.test.ts',
  'tests/unit/import-cycles.test.ts',
  'tests/unit/form-method.test.ts',
  'tests/unit/lighthouse-figures.test.ts',
  'tests/unit/machine-types.test.ts',
  'tests/unit/node-engines.test.ts',
  'tests/unit/routes.test.ts',
  'tests/unit/store-hook-alias.test.ts',
  'tests/unit/server-messages.test.ts',
];

/**
 * How long one test may run before vitest calls it hung: a guard against a hang, never a measure
 * of speed (speed is `npm run bench`'s). The slowest CPU-bound tests take 2-7 s on a quiet 2-core
 * machine and took 20-30 s with the load average at 20 (two CI runs and six other test runs side
 * by side), so their old 20-30 s limits failed a run that was only slow: two minutes.
 */
const TEST_TIMEOUT_MS = 120_000;

/**
 * The tests that read the production build in dist/ (the bundle budget, the build's stamp, the
 * server bundle's imports): the project 'build', which builds first when dist/ is stale.
 */
const buildTests = ['tests/budget/**/*.test.ts', 'tests/unit/build-stamp.test.ts', 'tests/unit/runtime-dependencies.test.ts'];

/**
 * Beside Vite's manifest, dist/.vite/chunk-modules.json: for each JS file of the
 * build, the modules it holds (path from the project root) and their rendered
 * bytes. The bundle budget (tests/budget/) reads it to prove that Tone,
 * hanzi-writer, the screens and the catalogs stay out of what `/` loads, and
 * to say what a chunk over budget is made of.
 */
function chunkModules(): Plugin {
  return {
    name: 'hanzi:chunk-modules',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks: Record<string, { id: string; bytes: number }[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.entries(output.modules)
          .map(([id, module]) => ({ id: relative(root, id.replace(/^\0/, '')).replace(/\?.*$/, ''), bytes: module.renderedLength }))
          .filter((module) => module.bytes > 0)
          .sort((a, b) => b.bytes - a.bytes);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

/**
 * react-router publishes a production build (dist/production: its development
 * warnings compiled out) but its package exports only the development one;
 * the SPA build takes the production one. Dev server and tests keep the
 * warnings.
 *
 * That build is one module, written so that nothing of it can be left out: its components and
 * contexts are made by `React.forwardRef(…)`, `React.memo(…)` and `React.createContext(…)` calls
 * that carry no pure annotation, and each is then labelled for React's developer tools
 * (`Link.displayName = "Link"`, a write the bundler must keep). So every component react-router
 * has (`<Link>`, `<NavLink>`, `<Form>` with its fetchers, framework mode's prefetching) was in
 * the first load, used or not. The build marks those calls pure and drops the labels: what the app
 * uses stays, the rest goes. With the app's own links (src/app/Link.tsx, on react-router's hooks)
 * instead of `<Link>` and `<NavLink>`, that is 3.7 KB gzip less on every page (tests/bench/RESULTS.md,
 * session 21).
 */
function reactRouterProductionBuild(): Plugin {
  const production = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));
  return {
    name: 'hanzi:react-router-production',
    apply: 'build',
    config: () => (existsSync(production) ? { resolve: { alias: [{ find: /^react-router$/, replacement: production }] } } : {}),
    transform: {
      filter: { id: /react-router\/dist\/production\/chunk-[\w-]+\.mjs$/ },
      handler: (code) =>
        code
          .replace(/^\w+\.displayName = "[\w.]+";$/gm, '')
          .replace(/\b(React\d*\.(?:forwardRef|memo|createContext)\()/g, '/* @__PURE__ */ $1'),
    },
  };
}

/**
 * What the build takes for the `use-sync-external-store` shims @xstate/react imports (written for
 * React before 18): the package's selector entry without the shim, a thin wrapper around React's
 * built-in store hook, and React's hook itself (src/app/storeHook.ts). About 0.7 KB gzip less on
 * every page; the hooks behave the same. Not the package's main entry for the shim: its
 * development build (a build made with NODE_ENV=development or test set) logged on every page
 * that "the main 'use-sync-external-store' entry point is not supported" (issue 26).
 */
export const STORE_HOOK_ALIASES = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/app/storeHook.ts', import.meta.url)) },
];

function reactStoreHookWithoutShim(): Plugin {
  return {
    name: 'hanzi:use-sync-external-store-without-shim',
    apply: 'build',
    config: () => ({ resolve: { alias: STORE_HOOK_ALIASES } }),
  };
}

/** What the server sends compressed (src/server/spa.ts serves the `.br` twins to browsers that take br, else the `.gz` ones). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * Every text file of the build gets a brotli twin (`app.js.br`, node:zlib at quality 11, for the
 * browsers that take br: all current ones over HTTPS and on localhost) and a gzip twin
 * (`app.js.gz`, made with zopfli, a denser gzip encoder: the first load's JavaScript about 3%
 * smaller than zlib's best, measured in tests/bench/RESULTS.md), so a phone downloads the fewest
 * bytes and the server never compresses on the fly. Small files are not worth a twin. The
 * prerendered pages get theirs when they are written (src/prerender/build.ts).
 */
export async function precompress(path: string, bytes: Buffer): Promise<void> {
  const { gzipAsync } = await import('@gfx/zopfli');
  const { writeFile } = await import('node:fs/promises');
  const { brotliCompressSync, constants } = await import('node:zlib');
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  await Promise.all([writeFile(`${path}.gz`, await gzipAsync(bytes, { numiterations: 1 })), writeFile(`${path}.br`, br)]);
}

function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hanzi:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const { readFile } = await import('node:fs/promises');
      const { join } = await import('node:path');
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite/'));
      for (const file of files) {
        const path = join(outDir, file);
        const bytes = await readFile(path);
        if (bytes.length < 1024) continue;
        await precompress(path, bytes);
      }
    },
  };
}

/** The one chunk's code of an in-memory build (`write: false`). */
function earlyCode(output: unknown): string {
  const results = (Array.isArray(output) ? output : [output]) as { output: { type: string; code?: string }[] }[];
  const chunks = results.flatMap((result) => result.output).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0]!.code) throw new Error(`the early script built into ${chunks.length} chunks, not one`);
  return chunks[0]!.code;
}

/**
 * After the client build: a server build of src/prerender/entry.tsx (into
 * node_modules/.cache, not shipped) renders the public pages to HTML in every locale, and the
 * SPA shell of each locale (src/prerender/build.ts), so `/en/login` arrives as English text with
 * `<html lang="en">` before any script runs, and the browser hydrates it (src/main.tsx).
 */
function prerenderPages(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  let configFile: string | undefined;
  return {
    name: 'hanzi:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
      mode = config.mode;
      configFile = config.configFile;
    },
    async closeBundle() {
      const { build, minifySync } = await import('vite');
      const { join, resolve } = await import('node:path');
      const serverDir = join(root, 'node_modules', '.cache', 'hanzi-prerender');
      await build({
        configFile,
        mode,
        root,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender/entry.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: 'entry.mjs' } },
        },
      });
      // the page's early script (src/boot/early.ts): one classic script of no imports, for the head,
      // with the route table's offers written in (not the whole table: src/boot/earlyOffers.ts)
      const early = await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        define: { __HANZI_EARLY_OFFERS__: JSON.stringify(earlyOfferTable()) },
        build: { write: false, minify: true, lib: { entry: 'src/boot/early.ts', formats: ['iife'], name: 'hanziEarly' } },
      });
      const earlyScript = earlyCode(early);
      const minify = (code: string) => {
        const result = minifySync('boot.js', code);
        if (result.errors.length > 0) throw new Error(`the boot script does not minify: ${result.errors.map((error) => error.message).join('; ')}`);
        return result.code;
      };
      await prerender({ distDir: resolve(root, outDir), entry: join(serverDir, 'entry.mjs'), precompress, earlyScript, minify });
    },
  };
}

/**
 * The API server as one file, dist/server/main.js (src/server/main.ts and what it imports: the
 * server, machines/rules, the route table), which `npm start` runs with plain Node: no TypeScript
 * loader at run time, one file to read instead of some 190 to transform (issue 26: the start, measured
 * in tests/bench/RESULTS.md). The packages stay outside, imported from node_modules as they are:
 * they are the server's `dependencies` (tests/unit/runtime-dependencies.test.ts). Files it reads
 * at run time (the curriculum, the contract) are named from the project's folder
 * (src/server/root.ts), which is two levels up from the bundle as from the sources.
 */
async function buildServer(root: string, outDir: string): Promise<void> {
  const { build } = await import('vite');
  const { resolve } = await import('node:path');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/server/main.ts',
      outDir: resolve(root, outDir, 'server'),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      target: 'node22',
      // one file: chunks in other folders would break the two-levels-up rule of src/server/root.ts
      rolldownOptions: { output: { entryFileNames: 'main.js', codeSplitting: false } },
    },
  });
}

/**
 * The build's last steps, once the client build and the prerender are done: the server's bundle,
 * then the stamp of the sources the build started from (scripts/build.mjs), which says to `npm
 * start` and to the install's `prepare` that dist/ is current. A build that fails on the way
 * leaves no stamp (Vite empties dist/ as it starts), so the next start builds again.
 */
function serverBundleAndStamp(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let stamp: { sources: string; files: string } | null = null;
  return {
    name: 'hanzi:server-bundle-and-stamp',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    buildStart() {
      // the sources as the build reads them: one changed while it runs makes the next start build again
      stamp = currentStamp(root);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { writeFile } = await import('node:fs/promises');
        const { resolve } = await import('node:path');
        await buildServer(root, outDir);
        if (resolve(root, outDir) !== resolve(root, 'dist')) return;
        await writeFile(resolve(root, STAMP_FILE), JSON.stringify({ ...stamp, builtAt: new Date().toISOString() }, null, 2) + '\n');
      },
    },
  };
}

/**
 * React's DOM renderer (react-dom and its scheduler, the `react-dom` chunk of the build's groups)
 * is a chunk that src/main.tsx imports as it starts, so the browser evaluates it in a task of its
 * own: the entry's evaluation was the longest task of the start on a slow phone (issue 10,
 * Lighthouse's total blocking time). Every page lists it with the entry's modules (a
 * `modulepreload` link, which src/prerender/build.ts `deferModules` turns into the boot script's
 * list): it downloads beside the entry, never after it, and the bundle budget counts it
 * (tests/budget/bundle.ts `htmlModules`).
 */
const START_CHUNKS = ['react-dom'];

function preloadStartChunks(): Plugin {
  return {
    name: 'hanzi:preload-start-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk' && START_CHUNKS.includes(output.name));
        if (chunks.length !== START_CHUNKS.length) {
          throw new Error(`the build has no chunk for each of ${START_CHUNKS.join(', ')} (vite.config.ts codeSplitting groups)`);
        }
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * One config for the SPA build, the dev server (started by src/server/dev.ts in
 * middleware mode, with the API beside it) and the four test projects.
 */
export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // each catalog as a shell part and one part per page group (src/i18n/splitCatalogs.ts)
    splitLinguiCatalogs(),
    // the screens of the route table, each a lazy chunk (src/app/routePages.ts)
    routePages(),
    chunkModules(),
    reactRouterProductionBuild(),
    reactStoreHookWithoutShim(),
    preloadStartChunks(),
    precompressAssets(),
    prerenderPages(),
    serverBundleAndStamp(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each entry and lazy chunk loads; the bundle budget
    // (tests/budget/) reads it to sum what `/`, `/home` and `/login` load, without a browser.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The first load is ONE chunk (React, the router, XState, Lingui, the root actor, the
    // default layout): gzip compresses it better than the five files Rolldown would make (about
    // 3 KB less for `/`). React's DOM renderer is the one exception, a chunk the start imports so
    // that it is evaluated apart (`preloadStartChunks`, about 490 bytes more). Rolldown's small
    // runtime (CommonJS interop, shared with Tone's chunk) stays beside it, preloaded by
    // index.html; a browser without modulepreload (Safari before 17) fetches it when the entry
    // imports it, so no polyfill. Screens, the
    // other layouts, the catalogs, Tone and hanzi-writer stay lazy chunks (tests/budget/).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Babel (the Lingui macro) makes Rolldown's plugin-timing note appear on every build;
      // it is advice for plugin authors, not for someone running `npm start`.
      checks: { bundlerTimings: false },
      output: {
        // Seven characters of hash, not Rolldown's eight (seven is the least it takes for this
        // many chunks): the entry names about 220 chunks (the preload lists of the lazy routes and
        // catalogs), random text gzip cannot shrink, one character fewer each is about 0.15 KB
        // less for every first load. 64^7 names: a collision among a few hundred files is about
        // one in 10^7 builds. The lazy chunks and the assets carry no name either, only a letter
        // (a hash may begin with "-"): the names were 1.0 KB of every first load (session 39,
        // tests/bench/RESULTS.md). Which source a file holds is in dist/.vite/manifest.json, and
        // `npx tsx tests/budget/modules.ts /login` prints it for a first load.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/c[hash:7].js',
        assetFileNames: 'assets/a[hash:7][extname]',
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            // React's DOM renderer, imported by src/main.tsx as it starts (`preloadStartChunks`)
            { name: 'react-dom', test: /node_modules\/(react-dom|scheduler)\// },
            // The form helpers every form page loads together (the text forms and their errors):
            // one file, not seven of a few hundred bytes each (0.6 KB gzip less for `/login`).
            { name: 'forms', test: /src\/components\/form\/(useTextForm|useServerErrors|TextField|SubmitButton|FormAlert)\.|src\/api\/(failures|serverMessages)\./ },
            // How a word is written out on the screens that show words (its readings, its English
            // meaning): one file, not a chunk of 0.1 KB more the entry's preload lists must name.
            { name: 'Ruby', test: /src\/components\/Ruby\.|machines\/rules\/gloss\./ },
          ],
        },
      },
    },
  },
  test: {
    // vitest's default is one worker fewer than the cores: a single worker on a 2-core machine,
    // which leaves a core idle while the main process mostly waits. Use them all.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          // Machines and the pure tests of tests/unit: no DOM, so no jsdom to set up per file.
          name: 'machines',
          include: ['tests/machines/**/*.test.ts', 'tests/content/**/*.test.ts', ...pureUnitTests],
          environment: 'node',
          // CPU-bound tests (the curriculum built twice, long model paths) took 6 s on a loaded
          // 2-core machine and 30 s at a load of 20 (six runs beside each other); a timeout here
          // only guards against a hang (time inside the tests is a fake clock): TEST_TIMEOUT_MS
          testTimeout: TEST_TIMEOUT_MS,
          // Every file builds its own actors and restores the real clock after each test, and none
          // mocks modules or stubs globals: sharing a worker's module cache between files is safe
          // here and halves the CPU time of the project (measured: user 28 s -> 16 s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The tests that read the production build (dist/: the bundle budget, the stamp, what
          // npm start loads): a project of their own, whose global setup builds first when dist/ is
          // missing or not a build of these sources (a fresh clone whose dist/ was removed), so the
          // machines and unit projects need no build at all.
          name: 'build',
          include: buildTests,
          environment: 'node',
          globalSetup: ['tests/budget/build-if-stale.ts'],
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          // Components and whatever reads document, window or cookies.
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [...pureUnitTests, ...buildTests],
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
          // real rendering: generous on a busy machine (time inside the tests is a fake clock)
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          // names the run's PostgreSQL test schemas and drops them when the project is done
          globalSetup: ['tests/support/postgres-teardown.ts'],
          // each file gets its own in-memory database, so files can run in parallel; one scrypt
          // hash at the OWASP cost took 20 s at a load of 20
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: TEST_TIMEOUT_MS,
          // An expect.poll that names no deadline waits for its state this long, not vitest's 1 s:
          // a focus or a count that a busy 2-core machine takes a few seconds to reach is not a
          // failure (a consent test failed on its 1 s poll with the load average at 13).
          expect: { poll: { timeout: 20_000 } },
          // The files share the one server and browser of global-setup but no data (each signs up
          // its own parents with unique e-mails), so they run side by side.
          fileParallelism: true,
        },
      },
    ],
  },
});
