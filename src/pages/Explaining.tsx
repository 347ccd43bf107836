import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../components/PlaceholderPage';

/** Placeholder: explaining a word (/explaining/:id?) comes in a later issue. */
export default function ExplainingPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Word explanation`} />;
}
