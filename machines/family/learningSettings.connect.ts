import type { SnapshotFrom } from 'xstate';
import { changedSettings, type LearningSettings, type learningSettingsMachine } from './learningSettings.machine';

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
}

export function connectLearningSettings(snapshot: SnapshotFrom<typeof learningSettingsMachine>): LearningSettingsView {
  const { saved, draft, error } = snapshot.context;
  const dirty = Object.keys(changedSettings(saved, draft)).length > 0;
  const fieldErrors = error?.errors ?? {};
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
  };
}
