import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine, useSelector } from '@xstate/react';
import { Navigate } from 'react-router';
import { passwordResetMachine, type ResetRequest } from '../../../machines/account/passwordReset.machine';
import { passwordResetActors } from '../../api/actors/account/account';
import { useNavigateAction } from '../../app/useNavigateAction';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useEagerForm } from '../../components/form/useEagerForm';
import { useServerErrors, type ServerFieldMap } from '../../components/form/useServerErrors';
import { newPasswordSchema, type NewPasswordValues } from '../../forms/account';
import { LocalizedLink, useLocalizedPath } from '../../i18n/react';
import { connectPasswordReset } from './connect';
import { ResendCode } from './ResendCode';
import {
  clearResetRequest,
  readResetExpireTime,
  readResetRequest,
  writeResetExpireTime,
  writeResetRequest,
} from './storage';
import { PageTitle } from '../../app/PageTitle';

const SERVER_FIELDS: ServerFieldMap<NewPasswordValues> = { code: 'pincode', password: 'newPassword' };

/**
 * /forget/captcha (SPEC §2): the mailed code, the new password and its
 * confirmation, with resend and its seconds counter. Without a request sent
 * from /forget (kept across a reload), the visitor goes back there.
 */
export default function ForgetCaptcha() {
  const localized = useLocalizedPath();
  const [stored] = useState(() => {
    const request = readResetRequest();
    return request ? { request, captchaExpireTime: readResetExpireTime() } : null;
  });
  if (!stored) return <Navigate to={localized('/forget')} replace />;
  return <NewPasswordEntry {...stored} />;
}

function NewPasswordEntry({ request, captchaExpireTime }: { request: ResetRequest; captchaExpireTime: number | null }) {
  const { t } = useLingui();
  const go = useNavigateAction();
  const [snapshot, send] = useMachine(
    passwordResetMachine.provide({
      actors: passwordResetActors,
      actions: {
        storeRequest: (_, params) => writeResetRequest(params.request),
        storeCaptchaExpireTime: (_, params) => writeResetExpireTime(params.captchaExpireTime),
        clearRequest: () => clearResetRequest(),
        navigate: (_, params) => go(params),
      },
    }),
    { input: { request, captchaExpireTime } },
  );
  // The resend button and its counter live in the child; follow its snapshot too.
  const cooldown = useSelector(snapshot.children.resendCooldown, (child) => child);
  const view = connectPasswordReset(snapshot, cooldown);

  const { register, handleSubmit, setError, formState, getFieldState, trigger } = useEagerForm(newPasswordSchema, {
    pincode: '',
    newPassword: '',
    confirmPassword: '',
  });
  const formError = useServerErrors(view.error, setError, SERVER_FIELDS);
  const { errors } = formState;
  const onSubmit = handleSubmit(({ pincode, newPassword }) =>
    send({ type: 'password.submit', code: pincode, password: newPassword }),
  );

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Set a new password`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Set a new password</Trans>
      </h1>
      <ResendCode view={view} onResend={() => send({ type: 'code.resend' })} />
      <form method="post" className="account-form" onSubmit={onSubmit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label={<Trans>Verification code</Trans>}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.pincode?.message}
          {...register('pincode')}
        />
        <TextField
          label={<Trans>New password</Trans>}
          type="password"
          autoComplete="new-password"
          hint={<Trans>8 to 12 characters</Trans>}
          error={errors.newPassword?.message}
          {...register('newPassword', {
            onChange: () => {
              if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
            },
          })}
        />
        <TextField
          label={<Trans>Confirm password</Trans>}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton pending={view.submitting}>
          <Trans>Save new password</Trans>
        </SubmitButton>
      </form>
      <p className="account-links">
        <LocalizedLink to="/forget">
          <Trans>Use another e-mail</Trans>
        </LocalizedLink>
      </p>
    </section>
  );
}
