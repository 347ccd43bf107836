import { useLingui } from '@lingui/react/macro';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Placeholder: the screen comes with issue 9. */
export default function PictureBookReaderPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Picture book`} />;
}
