import { lazy, Suspense } from 'react';
import { AppHeader } from '../../components/AppHeader';
import { GuardedOutlet } from '../guards';
import { useAfterHydration } from '../hydration';
import { hasTouchScreen } from '../touch';
import { SkipLink } from './SkipLink';
import { useLayoutClassName } from './useLayoutClassName';

/**
 * The app offered to a phone visitor (rules/device.ts decides in it). Only a touch screen can be
 * a phone, so elsewhere its code is never loaded: the first load of every page stays small.
 */
const PhoneAppNotice = lazy(() => import('../../components/apps/PhoneAppNotice').then((module) => ({ default: module.PhoneAppNotice })));
const mayBePhone = hasTouchScreen();

/** Whether this device may be a phone: false while a prerendered page hydrates (src/app/hydration.ts). */
function useMayBePhone(): boolean {
  return useAfterHydration(mayBePhone, false);
}

/** SPEC §2 default layout: the header, the app offered to a phone visitor, and the screen. */
export default function DefaultLayout() {
  const phone = useMayBePhone();
  return (
    <div className={useLayoutClassName('default')}>
      <SkipLink />
      <AppHeader />
      <main id="main" className="layout-main">
        {phone ? (
          <Suspense fallback={null}>
            <PhoneAppNotice />
          </Suspense>
        ) : null}
        <GuardedOutlet />
      </main>
    </div>
  );
}
