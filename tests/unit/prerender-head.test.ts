import { describe, expect, it } from 'vitest';
import { MODULES_META, deferModules } from '../../src/prerender/build';

/** A prerendered page's modules wait for its first paint (src/prerender/build.ts `deferModules`). */
describe('deferModules', () => {
  const page = [
    '<!doctype html><html lang="en"><head>',
    '    <link rel="modulepreload" crossorigin href="/assets/index-a1.js">',
    '    <script type="module" crossorigin src="/assets/boot-b2.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-c3.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-d4.css">',
    '    <link rel="modulepreload" crossorigin href="/assets/Login-e5.js">',
    '  </head><body><div id="root"><h1>Log in</h1></div></body></html>',
  ].join('\n');

  it('lists every module of the head in one meta, in order, and leaves no preload link', () => {
    const html = deferModules(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<meta name="${MODULES_META}" content="/assets/index-a1.js /assets/rolldown-runtime-c3.js /assets/Login-e5.js">`);
    expect(html.indexOf(MODULES_META)).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps the stylesheets (the text is drawn with them) and the boot script', () => {
    const html = deferModules(page);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d4.css">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-b2.js"></script>');
    expect(html).toContain('<h1>Log in</h1>');
  });

  it('leaves a page without modules as it is', () => {
    const plain = '<!doctype html><html><head><title>x</title></head><body></body></html>';
    expect(deferModules(plain)).toBe(plain);
  });
});
