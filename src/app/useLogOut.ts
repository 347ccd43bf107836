import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../i18n/react';
import { AuthContext } from './auth';

/**
 * Logging out (SPEC §4 "Sign out"), the one code path of the app: `auth.logout`
 * to the auth actor (which clears the token and member even when the call
 * fails), then the login page of the current language. `canLogOut` is the auth
 * machine's own answer (`snapshot.can`), true while a member is signed in.
 */
export function useLogOut(): { canLogOut: boolean; logOut: () => void } {
  const auth = AuthContext.useActorRef();
  const canLogOut = AuthContext.useSelector((snapshot) => snapshot.can({ type: 'auth.logout' }));
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const logOut = useCallback(() => {
    auth.send({ type: 'auth.logout' });
    void navigate(localized('/login'));
  }, [auth, navigate, localized]);
  return { canLogOut, logOut };
}
