import type { WrittenStroke } from '../../../machines/challenge/writingCoach.types';
import { charTransform, toPad, useCharacterData } from './WritingPad';
import { HELP_ORANGE, NumberBadge, WritingGrid } from './WritingGrid';
import type { StrokeSource } from './hanziWriter';
import './character-comparison.css';

/**
 * A written character beside its model (issue 28 §3): on the left the child's own strokes, kept
 * as drawn on the pad (its pixels, scaled down), on the right the model from the stroke data.
 * The strokes that needed help are marked on both the same way, by colour and by their number in
 * the stroke order (a numbered badge where the stroke starts), never by colour alone.
 */
export function CharacterComparison({
  character,
  strokes,
  written,
  helped,
  padSize,
  size,
  writtenLabel,
  modelLabel,
}: {
  character: string;
  strokes: readonly StrokeSource[];
  written: readonly WrittenStroke[];
  helped: readonly number[];
  /** The pad's size when the strokes were drawn (their coordinates). */
  padSize: number;
  /** Each square's size on screen. */
  size: number;
  writtenLabel: string;
  modelLabel: string;
}) {
  const data = useCharacterData(character, strokes);
  const ink = '#3b2a1e';
  const width = Math.max(8, Math.round(padSize / 24));
  const badge = padSize * 0.07;
  return (
    <div className="character-comparison">
      <figure className="comparison-written">
        <svg width={size} height={size} viewBox={`0 0 ${padSize} ${padSize}`} role="img" aria-label={writtenLabel}>
          <rect width={padSize} height={padSize} fill="#fff" />
          <WritingGrid size={padSize} />
          {written.map((stroke, i) => (
            <path
              key={i}
              className="written-stroke"
              d={stroke.path}
              fill="none"
              stroke={helped.includes(i) ? HELP_ORANGE : ink}
              strokeWidth={width}
              strokeLinecap="round"
              strokeLinejoin="round"
              data-helped={helped.includes(i) ? 'true' : undefined}
            />
          ))}
          {written.map((stroke, i) => {
            if (!helped.includes(i)) return null;
            const start = firstPoint(stroke.path);
            return start ? <NumberBadge key={`n${i}`} x={start.x} y={start.y} r={badge} n={i + 1} /> : null;
          })}
        </svg>
      </figure>
      <figure className="comparison-model">
        <svg width={size} height={size} viewBox={`0 0 ${padSize} ${padSize}`} role="img" aria-label={modelLabel}>
          <rect width={padSize} height={padSize} fill="#fff" />
          <WritingGrid size={padSize} />
          {data ? (
            <>
              <g transform={charTransform(padSize)}>
                {data.strokes.map((path, i) => (
                  <path key={i} d={path} fill={helped.includes(i) ? HELP_ORANGE : ink} data-helped={helped.includes(i) ? 'true' : undefined} />
                ))}
              </g>
              {helped.map((i) => {
                const median = data.medians[i];
                if (!median) return null;
                const start = toPad(median[0]!, padSize);
                return <NumberBadge key={`n${i}`} x={start.x} y={start.y} r={badge} n={i + 1} />;
              })}
            </>
          ) : (
            <text x={padSize / 2} y={padSize * 0.78} textAnchor="middle" fontSize={padSize * 0.75} fill={ink}>
              {character}
            </text>
          )}
        </svg>
      </figure>
    </div>
  );
}


/** The first point of a path hanzi-writer drew ("M x y L …"). */
function firstPoint(path: string): { x: number; y: number } | null {
  const match = /M\s*(-?[\d.]+)[\s,]+(-?[\d.]+)/.exec(path);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
}
