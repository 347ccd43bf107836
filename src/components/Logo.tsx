import { useLingui } from '@lingui/react/macro';
import { useMember } from '../app/AppActorContext';
import { LocalizedLink } from '../i18n/react';

/** The product mark: home for a signed-in member (the way back from any screen), the landing page for a visitor. */
export function Logo() {
  const { t } = useLingui();
  const member = useMember();
  return (
    <LocalizedLink to={member ? '/home' : '/'} className="logo">
      <span className="logo-mark" aria-hidden="true">
        字
      </span>
      <span className="logo-name">{t`Hanzi House`}</span>
    </LocalizedLink>
  );
}
