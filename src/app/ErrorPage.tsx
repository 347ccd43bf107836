import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../components/ErrorView';
import { isChunkLoadError } from './chunkReload';
import { useAppActor } from './AppActorContext';

/**
 * The router's error boundary (SPEC §2, §8): the status code (500 unless the
 * error carries one) and its message; a failed chunk is reported to the
 * root actor, which reloads the page.
 */
export default function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const app = useAppActor();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
    // The root actor decides whether to reload (once, at most once per 60 s).
    if (isChunkLoadError(error)) app.send({ type: 'chunk.failed' });
  }, [error, app]);
  return (
    <div className="layout layout-default error-layout">
      <main id="main" className="layout-main">
        <ErrorView status={status} />
      </main>
    </div>
  );
}
