/**
 * The pictures of this week's card on home (practise, dictation) as inline SVG: no emoji font
 * needed, the same on every device. Decorative: the link around them says it.
 */

const common = { viewBox: '0 0 48 48', 'aria-hidden': true, focusable: false } as const;

/** A pencil writing on a 田字格: practise. */
export function PracticeIcon({ size = 32 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} className="icon icon-practice">
      <rect x="4" y="10" width="28" height="28" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M18 10v28M4 24h28" stroke="currentColor" strokeWidth="1.5" strokeDasharray="3 3" />
      <path d="M22 34l3-9 16-16 6 6-16 16z" fill="currentColor" />
      <path d="M22 34l3-9 6 6z" fill="#fde68a" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** An ear and an empty 田字格: listen, then write from memory. */
export function DictationIcon({ size = 32 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} className="icon icon-dictation">
      <path d="M6 20a10 10 0 1 1 20 0c0 6-5 7-6 11-1 5-3 8-7 8" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M11 20a5 5 0 1 1 10 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <rect x="29" y="22" width="16" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M37 22v16M29 30h16" stroke="currentColor" strokeWidth="1.2" strokeDasharray="2 2" />
    </svg>
  );
}
