import { describe, expect, it } from 'vitest';
import { HANDWRITING_GRID, HANDWRITING_POINTS, isTrace, traceOf, tracePath } from '../../../machines/rules/handwriting';

describe("a dictation's handwriting, kept for the parent (issue 30 §3)", () => {
  it("puts the pad's stroke on the grid, whatever the pad's size", () => {
    // the same stroke drawn on a 300 px pad and on a 150 px one
    expect(traceOf('M 30 60 L 150 60 L 270 63', 300)).toBe('26,51 128,51 230,54');
    expect(traceOf('M 15 30 L 75 30 L 135 31.5', 150)).toBe('26,51 128,51 230,54');
  });

  it('keeps a point off the pad on its edge, and drops a point repeated', () => {
    expect(traceOf('M -10 20 L 20 20 L 20.2 20 L 400 20', 200)).toBe(`0,26 26,26 ${HANDWRITING_GRID - 1},26`);
  });

  it(`keeps at most ${HANDWRITING_POINTS} points, the first and the last among them`, () => {
    const path = `M 0 0 ${Array.from({ length: 199 }, (_, i) => `L ${i + 1} ${i + 1}`).join(' ')}`;
    const trace = traceOf(path, 256);
    const points = trace.split(' ');
    expect(points).toHaveLength(HANDWRITING_POINTS);
    expect(points[0]).toBe('0,0');
    expect(points.at(-1)).toBe('199,199');
    expect(isTrace(trace)).toBe(true);
  });

  it('makes nothing of a path without a point', () => {
    expect(traceOf('', 300)).toBe('');
    expect(isTrace('')).toBe(false);
  });

  it('takes only points on the grid, in its writing', () => {
    expect(isTrace('26,51 128,51 230,54')).toBe(true);
    expect(isTrace('7,7')).toBe(true);
    expect(isTrace(`${HANDWRITING_GRID},3`)).toBe(false);
    expect(isTrace('1,2,3')).toBe(false);
    expect(isTrace('1,2  3,4')).toBe(false);
    expect(isTrace('-1,2')).toBe(false);
    expect(isTrace('M 1 2 L 3 4')).toBe(false);
    expect(isTrace(Array.from({ length: HANDWRITING_POINTS + 1 }, (_, i) => `${i},${i}`).join(' '))).toBe(false);
  });

  it('draws a trace as a path on the grid; a single point as a dot', () => {
    expect(tracePath('26,51 128,51 230,54')).toBe('M 26 51 L 128 51 L 230 54');
    expect(tracePath('7,8')).toBe('M 7 8 L 7 8');
  });
});
