import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, localizePath, type Locale } from '../i18n/locales.ts';
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
}

type RenderPage = (pathname: string) => Promise<{ html: string; lang: string }>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** React 19 hoists a page's `<title>` to the front of what it renders: it goes into the head. */
export function splitTitle(html: string): { title: string | null; body: string } {
  const match = /<title>([\s\S]*?)<\/title>/.exec(html);
  if (!match) return { title: null, body: html };
  return { title: match[1]!, body: html.slice(0, match.index) + html.slice(match.index + match[0].length) };
}

/** The shell (Vite's index.html) with its language, its title and what #root holds. */
export function fillShell(shell: string, { lang, title, root }: { lang: string; title: string | null; root: string | null }): string {
  let html = shell.replace(/<html lang="[^"]*"/, `<html lang="${escapeAttribute(lang)}"`);
  if (title !== null) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`);
  if (root !== null) html = html.replace('<div id="root"></div>', root);
  return html;
}

async function writeWithTwins(path: string, text: string, precompress: PrerenderOptions['precompress']): Promise<void> {
  const bytes = Buffer.from(text);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  await precompress(path, bytes);
}

/** A jsdom window as the global one, at `url`; returns a function that moves it to another URL. */
async function installWindow(url: string): Promise<(url: string) => void> {
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

export async function prerender({ distDir, entry, precompress }: PrerenderOptions): Promise<string[]> {
  const shell = await readFile(join(distDir, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  const moveTo = await installWindow('http://localhost/');
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };

  const written: string[] = [];
  const landingTitle = new Map<Locale, string>();
  for (const { pathname, locale } of prerenderedPathnames()) {
    moveTo(`http://localhost${pathname}`);
    const { html, lang } = await renderPage(pathname);
    const { title, body } = splitTitle(html);
    if (!title) throw new Error(`prerender: ${pathname} has no <title>`);
    if (pathname === localizePath('/', locale)) landingTitle.set(locale, title);
    const root = `<div id="root" data-prerendered="${escapeAttribute(pathname)}">${body}</div>`;
    const file = prerenderedFile(pathname);
    await writeWithTwins(join(distDir, file), fillShell(shell, { lang, title, root }), precompress);
    written.push(file);
  }
  // the shells: every other path of a locale (index.html, the zh-Hant one, is rewritten in place)
  for (const locale of LOCALES) {
    const file = shellFile(locale);
    await writeWithTwins(join(distDir, file), fillShell(shell, { lang: locale, title: landingTitle.get(locale) ?? null, root: null }), precompress);
    written.push(file);
  }
  return written;
}
