import { AppHeader } from '../../components/AppHeader';
import { SetupNav } from '../../components/SetupNav';
import { GuardedOutlet } from '../guards';
import { SkipLink } from './SkipLink';
import { useLayoutClassName } from './useLayoutClassName';
import { useEndEarlyOffer } from './useEndEarlyOffer';

/** SPEC §2 set-up layout: the header plus the side nav with the four tabs. */
export default function SetupLayout() {
  useEndEarlyOffer();
  return (
    <div className={useLayoutClassName('setup')}>
      <SkipLink />
      <AppHeader />
      <div className="setup-body">
        <SetupNav />
        <main id="main" className="layout-main">
          <GuardedOutlet />
        </main>
      </div>
    </div>
  );
}
