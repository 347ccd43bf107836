import { useEffect, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import type { Location } from 'react-router';
import { studyTimerMachine } from '../../../machines/studyTimer.machine';
import { inspectOption } from '../../dev/inspect';
import { stripLocalePrefix } from '../../i18n/locales';
import { useMember } from '../auth';
import { findRoute } from '../routes';
import { appRandom } from './random';

/**
 * The app-wide study timer (SPEC §4 "Learning time limit"): one actor for the
 * whole visit, mounted in src/main.tsx around the router, so changing pages or
 * languages keeps the play time. Components read it with
 * `StudyTimeContext.useSelector` and send with `StudyTimeContext.useActorRef().send`.
 */
export const StudyTimeContext = createActorContext(studyTimerMachine);

/** The inspector (dev, `?inspect`) shows the timer and, during an early close, its `gate` child. */
export function StudyTimeProvider({ children }: { children: ReactNode }) {
  return (
    <StudyTimeContext.Provider options={{ input: { random: appRandom }, ...inspectOption() }}>
      {children}
    </StudyTimeContext.Provider>
  );
}

/** What the bridge needs of the app's data router: its current location and its changes. */
export interface RouterLike {
  state: { location: Pick<Location, 'pathname'> };
  subscribe: (listener: (state: { location: Pick<Location, 'pathname'> }) => void) => () => void;
}

/** The route-table name of a full pathname (locale prefix included): 'home', 'storyVideo', 'notFound'… */
export function routeNameOf(pathname: string): string {
  return findRoute(stripLocalePrefix(pathname)).name;
}

/**
 * Feeds the study timer what it decides on: the current route's name (from
 * the router, whatever the language prefix) and the member (signed in?
 * `setting.study_time_limit`). Mounted once beside the router; renders nothing.
 */
export function StudyTimeBridge({ router }: { router: RouterLike }) {
  const study = StudyTimeContext.useActorRef();
  const member = useMember();
  const loggedIn = member !== null;
  const limitMinutes = member?.setting.study_time_limit ?? 0;

  useEffect(() => {
    let last: string | null = null;
    const report = (pathname: string) => {
      const route = routeNameOf(pathname);
      if (route === last) return;
      last = route;
      study.send({ type: 'route.changed', route });
    };
    report(router.state.location.pathname);
    return router.subscribe((state) => report(state.location.pathname));
  }, [study, router]);

  useEffect(() => {
    study.send({ type: 'auth.changed', loggedIn, limitMinutes });
  }, [study, loggedIn, limitMinutes]);

  return null;
}
