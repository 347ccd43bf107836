import { Suspense, useDeferredValue } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type { routeGuardMachine } from '../../machines/shell/routeGuard.machine';
import { useAppChildSelector } from './AppActorContext';

/**
 * The layouts' outlet renders the current screen only when the route guard
 * (machines/shell/routeGuard.machine.ts) is `open` for this very location (SPEC §4
 * "Route guards", §6). The decisions and the redirects they cause are the
 * machine's; this only reads its snapshot.
 */
export type OutletView = 'render' | 'wait';

export function outletView(snapshot: SnapshotFrom<typeof routeGuardMachine>, pathname: string): OutletView {
  // The machine has not been told about this location yet: decide nothing from an older one.
  if (snapshot.context.route?.path !== pathname) return 'wait';
  return snapshot.matches({ guard: 'open' }) ? 'render' : 'wait';
}

function LoadingNote() {
  return (
    <p className="page-status" role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

/**
 * The current screen, or a loading note while the member loads, a redirect is under way or the
 * screen's lazy chunk is still on its way (the guard may open before it is loaded).
 *
 * The guard's snapshot is an external store, so React renders its changes at once, in one task
 * it cannot interrupt. Closing is shown that way (the loading note, at once); opening is a
 * deferred value: the screen is rendered in React's interruptible background render, which gives
 * the browser back its main thread every few milliseconds. On a phone, a member's home rendered in
 * one task of about 250 ms as the guard opened (tests/bench/RESULTS.md, session 21).
 */
export function GuardedOutlet() {
  const { pathname } = useLocation();
  const view = useAppChildSelector('routeGuard', (snapshot) => outletView(snapshot, pathname));
  const opened = useDeferredValue(view);
  if (view === 'wait' || opened === 'wait') return <LoadingNote />;
  return (
    <Suspense fallback={<LoadingNote />}>
      <Outlet />
    </Suspense>
  );
}
