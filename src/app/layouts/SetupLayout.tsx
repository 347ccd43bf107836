import { lazy, Suspense } from 'react';
import { AppHeader } from '../../components/AppHeader';
import { SetupNav } from '../../components/SetupNav';
import { GuardedOutlet } from '../guards';
import { SkipLink } from './SkipLink';
import { useLayoutClassName } from './useLayoutClassName';
import { useEndEarlyOffer } from './useEndEarlyOffer';
import { useAppSelector } from '../AppActorContext';

/** The membership reminder, loaded only when the root shows it (region `classReminder`: the parent's, once near the end). */
const ClassRemainingDialog = lazy(() =>
  import('../../components/ClassRemainingDialog').then((module) => ({ default: module.ClassRemainingDialog })),
);

/**
 * SPEC §2 set-up layout: the header plus the side nav with the four tabs. It is the parent's area
 * (behind the parent gate): its header has the languages and Log out, and the membership reminder
 * shows here (issue 28 §4).
 */
export default function SetupLayout() {
  useEndEarlyOffer();
  const reminder = useAppSelector((snapshot) => snapshot.matches({ classReminder: 'shown' }));
  return (
    <div className={useLayoutClassName('setup')}>
      <SkipLink />
      <AppHeader area="parent" />
      <div className="setup-body">
        <SetupNav />
        <main id="main" className="layout-main">
          <GuardedOutlet />
        </main>
      </div>
      {reminder ? (
        <Suspense fallback={null}>
          <ClassRemainingDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
