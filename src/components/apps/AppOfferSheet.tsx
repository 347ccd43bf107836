import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { EARLY_CONTINUE_ATTRIBUTE } from './earlyOffer';
import './app-offer.css';

/**
 * The app offer's sheet as it looks: drawn by PhoneAppNotice with live badges, and by the build
 * into every page's HTML (src/prerender/entry.tsx `renderEarlyOffer`, with `id` EARLY_OFFER_ID),
 * so the two are the same sheet and the app's takes the HTML's place without a visible change
 * (outside the layout, the HTML's sheet takes the English layout's class itself: `className`).
 */
export function AppOfferSheet({
  id,
  className,
  badges,
  onContinue,
  children,
}: {
  id?: string;
  className?: string;
  badges: ReactNode;
  onContinue?: () => void;
  /** after everything else: the page's HTML ends its sheet with a mark (EARLY_END_ATTRIBUTE) */
  children?: ReactNode;
}) {
  const titleId = `${id ?? 'app-offer'}-title`;
  const marks = { [EARLY_CONTINUE_ATTRIBUTE]: '' };
  return (
    <section id={id} className={['card app-offer', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Download the app</Trans>
      </h2>
      <p>
        <Trans>On a phone, Hanzi House works best in its app: bigger buttons and writing made for small screens.</Trans>
      </p>
      {badges}
      <div className="app-offer-actions">
        <button type="button" className="button" onClick={onContinue} {...marks}>
          <Trans>Continue on the website</Trans>
        </button>
      </div>
      {children}
    </section>
  );
}
