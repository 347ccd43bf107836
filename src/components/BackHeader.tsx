import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Logo } from './Logo';

/** SPEC §2: a back-arrow header that goes back in history; the logo can be hidden (story/video). */
export function BackHeader({ showLogo = true }: { showLogo?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <header className="app-header back-header">
      <button type="button" className="icon-button" aria-label={t`Back`} onClick={() => navigate(-1)}>
        <span aria-hidden="true">←</span>
      </button>
      {showLogo ? <Logo /> : null}
    </header>
  );
}
