import type { HttpBindings } from '@hono/node-server';

/** What the authentication middleware learned about the caller. */
export interface AuthInfo {
  memberId: number;
  sessionId: number;
}

/**
 * The Hono environment of every sub-app. Bindings are the Node request/response when
 * served by @hono/node-server, absent under `app.request()` in tests (which may pass a
 * fake `incoming.socket.remoteAddress` to act as another client).
 */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    auth: AuthInfo;
    /** The Child-Id header, checked to belong to the caller. */
    childId: number;
    /** Set by a POST that only reads (the words-house search), so it leaves the read cache as it is. */
    readsOnly: boolean;
    /**
     * Set by a write whose every change is the member's own and read by nothing kept for
     * another member (a pass), so only that member's kept reads go stale (http/read-cache.ts).
     */
    writesOnlyMember: number;
  };
}
