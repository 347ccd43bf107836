/**
 * A child's handwriting kept with a dictation (issue 30 §3: the parent sees "the last dictations
 * with what was written"): each stroke the pad took, as drawn, on a fixed grid so that it shows
 * the same on any screen, and small enough to keep with every result.
 *
 * A stroke is a `trace`: its points as `x,y` pairs on a HANDWRITING_GRID square (whole numbers,
 * 0 at the pad's top left), separated by spaces, at most HANDWRITING_POINTS of them. The app
 * makes it from the pad's path (`traceOf`); the server takes only what `isTrace` reads; the
 * parent's screen draws it (`tracePath`).
 */

/** The side of the square a trace's points are on. */
export const HANDWRITING_GRID = 256;
/** The most points a stroke keeps (evenly chosen along it, the first and last always). */
export const HANDWRITING_POINTS = 48;
/** The most strokes a character keeps (more than any character has). */
export const HANDWRITING_STROKES = 64;

/** A trace's points. */
function pointsOf(trace: string): [number, number][] {
  return trace.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
}

/**
 * A stroke as drawn on a pad of `padSize` pixels (an SVG path of M and L commands, as the pad
 * gives it) on the grid: the points in order, repeats dropped, at most HANDWRITING_POINTS. '' when
 * the path has no point.
 */
export function traceOf(path: string, padSize: number): string {
  const numbers = (path.match(/-?\d+(?:\.\d+)?/gu) ?? []).map(Number);
  const last = HANDWRITING_GRID - 1;
  const onGrid = (n: number) => Math.min(last, Math.max(0, Math.round((n / padSize) * HANDWRITING_GRID)));
  const points: string[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const point = `${onGrid(numbers[i]!)},${onGrid(numbers[i + 1]!)}`;
    if (points.at(-1) !== point) points.push(point);
  }
  if (points.length <= HANDWRITING_POINTS) return points.join(' ');
  const step = (points.length - 1) / (HANDWRITING_POINTS - 1);
  return Array.from({ length: HANDWRITING_POINTS }, (_, i) => points[Math.round(i * step)]!).join(' ');
}

/** A trace the server keeps: 1 to HANDWRITING_POINTS points, each on the grid. */
export function isTrace(trace: string): boolean {
  if (!/^\d{1,3},\d{1,3}(?: \d{1,3},\d{1,3})*$/u.test(trace)) return false;
  const points = pointsOf(trace);
  return points.length <= HANDWRITING_POINTS && points.every(([x, y]) => x < HANDWRITING_GRID && y < HANDWRITING_GRID);
}

/** A trace as an SVG path on a HANDWRITING_GRID square (a single point: a dot). */
export function tracePath(trace: string): string {
  const [first, ...rest] = pointsOf(trace);
  if (!first) return '';
  const line = rest.length > 0 ? rest : [first];
  return `M ${first[0]} ${first[1]} ${line.map(([x, y]) => `L ${x} ${y}`).join(' ')}`;
}
