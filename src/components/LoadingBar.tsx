import { useLingui } from '@lingui/react/macro';
import { connectLoadingBar } from '../../machines/shell/loadingBar.connect';
import { useAppChildSelector } from '../app/AppActorContext';

/** Renders the root actor's loading bar: a thin bar at the top while it is visible. */
export function LoadingBar() {
  const { t } = useLingui();
  const visible = useAppChildSelector('loadingBar', (snapshot) => connectLoadingBar(snapshot).visible);
  if (!visible) return null;
  return (
    <div className="loading-bar" role="progressbar" aria-label={t`Loading`}>
      <div className="loading-bar-fill" />
    </div>
  );
}
