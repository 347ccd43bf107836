import { Trans, useLingui } from '@lingui/react/macro';
import { storeOf } from '../../machines/rules/device';
import { AppStoreBadges } from '../components/apps/AppStoreBadges';
import { LocalizedLink } from '../i18n/react';
import { PageTitle } from '../app/PageTitle';

/**
 * /open-store (SPEC §2, public): where a link to "the app" lands. It offers the store of the
 * visitor's device (both when it cannot tell); the store itself opens only after the parent
 * gate, never by itself.
 */
export default function OpenStorePage() {
  const { t } = useLingui();
  const store = storeOf(navigator.userAgent);
  return (
    <section className="page card open-store-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Get the app`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Get the Hanzi House app</Trans>
      </h1>
      <p className="lead">
        <Trans>Tap the store below to download the app.</Trans>
      </p>
      <AppStoreBadges only={store} />
      <p>
        <LocalizedLink to="/app-page">
          <Trans>All apps</Trans>
        </LocalizedLink>
      </p>
    </section>
  );
}
