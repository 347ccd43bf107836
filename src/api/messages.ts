import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './client';

/**
 * The English messages the server sends in `status.message` and `errors`
 * (team agreements, SPEC §5 and §8), keyed by their exact text. The keys are
 * spelled out rather than read from the descriptors because production builds
 * strip the source text from `msg` descriptors.
 */
const SERVER_MESSAGES: Record<string, MessageDescriptor> = {
  // success
  success: msg`success`,
  'You have successfully registered! Please login and create a profile for the kids!': msg`You have successfully registered! Please login and create a profile for the kids!`,
  'Account Deleted': msg`Account Deleted`,
  // field formats (SPEC §5)
  'Must fill in': msg`Must fill in`,
  'Account has to be a valid email address': msg`Account has to be a valid email address`,
  'Must contain at least 8 characters': msg`Must contain at least 8 characters`,
  'Maximum 12 characters': msg`Maximum 12 characters`,
  'Confirmation password does not match password': msg`Confirmation password does not match password`,
  // business failures on a form field
  'This e-mail has been registered': msg`This e-mail has been registered`,
  'Email or password incorrect': msg`Email or password incorrect`,
  'The verification code is invalid or has expired': msg`The verification code is invalid or has expired`,
  'Too many wrong attempts. Please request a new code.': msg`Too many wrong attempts. Please request a new code.`,
  'The old password is incorrect': msg`The old password is incorrect`,
  'The new password must be different from the old one': msg`The new password must be different from the old one`,
  'Incorrect Password': msg`Incorrect Password`,
  'This referral code does not exist': msg`This referral code does not exist`,
  // generic replies
  'Too many attempts. Please try again later.': msg`Too many attempts. Please try again later.`,
  'This feature is not available yet.': msg`This feature is not available yet.`,
  'Server error': msg`Server error`,
  Error: msg`Error`,
  // no reply at all (made by the client, see client.ts)
  [NETWORK_ERROR_MESSAGE]: msg`Could not reach the server. Please check your connection and try again.`,
  [TIMEOUT_ERROR_MESSAGE]: msg`The server took too long to answer. Please try again.`,
};

/** The server message in the interface language; unknown messages come back as they are. */
export function serverMessage(i18n: I18n, message: string): string {
  const descriptor = Object.hasOwn(SERVER_MESSAGES, message) ? SERVER_MESSAGES[message] : undefined;
  return descriptor ? i18n._(descriptor) : message;
}

/** Every known server message, for tests. */
export const KNOWN_SERVER_MESSAGES: readonly string[] = Object.keys(SERVER_MESSAGES);
