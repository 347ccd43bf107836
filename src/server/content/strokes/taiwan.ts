import { boxMap, boxOf, cutOutline, mapPath, polygonOf, type Box, type Point } from './outline';
import { bestOrder } from './strokeOrder';
import { misfits, sequenceTypes, strokeShape, strokeTypes, type Median, type StrokeType } from './strokeTypes';
import { STROKE_FIXES } from './fixes';
import type { Recipe, RecipeStep } from './recipe';

export type { Recipe, RecipeStep } from './recipe';

/**
 * A character's strokes in Taiwan's order (issue 29): the CNS11643 sequence of its stroke types
 * (vendor/cns-strokes) says how many strokes it has and the type of each in the Ministry of
 * Education's order; the strokes come from AnimCJK (drawn in that order) or hanzi-writer-data
 * (drawn in the mainland's). In this order of preference:
 *
 * 1. AnimCJK's record, when its strokes fit the sequence as they are;
 * 2. hanzi-writer-data's, when they fit as they are and no other order fits better;
 * 3. either re-ordered to the sequence (strokeOrder.ts), AnimCJK's first (where AnimCJK and CNS
 *    disagree: 來 一丨 before the 人s, 房 戶's 丿 first). AnimCJK is not re-ordered for a single
 *    stroke that reads as another type: no order differs by one stroke, so that is the reading's
 *    limit or a drawing of AnimCJK's own, reviewed in fixes.ts;
 * 4. with a turning stroke cut in two at its corner, where Taiwan writes two strokes: 衤 and 礻,
 *    丶一丿丨(丿)丶 in Taiwan (CNS and the MOE dictionary count 被 11, 禮 18) where both sources
 *    draw ㇇ as one stroke; 离's ㄥ in 璃;
 * 5. hanzi-writer-data's with a component taken from an AnimCJK character that draws it in
 *    Taiwan's strokes: its radical from a donor with the same radical at the same place (艹 in
 *    four strokes from 花 into 苗, 𦍌 with its 丨 from 差 into 羞), moved and scaled onto the
 *    mainland radical's box; or the strokes of a whole donor drawn as Taiwan draws them (麻's 朩
 *    ending in ㄴ, in 蘑); two such components at most;
 * and where none of these finds the strokes, fixes.ts says what to do, reviewed by eye.
 *
 * A pure function of the vendored data, run by the build only (up to a second for the slowest
 * characters): the build records each character's recipe in curriculum.json and the server
 * replays it (applyRecipe), which gives the same strokes without searching.
 */

export interface StrokeRecord {
  strokes: string[];
  medians: number[][][];
  radStrokes?: number[];
}

/** Where a character's strokes are read from. */
export interface StrokeLibrary {
  sequence(char: string): string | null;
  animCjk(char: string): StrokeRecord | null;
  /** Every character AnimCJK draws, in its file's order. */
  animCjkChars(): readonly string[];
  hanziWriter(char: string): StrokeRecord | null;
}

export type Derivation = 'as is' | 'reordered' | 'split' | 'recomposed';

export interface TaiwanStrokes {
  record: StrokeRecord;
  base: 'animcjk' | 'hanzi-writer-data';
  how: Derivation;
  /** The AnimCJK character a recomposed component was taken from. */
  donor?: string;
  /** Strokes whose type the CNS sequence does not allow, reviewed in fixes.ts. */
  accepted: number[];
  /** The steps that make `record` from the base's strokes (applyRecipe), none when as is. */
  recipe: Recipe;
}

export interface NotTaiwan {
  problem: string;
}

function reordered(record: StrokeRecord, order: readonly number[]): StrokeRecord {
  const place = new Map(order.map((stroke, i) => [stroke, i]));
  const out: StrokeRecord = { strokes: order.map((i) => record.strokes[i]!), medians: order.map((i) => record.medians[i]!) };
  if (record.radStrokes) out.radStrokes = record.radStrokes.map((i) => place.get(i)!).sort((a, b) => a - b);
  return out;
}

/** The middle of a stroke's median. */
function centre(median: Median): [number, number] {
  const n = median.length;
  return [median.reduce((sum, p) => sum + p[0]!, 0) / n, median.reduce((sum, p) => sum + p[1]!, 0) / n];
}

const isIdentity = (order: readonly number[]) => order.every((stroke, i) => stroke === i);

interface Candidate {
  record: StrokeRecord;
  how: Derivation;
  cost: number;
  donor?: string;
  steps: RecipeStep[];
}

/** The record in the order the sequence wants, when every stroke then fits (but `accept`ed ones). */
function ordered(
  record: StrokeRecord,
  sequence: readonly StrokeType[],
  how: Derivation,
  accept: readonly number[],
  cost = 0,
  steps: RecipeStep[] = [],
): Candidate | null {
  const types = record.medians.map((median) => strokeTypes(median));
  const { order, misses, cost: orderCost } = bestOrder(types, sequence, record.medians.map(centre));
  if (misses.some((place) => !accept.includes(place))) return null;
  if (isIdentity(order)) return { record, how, cost: cost + orderCost, steps };
  return { record: reordered(record, order), how: how === 'as is' ? 'reordered' : how, cost: cost + orderCost, steps: [...steps, { order: [...order] }] };
}

// ---- 4. a turning stroke cut at its corner ----

const unit = (screenDegrees: number): Point => {
  const radians = (screenDegrees * Math.PI) / 180;
  return [Math.cos(radians), -Math.sin(radians)];
};

/** The median cut at the point nearest `at`. */
function cutMedian(median: Median, at: Point): [number[][], number[][]] | null {
  let best = { distance: Infinity, segment: 0 };
  for (let i = 1; i < median.length; i++) {
    const [a, b] = [median[i - 1]!, median[i]!];
    const [dx, dy] = [b[0]! - a[0]!, b[1]! - a[1]!];
    const t = Math.max(0, Math.min(1, ((at[0] - a[0]!) * dx + (at[1] - a[1]!) * dy) / (dx * dx + dy * dy || 1)));
    const distance = Math.hypot(a[0]! + dx * t - at[0], a[1]! + dy * t - at[1]);
    if (distance < best.distance) best = { distance, segment: i };
  }
  const corner = [Math.round(at[0]), Math.round(at[1])];
  const first = [...median.slice(0, best.segment).map((p) => [...p]), corner];
  const second = [corner, ...median.slice(best.segment).map((p) => [...p])];
  return first.length >= 2 && second.length >= 2 ? [first, second] : null;
}

/** The shorter of a cut stroke's two halves is at least this share of the whole (measured: 0.30 in 衤 and 礻, a hook's tip 0.13). */
const MIN_HALF = 0.25;

function medianLength(median: readonly (readonly number[])[]): number {
  let length = 0;
  for (let i = 1; i < median.length; i++) length += Math.hypot(median[i]![0]! - median[i - 1]![0]!, median[i]![1]! - median[i - 1]![1]!);
  return length;
}

/** The record with stroke `index` cut in two at its sharpest turn, or null when it has none. */
function splitStroke(record: StrokeRecord, index: number): StrokeRecord | null {
  const median = record.medians[index]!;
  const { sharpest, corner } = strokeShape(median);
  if (Math.abs(sharpest) < 38) return null;
  const back = unit(corner.into + 180);
  const ahead = unit(corner.out);
  const bisector: Point = [back[0] + ahead[0], back[1] + ahead[1]];
  const size = Math.hypot(...bisector);
  if (size < 1e-6) return null;
  const outline = cutOutline(record.strokes[index]!, corner.at, [bisector[0] / size, bisector[1] / size], back);
  const medians = cutMedian(median, corner.at);
  if (!outline || !medians) return null;
  // Taiwan's two strokes are each a stroke (衤's 一 and 丿); a hook's tip (扌's 亅) is not one
  const [first, second] = medians.map(medianLength) as [number, number];
  if (Math.min(first, second) < MIN_HALF * (first + second)) return null;
  const out: StrokeRecord = {
    strokes: [...record.strokes.slice(0, index), ...outline, ...record.strokes.slice(index + 1)],
    medians: [...record.medians.slice(0, index), ...medians, ...record.medians.slice(index + 1)],
  };
  if (record.radStrokes) {
    out.radStrokes = record.radStrokes.flatMap((i) => (i < index ? [i] : i === index ? [i, i + 1] : [i + 1]));
  }
  return out;
}

function splits(record: StrokeRecord, sequence: readonly StrokeType[], accept: readonly number[], steps: RecipeStep[] = []): Candidate | null {
  if (sequence.length - record.strokes.length !== 1) return null;
  let best: Candidate | null = null;
  record.medians.forEach((_, index) => {
    const split = splitStroke(record, index);
    const candidate = split && ordered(split, sequence, 'split', accept, 0, [...steps, { split: index }]);
    if (candidate && (!best || candidate.cost < best.cost)) best = candidate;
  });
  return best;
}

// ---- 5. a component from AnimCJK ----

const SAMPLES = 8;

function resampled(median: Median): Point[] {
  const points = median.map(([x, y]) => [x!, y!] as const);
  const at = [0];
  for (let i = 1; i < points.length; i++) at.push(at[i - 1]! + Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]));
  const total = at.at(-1)! || 1;
  return Array.from({ length: SAMPLES }, (_, k) => {
    const target = (total * k) / (SAMPLES - 1);
    let i = 1;
    while (i < points.length - 1 && at[i]! < target) i++;
    const [a, b] = [points[i - 1]!, points[i] ?? points[i - 1]!];
    const t = Math.min(1, Math.max(0, (target - at[i - 1]!) / ((at[i]! - at[i - 1]!) || 1)));
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t] as const;
  });
}

const sampled = new WeakMap<Median, Point[]>();
/** The median's SAMPLES points, kept: the same medians are compared again and again. */
function samples(median: Median): Point[] {
  let points = sampled.get(median);
  if (!points) sampled.set(median, (points = resampled(median)));
  return points;
}

function medianDistance(a: readonly Point[], b: readonly Point[]): number {
  return a.reduce((sum, p, i) => sum + Math.hypot(p[0] - b[i]![0], p[1] - b[i]![1]), 0) / a.length;
}

const boxOfMedians = (medians: readonly Median[]): Box => boxOf(medians.flatMap((m) => m.map(([x, y]) => [x!, y!] as const)));
const boxOfOutlines = (strokes: readonly string[]): Box => boxOf(strokes.flatMap(polygonOf));

/** The map x' = a·x + b, y' = c·y + d that takes points `from` closest to `to` (least squares). */
function fitMap(from: readonly Point[], to: readonly Point[]): (p: Point) => Point {
  const axis = (k: 0 | 1) => {
    const n = from.length;
    const [mx, my] = [from.reduce((s, p) => s + p[k], 0) / n, to.reduce((s, p) => s + p[k], 0) / n];
    let [sxy, sxx] = [0, 0];
    from.forEach((p, i) => {
      sxy += (p[k] - mx) * (to[i]![k] - my);
      sxx += (p[k] - mx) ** 2;
    });
    const scale = sxx > 0 ? Math.max(0.2, sxy / sxx) : 1;
    return (v: number) => my + (v - mx) * scale;
  };
  const [x, y] = [axis(0), axis(1)];
  return ([px, py]) => [x(px), y(py)];
}

/**
 * How `from` fits onto `to` (strokes in the same order): the map that moves and scales it there
 * (least squares, then again without the fifth of strokes that fit worst, so that a stroke drawn
 * longer in one, 广's 丿 around 石 in 蘑, does not skew the fit), and the distance left, grid units
 * of `to`: the mean of the strokes' distances, but the worst one's among six or more.
 */
function shapeFit(from: readonly Median[], to: readonly Median[]): { map: (p: Point) => Point; distance: number } {
  const pointsA = from.map(samples);
  const pointsB = to.map(samples);
  const errors = (map: (p: Point) => Point) => pointsA.map((points, i) => medianDistance(points.map(map), pointsB[i]!));
  let map = fitMap(pointsA.flat(), pointsB.flat());
  const worst = new Set(
    errors(map)
      .map((error, i) => [error, i] as const)
      .sort((x, y) => y[0] - x[0])
      .slice(0, Math.floor(from.length / 5))
      .map(([, i]) => i),
  );
  const kept = pointsA.map((_, i) => i).filter((i) => !worst.has(i));
  map = fitMap(kept.flatMap((i) => pointsA[i]!), kept.flatMap((i) => pointsB[i]!));
  const sorted = errors(map).sort((x, y) => x - y);
  const counted = sorted.length >= 6 ? sorted.slice(0, -1) : sorted;
  return { map, distance: counted.reduce((sum, error) => sum + error, 0) / counted.length };
}

const shapeDistance = (a: readonly Median[], b: readonly Median[]) => shapeFit(b, a).distance;

/** How far apart the centres of two sets of strokes are, grid units. */
function placeDistance(a: readonly Median[], b: readonly Median[]): number {
  const [boxA, boxB] = [boxOfMedians(a), boxOfMedians(b)];
  return Math.hypot(boxA.left + boxA.right - boxB.left - boxB.right, boxA.top + boxA.bottom - boxB.top - boxB.bottom) / 2;
}

/** A component is taken only from a donor whose mainland strokes draw it this closely (shape, + place/2 for a radical). */
const COMPONENT_DISTANCE = 70;
/** A whole donor drawn as a component of another character has at least this many strokes. */
const WHOLE_DONOR_STROKES = 4;

interface Transplant {
  record: StrokeRecord;
  donor: string;
  distance: number;
  step: RecipeStep;
}

/**
 * `record` with the strokes `part` replaced by AnimCJK's strokes of `donor` nearest to the donor's
 * mainland strokes `run` (the same component), moved and scaled from their box onto the part's.
 */
function transplant(record: StrokeRecord, part: readonly number[], library: StrokeLibrary, donor: string, run: readonly number[]): StrokeRecord | null {
  const mainland = library.hanziWriter(donor);
  const taiwan = taiwanDrawn(library, donor);
  if (!mainland || !taiwan) return null;
  const mainlandPoints = mainland.medians.map(samples);
  const taken = taiwan.medians.flatMap((median, i) => {
    const points = samples(median);
    let nearest = 0;
    mainlandPoints.forEach((other, k) => {
      if (medianDistance(points, other) < medianDistance(points, mainlandPoints[nearest]!)) nearest = k;
    });
    return run.includes(nearest) ? [i] : [];
  });
  const runBox = boxOfOutlines(run.map((i) => mainland.strokes[i]!));
  // the Taiwan strokes must cover the same box as the mainland ones (a stroke of another component
  // that only happens to lie nearest is not taken along)
  if (taken.length === 0 || overlap(boxOfOutlines(taken.map((i) => taiwan.strokes[i]!)), runBox) < MIN_OVERLAP) return null;
  const map = boxMap(runBox, boxOfOutlines(part.map((i) => record.strokes[i]!)));
  const first = Math.min(...part);
  const kept = record.strokes.map((_, i) => i).filter((i) => !part.includes(i));
  const before = kept.filter((i) => i < first);
  const after = kept.filter((i) => i > first);
  return {
    strokes: [...before.map((i) => record.strokes[i]!), ...taken.map((i) => mapPath(taiwan.strokes[i]!, map)), ...after.map((i) => record.strokes[i]!)],
    medians: [
      ...before.map((i) => record.medians[i]!),
      ...taken.map((i) => taiwan.medians[i]!.map(([x, y]) => map([x!, y!]).map(Math.round))),
      ...after.map((i) => record.medians[i]!),
    ],
    ...(record.radStrokes && part.every((i) => record.radStrokes!.includes(i)) ? { radStrokes: taken.map((_, k) => before.length + k) } : {}),
  };
}

/**
 * `donor` drawn in Taiwan's strokes: AnimCJK's, or else hanzi-writer-data's when they fit the
 * donor's CNS sequence as they are (真, whose mainland strokes are Taiwan's, for 鎮, which
 * hanzi-writer-data draws with the old form 眞).
 */
function taiwanDrawn(library: StrokeLibrary, donor: string): StrokeRecord | null {
  const animCjk = library.animCjk(donor);
  if (animCjk) return animCjk;
  const [mainland, cns] = [library.hanziWriter(donor), library.sequence(donor)];
  if (!mainland || !cns) return null;
  const wrong = misfits(mainland.medians, sequenceTypes(cns));
  return wrong && wrong.length === 0 ? mainland : null;
}

/** How much two boxes overlap: their intersection's area over their union's. */
function overlap(a: Box, b: Box): number {
  const area = (box: Box) => Math.max(0, box.right - box.left) * Math.max(0, box.top - box.bottom);
  const common = area({ left: Math.max(a.left, b.left), right: Math.min(a.right, b.right), bottom: Math.max(a.bottom, b.bottom), top: Math.min(a.top, b.top) });
  return common / (area(a) + area(b) - common || 1);
}

const MIN_OVERLAP = 0.75;

/**
 * `record` with the strokes from `at` that draw `donor` redrawn as AnimCJK draws them, where
 * AnimCJK's stroke reads as another type than its mainland counterpart (麻's 朩 ending in ㄴ,
 * not 丶), moved by `map`; the other strokes stay as they are (广's 丿 keeps its length around
 * 石). Only for donors drawn in as many strokes in both.
 */
function restyle(record: StrokeRecord, at: number, library: StrokeLibrary, donor: string, map: (p: Point) => Point): StrokeRecord | null {
  const mainland = library.hanziWriter(donor)!;
  const taiwan = library.animCjk(donor)!;
  if (mainland.strokes.length !== taiwan.strokes.length) return null;
  const pairs = pairStrokes(taiwan.medians, mainland.medians);
  const out: StrokeRecord = { strokes: [...record.strokes], medians: [...record.medians], ...(record.radStrokes ? { radStrokes: record.radStrokes } : {}) };
  let changed = false;
  pairs.forEach((mainlandStroke, taiwanStroke) => {
    if (strokeTypes(taiwan.medians[taiwanStroke]!)[0] === strokeTypes(mainland.medians[mainlandStroke]!)[0]) return;
    out.strokes[at + mainlandStroke] = mapPath(taiwan.strokes[taiwanStroke]!, map);
    out.medians[at + mainlandStroke] = taiwan.medians[taiwanStroke]!.map(([x, y]) => map([x!, y!]).map(Math.round));
    changed = true;
  });
  return changed ? out : null;
}

/** For each stroke of `a`, the stroke of `b` it pairs with (closest pairs first), as many strokes in both. */
function pairStrokes(a: readonly Median[], b: readonly Median[]): number[] {
  const [pointsA, pointsB] = [a.map(samples), b.map(samples)];
  const pairs = pointsA.flatMap((pa, i) => pointsB.map((pb, k) => [medianDistance(pa, pb), i, k] as const)).sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
  const result = new Array<number>(a.length).fill(-1);
  const taken = new Set<number>();
  for (const [, i, k] of pairs) {
    if (result[i] !== -1 || taken.has(k)) continue;
    result[i] = k;
    taken.add(k);
  }
  return result;
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, k) => from + k);

let donorCache: { library: StrokeLibrary; changed: string[]; whole: string[] } | undefined;

/**
 * The donors: AnimCJK characters hanzi-writer-data also draws. `changed`: those whose stroke count
 * differs (their components are the ones Taiwan writes in other strokes: 艹, 辶, 𦍌); `whole`:
 * those of WHOLE_DONOR_STROKES or more whose strokes read as other types in AnimCJK (Taiwan's
 * form or order), to stand whole for a component (麻 in 蘑).
 */
function donors(library: StrokeLibrary) {
  if (donorCache?.library !== library) {
    const both = library.animCjkChars().filter((char) => library.hanziWriter(char));
    donorCache = {
      library,
      changed: both.filter((char) => library.hanziWriter(char)!.strokes.length !== library.animCjk(char)!.strokes.length),
      whole: both.filter((char) => {
        const [mainland, taiwan] = [library.hanziWriter(char)!, library.animCjk(char)!];
        const types = (record: StrokeRecord) => record.medians.map((m) => strokeTypes(m)[0]).join('');
        return mainland.strokes.length >= WHOLE_DONOR_STROKES && types(mainland) !== types(taiwan);
      }),
    };
  }
  return donorCache;
}

/** Every component of `record` that an AnimCJK character draws in Taiwan's strokes, closest first. */
function transplants(char: string, record: StrokeRecord, library: StrokeLibrary, wanted: number): Transplant[] {
  const found: Transplant[] = [];
  const { changed, whole } = donors(library);
  // its radical, from a donor where the radical's mainland strokes draw the same at the same place
  const radical = record.radStrokes ?? [];
  const part = radical.map((i) => record.medians[i]!);
  for (const donor of radical.length ? changed : []) {
    if (donor === char) continue;
    const mainland = library.hanziWriter(donor)!;
    let run = { at: -1, distance: Infinity };
    for (let at = 0; at + part.length <= mainland.medians.length; at++) {
      const strokes = mainland.medians.slice(at, at + part.length);
      const distance = shapeDistance(part, strokes) + placeDistance(part, strokes) / 2;
      if (distance < run.distance) run = { at, distance };
    }
    if (run.distance > COMPONENT_DISTANCE) continue;
    const recomposed = transplant(record, radical, library, donor, range(run.at, part.length));
    // the strokes the component gains must be the strokes the character lacks, or all but one
    // that a cut gives (艹 in four from 花, then 之's ㇇ cut into Taiwan's 一 and 丿 in 芝)
    const gained = recomposed ? recomposed.strokes.length - record.strokes.length : 0;
    if (recomposed && gained > 0 && (gained === wanted || gained === wanted - 1)) {
      found.push({ record: recomposed, donor, distance: run.distance, step: { transplant: { donor, part: [...radical], run: range(run.at, part.length) } } });
    }
  }
  // a run of its strokes that draws a whole donor (麻 in 蘑, at another size and place)
  for (const donor of whole) {
    if (donor === char) continue;
    const mainland = library.hanziWriter(donor)!.medians;
    if (mainland.length >= record.medians.length) continue;
    for (let at = 0; at + mainland.length <= record.medians.length; at++) {
      const fit = shapeFit(mainland, record.medians.slice(at, at + mainland.length));
      if (fit.distance > COMPONENT_DISTANCE) continue;
      const recomposed = restyle(record, at, library, donor, fit.map);
      if (recomposed) found.push({ record: recomposed, donor, distance: fit.distance, step: { restyle: { donor, at } } });
    }
  }
  return found.sort((a, b) => a.distance - b.distance);
}

/**
 * `record` with its run of strokes that best draws a run of `donor`'s mainland strokes (any
 * length, at least two) replaced by AnimCJK's strokes for it, where those are more or fewer (艹 in
 * four, 㐬 without its dot): for the donors fixes.ts names, when the search alone finds no such
 * component (蔬, whose mainland strokes happen to be as many as Taiwan's).
 */
function namedTransplant(record: StrokeRecord, library: StrokeLibrary, donor: string): { record: StrokeRecord; step: RecipeStep } | null {
  const mainland = library.hanziWriter(donor);
  if (!mainland || !taiwanDrawn(library, donor)) return null;
  let best: { record: StrokeRecord; distance: number; step: RecipeStep } | null = null;
  for (let length = 2; length <= Math.min(record.medians.length, mainland.medians.length); length++) {
    for (let from = 0; from + length <= mainland.medians.length; from++) {
      const run = range(from, length);
      for (let at = 0; at + length <= record.medians.length; at++) {
        const fit = shapeFit(mainland.medians.slice(from, from + length), record.medians.slice(at, at + length));
        if (fit.distance > COMPONENT_DISTANCE || (best && fit.distance >= best.distance)) continue;
        const recomposed = transplant(record, range(at, length), library, donor, run);
        // more or fewer strokes (艹 in four), or as many drawn as other types (房's 戶, 呢's 尼: Taiwan's form)
        const types = (r: StrokeRecord) => r.medians.map((m) => strokeTypes(m)[0]).join('');
        if (recomposed && (recomposed.strokes.length !== record.strokes.length || types(recomposed) !== types(record))) {
          best = { record: recomposed, distance: fit.distance, step: { transplant: { donor, part: range(at, length), run } } };
        }
      }
    }
  }
  return best && { record: best.record, step: best.step };
}

/** How many of the closest components a second component is looked for beside. */
const SECOND_COMPONENT_TRIES = 3;

function recompose(char: string, record: StrokeRecord, sequence: readonly StrokeType[], library: StrokeLibrary, accept: readonly number[]): Candidate | null {
  let best: Candidate | null = null;
  const consider = (recomposed: StrokeRecord, donor: string, distance: number, steps: RecipeStep[]) => {
    const candidate =
      recomposed.strokes.length === sequence.length
        ? ordered(recomposed, sequence, 'recomposed', accept, distance / 100, steps)
        : recomposed.strokes.length + 1 === sequence.length
          ? splits(recomposed, sequence, accept, steps)
          : null;
    if (candidate && (!best || candidate.cost + distance / 100 < best.cost)) {
      best = { ...candidate, how: 'recomposed', cost: candidate.cost + distance / 100, donor };
    }
  };
  const first = transplants(char, record, library, sequence.length - record.strokes.length);
  for (const { record: recomposed, donor, distance, step } of first) consider(recomposed, donor, distance, [step]);
  for (const { record: once, donor, distance, step } of first.slice(0, SECOND_COMPONENT_TRIES)) {
    for (const second of transplants(char, once, library, sequence.length - once.strokes.length)) {
      if (second.donor !== donor) consider(second.record, `${donor} ${second.donor}`, distance + second.distance, [step, second.step]);
    }
  }
  return best;
}

// ---- the choice ----

function describe(record: StrokeRecord): string {
  return record.medians.map((m) => strokeTypes(m)[0]).join('');
}

/** `char`'s strokes in Taiwan's order, or why none could be made. */
export function taiwanStrokes(char: string, library: StrokeLibrary): TaiwanStrokes | NotTaiwan {
  const cns = library.sequence(char);
  const animCjk = library.animCjk(char);
  const hanziWriter = library.hanziWriter(char);
  if (!cns) return { problem: `${char}: no CNS stroke sequence to check its strokes against` };
  if (!animCjk && !hanziWriter) return { problem: `${char}: no stroke data in AnimCJK or hanzi-writer-data` };
  const sequence = sequenceTypes(cns);
  const fix = STROKE_FIXES[char];
  const accept = (fix && 'accept' in fix ? fix.accept : undefined) ?? [];
  const done = (base: TaiwanStrokes['base'], candidate: Candidate): TaiwanStrokes => ({
    record: candidate.record,
    base,
    how: candidate.how,
    ...(candidate.donor ? { donor: candidate.donor } : {}),
    accepted: misfits(candidate.record.medians, sequence)!,
    recipe: { base, steps: candidate.steps },
  });
  const fits = (record: StrokeRecord | null) => {
    const wrong = record && misfits(record.medians, sequence);
    return wrong !== null && wrong !== undefined && wrong.every((place) => accept.includes(place));
  };

  if (fix && 'donors' in fix) {
    const named = fix.donors.reduce<{ record: StrokeRecord; steps: RecipeStep[] } | null>((made, donor) => {
      const next = made && namedTransplant(made.record, library, donor);
      return next && { record: next.record, steps: [...made.steps, next.step] };
    }, hanziWriter && { record: hanziWriter, steps: [] });
    const recomposed = named?.record;
    const candidate = named && recomposed && recomposed.strokes.length === sequence.length ? ordered(recomposed, sequence, 'recomposed', accept, 0, named.steps) : null;
    if (!candidate) return { problem: `${char}: the components fixes.ts names (${fix.donors.join(' ')}) do not give strokes that fit CNS ${cns}` };
    return done('hanzi-writer-data', { ...candidate, how: 'recomposed', donor: fix.donors.join(' ') });
  }
  if (fix && 'steps' in fix) {
    const made = hanziWriter && applyRecipe(char, { base: 'hanzi-writer-data', steps: fix.steps }, library);
    // steps that end in an order are the whole recipe (checked, not re-ordered); else the search orders the strokes
    const given = fix.steps.at(-1) && 'order' in fix.steps.at(-1)!;
    const candidate = !made || made.strokes.length !== sequence.length
      ? null
      : given
        ? fits(made) ? { record: made, how: 'recomposed' as const, cost: 0, steps: fix.steps } : null
        : ordered(made, sequence, 'recomposed', accept, 0, fix.steps);
    if (!candidate) return { problem: `${char}: the steps fixes.ts gives do not make strokes that fit CNS ${cns}${made ? `: ${describe(made)}` : ''}` };
    return done('hanzi-writer-data', { ...candidate, how: 'recomposed', donor: fix.steps.flatMap((step) => ('transplant' in step ? [step.transplant.donor] : [])).join(' ') });
  }
  if (fix && 'order' in fix) {
    const base = fix.base === 'animcjk' ? animCjk : hanziWriter;
    if (!base || base.strokes.length !== fix.order.length) return { problem: `${char}: fixes.ts orders ${fix.order.length} strokes of ${fix.base}, which has ${base?.strokes.length ?? 'none'}` };
    const record = reordered(base, fix.order);
    if (!fits(record)) return { problem: `${char}: the order fixes.ts gives does not fit ${cns}: ${describe(record)}` };
    return done(fix.base, { record, how: 'reordered', cost: 0, steps: [{ order: fix.order }] });
  }
  if (animCjk && fits(animCjk)) return done('animcjk', { record: animCjk, how: 'as is', cost: 0, steps: [] });
  if (hanziWriter?.strokes.length === sequence.length) {
    const candidate = ordered(hanziWriter, sequence, 'as is', accept);
    if (candidate?.how === 'as is') return done('hanzi-writer-data', candidate);
  }
  for (const [base, record] of [['animcjk', animCjk], ['hanzi-writer-data', hanziWriter]] as const) {
    if (!record) continue;
    // AnimCJK draws Taiwan's order: where a single stroke reads as another type, that is the
    // reading's limit or a drawing of its own, not another order (moving strokes around to fit
    // it would break the order); such a stroke is reviewed in fixes.ts
    if (base === 'animcjk' && misfits(record.medians, sequence)?.filter((place) => !accept.includes(place)).length === 1) continue;
    const candidates =
      record.strokes.length === sequence.length
        ? [ordered(record, sequence, 'as is', accept)]
        : [splits(record, sequence, accept)];
    if (base === 'hanzi-writer-data' && (record.strokes.length !== sequence.length || !candidates[0])) {
      candidates.push(recompose(char, record, sequence, library, accept));
    }
    const candidate = candidates.reduce<Candidate | null>((best, c) => (c && (!best || c.cost < best.cost) ? c : best), null);
    if (candidate) return done(base, candidate);
  }
  const drawn = [animCjk && `AnimCJK ${describe(animCjk)}`, hanziWriter && `hanzi-writer-data ${describe(hanziWriter)}`].filter(Boolean).join(', ');
  return {
    problem:
      `${char}: no strokes in Taiwan's order: CNS ${cns} (${sequence.length} strokes), ${drawn} ` +
      `(no order, cut or AnimCJK component fits; give its order or the strokes to accept in strokes/fixes.ts)`,
  };
}

/**
 * `char`'s Taiwan-order strokes made from its recipe, as the search found them but without
 * searching: the base's strokes, then each step in turn (a fit, a cut or a move each, no search).
 * Null when the library no longer draws what the recipe starts from.
 */
export function applyRecipe(char: string, recipe: Recipe, library: StrokeLibrary): StrokeRecord | null {
  let record = recipe.base === 'animcjk' ? library.animCjk(char) : library.hanziWriter(char);
  for (const step of recipe.steps) {
    if (!record) return null;
    if ('split' in step) record = splitStroke(record, step.split);
    else if ('transplant' in step) record = transplant(record, step.transplant.part, library, step.transplant.donor, step.transplant.run);
    else if ('restyle' in step) {
      const mainland = library.hanziWriter(step.restyle.donor)?.medians;
      if (!mainland || !library.animCjk(step.restyle.donor)) return null;
      const fit = shapeFit(mainland, record.medians.slice(step.restyle.at, step.restyle.at + mainland.length));
      record = restyle(record, step.restyle.at, library, step.restyle.donor, fit.map);
    } else record = reordered(record, step.order);
  }
  return record;
}
