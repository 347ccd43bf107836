import './instruction-icon.css';

/**
 * The picture of a challenge step's instruction (issue 28 §1): a child who cannot read yet sees what
 * to do (find the word, write it, spell it) and hears it ("哪一個是…", "寫寫看", "拼拼看": the
 * challenge machine's `playWord` as the step opens). Drawn inline, so no emoji font is needed;
 * decorative beside the written instruction, which names it for a screen reader.
 */
export function InstructionIcon({ kind }: { kind: 'guess' | 'write' | 'spell' }) {
  return (
    <svg className={`instruction-icon instruction-icon--${kind}`} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      {kind === 'guess' ? (
        <>
          {/* an ear and four answer boxes: listen, then find it */}
          <rect x="24" y="6" width="9" height="9" rx="2" fill="currentColor" opacity="0.35" />
          <rect x="36" y="6" width="9" height="9" rx="2" fill="currentColor" />
          <rect x="24" y="18" width="9" height="9" rx="2" fill="currentColor" opacity="0.35" />
          <rect x="36" y="18" width="9" height="9" rx="2" fill="currentColor" opacity="0.35" />
          <path d="M6 22a9 9 0 1 1 18 0c0 5-4 6-5 10-1 4-3 6-6 6" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          <path d="M11 22a4 4 0 1 1 8 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </>
      ) : kind === 'write' ? (
        <>
          {/* a pencil writing on a grid */}
          <rect x="4" y="10" width="28" height="28" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M18 10v28M4 24h28" stroke="currentColor" strokeWidth="1.5" strokeDasharray="3 3" />
          <path d="M22 34l3-9 16-16 6 6-16 16z" fill="currentColor" />
          <path d="M22 34l3-9 6 6z" fill="#fde68a" stroke="currentColor" strokeWidth="1.5" />
        </>
      ) : (
        <>
          {/* three tiles in a row, the next one coming */}
          <rect x="3" y="20" width="12" height="14" rx="2.5" fill="currentColor" />
          <rect x="18" y="20" width="12" height="14" rx="2.5" fill="currentColor" />
          <rect x="33" y="8" width="12" height="14" rx="2.5" fill="currentColor" opacity="0.45" />
          <path d="M39 25v8m-3-3 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
    </svg>
  );
}
