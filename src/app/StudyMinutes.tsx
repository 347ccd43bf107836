import { useEffect, useRef } from 'react';
import { routeFacts } from '../../machines/routes';
import { countsAsStudy, STUDY_MINUTE_MS } from '../../machines/rules/studyMinutes';
import { api, apiSession } from '../api/client';
import { useCurrentRoute } from './useCurrentRoute';

/** Child-Id is added by the client (the current child); the header's type asks for it. */
const CURRENT_CHILD = {} as { 'Child-Id': number };

/**
 * The minutes of learning the parent's week shows (issue 30 §3): every STUDY_MINUTE_MS, while the
 * current child is on a learning screen the page shows (machines/rules/studyMinutes.ts
 * `countsAsStudy`), a minute is reported (POST study/minute); the server takes one a minute per
 * child whatever the tabs. Nothing is drawn. A report that fails is not sent again: a minute is
 * not worth a retry queue, and the next one comes a minute later. A lazy chunk, mounted once a
 * member is signed in (src/app/AppTree.tsx, beside the study timer).
 */
export default function StudyMinutes() {
  const route = useCurrentRoute();
  const current = useRef(route);
  current.current = route;
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (apiSession().childId === null) return;
      if (!countsAsStudy(routeFacts(current.current.name), document.visibilityState === 'visible')) return;
      void api.POST('/study/minute', { params: { header: CURRENT_CHILD } }).catch(() => undefined);
    }, STUDY_MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return null;
}
