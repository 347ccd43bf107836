import type { SnapshotFrom } from 'xstate';
import type { passwordResetMachine } from '../../../machines/passwordReset.machine';
import type { registrationMachine } from '../../../machines/registration.machine';
import type { CallError } from '../../../machines/types';

/**
 * What the code-entry screens (/register-captcha, /forget/captcha) show, read
 * from a machine snapshot: pages render this and send events, nothing more.
 */
export interface CodeEntryView {
  /** Where the code went. */
  email: string;
  /** A code was sent (else the page offers to send one). */
  codeSent: boolean;
  /** The code (and password) may be submitted now. */
  canSubmit: boolean;
  submitting: boolean;
  /** `code.resend` is accepted: the cooldown is over and no send is running. */
  canResend: boolean;
  resending: boolean;
  /** Seconds until a resend is allowed; 0 when it is. */
  secondsLeft: number;
  error: CallError | null;
  /** The flow is over (verified, or the new password set). */
  finished: boolean;
}

export function connectRegistration(snapshot: SnapshotFrom<typeof registrationMachine>): CodeEntryView {
  const registration = snapshot.context.registration;
  return {
    email: registration?.email ?? '',
    codeSent: registration?.email_verification_id != null,
    canSubmit: snapshot.can({ type: 'code.submit', code: '' }),
    submitting: snapshot.matches({ awaitingCode: { code: 'verifying' } }),
    canResend: snapshot.can({ type: 'code.resend' }),
    resending: snapshot.matches({ awaitingCode: { resend: 'sending' } }),
    secondsLeft: snapshot.context.secondsLeft,
    error: snapshot.context.error,
    finished: snapshot.matches('verified'),
  };
}

export function connectPasswordReset(snapshot: SnapshotFrom<typeof passwordResetMachine>): CodeEntryView {
  return {
    email: snapshot.context.request?.email ?? snapshot.context.email,
    codeSent: snapshot.context.request !== null,
    canSubmit: snapshot.can({ type: 'password.submit', code: '', password: '' }),
    submitting: snapshot.matches({ awaitingCode: { code: 'saving' } }),
    canResend: snapshot.can({ type: 'code.resend' }),
    resending: snapshot.matches({ awaitingCode: { resend: 'sending' } }),
    secondsLeft: snapshot.context.secondsLeft,
    error: snapshot.context.error,
    finished: snapshot.matches('done'),
  };
}
