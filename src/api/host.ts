/**
 * Where the API client (src/api/client.ts) gets the token and the current child, and where it
 * reports what it saw: the app plugs itself in here once (src/app/appActor.ts). A module of its
 * own so the root actor can plug in without loading the client: openapi-fetch and the client
 * come with the first call (the auth actor's) or the first screen that calls the API, not with
 * the first paint of `/` (tests/budget/).
 */

/** What the client reports to the app (machines/shell/app.machine.ts `ApiEvent`, plus the loading bar's pair). */
export type ApiReport =
  | { type: 'api.sessionInvalid' }
  | { type: 'api.unauthorized' }
  | { type: 'api.forbidden' }
  | { type: 'api.notFound' }
  | { type: 'request.start' }
  | { type: 'request.end' };

/**
 * The app the client serves: where the token and the current child come from (the auth actor)
 * and where reports go (the root actor). Until one is plugged in (and in tests that do not plug
 * one in) requests carry neither and reports go nowhere.
 */
export interface ApiHost {
  token: () => string | null;
  /** The current child's id (the member's default child), or null. */
  childId: () => number | null;
  report: (event: ApiReport) => void;
}

const detached: ApiHost = { token: () => null, childId: () => null, report: () => {} };
let host: ApiHost = detached;

/**
 * What a call that got no reply says (the client's `unwrap`); src/api/failures.ts has their
 * translations. They live here, in the first load, so that the client and the form helpers
 * share them and neither brings the other's chunk: the client's chunk alone, not the forms'
 * with its stylesheet, comes with a member's first call.
 */
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';

/** What the start needs of the progress outbox (./outbox.ts). */
export interface OutboxModule {
  appOutbox: () => { flush: () => Promise<void> };
}

/**
 * Delivers what an earlier visit kept in the progress outbox (./outbox.ts): at the app's start,
 * when the browser is back online and when the tab is shown again (a phone woken, a network
 * that returned unnoticed, a sign-in since). Only with a session (`token`): the outbox and the
 * client are lazy chunks (`load`), and a visitor, who has nothing to send, loads neither. The
 * function returned starts it once; later calls do nothing.
 */
export function outboxStarter(token: () => string | null, load: () => Promise<OutboxModule>): () => void {
  let started = false;
  return () => {
    if (started || typeof window === 'undefined' || typeof indexedDB === 'undefined') return;
    started = true;
    const flush = () => {
      if (token() === null) return;
      void load().then(({ appOutbox }) => appOutbox().flush(), () => {});
    };
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') flush();
    });
    flush();
  };
}

let startOutbox: (() => void) | null = null;

/**
 * Plugs the app into the client; returns the unplug function. `loadOutbox` brings the progress
 * outbox's chunk (the app passes `() => import('../api/outbox')`): given by the app rather than
 * imported here, since the outbox imports the client, which imports this module (one way only,
 * tests/unit/import-cycles.test.ts).
 */
export function connectApi(next: ApiHost, loadOutbox?: () => Promise<OutboxModule>): () => void {
  host = next;
  if (loadOutbox) {
    startOutbox ??= outboxStarter(() => host.token(), loadOutbox);
    startOutbox();
  }
  return () => {
    if (host === next) host = detached;
  };
}

/** The app plugged in now (or the detached one). */
export function apiHost(): ApiHost {
  return host;
}
