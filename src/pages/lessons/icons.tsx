/**
 * The lesson track's pictograms as inline SVG (no emoji font needed, same on
 * every device). Decorative: the element around them carries the words.
 */

const common = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function BookIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} className="icon icon-book">
      <path d="M3 5.5C5.5 4 8.5 4 12 6c3.5-2 6.5-2 9-.5V19c-2.5-1.5-5.5-1.5-9 .5-3.5-2-6.5-2-9-.5z" fill="#fff" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M12 6v13.5" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export function LockIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} className="icon icon-lock">
      <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="currentColor" />
      <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    </svg>
  );
}

export function CrownIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} className="icon icon-crown">
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" fill="#ffd166" stroke="#b8860b" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

export function KeyIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} className="icon icon-key">
      <circle cx="8" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M12 12h9M18 12v3M21 12v2" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** A school bag: the lessons of the child's school term. */
export function SchoolBagIcon({ size = 16 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size} className="icon icon-school-bag">
      <path d="M9 6V5a3 3 0 0 1 6 0v1" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="4.5" y="6" width="15" height="15" rx="4" fill="currentColor" />
      <rect x="8" y="13" width="8" height="5" rx="1.5" fill="#fff" />
    </svg>
  );
}
