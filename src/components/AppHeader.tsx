import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { useAppChild } from '../app/AppActorContext';
import { useCurrentRoute } from '../app/useCurrentRoute';
import { MuteButton } from '../audio/MuteButton';
import { LanguageSwitcher } from '../i18n/react';
import { LazyParentGate } from './LazyParentGate';
import { Logo } from './Logo';
import { LogoutButton } from './LogoutButton';
import type { GateRef } from './ParentGate';
import './app-header.css';

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
        <ParentAreaButton />
      </div>
    </header>
  );
}

/**
 * The way to the parent's area: the parent gate (the route guard's child `gate`), then the
 * set-up screens, where the languages, Log out and the membership live.
 */
function ParentAreaButton() {
  const { t } = useLingui();
  const guard = useAppChild('routeGuard');
  const gate = useSelector(guard, (snapshot) => snapshot.children.gate as GateRef | undefined);
  const label = t`For parents`;
  return (
    <>
      <button
        type="button"
        className="parent-area-button"
        aria-haspopup="dialog"
        aria-label={label}
        title={label}
        onClick={() => guard.send({ type: 'setup.open' })}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <rect x="5" y="10" width="14" height="10" rx="2" fill="currentColor" />
          <path d="M8 10V7a4 4 0 0 1 8 0v3" stroke="currentColor" strokeWidth="2.2" fill="none" />
        </svg>
        <span className="parent-area-button-label">{label}</span>
      </button>
      <LazyParentGate owner={guard} gate={gate} />
    </>
  );
}
