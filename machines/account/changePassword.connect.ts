import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './changePassword.machine';

/** Which form field shows which API field's errors (POST member/password). */
export const PASSWORD_SERVER_FIELDS = { origin_password: 'oldPassword', password: 'newPassword' } as const;

export interface ChangePasswordView {
  open: boolean;
  saving: boolean;
  /** The new password is set: the modal says so, with only a close button. */
  changed: boolean;
  canSubmit: boolean;
  canClose: boolean;
  /** Errors by form field: the server's origin_password on oldPassword, password on newPassword. */
  fieldErrors: { oldPassword?: string; newPassword?: string };
  /** A refusal not about a field, as the server's message. */
  formError: string | null;
}

export function connectChangePassword(snapshot: SnapshotFrom<typeof changePasswordMachine>): ChangePasswordView {
  const open = snapshot.matches('open');
  const error = open ? snapshot.context.error : null;
  const fieldErrors: ChangePasswordView['fieldErrors'] = {};
  for (const [server, field] of Object.entries(PASSWORD_SERVER_FIELDS)) {
    const first = error?.errors[server]?.[0];
    if (first) fieldErrors[field] = first;
  }
  const onFields = Object.keys(fieldErrors).length > 0;
  return {
    open,
    saving: snapshot.matches({ open: 'saving' }),
    changed: snapshot.matches({ open: 'changed' }),
    canSubmit: snapshot.can({ type: 'password.submit', oldPassword: 'x', newPassword: 'y' }),
    canClose: snapshot.can({ type: 'password.close' }),
    fieldErrors,
    formError: error && !onFields ? error.message : null,
  };
}
