import { describe, expect, it } from 'vitest';
import { COACH_LADDER, outlineFromStart, strokeHelp } from '../../../machines/rules/writingCoach';

/** The writing coach's ladder (issue 28 §3): plain calls, no machine. */

const helps = (leniency: 'strict' | 'normal' | 'gentle', hint = true) => [0, 1, 2, 3, 7].map((misses) => strokeHelp(leniency, hint, misses));

describe("the writing coach's ladder of help per stroke", () => {
  it('normal: one miss shows where the stroke starts, two show the stroke to trace', () => {
    expect(helps('normal')).toEqual(['none', 'start', 'trace', 'trace', 'trace']);
  });

  it('strict: one rung later (a first miss is tried again alone)', () => {
    expect(helps('strict')).toEqual(['none', 'none', 'start', 'trace', 'trace']);
  });

  it('gentle: one rung earlier (the start before any try, the stroke after one miss) and the outline from the start', () => {
    expect(helps('gentle')).toEqual(['start', 'trace', 'trace', 'trace', 'trace']);
    expect(outlineFromStart('gentle', true)).toBe(true);
    expect(outlineFromStart('normal', true)).toBe(false);
    expect(outlineFromStart('strict', true)).toBe(false);
  });

  it("the parent's hints off: no help and no outline, whatever the leniency", () => {
    for (const leniency of ['strict', 'normal', 'gentle'] as const) {
      expect(helps(leniency, false)).toEqual(['none', 'none', 'none', 'none', 'none']);
      expect(outlineFromStart(leniency, false)).toBe(false);
    }
  });

  it('every ladder reaches the stroke to trace, never goes down, and is kinder the gentler the leniency', () => {
    const rank = { none: 0, start: 1, trace: 2 } as const;
    for (const ladder of Object.values(COACH_LADDER)) {
      const ranks = ladder.afterMisses.map((h) => rank[h]);
      expect(ranks.at(-1)).toBe(2);
      expect([...ranks].sort()).toEqual(ranks);
    }
    for (let misses = 0; misses < 5; misses += 1) {
      expect(rank[strokeHelp('strict', true, misses)]).toBeLessThanOrEqual(rank[strokeHelp('normal', true, misses)]);
      expect(rank[strokeHelp('normal', true, misses)]).toBeLessThanOrEqual(rank[strokeHelp('gentle', true, misses)]);
    }
  });
});
