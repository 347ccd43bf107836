import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { projectFile } from '../root';
import { applyRecipe, type Recipe, type StrokeLibrary } from './strokes/taiwan';

/**
 * The curriculum's static files: one stroke-data file per character and script, and
 * one picture per word. Their bytes are made here, by the build (which records each
 * file's content-hashed name in curriculum.json) and by the server (which serves the
 * files under those names, cached for a year). Nothing is generated into git.
 *
 * - Stroke data is hanzi-writer's format `{ strokes, medians[, radStrokes] }`, from
 *   AnimCJK's traditional graphics (Taiwan MOE order, vendored with its licences in
 *   vendor/animcjk), from hanzi-writer-data (mainland order), or `taiwan`: either of them
 *   re-ordered, cut or recomposed into Taiwan's order by strokes/taiwan.ts, checked against
 *   the CNS11643 stroke sequences (vendor/cns-strokes). The build records how (the recipe,
 *   in curriculum.json) and the server replays it: the same steps, the same bytes, no search.
 * - Pictures are SVGs of Fluent Emoji Flat (MIT), by icon name.
 */

const require = createRequire(import.meta.url);

export type StrokeSource = 'animcjk' | 'hanzi-writer-data' | 'taiwan';

export interface StrokeData {
  strokes: string[];
  medians: number[][][];
  radStrokes?: number[];
}

const GRAPHICS_FILE = projectFile('src/server/content/vendor/animcjk/graphicsZhHant.txt');
let animCjk: Map<string, StrokeData> | undefined;

function animCjkGraphics(): Map<string, StrokeData> {
  if (!animCjk) {
    animCjk = new Map();
    for (const line of readFileSync(GRAPHICS_FILE, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const { character, strokes, medians } = JSON.parse(line) as StrokeData & { character: string };
      animCjk.set(character, { strokes, medians });
    }
  }
  return animCjk;
}

const hanziWriterData = new Map<string, StrokeData | null>();

function hanziWriter(char: string): StrokeData | null {
  if (!hanziWriterData.has(char)) {
    try {
      const { strokes, medians, radStrokes } = require(`hanzi-writer-data/${char}.json`) as StrokeData;
      hanziWriterData.set(char, radStrokes ? { strokes, medians, radStrokes } : { strokes, medians });
    } catch {
      hanziWriterData.set(char, null);
    }
  }
  return hanziWriterData.get(char)!;
}

const SEQUENCES_FILE = projectFile('src/server/content/vendor/cns-strokes/stroke-data-bmp.txt');
let sequences: Map<string, string> | undefined;

/** The CNS11643 stroke sequence of `char` (Taiwan's order as stroke types, `'45443'`), or null. */
export function cnsSequence(char: string): string | null {
  if (!sequences) {
    sequences = new Map();
    for (const line of readFileSync(SEQUENCES_FILE, 'utf8').split('\n')) {
      const [character, sequence] = line.split('\t');
      if (character && sequence) sequences.set(character, sequence);
    }
  }
  return sequences.get(char) ?? null;
}

/** The vendored stroke data, as strokes/taiwan.ts reads it. */
export const strokeLibrary: StrokeLibrary = {
  sequence: cnsSequence,
  animCjk: (char) => animCjkGraphics().get(char) ?? null,
  animCjkChars: () => [...animCjkGraphics().keys()],
  hanziWriter,
};

/** The stroke record of `char` from `source`, or null when the source lacks it. */
export function strokeData(char: string, source: StrokeSource, recipe?: Recipe): StrokeData | null {
  if (source === 'animcjk') return animCjkGraphics().get(char) ?? null;
  // the recipe curriculum.json records, replayed: the server never searches (strokes/taiwan.ts
  // taiwanStrokes takes up to a second for one character; a replay well under a millisecond)
  if (source === 'taiwan') return recipe ? applyRecipe(char, recipe, strokeLibrary) : null;
  return hanziWriter(char);
}

/** The bytes of a stroke file: the record as compact JSON, keys in a fixed order. */
export function strokeBytes(char: string, source: StrokeSource, recipe?: Recipe): Buffer | null {
  const data = strokeData(char, source, recipe);
  return data ? Buffer.from(JSON.stringify(data)) : null;
}

interface IconSet {
  width: number;
  height: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}
let iconSet: IconSet | undefined;

/** The SVG of a Fluent Emoji Flat icon, or null when the set has no such icon. */
export function pictureBytes(icon: string): Buffer | null {
  iconSet ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  const found = iconSet.icons[icon];
  if (!found) return null;
  const width = found.width ?? iconSet.width;
  const height = found.height ?? iconSet.height;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${found.body}</svg>`,
  );
}

/** A file's content hash, as it appears in its name. */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}
