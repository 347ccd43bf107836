import type { CallError } from '../types';

/** The registration's types (registration.machine.ts): what is kept between the two pages, the calls' payloads, input, context and events. */

/** What is kept between /register and /register-captcha. */
export interface Registration {
  email: string;
  /** The nickname. */
  name: string;
  /** Identifies the mailed code; null until one was sent (a signed-in member with an unverified e-mail). */
  email_verification_id: string | null;
}

/** The member/register payload. */
export interface RegisterRequest {
  email: string;
  password: string;
  name: string;
  invite_code?: string;
  env_language: 1 | 2 | 3;
  /** The parent agreed to the privacy policy: always 1 (the machine sends nothing without it). */
  privacy_accepted: 1;
  /** The `email_verification_id` of the pending registration this one corrects. */
  replaces?: string;
}

/** What the form gives: the fields, and whether the "I agree" box is ticked. */
export type RegisterForm = Omit<RegisterRequest, 'privacy_accepted' | 'replaces'> & { privacyAccepted: boolean };

/** The reply of member/register and member/resend/register. */
export interface CodeSent {
  email_verification_id: string;
}

export interface VerifyRequest {
  email: string;
  email_verification_id: string;
  code: string;
}

export interface RegistrationInput {
  /** Registration info restored from storage (or the signed-in member's e-mail). */
  registration?: Registration | null;
  /** The stored cooldown end, epoch ms. */
  captchaExpireTime?: number | null;
  /** The clock; `Date.now` unless a test injects one. */
  now?: () => number;
  /** On /register: the `email_verification_id` of this browser's pending registration, being corrected. */
  replaces?: string | null;
}

export interface RegistrationContext {
  now: () => number;
  registration: Registration | null;
  /** Epoch ms from which a code may be resent; null when none was sent. The child counts down to it. */
  captchaExpireTime: number | null;
  /** The last failed call, field errors included (or the missing consent). */
  error: CallError | null;
  /** The pending registration a new `register` replaces (input), null when none. */
  replaces: string | null;
}

export type RegistrationEvent =
  | ({ type: 'registration.submit' } & RegisterForm)
  | { type: 'code.submit'; code: string }
  /** Forwarded to the resend cooldown child, which accepts it only when the wait is over. */
  | { type: 'code.resend' }
  /** From the resend cooldown child: send a code again. */
  | { type: 'resend.requested' };
