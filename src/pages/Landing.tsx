import { Trans, useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../i18n/react';

/** The landing page (index) with its enter link (SPEC §2). */
export default function LandingPage() {
  const { t } = useLingui();
  return (
    <section className="page landing-page" aria-labelledby="page-title">
      <title>{t`Hanzi House`}</title>
      <p className="landing-mark" aria-hidden="true">
        字
      </p>
      <h1 id="page-title">
        <Trans>Welcome to Hanzi House</Trans>
      </h1>
      <p className="lead">
        <Trans>Learn Chinese characters through stories, games and challenges.</Trans>
      </p>
      <p>
        <LocalizedLink to="/home" className="button button-primary button-large">
          <Trans>Enter</Trans>
        </LocalizedLink>
      </p>
    </section>
  );
}
