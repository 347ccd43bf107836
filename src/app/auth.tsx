import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { authMachine } from '../../machines/auth.machine';
import type { Member } from '../../machines/types';
import { api, unwrap } from '../api/client';
import { localeFromPath, localizePath, stripLocalePrefix } from '../i18n/locales';
import { navigate } from './navigation';
import { isPublicPath } from './routes';
import { clearStoredToken, storeToken } from './session';

/**
 * SPEC §4 "Auth error 20006": go to the login page of the current language,
 * unless the visitor is on a public route.
 */
export function redirectToLoginUnlessPublic(): void {
  const { pathname } = window.location;
  if (isPublicPath(stripLocalePrefix(pathname))) return;
  navigate(localizePath('/login', localeFromPath(pathname)));
}

/** The auth machine with the app's storage, navigation and API calls. */
export const appAuthMachine = authMachine.provide({
  actions: {
    storeToken: (_, params) => storeToken(params.token),
    clearStoredToken: () => clearStoredToken(),
    redirectToLogin: () => redirectToLoginUnlessPublic(),
  },
  actors: {
    loadMember: fromPromise<Member, { token: string }>(({ input }) =>
      unwrap(api.GET('/member/self', { headers: { Authorization: `Bearer ${input.token}` } })),
    ),
    login: fromPromise(({ input }: { input: { email: string; password: string } }) =>
      unwrap(api.POST('/member/login', { body: input })),
    ),
    logout: fromPromise<void, { token: string | null }>(async ({ input }) => {
      const headers = input.token ? { Authorization: `Bearer ${input.token}` } : undefined;
      await unwrap(api.POST('/member/logout', { headers }));
    }),
  },
});

/**
 * The app-wide auth actor. main.tsx renders `<AuthContext.Provider>` with the
 * stored token as input; components read slices with `AuthContext.useSelector`
 * and send with `AuthContext.useActorRef().send`.
 */
export const AuthContext = createActorContext(appAuthMachine);

/** The member when signed in, else null. */
export function useMember(): Member | null {
  return AuthContext.useSelector((snapshot) => (snapshot.matches('signedIn') ? snapshot.context.member : null));
}
