import type { WriteLeniency } from '../types';

/**
 * The writing coach's ladder of help (issue 28 §3): per stroke, not per character. A child who
 * misses a stroke first sees where it starts (a dot and an arrow: `start`), then the stroke itself
 * drawn to trace (`trace`). The child's writing leniency sets where the ladder starts, and whether
 * the whole character's outline shows from the start; the parent's `write_hint` (learning settings)
 * off means no help at all (a wrong stroke still flashes red with its sound: that is feedback).
 *
 * | leniency | outline from the start | 0 misses | 1 miss | 2 misses | 3 or more |
 * |---|---|---|---|---|---|
 * | strict | no  | none  | none  | start | trace |
 * | normal | no  | none  | start | trace | trace |
 * | gentle | yes | start | trace | trace | trace |
 *
 * strict is one rung later than normal (a child who writes well tries once more alone), gentle one
 * rung earlier (for the youngest: every stroke's start shows before a try, like a tracing book).
 */
export type StrokeHelp = 'none' | 'start' | 'trace';

export interface CoachLadder {
  /** The character's outline shows from the first stroke. */
  outline: boolean;
  /** The help on a stroke after 0, 1, 2 and 3 or more misses of it. */
  afterMisses: readonly [StrokeHelp, StrokeHelp, StrokeHelp, StrokeHelp];
}

export const COACH_LADDER: Readonly<Record<WriteLeniency, CoachLadder>> = {
  strict: { outline: false, afterMisses: ['none', 'none', 'start', 'trace'] },
  normal: { outline: false, afterMisses: ['none', 'start', 'trace', 'trace'] },
  gentle: { outline: true, afterMisses: ['start', 'trace', 'trace', 'trace'] },
};

/** The help a stroke gets after `misses` misses of it; none when the parent turned hints off. */
export function strokeHelp(leniency: WriteLeniency, hint: boolean, misses: number): StrokeHelp {
  if (!hint) return 'none';
  const ladder = COACH_LADDER[leniency].afterMisses;
  return ladder[Math.max(0, Math.min(ladder.length - 1, Math.floor(misses)))]!;
}

/** Whether the character's outline shows from the start. */
export function outlineFromStart(leniency: WriteLeniency, hint: boolean): boolean {
  return hint && COACH_LADDER[leniency].outline;
}
