import { cheapestAssignment } from './assignment';
import type { StrokeType } from './strokeTypes';

/**
 * The order of a character's strokes that follows a CNS sequence and stays closest to the
 * order they came in (hanzi-writer-data's mainland order). Taiwan's and the mainland's orders
 * differ by a stroke moved (必's 撇 last, 馬's 豎 first, 里's 一 before the 豎) or a component
 * moved whole (學's 爻 before the hands around it), so an order is scored by
 *
 *   what its types cost: nothing for a stroke read as the type its place wants, ALTERNATIVE for
 *     each rank down the stroke's list of possible types, MISS when the type is not among them
 *   + BREAK for every place where the order jumps (a stroke moved costs two, a block moved three)
 *   + INVERSION for every pair of strokes of the same likeliest type that swap places
 *   + DISTANCE for every place a stroke moves, the tie-breaker.
 *
 * Candidates: the order as it is; the cheapest assignment of strokes to places (types and
 * distance, the Hungarian method); and block moves, applied greedily from the order as it is.
 * The weights were measured on the 855 characters where AnimCJK (Taiwan order) and
 * hanzi-writer-data draw the same strokes: re-ordering hanzi-writer-data to the CNS sequences
 * gives AnimCJK's order for 851 (768 of the 769 whose orders agree, 83 of the 86 that differ).
 */

const ALTERNATIVE = 0.5;
const MISS = 5;
const BREAK = 0.6;
const INVERSION = 0.5;
const DISTANCE = 0.05;
/** The Hungarian candidate's price per place moved. */
const ASSIGNMENT_DISTANCE = 0.6;
const BLOCK_ROUNDS = 3;
/** Per 100 grid units the pen travels further between strokes than in the order as it came. */
const TRAVEL = 0.3;

export interface StrokeOrder {
  /** `order[i]` is the stroke drawn i-th. */
  order: number[];
  /** The places whose stroke's type the sequence does not allow. */
  misses: number[];
  /** The order's score (lower is likelier). */
  cost: number;
}

function typeCost(types: readonly StrokeType[][], sequence: readonly StrokeType[], order: readonly number[]): number {
  let cost = 0;
  order.forEach((stroke, place) => {
    const rank = types[stroke]!.indexOf(sequence[place]!);
    cost += rank < 0 ? MISS : rank * ALTERNATIVE;
  });
  return cost;
}

/** The way the pen travels from stroke to stroke: the sum of distances between consecutive strokes' centres. */
function travel(centres: readonly (readonly [number, number])[], order: readonly number[]): number {
  let sum = 0;
  for (let i = 1; i < order.length; i++) {
    const [a, b] = [centres[order[i - 1]!]!, centres[order[i]!]!];
    sum += Math.hypot(a[0] - b[0], a[1] - b[1]);
  }
  return sum;
}

interface Scoring {
  types: readonly StrokeType[][];
  sequence: readonly StrokeType[];
  centres?: readonly (readonly [number, number])[];
  travelled: number;
}

function score({ types, sequence, centres, travelled }: Scoring, order: readonly number[], bound: number): number {
  let cost = typeCost(types, sequence, order);
  if (cost >= bound) return cost;
  if (centres) cost += (TRAVEL * Math.max(0, travel(centres, order) - travelled)) / 100;
  order.forEach((stroke, place) => {
    if (stroke !== (place === 0 ? 0 : order[place - 1]! + 1)) cost += BREAK;
    cost += DISTANCE * Math.abs(stroke - place);
  });
  for (let i = 0; i < order.length; i++) {
    for (let k = i + 1; k < order.length; k++) {
      if (order[i]! > order[k]! && types[order[i]!]![0] === types[order[k]!]![0]) cost += INVERSION;
    }
  }
  return cost;
}

/** Blocks of up to BLOCK strokes, each moved up to REACH places. */
const BLOCK = 6;
const REACH = 8;

function blockMoves(order: readonly number[]): number[][] {
  const moves: number[][] = [];
  for (let from = 0; from < order.length; from++) {
    for (let to = from + 1; to <= Math.min(order.length, from + BLOCK); to++) {
      const block = order.slice(from, to);
      const rest = [...order.slice(0, from), ...order.slice(to)];
      for (let at = Math.max(0, from - REACH); at <= Math.min(rest.length, from + REACH); at++) {
        if (at !== from) moves.push([...rest.slice(0, at), ...block, ...rest.slice(at)]);
      }
    }
  }
  return moves;
}

/** The best order of strokes of `types` (each stroke's possible types, likeliest first) for `sequence`. */
export function bestOrder(types: readonly StrokeType[][], sequence: readonly StrokeType[], centres?: readonly (readonly [number, number])[]): StrokeOrder {
  if (types.length !== sequence.length) throw new Error(`${types.length} strokes for a sequence of ${sequence.length}`);
  const identity = types.map((_, i) => i);
  const scoring: Scoring = { types, sequence, centres, travelled: centres ? travel(centres, identity) : 0 };
  let best = identity;
  let bestScore = score(scoring, identity, Infinity);
  if (bestScore > 0) {
    const cost = sequence.map((type, place) =>
      types.map((possible, stroke) => {
        const rank = possible.indexOf(type);
        return (rank < 0 ? MISS : rank * ALTERNATIVE) + ASSIGNMENT_DISTANCE * Math.abs(place - stroke);
      }),
    );
    const assigned = cheapestAssignment(cost);
    const assignedScore = score(scoring, assigned, bestScore);
    if (assignedScore < bestScore) [best, bestScore] = [assigned, assignedScore];
    let current = identity;
    let currentScore = score(scoring, identity, Infinity);
    for (let round = 0; round < BLOCK_ROUNDS; round++) {
      let improved = false;
      for (const moved of blockMoves(current)) {
        const movedScore = score(scoring, moved, currentScore);
        if (movedScore < currentScore - 1e-9) [current, currentScore, improved] = [moved, movedScore, true];
      }
      if (!improved) break;
    }
    if (currentScore < bestScore - 1e-9) [best, bestScore] = [current, currentScore];
  }
  const misses = best.flatMap((stroke, place) => (types[stroke]!.includes(sequence[place]!) ? [] : [place]));
  return { order: best, misses, cost: bestScore };
}
