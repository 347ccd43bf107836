import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine, useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import { registrationMachine } from '../../../machines/account/registration.machine';
import type { Registration } from '../../../machines/account/registration.types';
import type { Member } from '../../../machines/types';
import { registrationActors } from '../../api/actors/account/account';
import { useAppChild, useAppChildSelector, useMember } from '../../app/AppActorContext';
import { useNavigateAction } from '../../app/useNavigateAction';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useTextForm } from '../../components/form/useTextForm';
import { useServerErrors, type ServerFieldMap } from '../../components/form/useServerErrors';
import type { CodeValues } from '../../forms/account';
import { LocalizedLink, useLocalizedPath } from '../../i18n/react';
import { connectRegistration } from './connect';
import { forgetRegisterDraft } from './registerDraft';
import { ResendCode } from './ResendCode';
import {
  clearRegistration,
  readCaptchaExpireTime,
  readRegistration,
  writeCaptchaExpireTime,
  writeRegistration,
} from './storage';
import { PageTitle } from '../../app/PageTitle';

/** The form's rules (and valibot) come with its first focus or submit (useTextForm). */
const loadCodeSchema = () => import('../../forms/account').then((forms) => forms.codeSchema);

const SERVER_FIELDS: ServerFieldMap<CodeValues> = { code: 'pincode' };

interface Pending {
  registration: Registration;
  captchaExpireTime: number | null;
}

/**
 * The registration to verify: the signed-in member's e-mail when it is not
 * verified yet (with the stored code when it was sent to that address), else
 * the one stored by /register; null when there is none.
 */
function pendingRegistration(member: Member | null): Pending | null {
  const stored = readRegistration();
  const expiry = readCaptchaExpireTime();
  if (member) {
    if (stored?.email.toLowerCase() === member.email.toLowerCase()) return { registration: stored, captchaExpireTime: expiry };
    return { registration: { email: member.email, name: member.name, email_verification_id: null }, captchaExpireTime: null };
  }
  return stored ? { registration: stored, captchaExpireTime: expiry } : null;
}

/**
 * /register-captcha (SPEC §2): the e-mailed code, with resend and its seconds
 * counter. Reached after /register, or after a login whose e-mail is not
 * verified yet (SPEC §4), and it survives a reload.
 */
export default function RegisterCaptcha() {
  const member = useMember();
  const checking = useAppChildSelector('auth', (snapshot) => snapshot.matches('checking'));
  const localized = useLocalizedPath();
  const [stored] = useState(() => pendingRegistration(null));

  if (member?.is_email_valid === 1) return <Navigate to={localized('/home')} replace />;
  const pending = member ? pendingRegistration(member) : stored;
  if (!pending) {
    if (checking) return null;
    return <Navigate to={localized('/register')} replace />;
  }
  return <CodeEntry key={pending.registration.email} {...pending} signedIn={member !== null} />;
}

function CodeEntry({ registration, captchaExpireTime, signedIn }: Pending & { signedIn: boolean }) {
  const { t } = useLingui();
  const go = useNavigateAction();
  const auth = useAppChild('auth');
  const [snapshot, send] = useMachine(
    registrationMachine.provide({
      actors: registrationActors,
      actions: {
        storeRegistration: (_, params) => writeRegistration(params.registration),
        storeCaptchaExpireTime: (_, params) => writeCaptchaExpireTime(params.captchaExpireTime),
        clearRegistration: () => {
          clearRegistration();
          forgetRegisterDraft();
        },
        navigate: (_, params) => {
          const { member } = auth.getSnapshot().context;
          if (params.to === 'login' && member) {
            // Signed in already: the member is verified now, on to the app instead of the login page.
            auth.send({ type: 'member.updated', member: { ...member, is_email_valid: 1 } });
            go({ to: 'home', replace: true });
          } else {
            go(params);
          }
        },
      },
    }),
    { input: { registration, captchaExpireTime } },
  );
  // The resend button and its counter live in the child; follow its snapshot too.
  const cooldown = useSelector(snapshot.children.resendCooldown, (child) => child);
  const view = connectRegistration(snapshot, cooldown);

  const { register, handleSubmit, setError, formState } = useTextForm(loadCodeSchema, { pincode: '' });
  const formError = useServerErrors(view.error, setError, SERVER_FIELDS);
  const onSubmit = handleSubmit(({ pincode }) => send({ type: 'code.submit', code: pincode }));

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Verify your e-mail`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Verify your e-mail</Trans>
      </h1>
      <ResendCode view={view} onResend={() => send({ type: 'code.resend' })} />
      <form method="post" className="account-form" onSubmit={onSubmit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label={<Trans>Verification code</Trans>}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={formState.errors.pincode?.message}
          {...register('pincode')}
        />
        <SubmitButton pending={view.submitting} disabled={!view.codeSent}>
          <Trans>Verify</Trans>
        </SubmitButton>
      </form>
      {signedIn ? null : (
        // A mistyped e-mail: back to the form as it was; the new registration replaces this one.
        <p className="account-links">
          <LocalizedLink to="/register">
            <Trans>Wrong e-mail address? Go back and correct it</Trans>
          </LocalizedLink>
        </p>
      )}
    </section>
  );
}
