import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { connectLoadingBar } from '../../machines/loadingBar.connect';
import type { loadingBarMachine } from '../../machines/loadingBar.machine';

/** Renders the loading bar machine: a thin bar at the top while it is visible. */
export function LoadingBar({ actorRef }: { actorRef: ActorRefFrom<typeof loadingBarMachine> }) {
  const { t } = useLingui();
  const visible = useSelector(actorRef, (snapshot) => connectLoadingBar(snapshot).visible);
  if (!visible) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={t`Loading`}>
      <div className="loading-bar-fill" />
    </div>
  );
}
