/**
 * Where a stroke's median lies on the writing pad (src/components/hanzi/WritingPad.tsx), the way
 * hanzi-writer's Positioner places a character: its data live on a 1024-unit grid whose y axis
 * points up, from y = -124 to 900, scaled into the pad less its padding. The pad's padding is
 * 5 % of its size (WritingPad). Used by the component tests (jsdom) and the browser tests.
 */
export interface PadPoint {
  x: number;
  y: number;
}

export function padPadding(size: number): number {
  return Math.round(size * 0.05);
}

/** A median point of the character data → a point on the pad, from its top-left corner. */
export function toPad([cx, cy]: readonly [number, number] | readonly number[], size: number): PadPoint {
  const padding = padPadding(size);
  const scale = (size - 2 * padding) / 1024;
  const xOffset = padding;
  const yOffset = 124 * scale + padding;
  return { x: cx! * scale + xOffset, y: size - yOffset - cy! * scale };
}

/** The median of a stroke as pad points, with points filled in between (a hand moves smoothly). */
export function strokePath(median: readonly (readonly number[])[], size: number, steps = 4): PadPoint[] {
  const points = median.map((p) => toPad(p, size));
  const path: PadPoint[] = [];
  for (let i = 0; i < points.length - 1; i += 1) {
    const a = points[i]!;
    const b = points[i + 1]!;
    for (let s = 0; s < steps; s += 1) path.push({ x: a.x + ((b.x - a.x) * s) / steps, y: a.y + ((b.y - a.y) * s) / steps });
  }
  path.push(points[points.length - 1]!);
  return path;
}

/** A stroke nothing like the one asked for: a short tick in the opposite corner. */
export function wrongStroke(size: number): PadPoint[] {
  return [
    { x: size * 0.9, y: size * 0.9 },
    { x: size * 0.85, y: size * 0.92 },
    { x: size * 0.8, y: size * 0.95 },
  ];
}
