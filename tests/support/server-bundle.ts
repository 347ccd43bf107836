import { join } from 'node:path';
import { ROOT, SERVER_ENTRY, buildState } from '../../scripts/build.mjs';

/**
 * The arguments that start the real server as `npm start` runs it (`node dist/server/main.js`,
 * the build's bundle of src/server/main.ts), for the tests that spawn it: `node` itself, not a
 * wrapper, so a SIGKILL of the child stops the server. The build must be one of the sources as
 * they are (`npm test` builds first): a test of an older server would prove nothing about these.
 */
export function serverCommand(): string[] {
  const state = buildState(ROOT);
  if (state !== 'fresh') {
    throw new Error(
      state === 'missing'
        ? 'dist/ holds no build: run npm run build first (npm test does it for you)'
        : 'dist/ holds a build of other sources: run npm run build first (npm test does it for you)',
    );
  }
  return [join(ROOT, SERVER_ENTRY)];
}
