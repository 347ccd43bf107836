import { Trans } from '@lingui/react/macro';
import type { CodeEntryView } from './connect';

/**
 * Where the code went, and the (re)send button with its seconds counter
 * (SPEC §2 "send code, resend, seconds counter"). The button is enabled
 * exactly when the machine accepts `code.resend`.
 */
export function ResendCode({ view, onResend }: { view: CodeEntryView; onResend: () => void }) {
  const { email, secondsLeft: seconds } = view;
  return (
    <div className="resend-code">
      <p>
        {view.codeSent ? (
          <Trans>
            We sent a 6-digit code to <strong>{email}</strong>. It is valid for 10 minutes.
          </Trans>
        ) : (
          <Trans>
            We will send a 6-digit code to <strong>{email}</strong>.
          </Trans>
        )}
      </p>
      <button
        type="button"
        className="button"
        disabled={!view.canResend}
        aria-busy={view.resending || undefined}
        onClick={onResend}
      >
        {seconds > 0 ? (
          <Trans>Resend code in {seconds} s</Trans>
        ) : view.codeSent ? (
          <Trans>Resend code</Trans>
        ) : (
          <Trans>Send code</Trans>
        )}
      </button>
    </div>
  );
}
