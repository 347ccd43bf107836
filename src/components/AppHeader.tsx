import { Suspense, type ReactNode } from 'react';
import { preloadable } from '../app/preloadable';
import { useCurrentRoute } from '../app/useCurrentRoute';
import { MuteButton } from '../audio/MuteButton';
import { LanguageSwitcher } from '../i18n/react';
import { Logo } from './Logo';
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
 *   the interface languages and the area's own `actions` (Log out: SetupLayout brings it, so no
 *   visitor's first load carries it);
 * - on a public page (landing, login, register …): the logo, the mute button and the languages,
 *   for visitors;
 * - on a child's screen (every other page of the default layout): small, the logo, the mute
 *   button and the way to the parent's area (the parent gate, then the set-up screens).
 */
export function AppHeader({ area = 'default', actions }: { area?: 'default' | 'parent'; actions?: ReactNode }) {
  const route = useCurrentRoute();
  const parent = area === 'parent';
  const child = !parent && !route.public;
  return (
    <header className={child ? 'app-header app-header--child' : 'app-header'}>
      <Logo />
      <div className="app-header-actions">
        <MuteButton />
        {child ? (
          <Suspense fallback={null}>
            <ChildParentAreaButton />
          </Suspense>
        ) : (
          <LanguageSwitcher />
        )}
        {parent && actions}
      </div>
    </header>
  );
}
