import { Trans } from '@lingui/react/macro';
import { useLogOut } from '../app/useLogOut';

/** "Log out", shown only while a member is signed in (the header has it on every screen). */
export function LogoutButton({ className }: { className?: string }) {
  const { canLogOut, logOut } = useLogOut();
  if (!canLogOut) return null;
  return (
    <button type="button" className={['logout-button', className].filter(Boolean).join(' ')} onClick={logOut}>
      <Trans>Log out</Trans>
    </button>
  );
}
