import { Suspense } from 'react';
import { preloadable } from '../app/preloadable';
import { useCurrentRoute } from '../app/useCurrentRoute';
import { MuteButton } from '../audio/MuteButton';
import { LanguageSwitcher } from '../i18n/react';
import { Logo } from './Logo';
import { LogoutButton } from './LogoutButton';
import './app-header.css';

/**
 * The way to the parent's area (ParentAreaButton.tsx), a chunk of its own: a visitor's pages (the
 * first load of `/` and `/login`: the bundle budget) never load it; a child's screen loads it
 * with its page (src/app/router.tsx), so it is there when the screen is.
 */
export const ChildParentAreaButton = preloadable(async () => (await import('./ParentAreaButton')).ParentAreaButton);

/**
 * The header of the default and set-up layouts (issue 28 §4: a child's screens offer no log out,
 * language switch or store outside the parent gate). Three kinds:
 * - `parent` (the set-up layout, the parent's area behind the gate): the logo, the mute button,
 *   the interface languages and Log out;
 * - on a public page (landing, login, register …): the logo, the mute button and the languages,
 *   for visitors;
 * - on a child's screen (every other page of the default layout): small, the logo, the mute
 *   button and the way to the parent's area (the parent gate, then the set-up screens).
 */
export function AppHeader({ area = 'default' }: { area?: 'default' | 'parent' }) {
  const route = useCurrentRoute();
  if (area === 'parent') {
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
  if (route.public) {
    return (
      <header className="app-header">
        <Logo />
        <div className="app-header-actions">
          <MuteButton />
          <LanguageSwitcher />
        </div>
      </header>
    );
  }
  return (
    <header className="app-header app-header--child">
      <Logo />
      <div className="app-header-actions">
        <MuteButton />
        <Suspense fallback={null}>
          <ChildParentAreaButton />
        </Suspense>
      </div>
    </header>
  );
}
