/**
 * A parent's consent to the privacy policy at sign-up (issue 9): an account is made only
 * when the parent ticked "I agree" (a link to /privacy beside it). The registration machine
 * refuses to register without it, and the server (POST member/register) refuses a
 * registration whose `privacy_accepted` is not 1: one rule, two enforcers.
 */

/** The message id of a registration without consent (the SPA translates it; the server sends it). */
export const PRIVACY_CONSENT_MESSAGE = 'Please read and agree to the privacy policy';

/** The field that carries the consent in member/register (and shows its error on the form). */
export const PRIVACY_CONSENT_FIELD = 'privacy_accepted';

/** True only for the contract's value of a given consent: the number 1 (not true, not '1'). */
export function isPrivacyConsent(value: unknown): value is 1 {
  return value === 1;
}

