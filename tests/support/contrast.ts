import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * WCAG 2.2 contrast, computed from the colours of the style sheets (issue 9: AA for every
 * text and control). Pure functions plus a small reader of the CSS files: custom properties
 * of `:root` (and of any other rule, for the sheet's own variables) and the rules that set
 * both a text colour and a background.
 */

export type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` or `rgb(r, g, b)` (opaque only); null for anything else. */
export function parseColor(value: string): Rgb | null {
  const v = value.trim().toLowerCase();
  if (v === 'white') return [255, 255, 255];
  if (v === 'black') return [0, 0, 0];
  let m = /^#([0-9a-f]{3})$/.exec(v);
  if (m) return [...m[1]!].map((c) => parseInt(c + c, 16)) as Rgb;
  m = /^#([0-9a-f]{6})$/.exec(v);
  if (m) return [0, 2, 4].map((i) => parseInt(m![1]!.slice(i, i + 2), 16)) as Rgb;
  m = /^rgb\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*\)$/.exec(v);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  return null;
}

/** Relative luminance (WCAG 2.2). */
export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface CssRule {
  file: string;
  selector: string;
  declarations: Map<string, string>;
}

/** The rules of a style sheet (at-rule wrappers such as @media are looked through; @keyframes skipped). */
export function rulesOf(file: string, css = readFileSync(file, 'utf8')): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: CssRule[] = [];
  const re = /([^{}]+)\{([^{}]*)\}/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const selector = m[1]!.replace(/^[\s\S]*@[^{]*\{/, '').trim();
    if (/^(from|to|\d+%)/.test(selector)) continue;
    const declarations = new Map<string, string>();
    for (const part of m[2]!.split(';')) {
      const i = part.indexOf(':');
      if (i < 0) continue;
      declarations.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
    }
    rules.push({ file, selector: selector.replace(/\s+/g, ' '), declarations });
  }
  return rules;
}

/** Every custom property set in these rules (the first value wins: `:root` comes first in app.css). */
export function variablesOf(rules: CssRule[]): Map<string, string> {
  const vars = new Map<string, string>();
  for (const rule of rules) {
    for (const [name, value] of rule.declarations) if (name.startsWith('--') && !vars.has(name)) vars.set(name, value);
  }
  return vars;
}

/** A colour value with `var(--x)` / `var(--x, fallback)` resolved; null when it is no plain colour. */
export function resolveColor(value: string, vars: Map<string, string>, depth = 0): Rgb | null {
  const m = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(value.trim());
  if (m) {
    if (depth > 5) return null;
    const own = vars.get(m[1]!);
    if (own !== undefined) return resolveColor(own, vars, depth + 1);
    return m[2] ? resolveColor(m[2], vars, depth + 1) : null;
  }
  return parseColor(value);
}

/** Every .css file under a folder (recursive), as absolute paths. */
export function cssFilesUnder(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(dir, name))
    .sort();
}
