import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLingui as useLinguiInstance } from '@lingui/react';
import type { ContentLoadView } from '../../machines/contentLoad.connect';
import { serverMessage } from '../api/messages';

/**
 * What a screen shows while its content loads (a contentLoad machine's view):
 * a polite loading note, or the failure in the interface language with a retry
 * button. Nothing once the content is there (the screen renders it) or when
 * the server does not offer the call yet.
 */
export function ContentStatus({
  view,
  onRetry,
  loading,
}: {
  view: ContentLoadView<unknown>;
  onRetry: () => void;
  /** What is loading, e.g. "Loading the lessons…". */
  loading: ReactNode;
}) {
  const { i18n } = useLinguiInstance();
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
        <p role="alert">{view.error ? serverMessage(i18n, view.error) : null}</p>
        <button type="button" className="button" disabled={!view.canRetry} onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return null;
}
