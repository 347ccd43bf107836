import { Navigate, Outlet } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import type { authMachine } from '../../machines/auth.machine';
import { useLocalizedPath } from '../i18n/react';
import { AuthContext } from './auth';
import type { RouteDef } from './routes';
import { useCurrentRoute } from './useCurrentRoute';

/**
 * The one place that decides whether a screen may render (SPEC §2 "Public
 * routes", §6). For now: visitors who are not signed in are sent to the login
 * page of their language. The full guard machine (verified e-mail, child,
 * set-up flag, challenge data) comes in a later issue and replaces this.
 */
export type AuthStatus = 'checking' | 'signedIn' | 'signedOut';
export type GuardDecision = 'render' | 'wait' | 'toLogin';

export function authStatusOf(snapshot: SnapshotFrom<typeof authMachine>): AuthStatus {
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('signedIn')) return 'signedIn';
  return 'signedOut';
}

export function guardRoute(route: Pick<RouteDef, 'public'>, status: AuthStatus): GuardDecision {
  if (route.public || status === 'signedIn') return 'render';
  if (status === 'checking') return 'wait';
  return 'toLogin';
}

/** The layouts' outlet: the current screen, or the way to the login page. */
export function GuardedOutlet() {
  const route = useCurrentRoute();
  const status = AuthContext.useSelector(authStatusOf);
  const localized = useLocalizedPath();
  const decision = guardRoute(route, status);
  if (decision === 'toLogin') return <Navigate to={localized('/login')} replace />;
  if (decision === 'wait') {
    return (
      <p className="page-status" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return <Outlet />;
}
