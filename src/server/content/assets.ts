import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { projectFile } from '../root';
import { applyRecipe, taiwanStrokes, type NotTaiwan, type Recipe, type StrokeLibrary, type TaiwanStrokes } from './strokes/taiwan';

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
 *   the CNS11643 stroke sequences (vendor/cns-strokes). The server makes a `taiwan` file
 *   with the same pure function the build chose it with, so both give the same bytes.
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

const taiwan = new Map<string, TaiwanStrokes | NotTaiwan>();

/** `char`'s strokes in Taiwan's order (strokes/taiwan.ts), worked out once per process. */
export function taiwanStrokesOf(char: string): TaiwanStrokes | NotTaiwan {
  let found = taiwan.get(char);
  if (!found) taiwan.set(char, (found = taiwanStrokes(char, strokeLibrary)));
  return found;
}

/** Where a traditional character's file comes from: its source as curriculum.json names it. */
export function taiwanSource(found: TaiwanStrokes): StrokeSource {
  if (found.how !== 'as is') return 'taiwan';
  return found.base;
}

/** The stroke record of `char` from `source`, or null when the source lacks it. */
export function strokeData(char: string, source: StrokeSource, recipe?: Recipe): StrokeData | null {
  if (source === 'animcjk') return animCjkGraphics().get(char) ?? null;
  // the recipe curriculum.json records: no search on the server (a file without one is searched for, as before)
  if (source === 'taiwan' && recipe) return applyRecipe(char, recipe, strokeLibrary);
  if (source === 'taiwan') {
    const found = taiwanStrokesOf(char);
    return 'record' in found ? found.record : null;
  }
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
