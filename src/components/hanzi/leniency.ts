import type { WriteLeniency } from '../../../machines/types';

/**
 * A child's writing leniency (child settings) as hanzi-writer's quiz `leniency`: the factor the
 * stroke matcher multiplies its distance thresholds by (start and end points, average distance,
 * shape fit; hanzi-writer 3.7's default is 1, "the closer to 0 the more strictly").
 *
 * - strict 0.75: a quarter tighter than the library's default, for a child who writes well and
 *   wants neat strokes to count;
 * - normal 1: hanzi-writer's own tuning (made for a mouse or a grown-up's finger);
 * - gentle 1.5: half as tolerant again, for small fingers on a phone, where a stroke easily
 *   starts or ends a little off; still well below the point where a stroke of the wrong shape
 *   passes (the matcher also lowers the leniency by itself when a later stroke fits better).
 */
export const QUIZ_LENIENCY: Record<WriteLeniency, number> = {
  strict: 0.75,
  normal: 1,
  gentle: 1.5,
};
