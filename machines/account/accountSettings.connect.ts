import type { SnapshotFrom } from 'xstate';
import type { accountSettingsMachine, AccountSettings } from './accountSettings.machine';

const sample: AccountSettings = { name: 'x', gender: 'female', env_language: 2 };

/** What the account settings form shows. */
export interface AccountSettingsView {
  saving: boolean;
  canSave: boolean;
  /** The "saved" notice. */
  saved: boolean;
  /** The field errors of the last refused save (field → messages). */
  fieldErrors: Record<string, string[]>;
  /** A refusal not about a field (e.g. the network), as the server's message; null when none. */
  formError: string | null;
}

export function connectAccountSettings(snapshot: SnapshotFrom<typeof accountSettingsMachine>): AccountSettingsView {
  const { error, saved } = snapshot.context;
  const fieldErrors = error?.errors ?? {};
  return {
    saving: snapshot.matches('saving'),
    canSave: snapshot.can({ type: 'settings.save', ...sample }),
    saved,
    fieldErrors,
    formError: error && Object.keys(fieldErrors).length === 0 ? error.message : null,
  };
}
