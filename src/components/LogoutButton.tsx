import { Trans } from '@lingui/react/macro';
import { useLogOut } from '../app/useLogOut';

/**
 * "Log out", shown only while a member is signed in (the header has it on every screen). While a
 * stored login is checked, its room is kept by an invisible, disabled copy (hidden from assistive
 * technology too), so the header does not grow, and push the page down, when the member arrives.
 */
export function LogoutButton({ className }: { className?: string }) {
  const { canLogOut, expected, logOut } = useLogOut();
  const classes = ['logout-button', className].filter(Boolean).join(' ');
  if (!canLogOut) {
    if (!expected) return null;
    return (
      <button type="button" className={`${classes} logout-button--placeholder`} disabled aria-hidden="true" tabIndex={-1}>
        <Trans>Log out</Trans>
      </button>
    );
  }
  return (
    <button type="button" className={classes} onClick={logOut}>
      <Trans>Log out</Trans>
    </button>
  );
}
