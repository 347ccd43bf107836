import type { RegisterInput } from '../../forms/account';
import { readRegistration } from './storage';

/**
 * The sign-up form as the parent left it (SPEC §3: "Registration info is kept after
 * register"), so that reading the privacy policy or going back from the code entry to
 * correct a mistyped e-mail finds the form filled in. Held in memory only: the password
 * never goes to storage. After a reload the stored registration still gives the e-mail
 * and the nickname.
 */
let draft: RegisterInput | null = null;

export function keepRegisterDraft(values: Partial<RegisterInput>): void {
  draft = {
    email: values.email ?? '',
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    name: values.name ?? '',
    invite_code: values.invite_code ?? '',
    privacy_accepted: values.privacy_accepted ?? false,
  };
}

/** The form's starting values: the kept draft, else the stored pending registration, else empty. */
export function registerDraft(): RegisterInput {
  if (draft) return draft;
  const stored = readRegistration();
  return {
    email: stored?.email ?? '',
    password: '',
    confirmPassword: '',
    name: stored?.name ?? '',
    invite_code: '',
    privacy_accepted: false,
  };
}

/** Once the e-mail is verified there is nothing left to correct. */
export function forgetRegisterDraft(): void {
  draft = null;
}
