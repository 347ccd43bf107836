import { Trans, useLingui } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { passwordResetMachine } from '../../../machines/account/passwordReset.machine';
import { passwordResetActors } from '../../api/actors/account/account';
import { useNavigateAction } from '../../app/useNavigateAction';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useTextForm } from '../../components/form/useTextForm';
import { useServerErrors, type ServerFieldMap } from '../../components/form/useServerErrors';
import type { ForgetValues } from '../../forms/account';
import { LocalizedLink } from '../../i18n/react';
import { writeResetExpireTime, writeResetRequest } from './storage';
import { PageTitle } from '../../app/PageTitle';

/** The form's rules (and valibot) come with its first focus or submit (useTextForm). */
const loadForgetSchema = () => import('../../forms/account').then((forms) => forms.forgetSchema);

const SERVER_FIELDS: ServerFieldMap<ForgetValues> = { email: 'email' };

/** /forget (SPEC §2): the account's e-mail; a code is mailed, then /forget/captcha. */
export default function Forget() {
  const { t } = useLingui();
  const go = useNavigateAction();
  const [snapshot, send] = useMachine(
    passwordResetMachine.provide({
      actors: passwordResetActors,
      actions: {
        storeRequest: (_, params) => writeResetRequest(params.request),
        storeCaptchaExpireTime: (_, params) => writeResetExpireTime(params.captchaExpireTime),
        navigate: (_, params) => go(params),
      },
    }),
    { input: { request: null } },
  );

  const { register, handleSubmit, setError, formState } = useTextForm(loadForgetSchema, { email: '' });
  const formError = useServerErrors(snapshot.context.error, setError, SERVER_FIELDS);
  const onSubmit = handleSubmit(({ email }) => send({ type: 'email.submit', email }));

  return (
    <section className="page account-page" aria-labelledby="page-title">
      <PageTitle>{`${t`Forgot password`} · ${t`Hanzi House`}`}</PageTitle>
      <h1 id="page-title">
        <Trans>Forgot password</Trans>
      </h1>
      <p>
        <Trans>Enter the e-mail of your account and we will send you a 6-digit code to set a new password.</Trans>
      </p>
      <form method="post" className="account-form" onSubmit={onSubmit} noValidate>
        <FormAlert>{formError}</FormAlert>
        <TextField
          label={<Trans>E-mail</Trans>}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <SubmitButton pending={snapshot.matches('sending')}>
          <Trans>Send code</Trans>
        </SubmitButton>
      </form>
      <p className="account-links">
        <LocalizedLink to="/login">
          <Trans>Back to log in</Trans>
        </LocalizedLink>
      </p>
    </section>
  );
}
