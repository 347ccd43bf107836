import { Trans, useLingui } from '@lingui/react/macro';
import { PrivacyPolicy } from './privacy/PrivacyPolicy';
import { PageTitle } from '../app/PageTitle';

/** /privacy (SPEC §2, a public page): the privacy policy, linked from sign-up. */
export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <section className="page card privacy-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Privacy policy`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Privacy policy</Trans>
      </h1>
      <PrivacyPolicy />
    </section>
  );
}
