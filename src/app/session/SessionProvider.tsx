import { useEffect, useState, type ReactNode } from 'react';
import type { Location } from 'react-router';
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth.machine';
import type { AuthStatus } from '../../../machines/session.machine';
import { inspectOption } from '../../dev/inspect';
import { AuthContext } from '../auth';
import { readLastChunkReloadAt } from '../chunkReload';
import { createAppSessionMachine } from './appSession';
import { SessionContext } from './context';
import { sessionRouteOf } from './route';

/** What the session needs of the app's data router: its location, its changes, and navigation. */
export interface SessionRouter {
  state: { location: Pick<Location, 'pathname'> };
  subscribe: (listener: (state: { location: Pick<Location, 'pathname'> }) => void) => () => void;
  navigate: (to: string, options: { replace: boolean }) => unknown;
}

/** The auth actor's state as the session sees it: still loading, signed in, or not. */
export function authStatusOf(snapshot: SnapshotFrom<typeof authMachine>): AuthStatus {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('signedIn')) return 'signedIn';
  return 'signedOut';
}

/**
 * Mounts the app-wide session actor (inside `AuthContext.Provider`, around
 * the router) with the app's actions: redirects replace the current history
 * entry through the router. The bridge below keeps it told of every location
 * change and every change of the auth actor.
 */
export function SessionProvider({ router, children }: { router: SessionRouter; children: ReactNode }) {
  const [logic] = useState(() =>
    createAppSessionMachine({
      // A redirect decided while the router is still notifying its subscribers of a location
      // change would be lost in the router's own bookkeeping: navigate once it has finished.
      redirect: (path) => queueMicrotask(() => void router.navigate(path, { replace: true })),
    }),
  );
  return (
    <SessionContext.Provider
      logic={logic}
      options={{ input: { now: Date.now, lastChunkReloadAt: readLastChunkReloadAt() }, ...inspectOption() }}
    >
      <SessionBridge router={router} />
      {children}
    </SessionContext.Provider>
  );
}

/**
 * Sends `auth.changed` whenever the auth actor's status or member changes, and
 * `route.changed` on every location change (the router's own notification,
 * before React renders the new screen). Renders nothing.
 */
export function SessionBridge({ router }: { router: Pick<SessionRouter, 'state' | 'subscribe'> }) {
  const session = SessionContext.useActorRef();
  const auth = AuthContext.useActorRef();

  useEffect(() => {
    let last: { status: AuthStatus; member: unknown } | null = null;
    const report = (snapshot: SnapshotFrom<typeof authMachine>) => {
      const status = authStatusOf(snapshot);
      const member = status === 'signedIn' ? snapshot.context.member : null;
      if (last && last.status === status && last.member === member) return;
      last = { status, member };
      session.send({ type: 'auth.changed', status, member });
    };
    report(auth.getSnapshot());
    const subscription = auth.subscribe(report);
    return () => subscription.unsubscribe();
  }, [auth, session]);

  useEffect(() => {
    let last: string | null = null;
    const report = (pathname: string) => {
      if (pathname === last) return;
      last = pathname;
      session.send({ type: 'route.changed', route: sessionRouteOf(pathname) });
    };
    report(router.state.location.pathname);
    return router.subscribe((state) => report(state.location.pathname));
  }, [router, session]);

  return null;
}
