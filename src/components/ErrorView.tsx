import { Trans, useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../i18n/react';
import { PageTitle } from '../app/PageTitle';

/**
 * SPEC §2: the status code (default 500) and a message; a back-home link on
 * 404. `message` is already translated.
 */
export function ErrorView({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useLingui();
  const text = message ?? (status === 404 ? t`This page could not be found` : t`Something went wrong. Please try again later.`);
  return (
    <section className="error-view" aria-labelledby="error-title">
      <PageTitle>{`${status} · ${t`Hanzi House`}`}</PageTitle>
      <p className="error-status">
        {status}
      </p>
      <h1 id="error-title">{text}</h1>
      {status === 404 ? (
        <p>
          <LocalizedLink to="/" className="button">
            <Trans>Back to home</Trans>
          </LocalizedLink>
        </p>
      ) : null}
    </section>
  );
}
