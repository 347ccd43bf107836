/**
 * `npx tsx tests/budget/figures.ts`: the figures behind the budget test for tests/bench/RESULTS.md, from
 * the build in dist/: for `/`, `/home` and `/login` in each locale, the gzip bytes the server sends (the build's
 * zopfli twins; the page's own early and boot scripts included) and, for comparison, gzip level 6 of the same files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES, type LayoutName } from '../../machines/routes';
import { LOCALES, localizePath } from '../../src/i18n/locales';
import { checkBudget, gzipSizer, kb, pageHtmlFile, readManifest, routeLoad } from './bundle';

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
for (const locale of LOCALES) {
  for (const path of ['/', '/home', '/login']) {
    const route = ROUTES.find((r) => r.path === path)!;
    const shown = localizePath(path, locale);
    const html = readFileSync(join(dist, pageHtmlFile(shown)), 'utf8');
    const load = routeLoad(manifest, { path: shown, page: route.page, layout: LAYOUT_FILES[route.layout], locale, html });
    const sent = checkBudget(manifest, load, 0, gzipSizer(dist));
    const six = checkBudget(manifest, load, 0, level6);
    console.log(`| \`${shown}\` | ${sent.files.length} | ${kb(sent.total)} | ${kb(six.total)} |`);
  }
}
