import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../components/ErrorView';
import { isChunkLoadError } from './chunkReload';
import { SessionContext } from './session/context';

/**
 * The router's error boundary (SPEC §2, §8): the status code (500 unless the
 * error carries one) and its message; a failed chunk is reported to the
 * session, which reloads the page.
 */
export default function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const session = SessionContext.useActorRef();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
    // The session machine decides whether to reload (once, at most once per 60 s).
    if (isChunkLoadError(error)) session.send({ type: 'chunk.failed' });
  }, [error, session]);
  return (
    <div className="layout layout-default error-layout">
      <main id="main" className="layout-main">
        <ErrorView status={status} />
      </main>
    </div>
  );
}
