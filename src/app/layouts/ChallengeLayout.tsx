import { ChallengeHeader } from '../../components/ChallengeHeader';
import { usePlayChild } from '../AppActorContext';
import { GuardedOutlet } from '../guards';
import { useCurrentRoute } from '../useCurrentRoute';
import { SkipLink } from './SkipLink';
import { useLayoutClassName } from './useLayoutClassName';
import { useEndEarlyOffer } from './useEndEarlyOffer';

/** SPEC §2 challenge layout: the challenge header (from the running challenge), hidden labels on finish and allFinish. */
export default function ChallengeLayout() {
  useEndEarlyOffer();
  const route = useCurrentRoute();
  const challenge = usePlayChild('challenge');
  return (
    <div className={useLayoutClassName('challenge')}>
      <SkipLink />
      <ChallengeHeader actor={challenge} showLabels={!route.hideSteps} />
      <main id="main" className="layout-main">
        <GuardedOutlet />
      </main>
    </div>
  );
}
