import type { WriteLeniency } from '../types';
import type { StrokeHelp } from '../rules/writingCoach';

/** The writing coach's types (writingCoach.machine.ts). */

export interface WritingCoachInput {
  /** The child's writing leniency (child settings): where the ladder starts. */
  leniency: WriteLeniency;
  /** The parent's write_hint (learning settings): off, no help. */
  hint: boolean;
}

/** A stroke the child wrote, as drawn (the pad's own coordinates), with the help it needed. */
export interface WrittenStroke {
  /** The child's path (an svg path in the pad's pixels), kept as drawn. */
  path: string;
  /** Misses of this stroke before it was accepted. */
  misses: number;
  /** The most help the stroke got (the rung reached when it was accepted). */
  help: StrokeHelp;
}

export interface WritingCoachContext extends WritingCoachInput {
  /** The stroke being written (0-based). */
  stroke: number;
  /** Misses of the stroke being written. */
  misses: number;
  /** The strokes written so far, in order. */
  written: WrittenStroke[];
}

export type WritingCoachEvent =
  /** The quiz refused a try at `stroke` (0-based). */
  | { type: 'stroke.missed'; stroke: number }
  /** The quiz accepted `stroke` (0-based), drawn along `path`. */
  | { type: 'stroke.accepted'; stroke: number; path: string }
  /** The quiz judged every stroke: the character is written. */
  | { type: 'character.done' };
