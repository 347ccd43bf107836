import { Trans, useLingui } from '@lingui/react/macro';
import { AppStoreBadges } from '../components/apps/AppStoreBadges';
import { LocalizedLink } from '../i18n/react';
import { PageTitle } from '../app/PageTitle';

/**
 * /app-page (SPEC §2, public): the app list, Hanzi House for iPhone and iPad and for Android,
 * each with its store badge (the store opens behind the parent gate).
 */
export default function AppListPage() {
  const { t } = useLingui();
  return (
    <section className="page app-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Apps`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Hanzi House apps</Trans>
      </h1>
      <p className="lead">
        <Trans>The same lessons, stars and children as on the website: log in with the same account.</Trans>
      </p>
      <ul className="app-list">
        <li className="card">
          <h2>
            <Trans>For iPhone and iPad</Trans>
          </h2>
          <AppStoreBadges only="appStore" />
        </li>
        <li className="card">
          <h2>
            <Trans>For Android phones and tablets</Trans>
          </h2>
          <AppStoreBadges only="googlePlay" />
        </li>
      </ul>
      <p>
        <LocalizedLink to="/">
          <Trans>Continue on the website</Trans>
        </LocalizedLink>
      </p>
    </section>
  );
}
