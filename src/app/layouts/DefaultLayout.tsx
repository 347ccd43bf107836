import { AppHeader } from '../../components/AppHeader';
import { GuardedOutlet } from '../guards';
import { SkipLink } from './SkipLink';
import { useLayoutClassName } from './useLayoutClassName';

/** SPEC §2 default layout: the header and the screen. */
export default function DefaultLayout() {
  return (
    <div className={useLayoutClassName('default')}>
      <SkipLink />
      <AppHeader />
      <main id="main" className="layout-main">
        <GuardedOutlet />
      </main>
    </div>
  );
}
