import { AppHeader } from '../../components/AppHeader';
import { PhoneAppNotice } from '../../components/apps/PhoneAppNotice';
import { GuardedOutlet } from '../guards';
import { SkipLink } from './SkipLink';
import { useLayoutClassName } from './useLayoutClassName';

/** SPEC §2 default layout: the header, the app offered to a phone visitor, and the screen. */
export default function DefaultLayout() {
  return (
    <div className={useLayoutClassName('default')}>
      <SkipLink />
      <AppHeader />
      <main id="main" className="layout-main">
        <PhoneAppNotice />
        <GuardedOutlet />
      </main>
    </div>
  );
}
