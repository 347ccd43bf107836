import { BackHeader } from '../../components/BackHeader';
import { GuardedOutlet } from '../guards';
import { useCurrentRoute } from '../useCurrentRoute';
import { SkipLink } from './SkipLink';
import { useLayoutClassName } from './useLayoutClassName';
import { useEndEarlyOffer } from './useEndEarlyOffer';

/** SPEC §2 explaining layout: a back-arrow header; no logo on story/video. */
export default function ExplainingLayout() {
  useEndEarlyOffer();
  const route = useCurrentRoute();
  return (
    <div className={useLayoutClassName('explaining')}>
      <SkipLink />
      <BackHeader showLogo={!route.hideLogo} />
      <main id="main" className="layout-main">
        <GuardedOutlet />
      </main>
    </div>
  );
}
