import { Trans, useLingui } from '@lingui/react/macro';
import { useAppSelector } from '../app/AppActorContext';
import { LocalizedLink } from '../i18n/react';
import { PageTitle } from '../app/PageTitle';

/**
 * The landing page (index, SPEC §2). A member enters the app (/home); a
 * visitor, who could not enter, is offered to log in or sign up instead.
 * While a stored login is still being checked the member's way is shown.
 */
export default function LandingPage() {
  const { t } = useLingui();
  const visitor = useAppSelector((snapshot) => snapshot.context.auth.status === 'signedOut');
  return (
    <section className="page landing-page" aria-labelledby="page-title">
      <PageTitle>{t`Hanzi House`}</PageTitle>
      <p className="landing-mark" aria-hidden="true">
        字
      </p>
      <h1 id="page-title">
        <Trans>Welcome to Hanzi House</Trans>
      </h1>
      <p className="lead">
        <Trans>Learn Chinese characters through stories, games and challenges.</Trans>
      </p>
      {visitor ? (
        <p className="landing-actions">
          <LocalizedLink to="/login" className="button button-primary button-large">
            <Trans>Log in</Trans>
          </LocalizedLink>
          <LocalizedLink to="/register" className="button button-large">
            <Trans>Sign up</Trans>
          </LocalizedLink>
        </p>
      ) : (
        <p className="landing-actions">
          <LocalizedLink to="/home" className="button button-primary button-large">
            <Trans>Enter</Trans>
          </LocalizedLink>
        </p>
      )}
      <nav className="landing-links" aria-label={t`About Hanzi House`}>
        <LocalizedLink to="/app-page">
          <Trans>Apps</Trans>
        </LocalizedLink>
        <LocalizedLink to="/privacy">
          <Trans>Privacy policy</Trans>
        </LocalizedLink>
      </nav>
    </section>
  );
}
