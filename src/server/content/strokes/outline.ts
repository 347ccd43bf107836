/**
 * Stroke outlines: the SVG paths of hanzi-writer's format (absolute M, L, Q, C and Z, as
 * hanzi-writer-data and AnimCJK write them), moved and scaled, and cut in two.
 */

export type Point = readonly [number, number];

/** A box in grid units. */
export interface Box {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

interface Command {
  letter: 'M' | 'L' | 'Q' | 'C' | 'Z';
  points: Point[];
}

const ARITY = { M: 1, L: 1, Q: 2, C: 3, Z: 0 } as const;

function parse(path: string): Command[] {
  const tokens = path.match(/[A-Za-z]|-?\d*\.?\d+(?:e[-+]?\d+)?/g) ?? [];
  const commands: Command[] = [];
  let i = 0;
  while (i < tokens.length) {
    const letter = tokens[i++]!;
    if (!(letter in ARITY)) throw new Error(`unsupported path command ${letter} in ${path.slice(0, 40)}`);
    const arity = ARITY[letter as keyof typeof ARITY];
    const points: Point[] = [];
    for (let k = 0; k < arity; k++) points.push([Number(tokens[i++]), Number(tokens[i++])]);
    commands.push({ letter: letter as Command['letter'], points });
  }
  return commands;
}

const round = (n: number) => Math.round(n);

function write(commands: Command[]): string {
  return commands.map((c) => [c.letter, ...c.points.map(([x, y]) => `${round(x)} ${round(y)}`)].join(' ')).join(' ');
}

/** The path with every point moved by `map`. */
export function mapPath(path: string, map: (p: Point) => Point): string {
  return write(parse(path).map((c) => ({ letter: c.letter, points: c.points.map(map) })));
}

/** The outline as a polygon: curves flattened into a few segments each. */
export function polygonOf(path: string): Point[] {
  const polygon: Point[] = [];
  let at: Point = [0, 0];
  for (const { letter, points } of parse(path)) {
    if (letter === 'M' || letter === 'L') {
      at = points[0]!;
      polygon.push(at);
    } else if (letter === 'Q' || letter === 'C') {
      const control = [at, ...points];
      for (let step = 1; step <= 4; step++) polygon.push(bezier(control, step / 4));
      at = points.at(-1)!;
    }
  }
  return polygon;
}

function bezier(control: Point[], t: number): Point {
  let points = control;
  while (points.length > 1) {
    points = points.slice(1).map((p, i) => [points[i]![0] + (p[0] - points[i]![0]) * t, points[i]![1] + (p[1] - points[i]![1]) * t] as const);
  }
  return points[0]!;
}

export function boxOf(points: readonly Point[]): Box {
  return {
    left: Math.min(...points.map((p) => p[0])),
    right: Math.max(...points.map((p) => p[0])),
    bottom: Math.min(...points.map((p) => p[1])),
    top: Math.max(...points.map((p) => p[1])),
  };
}

/** The map that takes box `from` onto box `to`. */
export function boxMap(from: Box, to: Box): (p: Point) => Point {
  const sx = (to.right - to.left) / Math.max(1, from.right - from.left);
  const sy = (to.top - to.bottom) / Math.max(1, from.top - from.bottom);
  return ([x, y]) => [to.left + (x - from.left) * sx, to.bottom + (y - from.bottom) * sy];
}

/** The part of a polygon on the side of the line through `at` where `normal` points (Sutherland–Hodgman). */
function clip(polygon: readonly Point[], at: Point, normal: Point): Point[] {
  const side = (p: Point) => (p[0] - at[0]) * normal[0] + (p[1] - at[1]) * normal[1];
  const out: Point[] = [];
  polygon.forEach((current, i) => {
    const previous = polygon[(i + polygon.length - 1) % polygon.length]!;
    const [sc, sp] = [side(current), side(previous)];
    if ((sc >= 0) !== (sp >= 0)) {
      const t = sp / (sp - sc);
      out.push([previous[0] + (current[0] - previous[0]) * t, previous[1] + (current[1] - previous[1]) * t]);
    }
    if (sc >= 0) out.push(current);
  });
  return out;
}

function polygonPath(polygon: readonly Point[]): string {
  const points = polygon.map(([x, y]) => [round(x), round(y)] as const).filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);
  return `M ${points.map(([x, y]) => `${x} ${y}`).join(' L ')} Z`;
}

/**
 * An outline cut in two by the line through `at` along `direction` (a unit vector): the part
 * on the side `toward` points to first, then the other. Null when either part is empty.
 */
export function cutOutline(path: string, at: Point, direction: Point, toward: Point): [string, string] | null {
  let normal: Point = [-direction[1], direction[0]];
  if (normal[0] * toward[0] + normal[1] * toward[1] < 0) normal = [-normal[0], -normal[1]];
  const polygon = polygonOf(path);
  const first = clip(polygon, at, normal);
  const second = clip(polygon, at, [-normal[0], -normal[1]]);
  if (first.length < 3 || second.length < 3) return null;
  return [polygonPath(first), polygonPath(second)];
}
