import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentLoadView } from '../../machines/shell/contentLoad.connect';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '../api/host';

/**
 * What a screen shows while its content loads (a contentLoad machine's view):
 * a polite loading note, or the failure with a retry button. Nothing once the
 * content is there (the screen renders it) or when the server does not offer
 * the call yet.
 *
 * The failure is said plainly: no connection, too slow, or something else (a
 * child has nothing to do with the server's own message, and the full table of
 * server messages, src/api/messages.ts, would weigh on home's first load).
 */
export function ContentStatus({
  view,
  onRetry,
  loading,
}: {
  view: Pick<ContentLoadView<unknown>, 'status' | 'data' | 'error' | 'canRetry'>;
  onRetry: () => void;
  /** What is loading, e.g. "Loading the lessons…". */
  loading: ReactNode;
}) {
  const { t } = useLingui();
  if (view.status === 'loading' && view.data === null) {
    return (
      <p className="page-status content-status" role="status">
        {loading}
      </p>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className="content-status content-status--failed">
        <p role="alert">
          {view.error === NETWORK_ERROR_MESSAGE
            ? t`Could not reach the server. Please check your connection and try again.`
            : view.error === TIMEOUT_ERROR_MESSAGE
              ? t`The server took too long to answer. Please try again.`
              : t`Something went wrong. Please try again.`}
        </p>
        <button type="button" className="button" disabled={!view.canRetry} onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return null;
}
