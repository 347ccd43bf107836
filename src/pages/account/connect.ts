import type { SnapshotFrom } from 'xstate';
import type { passwordResetMachine } from '../../../machines/account/passwordReset.machine';
import type { registrationMachine } from '../../../machines/account/registration.machine';
import type { resendCooldownMachine } from '../../../machines/account/resendCooldown.machine';
import type { CallError } from '../../../machines/types';

/**
 * What the code-entry screens (/register-captcha, /forget/captcha) show, read
 * from the machine's snapshot and its resend cooldown child's: pages render
 * this and send events, nothing more.
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

/** The resend button and its counter, from the `resendCooldown` child. */
export interface ResendView {
  /** `code.resend` is accepted: the wait is over and no send is running. */
  canResend: boolean;
  /** Seconds until a resend is allowed; 0 when it is (and when no cooldown runs). */
  secondsLeft: number;
}

type CooldownSnapshot = SnapshotFrom<typeof resendCooldownMachine>;

/** The resend part of the view; `undefined` while no code is awaited (the child is not running). */
export function connectResendCooldown(snapshot: CooldownSnapshot | undefined): ResendView {
  if (!snapshot || snapshot.status !== 'active') return { canResend: false, secondsLeft: 0 };
  return { canResend: snapshot.can({ type: 'code.resend' }), secondsLeft: snapshot.context.secondsLeft };
}

export function connectRegistration(
  snapshot: SnapshotFrom<typeof registrationMachine>,
  cooldown: CooldownSnapshot | undefined,
): CodeEntryView {
  const registration = snapshot.context.registration;
  const resend = connectResendCooldown(cooldown);
  return {
    email: registration?.email ?? '',
    codeSent: registration?.email_verification_id != null,
    canSubmit: snapshot.can({ type: 'code.submit', code: '' }),
    submitting: snapshot.matches({ awaitingCode: { code: 'verifying' } }),
    canResend: resend.canResend,
    resending: snapshot.matches({ awaitingCode: { resend: 'sending' } }),
    secondsLeft: resend.secondsLeft,
    error: snapshot.context.error,
    finished: snapshot.matches('verified'),
  };
}

export function connectPasswordReset(
  snapshot: SnapshotFrom<typeof passwordResetMachine>,
  cooldown: CooldownSnapshot | undefined,
): CodeEntryView {
  const resend = connectResendCooldown(cooldown);
  return {
    email: snapshot.context.request?.email ?? snapshot.context.email,
    codeSent: snapshot.context.request !== null,
    canSubmit: snapshot.can({ type: 'password.submit', code: '', password: '' }),
    submitting: snapshot.matches({ awaitingCode: { code: 'saving' } }),
    canResend: resend.canResend,
    resending: snapshot.matches({ awaitingCode: { resend: 'sending' } }),
    secondsLeft: resend.secondsLeft,
    error: snapshot.context.error,
    finished: snapshot.matches('done'),
  };
}
