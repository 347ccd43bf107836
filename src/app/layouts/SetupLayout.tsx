import { lazy, Suspense, useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { classReminderMachine } from '../../../machines/account/classReminder.machine';
import { AppHeader } from '../../components/AppHeader';
import { LogoutButton } from '../../components/LogoutButton';
import { SetupNav } from '../../components/SetupNav';
import { GuardedOutlet } from '../guards';
import { readClassReminded, storeClassReminded } from '../classReminded';
import { SkipLink } from './SkipLink';
import { useLayoutClassName } from './useLayoutClassName';
import { useEndEarlyOffer } from './useEndEarlyOffer';
import { useAppChildSelector, useAppSelector } from '../AppActorContext';

/** The membership reminder's dialog, loaded only when it shows. */
const ClassRemainingDialog = lazy(() =>
  import('../../components/ClassRemainingDialog').then((module) => ({ default: module.ClassRemainingDialog })),
);

const reminderLogic = classReminderMachine.provide({
  actions: { storeClassReminded: (_, params) => storeClassReminded(params.reminded) },
});

/**
 * SPEC §2 set-up layout: the header plus the side nav with the four tabs. It is the parent's area
 * (behind the parent gate): its header has the languages and Log out, and the membership reminder
 * shows here (issue 28 §4: machines/account/classReminder.machine.ts, which lives with the area).
 */
export default function SetupLayout() {
  useEndEarlyOffer();
  // the parent in the area: a signed-in member past the parent gate (the route guard's set-up flag;
  // a set-up address opened without it is only on its way back to the child's home)
  const unlocked = useAppChildSelector('routeGuard', (snapshot) => snapshot.matches({ setup: 'unlocked' }));
  const signedIn = useAppSelector((snapshot) => (snapshot.context.auth.status === 'signedIn' ? snapshot.context.auth.member : null));
  const member = unlocked ? signedIn : null;
  // the root's clock (`Date.now` in the app, a test's own in the component tests)
  const now = useAppSelector((snapshot) => snapshot.context.now);
  const reminder = useActorRef(reminderLogic, { input: { member, reminded: readClassReminded(), now } });
  useEffect(() => reminder.send({ type: 'member.changed', member }), [reminder, member]);
  const remaining = useSelector(reminder, (snapshot) => snapshot.context.remaining);
  return (
    <div className={useLayoutClassName('setup')}>
      <SkipLink />
      <AppHeader area="parent" actions={<LogoutButton />} />
      <div className="setup-body">
        <SetupNav />
        <main id="main" className="layout-main">
          <GuardedOutlet />
        </main>
      </div>
      {remaining ? (
        <Suspense fallback={null}>
          <ClassRemainingDialog {...remaining} onDismiss={() => reminder.send({ type: 'class.dismiss' })} />
        </Suspense>
      ) : null}
    </div>
  );
}
