import { Trans } from '@lingui/react/macro';
import './replay-button.css';

/**
 * The one big replay button of a screen where a word plays by itself (issue 28 §1: the guess
 * screen, the explanation, the writing and spelling steps): a speaker a child knows, 72 px, and
 * the word "Listen" for the parent; `compact` (48 px, the word for screen readers only) where the
 * step needs the room (writing, spelling: all of it visible at 375×667). What it plays is the screen machine's (`word.replay`,
 * `word.pronounce`); the audio actor says it from the recordings.
 */
export function ReplayButton({ onPress, className = '', compact = false }: { onPress: () => void; className?: string; compact?: boolean }) {
  return (
    <button type="button" className={`replay-button${compact ? ' replay-button--compact' : ''} ${className}`.trim()} onClick={onPress}>
      <SpeakerIcon size={compact ? 26 : 32} />
      <span className={compact ? 'sr-only' : 'replay-button-label'}>
        <Trans>Listen</Trans>
      </span>
    </button>
  );
}

/** A speaker drawn inline: an emoji may be missing from a device's fonts. */
export function SpeakerIcon({ size = 32 }: { size?: number }) {
  return (
    <svg className="replay-button-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
