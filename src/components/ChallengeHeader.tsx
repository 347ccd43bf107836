import { useLingui } from '@lingui/react/macro';
import { LocalizedLink } from '../i18n/react';

/**
 * Placeholder of the challenge header (SPEC §2). The later challenge issue
 * decides from the challenge state whether the three labels show (text games
 * only) and where the close button returns to; for now it returns to the
 * words house and hides the labels on the finish screens.
 */
export function ChallengeHeader({ showLabels }: { showLabels: boolean }) {
  const { t } = useLingui();
  return (
    <header className="app-header challenge-header">
      {showLabels ? (
        <ol className="challenge-steps">
          <li>{t`Guess`}</li>
          <li>{t`Write`}</li>
          <li>{t`Spell`}</li>
        </ol>
      ) : (
        <span />
      )}
      <LocalizedLink to="/words-house" className="icon-button" aria-label={t`Close`}>
        <span aria-hidden="true">✕</span>
      </LocalizedLink>
    </header>
  );
}
