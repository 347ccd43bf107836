import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder: the screen comes in a later issue. */
export default function CollectionPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`My collection`} />;
}
