import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../components/PlaceholderPage';

/** Placeholder: the lesson list of a radical (/lesson/:id?) comes in a later issue. */
export default function LessonPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Lessons`} />;
}
