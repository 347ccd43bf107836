import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { isMuted } from '../../machines/shell/audio.machine';
import { useAppChild } from '../app/AppActorContext';
import { useAfterHydration } from '../app/hydration';
import './mute-button.css';

/**
 * The mute control (issue 8): a toggle button in the header. It shows the
 * audio actor's `mute` state and sends `audio.mute` / `audio.unmute` to it;
 * the actor pauses the music, drops the effects and remembers the choice.
 */
export function MuteButton() {
  const { t } = useLingui();
  const audio = useAppChild('audio');
  // a choice kept on this device: a prerendered page came with the button unpressed (hydration.ts)
  const muted = useAfterHydration(useSelector(audio, isMuted), false);
  const label = t`Mute sound`;
  return (
    <button
      type="button"
      className="mute-button"
      aria-pressed={muted}
      aria-label={label}
      title={label}
      onClick={() => audio.send({ type: muted ? 'audio.unmute' : 'audio.mute' })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {muted ? (
          <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        ) : (
          <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        )}
      </svg>
    </button>
  );
}
