import { Outlet, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session.machine';
import { SessionContext } from './session/context';

/**
 * The layouts' outlet renders the current screen only when the session
 * machine's route guard is `open` for this very location (SPEC §4 "Route
 * guards", §6). The decisions — public routes, a loaded member, a verified
 * e-mail, a child, the set-up flag, a challenge game type — and the
 * redirects they cause are the machine's (machines/session.machine.ts);
 * this only reads its snapshot.
 */
export type OutletView = 'render' | 'wait';

export function outletView(snapshot: SnapshotFrom<typeof sessionMachine>, pathname: string): OutletView {
  // The machine has not been told about this location yet: decide nothing from an older one.
  if (snapshot.context.route?.path !== pathname) return 'wait';
  return snapshot.matches({ guard: 'open' }) ? 'render' : 'wait';
}

/** The current screen, or a loading note while the member loads or a redirect is under way. */
export function GuardedOutlet() {
  const { pathname } = useLocation();
  const view = SessionContext.useSelector((snapshot) => outletView(snapshot, pathname));
  if (view === 'wait') {
    return (
      <p className="page-status" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return <Outlet />;
}
