import type { SnapshotFrom } from 'xstate';
import type { childFormMachine, NewChild } from './childForm.machine';
import type { Child } from '../types';

const sample: NewChild = { name: '', gender: 'boy', birthday: '', avatar: null };

/** What the add-child card shows. */
export interface ChildFormView {
  /** The form shows (else the empty add-child card). */
  open: boolean;
  /** The call runs: the form shows it is saving. */
  saving: boolean;
  /** The add-child card opens the form. */
  canOpen: boolean;
  /** The save button takes the form. */
  canSubmit: boolean;
  /** The form's close button works. */
  canClose: boolean;
  /** The field errors of the last refused call (field → messages), shown on the open form. */
  fieldErrors: Record<string, string[]>;
  /** The "added" notice: the child the last save created. */
  added: Child | null;
}

/** The add-child form's view model (src/pages/family/ChildSettings.tsx shows the same). */
export function connectChildForm(snapshot: SnapshotFrom<typeof childFormMachine>): ChildFormView {
  const open = snapshot.matches('open');
  return {
    open,
    saving: snapshot.matches({ open: 'saving' }),
    canOpen: snapshot.can({ type: 'form.open' }),
    canSubmit: snapshot.can({ type: 'child.submit', ...sample }),
    canClose: snapshot.can({ type: 'form.close' }),
    fieldErrors: open ? (snapshot.context.error?.errors ?? {}) : {},
    added: snapshot.context.added,
  };
}
