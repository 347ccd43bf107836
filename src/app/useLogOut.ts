import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { useAppChild } from './AppActorContext';

/**
 * Logging out (SPEC §4 "Sign out"), the one code path of the app: `auth.logout`
 * to the auth actor, which clears the token and member even when the call
 * fails. Where the visitor goes then is the route guard's decision (the login
 * page of the current language from a protected page). `canLogOut` is the auth
 * machine's own answer (`snapshot.can`), true while a member is signed in.
 */
export function useLogOut(): { canLogOut: boolean; logOut: () => void } {
  const auth = useAppChild('auth');
  const canLogOut = useSelector(auth, (snapshot) => snapshot.can({ type: 'auth.logout' }));
  const logOut = useCallback(() => auth.send({ type: 'auth.logout' }), [auth]);
  return { canLogOut, logOut };
}
