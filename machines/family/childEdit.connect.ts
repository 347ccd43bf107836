import type { SnapshotFrom } from 'xstate';
import type { ChildChanges, childEditMachine } from './childEdit.machine';
import type { Child } from '../types';

const sample: ChildChanges = { name: '', gender: 'boy', birthday: '', avatar: null };

/** What the edit form and the removal dialog show. */
export interface ChildEditView {
  /** The child whose edit form is open (null: none). */
  child: Child | null;
  saving: boolean;
  canSave: boolean;
  canClose: boolean;
  /** The remove button works (the member has another child). */
  canRemove: boolean;
  /** The confirmation dialog is open. */
  confirmingRemoval: boolean;
  removing: boolean;
  /** The field errors of the refused call. */
  fieldErrors: Record<string, string[]>;
  /** The refused call's message when no field carries it. */
  formError: string | null;
  /** Why the removal was refused, shown in the dialog (the first field error, else the message). */
  removalError: string | null;
  notice: { kind: 'saved' | 'removed'; name: string } | null;
}

export function connectChildEdit(snapshot: SnapshotFrom<typeof childEditMachine>): ChildEditView {
  const { children, childId, error, notice } = snapshot.context;
  const child = children.find((c) => c.id === childId) ?? null;
  const open = snapshot.matches('editing');
  const fieldErrors = open ? (error?.errors ?? {}) : {};
  return {
    child: open ? child : null,
    saving: snapshot.matches({ editing: 'saving' }),
    canSave: snapshot.can({ type: 'child.save', ...sample }),
    canClose: snapshot.can({ type: 'edit.close' }),
    canRemove: snapshot.can({ type: 'remove.ask' }),
    confirmingRemoval: snapshot.matches({ editing: 'confirmingRemoval' }) || snapshot.matches({ editing: 'removing' }),
    removing: snapshot.matches({ editing: 'removing' }),
    fieldErrors,
    formError: open && error && Object.keys(fieldErrors).length === 0 ? error.message : null,
    removalError:
      snapshot.matches({ editing: 'confirmingRemoval' }) && error
        ? (Object.values(error.errors)[0]?.[0] ?? error.message)
        : null,
    notice,
  };
}
