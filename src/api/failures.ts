import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './host';

/**
 * The messages of a call that got no reply (src/api/client.ts `unwrap`; the texts are in
 * ./host.ts, in the first load): the screens and src/api/messages.ts compare with them without
 * loading the client itself, so the account pages fetch it only when they call (tests/budget/).
 */
export { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE };

/**
 * Their translations: said at once by a form (src/api/serverMessages.ts), before the server
 * messages' table loads (offline its chunk may not load), and part of that table
 * (src/api/messages.ts) for everything else.
 */
export const NO_REPLY_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [NETWORK_ERROR_MESSAGE]: msg`Could not reach the server. Please check your connection and try again.`,
  [TIMEOUT_ERROR_MESSAGE]: msg`The server took too long to answer. Please try again.`,
};
