import { HANDWRITING_GRID, tracePath } from '../../../machines/rules/handwriting';
import { HELP_ORANGE, NumberBadge, WritingGrid } from './WritingGrid';

/**
 * A character as the child wrote it in a dictation, for the parent (issue 30 §3 "the last
 * dictations with what was written"): the strokes kept with the result (rules/handwriting.ts
 * traces, in the order written) on a 田字格, the ones that went wrong in orange with their number
 * in the stroke order, as the child's own marks show them (CharacterComparison).
 */
export function Handwriting({ strokes, wrong, size, label }: { strokes: readonly string[]; wrong: readonly number[]; size: number; label: string }) {
  const grid = HANDWRITING_GRID;
  const ink = '#3b2a1e';
  return (
    <svg className="handwriting" width={size} height={size} viewBox={`0 0 ${grid} ${grid}`} role="img" aria-label={label}>
      <rect width={grid} height={grid} fill="#fff" />
      <WritingGrid size={grid} />
      {strokes.map((trace, i) => (
        <path
          key={i}
          d={tracePath(trace)}
          fill="none"
          stroke={wrong.includes(i + 1) ? HELP_ORANGE : ink}
          strokeWidth={grid / 20}
          strokeLinecap="round"
          strokeLinejoin="round"
          data-wrong={wrong.includes(i + 1) ? 'true' : undefined}
        />
      ))}
      {strokes.map((trace, i) => {
        if (!wrong.includes(i + 1)) return null;
        const [x, y] = trace.split(' ')[0]!.split(',').map(Number) as [number, number];
        return <NumberBadge key={`n${i}`} x={x} y={y} r={grid * 0.09} n={i + 1} />;
      })}
    </svg>
  );
}
