import { useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../i18n/react';

/** The product mark, linking to the landing page. */
export function Logo() {
  const { t } = useLingui();
  return (
    <LocalizedLink to="/" className="logo">
      <span className="logo-mark" aria-hidden="true">
        字
      </span>
      <span className="logo-name">{t`Hanzi House`}</span>
    </LocalizedLink>
  );
}
