/**
 * `npx tsx tests/budget/figures.ts`: the figures behind the budget test for tests/bench/RESULTS.md, from
 * the build in dist/: for `/`, `/home` and `/login` (zh-Hant), the gzip bytes the server sends (the build's
 * zopfli twins) and, for comparison, gzip level 6 of the same files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES, type LayoutName } from '../../machines/routes';
import { checkBudget, gzipSizer, kb, readManifest, routeLoad } from './bundle';

const dist = process.env.DIST ?? join(new URL('../..', import.meta.url).pathname, 'dist');
const LAYOUT_FILES: Record<LayoutName, string> = {
  default: 'DefaultLayout',
  challenge: 'ChallengeLayout',
  explaining: 'ExplainingLayout',
  setup: 'SetupLayout',
};
const manifest = readManifest(dist);
const level6 = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 6 }).length;
console.log('| route | files | sent (zopfli gzip) | gzip level 6 |');
console.log('|---|---|---|---|');
for (const path of ['/', '/home', '/login']) {
  const route = ROUTES.find((r) => r.path === path)!;
  const load = routeLoad(manifest, { path, page: route.page, layout: LAYOUT_FILES[route.layout], locale: 'zh-Hant' });
  const sent = checkBudget(manifest, load, 0, gzipSizer(dist));
  const six = checkBudget(manifest, load, 0, level6);
  console.log(`| \`${path}\` | ${sent.files.length} | ${kb(sent.total)} | ${kb(six.total)} |`);
}
