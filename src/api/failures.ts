import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The messages of a call that got no reply (src/api/client.ts `unwrap`), in a module of their
 * own: the screens and src/api/messages.ts (their translations) compare with them without
 * loading the client itself, so the account pages fetch it only when they call (tests/budget/).
 */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';

/**
 * Their translations: said at once by a form (src/api/serverMessages.ts), before the server
 * messages' table loads (offline its chunk may not load), and part of that table
 * (src/api/messages.ts) for everything else.
 */
export const NO_REPLY_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [NETWORK_ERROR_MESSAGE]: msg`Could not reach the server. Please check your connection and try again.`,
  [TIMEOUT_ERROR_MESSAGE]: msg`The server took too long to answer. Please try again.`,
};
