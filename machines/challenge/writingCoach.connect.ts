import { outlineFromStart, type StrokeHelp } from '../rules/writingCoach';
import type { WritingCoachSnapshot } from './writingCoach.machine';
import type { WrittenStroke } from './writingCoach.types';

/** What the writing pad and the comparison show, from the coach's snapshot alone. */
export interface WritingCoachView {
  /** The stroke being written (0-based). */
  stroke: number;
  /** The help on it: nothing, its start (dot and arrow), or the stroke to trace. */
  help: StrokeHelp;
  /** The character's outline shows (gentle, with hints on). */
  outline: boolean;
  /** Every stroke judged: the comparison shows. */
  written: boolean;
  /** The child's strokes as drawn, each with its misses and help. */
  strokes: WrittenStroke[];
  /** The strokes (0-based) that needed help: missed at least once (gentle's start dots before a try do not count). */
  helped: number[];
}

export function connectWritingCoach(snapshot: WritingCoachSnapshot): WritingCoachView {
  const { context } = snapshot;
  const help: StrokeHelp = snapshot.matches({ coaching: 'tracing' })
    ? 'trace'
    : snapshot.matches({ coaching: 'hinting' })
      ? 'start'
      : 'none';
  return {
    stroke: context.stroke,
    help: snapshot.matches('written') ? 'none' : help,
    outline: outlineFromStart(context.leniency, context.hint),
    written: snapshot.matches('written'),
    strokes: context.written,
    helped: context.written.flatMap((s, i) => (s.misses > 0 ? [i] : [])),
  };
}
