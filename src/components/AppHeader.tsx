import { MuteButton } from '../audio/MuteButton';
import { LanguageSwitcher } from '../i18n/react';
import { Logo } from './Logo';
import { LogoutButton } from './LogoutButton';
import './app-header.css';

/** The header of the default and set-up layouts: the logo, the mute button, the languages and, when signed in, Log out. */
export function AppHeader() {
  return (
    <header className="app-header">
      <Logo />
      <div className="app-header-actions">
        <MuteButton />
        <LanguageSwitcher />
        <LogoutButton />
      </div>
    </header>
  );
}
