/**
 * The type of a stroke, read from its median, in the five types of the CNS11643 stroke
 * sequences (vendor/cns-strokes): 1 橫 horizontal (and 提, the rising stroke), 2 豎 vertical,
 * 3 撇 left-falling, 4 點/捺 dot or right-falling, 5 折 anything that turns (鉤 hooks too).
 *
 * A median is the line a stroke is drawn along (hanzi-writer's format: 1024-unit grid, y up).
 * Its first few units wander through the brush's entry and its last few through the exit, so
 * the shape is read from its body: the median without an entry of up to 70 units and a tail of
 * up to 20. A turn of 38° or more over 50 units either side of a point makes a 折; otherwise the
 * direction from the body's start to its end and its length decide.
 *
 * Some shapes are genuinely ambiguous, and the classifier answers with every type the shape
 * leaves possible, the likeliest first. These are the tolerated confusions, each measured on
 * AnimCJK's 1,013 Taiwan-order characters against their CNS sequences:
 * - short down strokes (冖's and 忄's first dots, short 豎, short 撇): 2, 3 or 4;
 * - rising strokes: 1 (土's 提) or 4 (氵's and 冫's last dot), and a rising stroke that starts
 *   with a press may read as a turn;
 * - a vertical may be a 豎鉤 the typeface draws without its hook (米, 小 in 少): 5; a long
 *   vertical may be a 豎撇 (用's first stroke): 3; one that ends in a hook may be one CNS
 *   counts as 2 (示);
 * - short near-horizontal dots (the inner dots of Taiwan's 月 in 背, 灬 drawn flat): 1 or 4;
 *   a short dot falling to the left (灬's first): 3 or 4;
 *   a short flat 撇 may be Taiwan's 提 (匕 in 能): 3 or 1; a short dot may be the 豎彎 of
 *   Taiwan's 儿 that the mainland typeface draws as 八's dot (穴, 罙): 4 or 5;
 * - a turn of 38–55° may be a 捺's or a 撇's curve (入, 斤): 5 first, the straight reading next.
 * Everything else is one type: a horizontal is never read as a vertical, a 撇 never as a 捺.
 */

export type StrokeType = 1 | 2 | 3 | 4 | 5;

/** A median: the points a stroke is drawn through, [x, y] in the 1024-unit grid (y up). */
export type Median = readonly (readonly number[])[];

type Point = readonly [number, number];

const STEP = 5;
const ENTRY = 70;
const ENTRY_SHARE = 0.25;
const TAIL = 20;
const TAIL_SHARE = 0.1;
const WINDOW = 50;
const TURN = 38;

export interface StrokeShape {
  /** Length of the body (the median without its entry and tail), grid units. */
  length: number;
  /** From the body's start to its end, degrees on screen: 0 right, 90 down, ±180 left, -90 up. */
  direction: number;
  /** The sharpest turn along the body, signed degrees. */
  sharpest: number;
  /** Where that turn is, grid coordinates (y up), and the directions into and out of it. */
  corner: { at: Point; into: number; out: number };
  /** The entry left out of the body: its direction and length. */
  entry: { direction: number; length: number };
}

function angle(a: Point, b: Point): number {
  return (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
}

function turn(from: number, to: number): number {
  let d = to - from;
  while (d > 180) d -= 360;
  while (d < -180) d += 360;
  return d;
}

/** Points every STEP units along a polyline, on screen (y down). */
function resample(median: Median): Point[] {
  const points = median.map(([x, y]) => [x!, -y!] as const);
  const out: Point[] = [points[0]!];
  let carry = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let at = STEP - carry;
    while (at <= length) {
      out.push([a[0] + ((b[0] - a[0]) * at) / length, a[1] + ((b[1] - a[1]) * at) / length]);
      at += STEP;
    }
    carry = length - (at - STEP);
  }
  if (carry > 0 || out.length === 1) out.push(points.at(-1)!);
  return out;
}

export function strokeShape(median: Median): StrokeShape {
  const dense = resample(median);
  const total = (dense.length - 1) * STEP;
  const head = Math.round(Math.min(ENTRY, ENTRY_SHARE * total) / STEP);
  const tail = Math.round(Math.min(TAIL, TAIL_SHARE * total) / STEP);
  const body = dense.slice(head, Math.max(head + 2, dense.length - tail));
  const window = Math.max(1, Math.min(Math.round(WINDOW / STEP), Math.floor((body.length - 1) / 2)));
  let sharpest = 0;
  let at = Math.floor(body.length / 2);
  for (let k = window; k + window < body.length; k++) {
    const t = turn(angle(body[k - window]!, body[k]!), angle(body[k]!, body[k + window]!));
    if (Math.abs(t) > Math.abs(sharpest)) [sharpest, at] = [t, k];
  }
  const before = body[Math.max(0, at - window)]!;
  const after = body[Math.min(body.length - 1, at + window)]!;
  const corner = body[at]!;
  return {
    length: (body.length - 1) * STEP,
    direction: angle(body[0]!, body.at(-1)!),
    sharpest,
    corner: { at: [corner[0], -corner[1]], into: angle(before, corner), out: angle(corner, after) },
    entry: { direction: head > 0 ? angle(dense[0]!, dense[head]!) : 0, length: head * STEP },
  };
}

/** The types a straight stroke's direction and length leave possible, likeliest first. */
function straightTypes(d: number, length: number): StrokeType[] {
  if (d < -55) return [4, 1];
  if (d < -20) return length < 130 ? [4, 1] : length < 250 ? [1, 4] : [1];
  if (d < 10) return length < 140 ? [1, 4] : length < 420 || d < 0 ? [1] : length < 550 ? [4, 1] : [4];
  if (d < 60) return length < 100 ? [4, 3, 1, 5] : [4];
  if (d < 70) return length < 150 ? [4, 2] : [2, 4];
  if (d < 90) return length < 150 ? [2, 4, 5] : [2, 5, 3];
  if (d < 100) return length < 200 ? [2, 4, 3, 5] : [2, 3, 5];
  if (d < 110) return length < 100 ? [4, 2, 3] : length < 200 ? [2, 4, 3] : length < 350 ? [2, 3] : [3, 2];
  if (d < 120) return length < 200 ? [3, 4, 2] : [3, 2];
  if (d < 140) return length < 150 ? [3, 4] : [3];
  return length < 110 ? [3, 1, 4] : length < 200 ? [3, 1] : [3];
}

/** Every type a stroke's shape leaves possible, the likeliest first. */
export function strokeTypes(median: Median): StrokeType[] {
  const { length, direction, sharpest, entry } = strokeShape(median);
  const straight = straightTypes(direction, length);
  const turning = Math.abs(sharpest);
  // a horizontal entered straight down is a 豎折 with a short first leg (缶's ㄴ), not a brush's entry
  if (turning < TURN && straight[0] === 1 && entry.length >= 30 && entry.direction >= 65 && entry.direction <= 115) return [5, 1];
  if (turning < TURN) return straight;
  // a rising stroke that starts with a press (氵's 提), a short dot with a flick: the brush's turn
  if ((direction < -45 || length < 100) && !straight.includes(5)) return [...straight, 5];
  if (turning < 55) return [5, ...straight.filter((t) => t !== 5)];
  // a vertical that ends in a hook: 豎鉤, which CNS also counts as 2 (示)
  if (direction >= 80 && direction < 130) return [5, 2];
  return [5];
}

/** The CNS sequence as types: `'45443'` → [4, 5, 4, 4, 3]. */
export function sequenceTypes(sequence: string): StrokeType[] {
  return [...sequence].map((digit) => Number(digit) as StrokeType);
}

/**
 * The strokes whose types the sequence does not allow, by index ([] when every stroke fits);
 * null when the counts differ.
 */
export function misfits(medians: readonly Median[], sequence: readonly StrokeType[]): number[] | null {
  if (medians.length !== sequence.length) return null;
  return medians.flatMap((median, i) => (strokeTypes(median).includes(sequence[i]!) ? [] : [i]));
}
