import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

/**
 * The tests of tests/unit/ that need no DOM (no document, window, cookies or
 * components): they run in the node project 'machines'. A new test of
 * tests/unit/ runs under jsdom unless it is added here.
 */
const pureUnitTests = [
  'tests/unit/account-schemas.test.ts',
  'tests/unit/catalogs.test.ts',
  'tests/unit/machine-types.test.ts',
  'tests/unit/routes.test.ts',
  'tests/unit/server-messages.test.ts',
];

/**
 * One config for the SPA build, the dev server (started by src/server/dev.ts in
 * middleware mode, with the API beside it) and the four test projects.
 */
export default defineConfig({
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Babel (the Lingui macro) makes Rolldown's plugin-timing note appear on every build;
    // it is advice for plugin authors, not for someone running `npm start`.
    rolldownOptions: { checks: { bundlerTimings: false } },
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
          // 2-core machine: generous, since time inside the tests is a fake clock
          testTimeout: 30_000,
          // Every file builds its own actors and restores the real clock after each test, and none
          // mocks modules or stubs globals: sharing a worker's module cache between files is safe
          // here and halves the CPU time of the project (measured: user 28 s -> 16 s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Components and whatever reads document, window or cookies.
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: pureUnitTests,
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
          // real rendering: generous on a busy machine (time inside the tests is a fake clock)
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          // each file gets its own in-memory database, so files can run in parallel
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The files share the one server and browser of global-setup but no data (each signs up
          // its own parents with unique e-mails), so they run side by side.
          fileParallelism: true,
        },
      },
    ],
  },
});
