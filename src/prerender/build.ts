import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { shouldOfferApp } from '../../machines/rules/device.ts';
import { ROUTES } from '../../machines/routes.ts';
import { earlyOfferAt, earlyOfferTable } from '../boot/earlyOffers.ts';
import { EARLY_OFFER_ATTRIBUTE } from '../components/apps/earlyOffer.ts';
import { SHELL_GROUP, pageGroup } from '../i18n/catalogGroups.ts';
import { LOCALES, localizePath, stripLocalePrefix, type Locale } from '../i18n/locales.ts';
import { prerenderedFile, prerenderedPathnames, shellFile } from './files.ts';

/**
 * The build's last step (vite.config.ts prerenderPages, after the client build and a server
 * build of src/prerender/entry.tsx): every public page of every locale rendered to HTML into
 * dist/pages/ (src/prerender/files.ts), and the SPA shell of each locale, each with its
 * `<html lang>` and its page's `<title>` (translated through Lingui), each with its compressed
 * twins. Vite's index.html is the frame: its stylesheet and script tags stay as they are, so no
 * inline script appears.
 *
 * The app reads window, document and storage as it starts: a jsdom window stands in for them,
 * one URL per page, and nothing is stored in it (no login: a visitor's page).
 */
export interface PrerenderOptions {
  distDir: string;
  /** the server build of src/prerender/entry.tsx */
  entry: string;
  /** writes the `.br` and `.gz` twins of a written file */
  precompress: (path: string, bytes: Buffer) => Promise<void>;
  /** the page's early script: src/boot/early.ts built on its own, as one classic script */
  earlyScript: string;
  /** minifies a script the prerender step writes itself (the boot script) */
  minify: (code: string) => string;
}

type RenderPage = (pathname: string) => Promise<{ html: string; lang: string; title: string | null }>;
type RenderEarlyOffer = (locale: Locale) => Promise<string>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page's title as the head's `<title>` text: the text its `<PageTitle>` gave the prerender's
 * collector (src/app/PageTitle.tsx), escaped. A page without one, or a bare `<title>` element in
 * what it rendered outside an SVG (React 18 leaves it in the body, where it does not name the page),
 * fails the build.
 */
export function headTitle(pathname: string, title: string | null, body: string): string {
  if (/<title[\s>]/.test(body.replace(/<svg[\s>][\s\S]*?<\/svg>/g, ''))) throw new Error(`prerender: ${pathname} renders a <title> element in the body: use <PageTitle> (src/app/PageTitle.tsx)`);
  if (!title) throw new Error(`prerender: ${pathname} has no <PageTitle>`);
  return escapeText(title);
}

/**
 * The shell (Vite's index.html) with its language, its title, what #root holds and what follows it
 * (the app offer's early sheet, src/components/apps/earlyOffer.ts).
 */
export function fillShell(
  shell: string,
  { lang, title, root, after = null }: { lang: string; title: string | null; root: string | null; after?: string | null },
): string {
  let html = shell.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(lang)}"`);
  if (title !== null) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`);
  const filled = root ?? '<div id="root"></div>';
  html = html.replace('<div id="root"></div>', after ? `${filled}\n    ${after}` : filled);
  return html;
}

/**
 * Whether a page may show the app offer's early sheet: a route of the default layout (the one
 * that draws the offer) where the offer's rule can say yes at all (machines/rules/device.ts: not
 * the app pages, not the privacy policy), as the early script finds it (its table,
 * src/boot/earlyOffers.ts). The SPA shells serve every other route: they carry it.
 */
export function mayOfferApp(pathname: string): boolean {
  const offer = earlyOfferAt(earlyOfferTable(), stripLocalePrefix(pathname));
  return offer !== null && shouldOfferApp({ phone: true, inApp: false, dismissed: false, offer, firstPage: true });
}

/**
 * The early script (src/boot/early.ts, the app offer's decision) as a file of its own, loaded as a
 * classic script right after the viewport's meta (it reads the viewport's width): it runs before
 * the body is drawn, so a phone's first paint already has the sheet. About 1 KB gzip.
 */
export async function withEarlyScript(distDir: string, shell: string, code: string, precompress: PrerenderOptions['precompress']): Promise<string> {
  const viewport = /<meta name="viewport"[^>]*>/.exec(shell);
  if (!viewport) throw new Error('dist/index.html has no viewport meta for the early script to follow');
  const file = `assets/early-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeWithTwins(join(distDir, file), code, precompress);
  return shell.replace(viewport[0], `${viewport[0]}\n    <script src="/${file}"></script>`);
}

async function writeWithTwins(path: string, text: string, precompress: PrerenderOptions['precompress']): Promise<void> {
  const bytes = Buffer.from(text);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  await precompress(path, bytes);
}

/**
 * Libraries that choose, as they load, between `useLayoutEffect` and a server's stand-in by looking
 * for a window or a document: react-hook-form (the forms), use-isomorphic-layout-effect
 * (@xstate/react's `useMachine`). Loaded after the jsdom window stood in, they took the browser's
 * `useLayoutEffect`, and React's development server renderer warned for each with a component
 * stack (issue 26); loaded first, they see the server they run on.
 */
const SERVER_AWARE_LIBRARIES = ['react-hook-form', 'use-isomorphic-layout-effect'];

/**
 * A jsdom window as the global one, at `url` (the libraries that look for one as they load are
 * loaded first: SERVER_AWARE_LIBRARIES); returns a function that moves it to another URL.
 */
export async function installWindow(url: string): Promise<(url: string) => void> {
  for (const library of SERVER_AWARE_LIBRARIES) await import(/* @vite-ignore */ library);
  // jsdom (a dev dependency, as the build is) ships no types; what is used of it:
  type Dom = { window: Window & typeof globalThis; reconfigure(options: { url: string }): void };
  const jsdom = 'jsdom';
  const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string, options: { url: string }) => Dom };
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url });
  const { window } = dom;
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    navigator: window.navigator,
    location: window.location,
    history: window.history,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  return (next) => dom.reconfigure({ url: next });
}

/** The performance mark the boot script sets as it starts the app's entry. */
export const APP_START_MARK = 'hanzi:app-start';

/** The meta of a page (prerendered, or a shell) that lists its modules for the boot script (`deferModules`). */
export const MODULES_META = 'hanzi-modules';

/**
 * A page's (prerendered, or a shell's) `modulepreload` links become one meta that the boot script reads after the
 * first paint: on a slow connection the page's text and styles come first, then every module at
 * once (the entry, its runtime, the page's chunk and catalog parts: no waterfall). Lighthouse
 * (mobile preset, tests/bench/RESULTS.md) counts downloads started before the first paint against
 * it: `/en/login` without the app offer, LCP 1.79 → 1.01 s.
 */
export function deferModules(html: string): string {
  const links = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const modules = [...html.matchAll(links)].map((match) => match[1]!);
  if (modules.length === 0) return html;
  const meta = `<meta name="${MODULES_META}" content="${modules.join(' ')}">`;
  return html.replace(links, '').replace('</head>', `  ${meta}\n  </head>`);
}

/**
 * The app's entry script starts after the first paint. Vite's `<script type="module" src=entry>`
 * becomes a `modulepreload` of the entry (fetched at once, not run) and a tiny boot script
 * (/assets/boot-<hash>.js, an external file: no inline script) that imports the entry once the
 * browser has painted the page the HTML brought: the text shows before the app's JavaScript is
 * evaluated (on a slow phone, a second or more of work). An empty shell starts at once, unless
 * it shows the app offer's early sheet (src/components/apps/earlyOffer.ts): that is drawn first. The
 * entry, its chunks and the manifest stay as Vite made them (tests/budget reads them).
 */
export async function paintBeforeScript(
  distDir: string,
  shell: string,
  { precompress, minify }: Pick<PrerenderOptions, 'precompress' | 'minify'>,
): Promise<string> {
  const tag = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(shell);
  if (!tag) return shell;
  const entry = tag[1]!;
  // After the first contentful paint as the browser reports it (Paint Timing): animation frames are
  // not enough, since a frame's callbacks may run before its paint is presented (measured in
  // Chromium: the entry started before the first paint after two of them). A browser without
  // paint entries waits two frames; one that never reports a paint starts after a second.
  // The mark is what tests/e2e/public-pages.test.ts compares the first contentful paint with. A
  // prerendered page lists its modules in a meta (`deferModules`): their downloads start here
  // too, together, not while the HTML's text and styles still load.
  const boot = [
    `const preload = () => {`,
    `  const listed = document.querySelector(${JSON.stringify(`meta[name="${MODULES_META}"]`)})?.getAttribute('content') ?? '';`,
    `  for (const href of listed.split(' ').filter(Boolean)) {`,
    `    const link = document.createElement('link');`,
    `    link.rel = 'modulepreload';`,
    `    link.crossOrigin = '';`,
    `    link.href = href;`,
    `    document.head.append(link);`,
    `  }`,
    `};`,
    `let started = false;`,
    `const start = () => {`,
    `  if (started) return;`,
    `  started = true;`,
    `  preload();`,
    `  performance.mark(${JSON.stringify(APP_START_MARK)});`,
    `  import(${JSON.stringify(entry)});`,
    `};`,
    `const afterFirstPaint = () => {`,
    `  if (!(PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) {`,
    `    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));`,
    `    return;`,
    `  }`,
    `  const observer = new PerformanceObserver((list) => {`,
    `    if (list.getEntriesByName('first-contentful-paint').length === 0) return;`,
    `    observer.disconnect();`,
    `    setTimeout(start, 0);`,
    `  });`,
    `  observer.observe({ type: 'paint', buffered: true });`,
    `  setTimeout(() => { observer.disconnect(); start(); }, 1000);`,
    `};`,
    `const root = document.getElementById('root');`,
    `const drawn = (root && root.hasChildNodes()) || document.documentElement.hasAttribute(${JSON.stringify(EARLY_OFFER_ATTRIBUTE)});`,
    `if (drawn && document.visibilityState === 'visible') afterFirstPaint();`,
    `else start();`,
    '',
  ].join('\n');
  const code = minify(boot);
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  await writeWithTwins(join(distDir, file), code, precompress);
  return shell.replace(
    tag[0],
    `<link rel="modulepreload" crossorigin href="${entry}">\n    <script type="module" crossorigin src="/${file}"></script>`,
  );
}

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/**
 * What a prerendered page loads before it can hydrate, for its head: the stylesheets of its
 * page chunk (a page's own CSS comes with its lazy chunk: without the link, the HTML would show
 * unstyled, then shift when the chunk arrives) and `modulepreload`s of the page chunk, its
 * imports and its language's catalog parts, fetched beside the entry instead of after it (once
 * the text is drawn: `deferModules`).
 */
export function pageHead(manifest: Manifest, pathname: string, locale: Locale): string {
  const bare = stripLocalePrefix(pathname);
  const route = ROUTES.find((r) => r.path === bare);
  if (!route) return '';
  const keys = [`src/pages/${route.page}.tsx`, `locales/${locale}/messages.po?group=${SHELL_GROUP}`, `locales/${locale}/messages.po?group=${pageGroup(route.page)}`];
  const seen = new Set<string>(['index.html']);
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  const entryImports = new Set((manifest['index.html']?.imports ?? []).map((key) => manifest[key]?.file));
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js].filter((file) => !entryImports.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

export async function prerender({ distDir, entry, precompress, earlyScript, minify }: PrerenderOptions): Promise<string[]> {
  const vite = await readFile(join(distDir, 'index.html'), 'utf8');
  const shell = await withEarlyScript(distDir, await paintBeforeScript(distDir, vite, { precompress, minify }), earlyScript, precompress);
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  const moveTo = await installWindow('http://localhost/');
  const { renderPage, renderEarlyOffer } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage; renderEarlyOffer: RenderEarlyOffer };

  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const written: string[] = [];
  const landingTitle = new Map<Locale, string>();
  const offers = new Map<Locale, string>();
  for (const locale of LOCALES) offers.set(locale, await renderEarlyOffer(locale));
  for (const { pathname, locale } of prerenderedPathnames()) {
    moveTo(`http://localhost${pathname}`);
    const { html: body, lang, title: pageTitle } = await renderPage(pathname);
    const title = headTitle(pathname, pageTitle, body);
    if (pathname === localizePath('/', locale)) landingTitle.set(locale, title);
    const root = `<div id="root" data-prerendered="${escapeAttribute(pathname)}">${body}</div>`;
    const file = prerenderedFile(pathname);
    const head = pageHead(manifest, pathname, locale);
    const frame = deferModules(head ? shell.replace('</head>', `  ${head}\n  </head>`) : shell);
    const after = mayOfferApp(pathname) ? offers.get(locale)! : null;
    await writeWithTwins(join(distDir, file), fillShell(frame, { lang, title, root, after }), precompress);
    written.push(file);
  }
  // the shells: every other path of a locale (index.html, the zh-Hant one, is rewritten in place).
  // Their modules wait in the meta too: a shell that draws the offer's sheet (a member's page on a
  // phone's first visit) paints it first, and one that draws nothing starts them at once (the boot
  // script). As a `modulepreload` in the head, the entry's download counted against that first
  // paint (Lighthouse, a member's /en/home: LCP 1.69 s, the sheet's text).
  const shellFrame = deferModules(shell);
  for (const locale of LOCALES) {
    const file = shellFile(locale);
    await writeWithTwins(join(distDir, file), fillShell(shellFrame, { lang: locale, title: landingTitle.get(locale) ?? null, root: null, after: offers.get(locale)! }), precompress);
    written.push(file);
  }
  return written;
}
