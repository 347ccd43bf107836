import type { SnapshotFrom } from 'xstate';
import { changedSettings, type LearningSettings, type learningSettingsMachine } from './learningSettings.machine';

/** A child the tab can show (issue 28: each child has their own learning settings). */
export interface LearningSettingsChild {
  id: number;
  name: string;
  avatar: string | null;
  gender: 'boy' | 'girl';
  /** The child whose settings the tab shows (the current child). */
  shown: boolean;
  /** Its button takes a tap: another child, nothing unsaved, nothing running. */
  canChoose: boolean;
}

/** What the learning settings tab shows. */
export interface LearningSettingsView {
  /** The values the form shows. */
  draft: LearningSettings;
  /** Something differs from what is saved. */
  dirty: boolean;
  /** The save button takes it (something changed, nothing running). */
  canSave: boolean;
  /** The undo button takes it. */
  canDiscard: boolean;
  /** The PUT runs: the controls wait. */
  saving: boolean;
  /** The warning that today's daily-task progress starts over is open. */
  confirmingReset: boolean;
  /** The "saved" notice. */
  saved: boolean;
  /** The field errors of the refused save (field → server messages). */
  fieldErrors: Record<string, string[]>;
  /** The refused save's message when no field carries it. */
  formError: string | null;
  /** The child whose settings show, null without children (the member's then). */
  child: { id: number; name: string; avatar: string | null; gender: 'boy' | 'girl' } | null;
  /** Every child of the member, for the switcher. */
  children: LearningSettingsChild[];
}

export function connectLearningSettings(snapshot: SnapshotFrom<typeof learningSettingsMachine>): LearningSettingsView {
  const { saved, draft, error, children, childId } = snapshot.context;
  const dirty = Object.keys(changedSettings(saved, draft)).length > 0;
  const fieldErrors = error?.errors ?? {};
  const shownChild = children.find((child) => child.id === childId) ?? null;
  return {
    draft,
    dirty,
    canSave: snapshot.can({ type: 'settings.save' }),
    canDiscard: snapshot.can({ type: 'settings.discard' }),
    saving: snapshot.matches('saving'),
    confirmingReset: snapshot.matches('confirmingReset'),
    saved: snapshot.matches({ editing: 'saved' }),
    fieldErrors,
    formError: error && Object.keys(fieldErrors).length === 0 ? error.message : null,
    child: shownChild ? { id: shownChild.id, name: shownChild.name, avatar: shownChild.avatar, gender: shownChild.gender } : null,
    children: children.map((child) => ({
      id: child.id,
      name: child.name,
      avatar: child.avatar,
      gender: child.gender,
      shown: child.id === childId,
      canChoose: snapshot.can({ type: 'child.choose', childId: child.id }),
    })),
  };
}
