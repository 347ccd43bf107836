import { ChallengeHeader } from '../../components/ChallengeHeader';
import { GuardedOutlet } from '../guards';
import { useCurrentRoute } from '../useCurrentRoute';
import { SkipLink } from './SkipLink';
import { useLayoutClassName } from './useLayoutClassName';

/** SPEC §2 challenge layout: the challenge header, hidden labels on finish and allFinish. */
export default function ChallengeLayout() {
  const route = useCurrentRoute();
  return (
    <div className={useLayoutClassName('challenge')}>
      <SkipLink />
      <ChallengeHeader showLabels={!route.hideSteps} />
      <main id="main" className="layout-main">
        <GuardedOutlet />
      </main>
    </div>
  );
}
