/**
 * The messages of a call that got no reply (src/api/client.ts `unwrap`), in a module of their
 * own: the screens and src/api/messages.ts (their translations) compare with them without
 * loading the client itself, so the account pages fetch it only when they call (tests/budget/).
 */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';
