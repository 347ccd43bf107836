// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { installWindow } from '../../src/prerender/build';
import { prerenderedPathnames } from '../../src/prerender/files';
import { LOCALES } from '../../src/i18n/locales';

/**
 * Issue 26: the build's prerender rendered every public page with React's server renderer, and
 * with NODE_ENV=development (React's development build) it printed "useLayoutEffect does nothing
 * on the server" with a component stack 147 times, 3,300 lines of a start. Here the pages are
 * rendered as the prerender renders them (src/prerender/entry.tsx in a server build, as
 * `import.meta.env.SSR` says in this node environment, under a jsdom window, React's development
 * build since NODE_ENV=test), and nothing may be written to the console.
 */
describe('the prerender of the public pages', () => {
  const written: string[] = [];
  const spies = (['error', 'warn', 'log', 'info'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      // the message's first line and the component that wrote it (React's component stack)
      const text = args.map(String).join(' ');
      written.push(`console.${method}: ${text.split('\n')[0]!.slice(0, 100)}… in ${/\n\s+at (\S+)/.exec(text)?.[1] ?? '?'}`);
    }),
  );
  afterAll(() => spies.forEach((spy) => spy.mockRestore()));

  it('renders every page and the app offer in every locale without a warning', async () => {
    const moveTo = await installWindow('http://localhost/');
    const { renderPage, renderEarlyOffer } = await import('../../src/prerender/entry');
    for (const locale of LOCALES) await renderEarlyOffer(locale);
    for (const { pathname } of prerenderedPathnames()) {
      moveTo(`http://localhost${pathname}`);
      const { html } = await renderPage(pathname);
      expect(html.length, pathname).toBeGreaterThan(100);
    }
    expect(written).toEqual([]);
  });
});
