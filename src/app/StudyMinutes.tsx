import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useActorRef } from '@xstate/react';
import { studyMinutesMachine } from '../../machines/shell/studyMinutes.machine';
import { api, apiSession } from '../api/client';
import { inspectOption } from '../dev/inspect';
import { routeOf } from './routeOf';

/** Child-Id is added by the client (the current child); the header's type asks for it. */
const CURRENT_CHILD = {} as { 'Child-Id': number };

/**
 * The minutes of learning the parent's week shows (issue 30 §3): the `studyMinutes` machine
 * (machines/shell/studyMinutes.machine.ts) keeps the minute and decides whether it counts; this
 * component tells it where the visitor is and whether the page is seen, and posts the minutes it
 * reports (POST study/minute, for the current child; none without one). A report that fails is not
 * sent again: the next one comes a minute later. Nothing is drawn. A lazy chunk, mounted once a
 * member is signed in (src/app/AppTree.tsx, beside the study timer).
 */
export default function StudyMinutes() {
  const { pathname } = useLocation();
  const minutes = useActorRef(
    studyMinutesMachine.provide({
      actions: {
        reportMinute: () => {
          if (apiSession().childId === null) return;
          void api.POST('/study/minute', { params: { header: CURRENT_CHILD } }).catch(() => undefined);
        },
      },
    }),
    inspectOption(),
  );
  useEffect(() => {
    minutes.send({ type: 'route.changed', route: routeOf(pathname) });
  }, [minutes, pathname]);
  useEffect(() => {
    const seen = () => minutes.send({ type: 'page.visibility', visible: document.visibilityState === 'visible' });
    seen();
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [minutes]);
  return null;
}
