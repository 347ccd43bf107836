import type { SnapshotFrom } from 'xstate';
import type { deleteMemberMachine } from './deleteMember.machine';

export interface DeleteMemberView {
  open: boolean;
  deleting: boolean;
  /** 'Account Deleted' shows with its OK button. */
  deleted: boolean;
  canClose: boolean;
  canFinish: boolean;
  /** The server's password error ('Incorrect Password'), on the password field. */
  passwordError: string | null;
  /** A refusal not about the password, as the server's message. */
  formError: string | null;
}

export function connectDeleteMember(snapshot: SnapshotFrom<typeof deleteMemberMachine>): DeleteMemberView {
  const open = snapshot.matches('open');
  const error = open ? snapshot.context.error : null;
  const passwordError = error?.errors.password?.[0] ?? null;
  return {
    open,
    deleting: snapshot.matches({ open: 'deleting' }),
    deleted: snapshot.matches('deleted'),
    canClose: snapshot.can({ type: 'delete.close' }),
    canFinish: snapshot.can({ type: 'delete.finish' }),
    passwordError,
    formError: error && !passwordError ? error.message : null,
  };
}
