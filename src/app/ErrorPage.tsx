import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../components/ErrorView';
import { reloadOnChunkError } from './chunkReload';

/**
 * The router's error boundary (SPEC §2, §8): the status code (500 unless the
 * error carries one) and its message; a failed chunk reloads the page.
 */
export default function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
    reloadOnChunkError(error);
  }, [error]);
  return (
    <div className="layout layout-default error-layout">
      <main id="main" className="layout-main">
        <ErrorView status={status} />
      </main>
    </div>
  );
}
