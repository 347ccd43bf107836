import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { useAppChild } from './AppActorContext';

/**
 * Logging out (SPEC §4 "Sign out"), the one code path of the app: `auth.logout`
 * to the auth actor, which clears the token and member even when the call
 * fails. Where the visitor goes then is the route guard's decision (the login
 * page of the current language from a protected page). `canLogOut` is the auth
 * machine's own answer (`snapshot.can`), true while a member is signed in. `expected`: a
 * stored login is being checked (`checking.loadingMember`), so "Log out" is about to appear: the
 * header keeps its place for it rather than growing when the member arrives (issue 10: that
 * pushed a member's whole page down on a phone).
 */
export function useLogOut(): { canLogOut: boolean; expected: boolean; logOut: () => void } {
  const auth = useAppChild('auth');
  const canLogOut = useSelector(auth, (snapshot) => snapshot.can({ type: 'auth.logout' }));
  const expected = useSelector(auth, (snapshot) => snapshot.matches({ checking: 'loadingMember' }));
  const logOut = useCallback(() => auth.send({ type: 'auth.logout' }), [auth]);
  return { canLogOut, expected, logOut };
}
