/**
 * What every drawing of a written character shares, and nothing heavier (the parent's pages draw a
 * dictation's handwriting without the pad or hanzi-writer): the 田字格, the orange of help, and a
 * stroke's number in its badge.
 */

/** The orange of help (the start dot and arrow, the stroke to trace; 4.6:1 on white). */
export const HELP_ORANGE = '#c2410c';

/** The 田字格: the square, its dashed centre lines and (lighter) diagonals. */
export function WritingGrid({ size }: { size: number }) {
  const stroke = Math.max(1, size / 200);
  return (
    <svg className="writing-grid" width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
      <rect x={stroke / 2} y={stroke / 2} width={size - stroke} height={size - stroke} fill="none" stroke="#e4573d" strokeWidth={stroke * 2} />
      <line x1={size / 2} y1={0} x2={size / 2} y2={size} stroke="#e4573d" strokeWidth={stroke} strokeDasharray="8 6" />
      <line x1={0} y1={size / 2} x2={size} y2={size / 2} stroke="#e4573d" strokeWidth={stroke} strokeDasharray="8 6" />
      <line x1={0} y1={0} x2={size} y2={size} stroke="#f3b9ac" strokeWidth={stroke} strokeDasharray="4 8" />
      <line x1={size} y1={0} x2={0} y2={size} stroke="#f3b9ac" strokeWidth={stroke} strokeDasharray="4 8" />
    </svg>
  );
}

/** A stroke's number in a round badge (white on orange: 4.6:1). */
export function NumberBadge({ x, y, r, n }: { x: number; y: number; r: number; n: number }) {
  return (
    <g className="stroke-number" aria-hidden="true">
      <circle cx={x} cy={y} r={r} fill={HELP_ORANGE} stroke="#fff" strokeWidth={r * 0.2} />
      <text x={x} y={y} dy="0.35em" textAnchor="middle" fontSize={r * 1.2} fontWeight={700} fill="#fff">
        {n}
      </text>
    </g>
  );
}
