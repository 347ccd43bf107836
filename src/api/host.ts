/**
 * Where the API client (src/api/client.ts) gets the token and the current child, and where it
 * reports what it saw: the app plugs itself in here once (src/app/appActor.ts). A module of its
 * own so the root actor can plug in without loading the client: openapi-fetch and the client
 * come with the first call (the auth actor's) or the first screen that calls the API, not with
 * the first paint of `/` (tests/budget/).
 */

/** What the client reports to the app (machines/app.machine.ts `ApiEvent`, plus the loading bar's pair). */
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

/** Plugs the app into the client; returns the unplug function. */
export function connectApi(next: ApiHost): () => void {
  host = next;
  // in a browser, the progress outbox (./outbox.ts, a lazy chunk) sends what an earlier visit kept
  if (typeof window !== 'undefined' && typeof indexedDB !== 'undefined') {
    void import('./outbox').then(({ startOutbox }) => startOutbox(), () => {});
  }
  return () => {
    if (host === next) host = detached;
  };
}

/** The app plugged in now (or the detached one). */
export function apiHost(): ApiHost {
  return host;
}
