import { describe, expect, it } from 'vitest';
import {
  contrast,
  cssFilesUnder,
  parseColor,
  resolveColor,
  rulesOf,
  variablesOf,
  type Rgb,
} from '../support/contrast';

/**
 * WCAG 2.2 AA contrast of the app's colours (issue 9), computed from the style sheets
 * themselves, so a later change of a colour cannot break it unseen:
 *
 * 1. every text / background pairing of the CSS variables of src/app/app.css that the app
 *    uses (4.5:1), and the focus ring against every background it sits on (3:1);
 * 2. every rule of every style sheet under src/ that sets both a text colour and a
 *    background (4.5:1), with the variables resolved.
 */
const root = `${process.cwd()}/`;
const appRules = rulesOf(`${root}src/app/app.css`);
const appVars = variablesOf(appRules);

function colorOf(name: string): Rgb {
  const rgb = resolveColor(name.startsWith('--') ? `var(${name})` : name, appVars);
  if (!rgb) throw new Error(`${name} is no colour of app.css`);
  return rgb;
}

describe('the contrast formula', () => {
  it('gives the ratios of WCAG 2.2', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([255, 255, 255], [255, 255, 255])).toBe(1);
    // #767676 on white is the classic 4.54:1
    expect(contrast(parseColor('#767676')!, parseColor('#fff')!)).toBeCloseTo(4.54, 2);
  });

  it('reads variables, fallbacks and short hex', () => {
    const vars = new Map([['--a', '#fff'], ['--b', 'var(--a)']]);
    expect(resolveColor('var(--b)', vars)).toEqual([255, 255, 255]);
    expect(resolveColor('var(--missing, #000)', vars)).toEqual([0, 0, 0]);
    expect(resolveColor('linear-gradient(red, blue)', vars)).toBeNull();
  });
});

/** [text, background]: what the app writes on what (app.css, the pages' sheets, the badges). */
const TEXT_PAIRS: [string, string][] = [
  ['--ink', '--paper'],
  ['--ink', '--cream'],
  ['--ink', '--yellow'],
  ['--ink', '--pink'],
  ['--ink', '--line'],
  ['--ink-soft', '--paper'],
  ['--ink-soft', '--cream'],
  // links
  ['--red-dark', '--paper'],
  ['--red-dark', '--cream'],
  // white text on the coloured buttons, the active tab, the logo mark and the store badges
  ['#ffffff', '--red'],
  ['#ffffff', '--red-dark'],
  ['#ffffff', '--blue'],
  ['#ffffff', '--green'],
  ['#ffffff', '--ink'],
  // the body's background tints (app.css body) under the soft text
  ['--ink-soft', '#ffe9c7'],
  ['--ink-soft', '#ffe1e1'],
];

/** The focus ring against the backgrounds it sits on (2 px off the control). */
const FOCUS_BACKGROUNDS = ['--paper', '--cream', '--yellow', '#ffe9c7', '#ffe1e1', '#eef6fd', '#fdf0f4'];

describe('the colour pairs of app.css (WCAG 2.2 AA)', () => {
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (text, background) => {
    expect(contrast(colorOf(text), colorOf(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(FOCUS_BACKGROUNDS)('the focus ring (--focus) on %s reaches 3:1', (background) => {
    expect(contrast(colorOf('--focus'), colorOf(background))).toBeGreaterThanOrEqual(3);
  });

  it('gives every control a visible focus ring of --focus', () => {
    const ring = appRules.find((rule) => rule.selector === ':focus-visible');
    expect(ring?.declarations.get('outline')).toMatch(/^3px solid var\(--focus\)$/);
  });
});

describe('every style sheet: a rule that sets a text colour and a background', () => {
  const sheets = cssFilesUnder(`${root}src`);
  const pairs = sheets.flatMap((file) => {
    const rules = rulesOf(file);
    const vars = new Map([...appVars, ...variablesOf(rules)]);
    return rules.flatMap((rule) => {
      const color = rule.declarations.get('color');
      const background = rule.declarations.get('background-color') ?? rule.declarations.get('background');
      if (!color || !background) return [];
      const text = resolveColor(color, vars);
      const back = resolveColor(background, vars);
      // a gradient or an image: no single colour to compare (axe checks those in the browser)
      if (!text || !back) return [];
      return [{ where: `${file.slice(root.length)} ${rule.selector}`, ratio: contrast(text, back) }];
    });
  });

  it('finds the sheets and their coloured rules', () => {
    expect(sheets.length).toBeGreaterThan(10);
    expect(pairs.length).toBeGreaterThan(10);
  });

  it('reaches 4.5:1 in every one', () => {
    const failing = pairs.filter((pair) => pair.ratio < 4.5).map((pair) => `${pair.where}: ${pair.ratio.toFixed(2)}:1`);
    expect(failing).toEqual([]);
  });
});
