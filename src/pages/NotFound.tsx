import { ErrorView } from '../components/ErrorView';

/** The catch-all route: unknown pages give 404 'This page could not be found' (SPEC §2). */
export default function NotFoundPage() {
  return <ErrorView status={404} />;
}
