import { describe, expect, it } from 'vitest';
import { cssFilesUnder, rulesOf, variablesOf } from '../support/contrast';

/**
 * The app's fonts are the system's (no web fonts: no third-party request, nothing to download),
 * named once per platform in src/app/app.css. Each name a system lacks costs a Chinese
 * character a lookup at every font size and weight of a first layout (in Chromium, a call to
 * the browser's font service): a member's home, loaded as the app loads it, made 48 of them
 * after the first paint with the longer lists, 33 with these (tests/bench/RESULTS.md, session
 * 24). So the lists stay short, and every style sheet takes its fonts from them.
 */
const root = `${process.cwd()}/`;
const appVars = variablesOf(rulesOf(`${root}src/app/app.css`));
const GENERIC = new Set(['sans-serif', 'serif', 'monospace', 'ui-monospace', 'system-ui', 'cursive', 'inherit']);

const families = (value: string) => value.split(',').map((name) => name.trim().replace(/^['"]|['"]$/g, ''));

describe('the font stacks name one font per platform', () => {
  it('Latin text: the system’s own interface font (system-ui), which every targeted browser knows', () => {
    expect(families(appVars.get('--font-latin')!)).toEqual(['system-ui']);
  });

  it.each([
    ['--font-tc', ['PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC']],
    ['--font-sc', ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC']],
  ])('%s: Apple’s, Windows’ and Linux’s font of the script, nothing else', (name, expected) => {
    expect(families(appVars.get(name)!)).toEqual(expected);
  });

  it('every style sheet takes its fonts from the stacks, with generic families only besides', () => {
    const named: string[] = [];
    for (const file of cssFilesUnder(`${root}src`)) {
      for (const rule of rulesOf(file)) {
        const value = rule.declarations.get('font-family');
        if (!value) continue;
        for (const family of families(value.replace(/var\([^)]*\)/g, 'inherit'))) {
          if (!GENERIC.has(family)) named.push(`${file.slice(root.length)} ${rule.selector}: ${family}`);
        }
      }
    }
    expect(named).toEqual([]);
  });
});
