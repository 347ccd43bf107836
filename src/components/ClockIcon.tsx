/** The due-for-review mark: a small clock (inline SVG: no emoji font needed; its holder names it). */
export function ClockIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <circle cx="10" cy="10" r="8" fill="#fff" stroke="#3b2a1e" strokeWidth="2" />
      <path d="M10 5v5l3 2" fill="none" stroke="#b83d27" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
