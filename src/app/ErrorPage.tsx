import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorView } from '../components/ErrorView';
import { isChunkLoadError } from './chunkReload';
import { useAppActor } from './AppActorContext';

/** The status an error carries (an HTTP-like `status`), else 500. */
function statusOf(error: unknown): number {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  return typeof status === 'number' ? status : 500;
}

/**
 * The error page (SPEC §2, §8): the status code (500 unless the error
 * carries one) and its message; a failed chunk is reported to the
 * root actor, which reloads the page.
 */
export default function ErrorPage({ error }: { error: unknown }) {
  const status = statusOf(error);
  const app = useAppActor();
  useEffect(() => {
    console.error(error);
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

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  error: { value: unknown } | null;
  pathname: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error } };
  }

  /** Another page: try rendering again (as react-router's error boundaries do). */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <ErrorPage error={this.state.error.value} /> : this.props.children;
  }
}

/**
 * The error boundary of a language's pages: an error while rendering (a page or a catalog whose
 * chunk failed to load, a bug) shows the error page instead; the next page renders afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
