import { LanguageSwitcher } from '../i18n/react';
import { Logo } from './Logo';

/** The header of the default and set-up layouts. */
export function AppHeader() {
  return (
    <header className="app-header">
      <Logo />
      <LanguageSwitcher />
    </header>
  );
}
